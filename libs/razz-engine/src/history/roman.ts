/** Roman numerals for tournament levels (`Level IV`, `Level XXXI` in PokerStars headers, tournament-core's level names): the one writer and reader. */

const NUMERALS: readonly (readonly [number, string])[] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Whether `n` can be written as a Roman numeral (1..3999). */
export function isRomanRange(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 3999;
}

/**
 * `4` → `'IV'`. Outside 1..3999 (no Roman numeral) it writes the number in digits, so an export
 * never fails on a level; `buildHandHistory` refuses such levels anyway.
 *
 * @example toRoman(31) // 'XXXI'
 */
export function toRoman(n: number): string {
  if (!isRomanRange(n)) return String(n);
  let rest = n;
  let out = '';
  for (const [value, text] of NUMERALS) {
    while (rest >= value) {
      out += text;
      rest -= value;
    }
  }
  return out;
}

/** `'XXXI'` → 31; null unless the text is a canonical numeral (`'IIII'` is refused). */
export function fromRoman(text: string): number | null {
  if (!/^[IVXLCDM]+$/.test(text)) return null;
  const value = (c: string): number => NUMERALS.find(([, t]) => t === c)?.[0] ?? 0;
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const here = value(text[i] as string);
    const next = i + 1 < text.length ? value(text[i + 1] as string) : 0;
    total += here < next ? -here : here;
  }
  return toRoman(total) === text ? total : null;
}
