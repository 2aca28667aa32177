/** One card dealt to each live player on a street. */
export type DealKind = 'down' | 'up';

/**
 * Who opens the betting on a street: `bring-in` (3rd street: the door card picked by the
 * variant's `bringIn` pays), `lowest-board` / `highest-board` (later streets: the lowest / highest
 * board by the board ranking of the variant's first scoring — in Razz the lowest board is the best
 * low, in Seven-Card Stud the highest board is the best high hand showing).
 */
export type StreetOpener = 'bring-in' | 'lowest-board' | 'highest-board';

/** Street definition: data, so another stud game is a different list, not a subclass. */
export interface StreetDef {
  name: StreetName;
  deal: readonly DealKind[];
  opener: StreetOpener;
  betSize: 'small' | 'big';
  /**
   * Seven-Card Stud's 4th street: when a live player shows an open pair, anyone may bet or raise
   * the big bet instead of the small one (fixed limit; RuleSet `openPairDoubleBet` can turn it off).
   */
  openPair?: 'big-bet-option';
}

export type StreetName = 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

/**
 * How hands and boards rank for one way of winning a pot. Functions are looked up by `kind`
 * (`scoring.ts`), so the variant stays data:
 * - `low`: the lowest hand by the RuleSet's `lowEvaluation` (Razz and its presets);
 * - `high`: the standard high hand (Seven-Card Stud, the high half of hi/lo);
 * - `qualified-low`: the best ace-to-five low of five unpaired cards `qualifier` or lower (8 in
 *   Stud Eight-or-Better); a hand without one cannot win this scoring.
 */
export type ScoringDef = { kind: 'low' } | { kind: 'high' } | { kind: 'qualified-low'; qualifier: number };

/**
 * A stud game as data: the streets, who brings in, how hands score. `id` names the game in hand
 * histories and the game registry.
 */
export interface StudVariant {
  id: string;
  name: string;
  streets: readonly StreetDef[];
  /** Which door card pays the bring-in, in the card order of the first scoring (aces high in `high`). */
  bringIn: 'highest-door' | 'lowest-door';
  /**
   * One scoring wins the whole pot; two split every pot (hi/lo): the first scoring takes half and
   * the odd chip, the second the other half — or nothing when no hand qualifies for it, and then
   * the first scoring takes the whole pot. The first scoring also ranks boards and door cards.
   */
  scorings: readonly ScoringDef[];
}

/**
 * Why a variant cannot be dealt, in words; `null` when it can: the machine needs a first street
 * opened by the bring-in, and one scoring or two (a split pot).
 */
export function variantProblem(variant: StudVariant): string | null {
  if (!Array.isArray(variant?.streets) || variant.streets[0]?.opener !== 'bring-in') {
    return `game ${String(variant?.id)}: the first street must open with the bring-in`;
  }
  const scorings = Array.isArray(variant.scorings) ? variant.scorings.length : 0;
  if (scorings < 1 || scorings > 2) return `game ${variant.id}: one scoring, or two for a split pot (got ${scorings})`;
  return null;
}
