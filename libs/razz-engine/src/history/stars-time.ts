/**
 * PokerStars timestamps: `YYYY/MM/DD H:MM:SS ET` (hour not zero-padded), or local time first and
 * ET in brackets: `2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]`. Trackers (fpdb) read the last
 * timestamp and take it as ET, so ET always comes last.
 *
 * Time zones come from the JavaScript runtime's `Intl` (ECMA-402, no Node API): ET is
 * `America/New_York`, daylight saving included.
 */

const ET_ZONE = 'America/New_York';

/** A local time written before the ET one: an IANA zone and the label PokerStars prints (`CET`). */
export interface StarsLocalTime {
  timeZone: string;
  label: string;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at the instant `utcMs`. */
function wallClock(utcMs: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? NaN);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute'), second: part('second') };
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function formatWall(w: WallClock): string {
  return `${w.year}/${pad2(w.month)}/${pad2(w.day)} ${w.hour}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/**
 * An ISO-8601 instant as a PokerStars timestamp in ET, optionally preceded by a local time.
 *
 * @example formatStarsTime('2009-11-26T15:24:42Z') // '2009/11/26 10:24:42 ET'
 */
export function formatStarsTime(iso: string, local?: StarsLocalTime): string {
  const ms = Date.parse(iso);
  const et = `${formatWall(wallClock(ms, ET_ZONE))} ET`;
  return local ? `${formatWall(wallClock(ms, local.timeZone))} ${local.label} [${et}]` : et;
}

/** The UTC instant whose wall clock in `timeZone` reads `w` (two correction passes cover DST edges). */
function zonedToUtc(w: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  let utc = asUtc;
  for (let pass = 0; pass < 2; pass++) {
    const seen = wallClock(utc, timeZone);
    const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second) - utc;
    utc = asUtc - offset;
  }
  return utc;
}

const TIMESTAMP = /(\d{4})\/(\d{1,2})\/(\d{1,2})(?: - | )(\d{1,2}):(\d{2}):(\d{2})(?: \(?([A-Z]{2,5})\)?)?/g;

/**
 * The instant of a header's last timestamp as ISO-8601 (UTC), or null when there is none or its
 * zone is neither ET nor UTC/GMT. Reads both `2009/11/26 10:24:42 ET` and the old
 * `2008/07/09 - 21:41:43 (ET)`.
 *
 * @example parseStarsTime('… - 2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]') // '2011-04-18T00:21:35.000Z'
 */
export function parseStarsTime(text: string): string | null {
  const all = [...text.matchAll(TIMESTAMP)];
  const m = all[all.length - 1];
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const w: WallClock = { year, month, day, hour, minute, second };
  const zone = m[7] ?? 'ET';
  if (zone === 'UTC' || zone === 'GMT') return new Date(Date.UTC(year, month - 1, day, hour, minute, second)).toISOString();
  if (zone !== 'ET') return null;
  return new Date(zonedToUtc(w, ET_ZONE)).toISOString();
}
