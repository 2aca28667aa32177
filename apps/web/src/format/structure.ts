/**
 * The next break, from the tournament's structure (levels and breaks in order). The API types the
 * structure as an open object, so it is read here with checks, never trusted blindly.
 */
interface Item {
  kind: 'level' | 'break';
  minutes: number;
}

function itemsOf(structure: unknown): Item[] {
  const items = (structure as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((raw: unknown): Item[] => {
    const item = raw as { kind?: unknown; minutes?: unknown };
    if ((item.kind === 'level' || item.kind === 'break') && typeof item.minutes === 'number') return [{ kind: item.kind, minutes: item.minutes }];
    return [];
  });
}

/**
 * How long until the next break begins and how long it lasts, counted from the running level
 * (1-based level number, breaks unnumbered) and the time left in it; null when no break is ahead.
 */
export function nextBreak(
  structure: unknown,
  current: { kind: 'level' | 'break'; level: number },
  remainingMs: number,
): { inMs: number; minutes: number } | null {
  const items = itemsOf(structure);
  let levelNo = 0;
  let index = -1;
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Item;
    if (item.kind === 'level') levelNo++;
    // The clock numbers a break with the level it follows.
    if (item.kind === current.kind && levelNo === current.level) index = i;
    if (index !== -1) break;
  }
  if (index === -1) return null;
  let inMs = remainingMs;
  for (let i = index + 1; i < items.length; i++) {
    const item = items[i] as Item;
    if (item.kind === 'break') return { inMs, minutes: item.minutes };
    inMs += item.minutes * 60_000;
  }
  return null;
}
