import { fromRoman, isRomanRange, toRoman } from './roman';

/** An independent reader: subtractive pairs where a smaller numeral precedes a larger one. */
function readRoman(text: string): number {
  const value: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const v = value[text[i] as string] as number;
    const next = value[text[i + 1] as string] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

const CANONICAL = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

describe('toRoman', () => {
  it.each([
    [1, 'I'],
    [4, 'IV'],
    [9, 'IX'],
    [14, 'XIV'],
    [27, 'XXVII'],
    [40, 'XL'],
    [90, 'XC'],
    [400, 'CD'],
    [1994, 'MCMXCIV'],
    [3999, 'MMMCMXCIX'],
  ])('writes %i as %s', (n, roman) => {
    expect(toRoman(n)).toBe(roman);
  });

  it('writes every number 1…3999 in canonical form that reads back to the number', () => {
    const wrong: string[] = [];
    for (let n = 1; n <= 3999; n++) {
      const roman = toRoman(n);
      if (!CANONICAL.test(roman) || readRoman(roman) !== n) wrong.push(`${n} → ${roman}`);
    }
    expect(wrong).toEqual([]);
  });

  // One writer for the exporter, the parser and tournament-core's level names: outside 1…3999
  // there is no numeral, and it writes the number in digits instead of throwing, so an export
  // never fails on a level (buildHandHistory refuses such levels before that).
  it.each([0, -1, 1.5, 4000, Number.NaN])('has no numeral for %p and writes it in digits', (n) => {
    expect(isRomanRange(n)).toBe(false);
    expect(toRoman(n)).toBe(String(n));
  });

  it('lets the parser refuse a numeral past 3999 instead of throwing', () => {
    expect(fromRoman('MMMM')).toBeNull();
    expect(fromRoman('MMMCMXCIX')).toBe(3999);
  });
});
