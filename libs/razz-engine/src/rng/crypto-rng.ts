import type { Rng } from './rng';
import { uniformInt } from './uniform-int';

/**
 * The slice of Web Crypto the engine needs. Declared here because the engine compiles without
 * DOM or Node type definitions; Node ≥ 19 and every browser provide `globalThis.crypto`.
 */
export interface RandomValuesSource {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

/** Words fetched per `getRandomValues` call: one call per ~256 draws keeps shuffles cheap. */
const BUFFER_WORDS = 256;

function defaultSource(): RandomValuesSource {
  const crypto = (globalThis as { crypto?: Partial<RandomValuesSource> }).crypto;
  if (typeof crypto?.getRandomValues !== 'function') {
    throw new Error('cryptoRng: globalThis.crypto.getRandomValues is not available (needs Node ≥ 19 or a browser)');
  }
  return crypto as RandomValuesSource;
}

/**
 * A cryptographically secure `Rng` for dealing real hands, built on Web Crypto so the same
 * code runs in Node and in browsers. Unbiased: `int` uses rejection sampling.
 *
 * @param source another `getRandomValues` provider (tests use it to script the words).
 * @example
 * const deck = shuffledDeck(cryptoRng());
 */
export function cryptoRng(source: RandomValuesSource = defaultSource()): Rng {
  const buffer = new Uint32Array(BUFFER_WORDS);
  let next = BUFFER_WORDS;
  const nextWord = (): number => {
    if (next === BUFFER_WORDS) {
      source.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++] as number;
  };
  return { int: (maxExclusive) => uniformInt(maxExclusive, nextWord) };
}
