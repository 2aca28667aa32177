/**
 * The name hand histories give a rotation of games (PokerStars: `HORSE (Hold'em Limit, $x/$y USD)`,
 * `Triple Stud (Razz Limit) - Level …`), for a cash table's schedule and a mixed tournament's
 * levels alike. The names are PokerStars' own for the mixes it deals.
 */

/** PokerStars' mixes the engine can deal, by the presets played (each fixed limit, as PokerStars deals them). */
const NAMED_MIXES: readonly { name: string; presets: readonly string[] }[] = [
  { name: 'HORSE', presets: ['holdem', 'omaha8', 'razz', 'stud', 'stud8'] },
  { name: 'HOSE', presets: ['holdem', 'omaha8', 'stud', 'stud8'] },
  { name: 'Triple Stud', presets: ['razz', 'stud', 'stud8'] },
];

/**
 * `HORSE` when the presets played are exactly Limit Hold'em, Limit Omaha Hi-Lo, Razz, Seven-Card
 * Stud and Stud Eight-or-Better (in any order), `HOSE` without Razz, `Triple Stud` for the three
 * stud games, else `Mixed`. (`8-Game` needs the draw games, which the engine does not deal.)
 * @example mixName(['holdem', 'omaha8', 'razz', 'stud', 'stud8']) // 'HORSE'
 * mixName(['stud8', 'razz', 'stud']) // 'Triple Stud'
 */
export function mixName(presets: readonly string[]): string {
  const played = [...new Set(presets)].sort();
  const named = NAMED_MIXES.find((mix) => mix.presets.length === played.length && [...mix.presets].sort().every((p, i) => p === played[i]));
  return named?.name ?? 'Mixed';
}
