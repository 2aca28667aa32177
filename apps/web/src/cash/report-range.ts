/**
 * A report's range of days in the room's time zone, as the half-open instants the API takes
 * (`from` at the first day's midnight in the room, `to` at the midnight after the last day).
 */

/** `YYYY-MM-DD` of `at` in `zone` (the browser's zone when undefined). */
export function dayIn(at: Date, zone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: number, zone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a day (`YYYY-MM-DD`) starts in `zone`; `addDays` moves to a later day first. */
export function dayStart(day: string, zone: string | undefined, addDays = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d + addDays);
  let at = wall - offsetAt(wall, zone);
  at = wall - offsetAt(at, zone); // once more across a change of offset (summer time)
  return new Date(at);
}

/** The API's `from`/`to` for the days `first` through `last` (inclusive) in `zone`. */
export function reportRange(first: string, last: string, zone: string | undefined): { from: string; to: string } {
  return { from: dayStart(first, zone).toISOString(), to: dayStart(last, zone, 1).toISOString() };
}

/** `cash-days-2026-12-04.csv`, or `cash-days-2026-12-01-to-2026-12-04.csv`. */
export function csvFileName(report: string, first: string, last: string): string {
  return `cash-${report}-${first === last ? first : `${first}-to-${last}`}.csv`;
}
