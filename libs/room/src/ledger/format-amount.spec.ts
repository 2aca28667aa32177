import { formatAmount } from './format-amount';

describe('formatAmount: money as money, chips as chips', () => {
  it.each([
    [2000n, 'USD', '$20.00'],
    [10_000n, 'USD', '$100.00'],
    [5n, 'USD', '$0.05'],
    [0n, 'USD', '$0.00'],
    [-501n, 'USD', '-$5.01'],
    [123_456_789n, 'EUR', '€1,234,567.89'],
    [1050, 'GBP', '£10.50'],
    [Number.MAX_SAFE_INTEGER, 'USD', '$90,071,992,547,409.91'],
  ])('%s %s → %s', (amount, unit, shown) => {
    expect(formatAmount(amount, unit)).toBe(shown);
  });

  it('play chips (a practice table) are counted as play chips', () => {
    expect(formatAmount(1500n, 'PLAY')).toBe('1,500 play chips');
    expect(formatAmount(1n, 'PLAY')).toBe('1 play chip');
  });

  it('chips are counted, not priced', () => {
    expect(formatAmount(2000n, 'chips:t-1')).toBe('2,000 chips');
    expect(formatAmount(1n, 'chips:t-1')).toBe('1 chip');
    expect(formatAmount(-150n, 'chips:t-1')).toBe('-150 chips');
  });

  it('a unit the ledger does not know is printed as stored', () => {
    expect(formatAmount(2000n, 'XYZ')).toBe('2000 XYZ');
  });
});
