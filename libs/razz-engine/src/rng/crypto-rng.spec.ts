import { shuffledDeck } from '../cards/deck';
import { cryptoRng } from './crypto-rng';

describe('cryptoRng', () => {
  it('works on the platform Web Crypto (globalThis.crypto) and shuffles a full deck', () => {
    const deck = shuffledDeck(cryptoRng());
    expect([...deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('draws from the given source in batches and maps words through rejection sampling', () => {
    let calls = 0;
    const source = {
      getRandomValues<T extends Uint32Array>(array: T): T {
        calls++;
        array.fill(2 ** 32 - 1); // always in the rejected block for 52…
        array[1] = 105; // …except this word: 105 % 52 = 1
        return array;
      },
    };
    const rng = cryptoRng(source);
    expect(rng.int(52)).toBe(1);
    expect(rng.int(2 ** 32)).toBe(2 ** 32 - 1);
    expect(calls).toBe(1);
  });

  it('fails clearly when no Web Crypto is available', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(() => cryptoRng()).toThrow(/getRandomValues is not available/);
    } finally {
      if (original) Object.defineProperty(globalThis, 'crypto', original);
    }
  });

  it('gives every value of a small range with plausible frequencies', () => {
    const rng = cryptoRng();
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[rng.int(3)]!++;
    // Each expected 10,000; a fair source leaves this band with probability < 1e-9.
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(700);
  });
});
