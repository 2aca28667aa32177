/**
 * The TDA's numbers for balancing tables, written once: the planner's defaults, the room's
 * balancing runs and the deal gate's halt all read them from here.
 *
 * TDA Poker Rules (2024), Rule 11 "Balancing Tables": players move when the fullest table has
 * two or more players more than the shortest (`moveAt`), and play halts at a table three or more
 * players short of the fullest (`haltAt`) until the room is balanced again. The house's reading
 * of the rule is in docs/rules/tournaments.md ("Balancing and breaking tables").
 */
export const TDA_BALANCING = { moveAt: 2, haltAt: 3 } as const;

/**
 * Whether a table with `count` players is `haltAt` or more short of the fullest table in play
 * (`counts`, this table's own count among them): such a table must not deal its next hand.
 * @example tooShort(5, [8, 5, 7]) // true: 3 short of 8
 */
export function tooShort(count: number, counts: readonly number[], haltAt: number = TDA_BALANCING.haltAt): boolean {
  return counts.length > 0 && Math.max(...counts) - count >= haltAt;
}
