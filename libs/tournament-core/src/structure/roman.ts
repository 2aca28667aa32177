const NUMERALS: readonly (readonly [number, string])[] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

/**
 * A positive integer in Roman numerals (1…3999), as hand-history headers name levels.
 * Throws `RangeError` outside that range: level numbers come from a validated structure,
 * so a bad value here is a programming error, not user input.
 * @example toRoman(14) // 'XIV'
 */
export function toRoman(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3999) throw new RangeError(`toRoman: expected an integer in 1…3999, got ${n}`);
  let rest = n;
  let out = '';
  for (const [value, numeral] of NUMERALS) {
    while (rest >= value) {
      out += numeral;
      rest -= value;
    }
  }
  return out;
}

/**
 * The name of level `n` for hand histories and the clock display.
 * @example levelName(4) // 'Level IV'
 */
export function levelName(n: number): string {
  return `Level ${toRoman(n)}`;
}
