/**
 * Client seeds: what each seated player adds to the shuffle of the hands they are dealt
 * (docs/fairness.md). A hand's client seed string lists every seat dealt in, ascending, as
 * `<seat>=<seed>` (an empty seed allowed) joined by `;` — a seed never holds `;`.
 */

/** At most this many characters in a player's client seed. */
export const CLIENT_SEED_MAX = 64;

/**
 * Why a client seed cannot be used, in words; null when it can: up to 64 printable ASCII
 * characters (space to tilde) but `;`, which separates the seats in the hand's client seed string
 * (so that string reads back unambiguously; `=` is allowed: a segment splits at its first `=`).
 */
export function clientSeedProblem(seed: unknown): string | null {
  if (typeof seed !== 'string') return 'a client seed is a string';
  if (seed.length > CLIENT_SEED_MAX) return `a client seed has at most ${CLIENT_SEED_MAX} characters (got ${seed.length})`;
  if (!/^[\x20-\x7e]*$/.test(seed)) return 'a client seed is printable ASCII characters only (space to ~)';
  return seed.includes(';') ? "a client seed may not contain ';' (it separates the seats in the hand's client seed string)" : null;
}

/**
 * The hand's client seed string from the seats dealt in and their seeds.
 * @example handClientSeed([{ seat: 3, seed: '' }, { seat: 1, seed: 'alice' }]) // '1=alice;3='
 */
export function handClientSeed(seats: readonly { seat: number; seed: string }[]): string {
  return [...seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => `${s.seat}=${s.seed}`)
    .join(';');
}
