/** The flop games' engine presets (`holdem`, `holdem-nl`, `omaha8`, `omaha-pl`…): a button and blinds. */
const FLOP_PRESET = /^(holdem|omaha)/;

/**
 * Whether any level of the tournament's structure deals a flop game (the API sends the structure as
 * an open object: each level may name its `game`, an engine preset, carried forward; Razz when none
 * is named). Such an event balances by the button (TDA), so the floor reports each live table's.
 */
export function hasFlopGames(structure: unknown): boolean {
  const items = (structure as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return false;
  return items.some((item: unknown) => {
    const game = (item as { kind?: unknown; game?: unknown } | null)?.game;
    return (item as { kind?: unknown }).kind === 'level' && typeof game === 'string' && FLOP_PRESET.test(game);
  });
}
