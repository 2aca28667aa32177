/**
 * Waiting for a state in tests: poll for it, with a bound generous enough for a machine three
 * times slower than a quiet one, never a fixed sleep. A wait that gives up says what it waited
 * for, how long and how often it looked, and what it saw on its last look.
 */

/** The default bound of a wait: a state that takes a quiet machine a second or two, with room for 3× slower and then some. */
export const WAIT_MS = 30_000;

const POLL_MS = 50;

/** A "not yet" answer from a check that also says what it saw, for the message if the wait gives up. */
export class NotYet {
  constructor(readonly saw: unknown) {}
}

/** `return notYet(view.status)` in a check: not there yet, and this is what was seen. */
export const notYet = (saw: unknown): NotYet => new NotYet(saw);

/** A short, readable rendering of what a wait last saw (JSON, cut at 2,000 characters). */
export function describeSeen(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else {
    try {
      text = JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  return text.length > 2_000 ? `${text.slice(0, 2_000)}… (${text.length} characters)` : text;
}

/**
 * Polls `check` until it returns a value that is not undefined, false or a `notYet(…)`, and
 * returns that value; fails after `timeoutMs` with `what` and the last thing seen. An error thrown
 * by `check` fails the wait at once (it is a bug, not a state that has not come yet).
 *
 * @example
 * const view = await eventually(async () => {
 *   const v = await viewTable(http, key, tableId);
 *   return v.status === 'closed' ? v : notYet({ status: v.status, hand: v.hand?.number });
 * }, WAIT_MS, 'the table to close');
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | false | NotYet> | T | undefined | false | NotYet,
  timeoutMs = WAIT_MS,
  what = 'condition',
): Promise<T> {
  const started = Date.now();
  let looks = 0;
  for (;;) {
    const value = await check();
    looks++;
    if (value !== undefined && value !== false && !(value instanceof NotYet)) return value as T;
    if (Date.now() - started > timeoutMs) {
      const saw = value instanceof NotYet ? describeSeen(value.saw) : `the check returned ${String(value)}`;
      throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms (${looks} looks); last saw: ${saw}`);
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
