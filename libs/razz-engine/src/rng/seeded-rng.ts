import type { Rng } from './rng';
import { uniformInt } from './uniform-int';

/** A reproducible `Rng`: same seed, same sequence, on every platform. */
export interface SeededRng extends Rng {
  /** The next raw 32-bit word, uniform in `[0, 2^32)`. */
  nextUint32(): number;
}

/** Read once: a global look-up per call is slow inside vm contexts such as jest's. */
const imul = Math.imul;

/**
 * xoshiro128** (Blackman & Vigna, 2018): 128 bits of state, period 2^128 − 1, passes BigCrush,
 * and needs only 32-bit integer operations, which JavaScript does exactly (`Math.imul`, `>>>`).
 * The state must not be all zero.
 */
export function xoshiro128StarStar(s0: number, s1: number, s2: number, s3: number): SeededRng {
  let a = s0 >>> 0;
  let b = s1 >>> 0;
  let c = s2 >>> 0;
  let d = s3 >>> 0;
  if ((a | b | c | d) === 0) throw new RangeError('xoshiro128**: the state must not be all zero');
  const nextUint32 = (): number => {
    const x = imul(b, 5);
    const result = imul((x << 7) | (x >>> 25), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result;
  };
  // Bound once per generator: through the imported name every draw would also go through the
  // module's export accessors (CommonJS as tsx compiles it), and a shuffle alone draws 51 times.
  const uniform = uniformInt;
  return { nextUint32, int: (maxExclusive) => uniform(maxExclusive, nextUint32) };
}

/** MurmurHash3's finaliser: every input bit affects every output bit. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The seed as 32-bit words, tagged by type so that `1` and `'1'` give different streams. */
function seedWords(seed: number | string): number[] {
  if (typeof seed === 'string') {
    const words = [2, seed.length];
    for (let i = 0; i < seed.length; i++) words.push(seed.charCodeAt(i));
    return words;
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seededRng: the seed must be a safe integer or a string, got ${seed}`);
  return [1, seed >>> 0, Math.floor(seed / 0x1_0000_0000) >>> 0];
}

/** Four lanes with different starting constants (digits of π) hash the seed into 128 bits. */
const LANE_STARTS = [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344] as const;

/**
 * A seedable `Rng` for tests, simulations and replays — never for real-money dealing
 * (use `cryptoRng`). The seed (a safe integer or any string) is hashed into xoshiro128**'s
 * 128-bit state; `int` uses rejection sampling like `cryptoRng`.
 * @example
 * const deck = shuffledDeck(seededRng('hand-42')); // the same deck on every run
 */
export function seededRng(seed: number | string): SeededRng {
  const lanes: number[] = [...LANE_STARTS];
  for (const word of seedWords(seed)) {
    for (let k = 0; k < 4; k++) lanes[k] = fmix32(((lanes[k] as number) ^ word) + Math.imul(k + 1, 0x9e3779b9));
  }
  const [s0, s1, s2, s3] = lanes as [number, number, number, number];
  // All-zero lanes are astronomically unlikely but would freeze the generator.
  return (s0 | s1 | s2 | s3) === 0 ? xoshiro128StarStar(1, 0, 0, 0) : xoshiro128StarStar(s0, s1, s2, s3);
}
