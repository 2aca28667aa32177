/** One card dealt to each live player on a street. */
export type DealKind = 'down' | 'up';

/**
 * Who opens the betting on a street: `bring-in` (3rd street: the door card picked by the
 * variant's `bringIn` pays), `lowest-board` / `highest-board` (later streets: the board that ranks
 * lowest / highest by the variant's board ranking; Razz uses `lowest-board`, Seven-Card Stud will
 * use `highest-board`).
 */
export type StreetOpener = 'bring-in' | 'lowest-board' | 'highest-board';

/** Street definition: data, so another stud game is a different list, not a subclass. */
export interface StreetDef {
  name: StreetName;
  deal: readonly DealKind[];
  opener: StreetOpener;
  betSize: 'small' | 'big';
}

export type StreetName = 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';

/**
 * How hands and boards rank for one way of winning (a "half" of the pot). Razz has one scoring
 * (`low` with the RuleSet's `lowEvaluation`); Stud Eight-or-Better would list `high` and a
 * qualified `low-8`. Functions are looked up by `kind` (`scoring.ts`) so the variant stays data.
 */
export interface ScoringDef {
  kind: 'low';
}

/**
 * A stud game as data: the streets, who brings in, how hands score. `id` names the game in hand
 * histories and the game registry.
 */
export interface StudVariant {
  id: string;
  name: string;
  streets: readonly StreetDef[];
  /** Which door card pays the bring-in, in the variant's rank order (`doorRank`). */
  bringIn: 'highest-door' | 'lowest-door';
  scorings: readonly ScoringDef[];
}
