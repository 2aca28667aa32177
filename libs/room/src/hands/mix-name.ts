/**
 * The name hand histories give a rotation of games (PokerStars: `8-Game (Razz Limit, $x/$y USD)`),
 * for a cash table's schedule and a mixed tournament's levels alike.
 */

/** PokerStars' name for exactly these three games: 7 Card Stud, Razz, Stud Hi/Lo. */
const TRIPLE_STUD = ['razz', 'stud', 'stud8'];

/**
 * `Triple Stud` when the presets played are exactly Razz, Seven-Card Stud and Stud
 * Eight-or-Better (fixed limit, as PokerStars deals that mix), else `Mixed`. (`HORSE` and
 * `8-Game` need the flop games, which the engine does not deal yet.)
 * @example mixName(['stud8', 'razz', 'stud']) // 'Triple Stud'
 */
export function mixName(presets: readonly string[]): string {
  const played = [...new Set(presets)].sort();
  return played.length === TRIPLE_STUD.length && played.every((p, i) => p === TRIPLE_STUD[i]) ? 'Triple Stud' : 'Mixed';
}
