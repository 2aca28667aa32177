import { CashError, CashErrorCode } from './cash.error';

/** Without `from` the range starts at the epoch; without `to` it has no end (year 9999). */
const EARLIEST = new Date(0);
const LATEST = new Date('9999-12-31T00:00:00.000Z');

/** A report's half-open range [from, to) from the query's ISO strings (already validated as ISO 8601). */
export function reportRange(query: { from?: string; to?: string }): { from: Date; to: Date } {
  const from = query.from === undefined ? EARLIEST : new Date(query.from);
  const to = query.to === undefined ? LATEST : new Date(query.to);
  if (from.getTime() >= to.getTime())
    throw new CashError(CashErrorCode.INVALID_REPORT_RANGE, `from (${from.toISOString()}) must be before to (${to.toISOString()})`);
  return { from, to };
}
