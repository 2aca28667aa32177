import { uniformInt } from './uniform-int';

/** A word source that plays back a script, to see exactly which words are used or rejected. */
function script(words: number[]): { next: () => number; used: () => number } {
  let i = 0;
  return {
    next: () => {
      const w = words[i++];
      if (w === undefined) throw new Error('script exhausted');
      return w;
    },
    used: () => i,
  };
}

describe('uniformInt (rejection sampling)', () => {
  it('rejects words from the incomplete last block, so no result is favoured', () => {
    // 2^32 = 82,595,524 × 52 + 48: words from 4,294,967,248 up would favour 0…47.
    const limit = 2 ** 32 - 48;
    const words = script([limit, 2 ** 32 - 1, limit - 1]);
    expect(uniformInt(52, words.next)).toBe((limit - 1) % 52);
    expect(words.used()).toBe(3);
  });

  it('accepts the first word when it is below the limit', () => {
    const words = script([103]);
    expect(uniformInt(52, words.next)).toBe(103 % 52);
    expect(words.used()).toBe(1);
  });

  it('uses the word as is for 2^32 and never rejects for powers of two', () => {
    expect(uniformInt(2 ** 32, script([4_000_000_000]).next)).toBe(4_000_000_000);
    expect(uniformInt(8, script([2 ** 32 - 1]).next)).toBe(7);
  });

  it('gives, for every size up to 64 (the integer-only path), the plain limit and remainder', () => {
    const edges = [0, 1, 0xffff, 0x10000, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 49, 2 ** 32 - 2, 2 ** 32 - 1];
    let state = 12345;
    const random = Array.from({ length: 2000 }, () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0));
    let compared = 0;
    for (let n = 1; n <= 65; n++) {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (const word of [...edges, ...random]) {
        // A rejected word is followed by 0, which is always accepted: the answer is then 0.
        const expected = word >= limit ? 0 : word % n;
        expect(uniformInt(n, script([word, 0]).next)).toBe(expected);
        compared++;
      }
    }
    expect(compared).toBe(65 * 2009);
  });

  it.each([0, -1, 1.5, 2 ** 32 + 1, Number.NaN, Infinity])('refuses maxExclusive %p', (max) => {
    expect(() => uniformInt(max, () => 0)).toThrow(RangeError);
  });
});
