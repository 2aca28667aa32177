/**
 * Names PokerStars uses for games, betting structures and streets, and how they map to the
 * engine's games and rule sets.
 */
import type { FlopStreetName, StreetName, StudStreetName } from '../game/variant';
import type { LowEvaluation } from '../eval';
import type { BettingStructure } from '../rules';

/** Street headers (`*** 3rd STREET ***`); 7th street is always `RIVER` (fpdb would merge a `7th STREET`). */
export const STREET_HEADERS: readonly string[] = ['3rd STREET', '4th STREET', '5th STREET', '6th STREET', 'RIVER'];

/** Streets as the summary names them (`folded on the 4th Street`, `folded on the River`). */
export const SUMMARY_STREETS: readonly string[] = ['3rd Street', '4th Street', '5th Street', '6th Street', 'River'];

export const STREET_NAMES: readonly StudStreetName[] = ['third', 'fourth', 'fifth', 'sixth', 'seventh'];

/** A flop game's street headers: `*** HOLE CARDS ***` (before the flop), then the board streets. */
export const FLOP_STREET_HEADERS: readonly string[] = ['HOLE CARDS', 'FLOP', 'TURN', 'RIVER'];

/** A flop game's streets in the summary: `folded before Flop`, `folded on the Flop` / `Turn` / `River`. */
export const FLOP_SUMMARY_STREETS: readonly string[] = ['before Flop', 'on the Flop', 'on the Turn', 'on the River'];

export const FLOP_STREET_NAMES: readonly FlopStreetName[] = ['preflop', 'flop', 'turn', 'river'];

/** A street's index in its game (stud: 0 = 3rd street … 4 = 7th; flop games: 0 = before the flop … 3 = the river). */
export function streetIndex(name: StreetName): number {
  const stud = STREET_NAMES.indexOf(name as StudStreetName);
  return stud >= 0 ? stud : FLOP_STREET_NAMES.indexOf(name as FlopStreetName);
}

export const STRUCTURE_NAMES: Readonly<Record<BettingStructure, string>> = Object.freeze({
  'fixed-limit': 'Limit',
  'pot-limit': 'Pot Limit',
  'no-limit': 'No Limit',
});

/**
 * The Razz family by low evaluation. `Razz` is PokerStars' name; PokerStars deals neither London
 * Lowball nor Deuce-to-Seven Razz, so those two names are this project's (unverified).
 */
export const LOW_GAME_NAMES: Readonly<Record<LowEvaluation, string>> = Object.freeze({
  'ace-to-five': 'Razz',
  'ace-to-six': 'London Lowball',
  'deuce-to-seven': 'Deuce-to-Seven Razz',
});

/** The engine's other stud games (`GAMES` ids) by PokerStars name. */
export const STUD_GAME_NAMES: Readonly<Record<string, string>> = Object.freeze({ stud: '7 Card Stud', stud8: '7 Card Stud Hi/Lo' });

/** The engine's flop games (`GAMES` ids) by PokerStars name (seen: `Hold'em Limit`, `Omaha Hi/Lo Pot Limit`, `Omaha Pot Limit`). */
export const FLOP_GAME_NAMES: Readonly<Record<string, string>> = Object.freeze({ holdem: "Hold'em", omaha: 'Omaha', omaha8: 'Omaha Hi/Lo' });

const GAME_NAMES: Readonly<Record<string, string>> = Object.freeze({ ...STUD_GAME_NAMES, ...FLOP_GAME_NAMES });

/** Whether a `GAMES` id is a flop game (`holdem`, `omaha`, `omaha8`). */
export function isFlopGameId(gameId: string): boolean {
  return Object.prototype.hasOwnProperty.call(FLOP_GAME_NAMES, gameId);
}

/** The game part of a header: `Razz Limit`, `7 Card Stud Limit`, `Hold'em No Limit`; an unknown game uses its own name. */
export function starsGameText(gameId: string, gameName: string, lowEvaluation: LowEvaluation, structure: BettingStructure): string {
  const base = gameId === 'razz' ? LOW_GAME_NAMES[lowEvaluation] : (GAME_NAMES[gameId] ?? gameName);
  return `${base} ${STRUCTURE_NAMES[structure]}`;
}

export interface StarsGameName {
  /** As written, e.g. `Razz`, `Hold'em`. */
  base: string;
  structure: BettingStructure;
  /** The engine's game id: `razz`, `stud`, `stud8`, `holdem`, `omaha`, `omaha8`. */
  gameId: string;
  /** The Razz family's low evaluation; null for the other games. */
  lowEvaluation: LowEvaluation | null;
}

/** Reads `Razz Limit`, `7 Card Stud Limit`, `Hold'em No Limit`, `Omaha Hi/Lo Pot Limit`; null for games the engine does not deal. */
export function readStarsGameText(text: string): StarsGameName | null {
  const m = /^(.+?) (Limit|Pot Limit|No Limit)$/.exec(text.trim());
  if (!m) return null;
  const base = m[1] as string;
  const structure = (Object.keys(STRUCTURE_NAMES) as BettingStructure[]).find((k) => STRUCTURE_NAMES[k] === m[2]) as BettingStructure;
  const low = (Object.keys(LOW_GAME_NAMES) as LowEvaluation[]).find((k) => LOW_GAME_NAMES[k] === base) ?? null;
  const gameId = low !== null ? 'razz' : Object.keys(GAME_NAMES).find((id) => GAME_NAMES[id] === base);
  return gameId === undefined ? null : { base, structure, gameId, lowEvaluation: low };
}
