/**
 * One page of a keyset-paginated list: `next` is the position to continue after (the sort key of
 * the last item), or null on the last page. The API turns `next` into an opaque cursor.
 */
export interface Page<T, P> {
  items: T[];
  next: P | null;
}

/** Callers ask for `limit` items; repositories fetch one more to know whether a next page exists. */
export function toPage<T, P>(rows: T[], limit: number, positionOf: (item: T) => P): Page<T, P> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last !== undefined ? positionOf(last) : null };
}
