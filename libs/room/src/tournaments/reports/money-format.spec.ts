import { formatMoney, placeLabel } from './money-format';

describe('formatMoney (minor units → money for people and results sites)', () => {
  it.each([
    [123450n, 2, '1234.50'],
    [5n, 2, '0.05'],
    [0n, 2, '0.00'],
    [100n, 2, '1.00'],
    [-5n, 2, '-0.05'],
    [1234n, 0, '1234'],
    [1234n, 3, '1.234'],
  ])('%s with %s decimals is %s', (minor, digits, text) => {
    expect(formatMoney(minor, digits)).toBe(text);
  });

  it('stays exact beyond what a float carries', () => {
    expect(formatMoney(9_007_199_254_740_993n, 2)).toBe('90071992547409.93');
  });
});

describe('placeLabel', () => {
  it('writes one place alone and a shared range with an en dash (a spreadsheet reads 3-4 as a date)', () => {
    expect(placeLabel(1, 1)).toBe('1');
    expect(placeLabel(7, null)).toBe('7');
    expect(placeLabel(3, 4)).toBe('3–4');
  });
});
