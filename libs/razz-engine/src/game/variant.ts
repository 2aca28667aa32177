/** One card dealt to each live player on a street. */
export type DealKind = 'down' | 'up';

/**
 * Who opens the betting on a street. Stud games: `bring-in` (3rd street: the door card picked by
 * the variant's `bringIn` pays), `lowest-board` / `highest-board` (later streets: the lowest /
 * highest board by the board ranking of the variant's first scoring — in Razz the lowest board is
 * the best low, in Seven-Card Stud the highest board is the best high hand showing). Flop games:
 * `blinds` (before the flop: the first seat left of the big blind) and `button` (after it: the
 * first live seat left of the button).
 */
export type StreetOpener = 'bring-in' | 'lowest-board' | 'highest-board' | 'blinds' | 'button';

/** Street definition: data, so another game is a different list, not a subclass. */
export interface StreetDef {
  name: StreetName;
  /** Cards dealt to every live player, one round per entry (empty on the flop games' board streets). */
  deal: readonly DealKind[];
  /** Flop games: community cards turned face up after a burn card (flop 3, turn 1, river 1). */
  board?: number;
  opener: StreetOpener;
  betSize: 'small' | 'big';
  /**
   * Seven-Card Stud's 4th street: when a live player shows an open pair, anyone may bet or raise
   * the big bet instead of the small one (fixed limit; RuleSet `openPairDoubleBet` can turn it off).
   */
  openPair?: 'big-bet-option';
}

export type StudStreetName = 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';
export type FlopStreetName = 'preflop' | 'flop' | 'turn' | 'river';
export type StreetName = StudStreetName | FlopStreetName;

/**
 * How hands and boards rank for one way of winning a pot. Functions are looked up by `kind`
 * (`scoring.ts`), so the variant stays data:
 * - `low`: the lowest hand by the RuleSet's `lowEvaluation` (Razz and its presets);
 * - `high`: the standard high hand of all the player's cards and the board (Seven-Card Stud, the
 *   high half of hi/lo, Hold'em: best five of seven);
 * - `qualified-low`: the best ace-to-five low of five unpaired cards `qualifier` or lower (8 in
 *   Stud Eight-or-Better); a hand without one cannot win this scoring;
 * - `omaha-high` / `omaha-low`: exactly two hole cards with exactly three board cards, high, and
 *   the eight-or-better low of such five (Omaha, Omaha Hi-Lo).
 */
export type ScoringDef = { kind: 'low' } | { kind: 'high' } | { kind: 'qualified-low'; qualifier: number } | { kind: 'omaha-high' } | { kind: 'omaha-low' };

/** What every game variant has: its id and name, its streets and how its hands score. */
export interface VariantBase {
  /** Names the game in hand histories and the game registry (`GAMES`). */
  id: string;
  name: string;
  streets: readonly StreetDef[];
  /**
   * One scoring wins the whole pot; two split every pot (hi/lo): the first scoring takes half and
   * the odd chip, the second the other half — or nothing when no hand qualifies for it, and then
   * the first scoring takes the whole pot.
   */
  scorings: readonly ScoringDef[];
}

/**
 * A stud game as data: the streets, who brings in, how hands score. The first scoring also ranks
 * boards and door cards.
 */
export interface StudVariant extends VariantBase {
  /** Absent in stud games (hands stored before the flop games existed have no such field). */
  forcedBets?: 'bring-in';
  /** Which door card pays the bring-in, in the card order of the first scoring (aces high in `high`). */
  bringIn: 'highest-door' | 'lowest-door';
}

/**
 * A flop game as data (Hold'em, Omaha): a button, a small and a big blind, hole cards dealt face
 * down, a board of community cards, first to act left of the big blind before the flop and left
 * of the button after it.
 */
export interface FlopVariant extends VariantBase {
  forcedBets: 'blinds';
  /** Hole cards per player: 2 (Hold'em), 4 (Omaha). */
  holeCards: number;
}

/** Any game the hand machine deals. */
export type GameVariant = StudVariant | FlopVariant;

/** Whether a variant is a flop game (button and blinds) rather than a stud game (bring-in). */
export function isFlopVariant(variant: GameVariant): variant is FlopVariant {
  return variant.forcedBets === 'blinds';
}

/** Seats a table of this game may have: stud 8 or 9 (the deck), flop games 2 to 10. */
export function seatCountProblem(variant: GameVariant, maxSeats: number): string | null {
  if (isFlopVariant(variant)) {
    return Number.isInteger(maxSeats) && maxSeats >= 2 && maxSeats <= 10 ? null : `rule maxSeats must be 2 to 10 for ${variant.name}`;
  }
  return maxSeats === 8 || maxSeats === 9 ? null : 'rule maxSeats must be 8 or 9';
}

function streetsProblem(variant: GameVariant): string | null {
  const openers = variant.streets.map((s) => s.opener);
  if (isFlopVariant(variant)) {
    const ok = openers[0] === 'blinds' && openers.slice(1).every((o) => o === 'button');
    return ok ? null : `game ${variant.id}: the first street must open with the blinds and later ones at the button`;
  }
  return openers[0] === 'bring-in' ? null : `game ${variant.id}: the first street must open with the bring-in`;
}

/**
 * Why a variant cannot be dealt, in words; `null` when it can: a stud game's first street opens
 * with the bring-in, a flop game's with the blinds; one scoring or two (a split pot).
 */
export function variantProblem(variant: GameVariant): string | null {
  if (!Array.isArray(variant?.streets) || variant.streets.length === 0) return `game ${String(variant?.id)}: no streets`;
  const streets = streetsProblem(variant);
  if (streets) return streets;
  const scorings = Array.isArray(variant.scorings) ? variant.scorings.length : 0;
  if (scorings < 1 || scorings > 2) return `game ${variant.id}: one scoring, or two for a split pot (got ${scorings})`;
  return null;
}
