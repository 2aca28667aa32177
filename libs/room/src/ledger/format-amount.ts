import { findUnit } from './units';

/** `1234567` → `1,234,567`: people read long amounts in groups of three. */
function grouped(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount as people read it in a message: money as money (`$20.00`, `-€0.05`, `£1,234.50`),
 * chips as chips (`2,000 chips`), play chips as play chips (`500 play chips`). Amounts are kept in the unit's smallest step (cents, single
 * chips); the ledger's unit definition says how many digits follow the point. A unit the ledger
 * does not know is printed as it is stored (`2000 XYZ`) rather than guessed at.
 *
 * @example formatAmount(2000n, 'USD') // '$20.00'
 */
export function formatAmount(amount: bigint | number, unitCode: string): string {
  const value = BigInt(amount);
  const unit = findUnit(unitCode);
  if (!unit) return `${value} ${unitCode}`;
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString();
  const chips = value === 1n || value === -1n ? 'chip' : 'chips';
  if (unit.kind === 'chips') return `${sign}${grouped(digits)} ${chips}`;
  if (unit.kind === 'play') return `${sign}${grouped(digits)} play ${chips}`;
  const padded = digits.padStart(unit.minorDigits + 1, '0');
  const whole = padded.slice(0, padded.length - unit.minorDigits);
  const minor = unit.minorDigits > 0 ? `.${padded.slice(padded.length - unit.minorDigits)}` : '';
  return `${sign}${unit.symbol ?? ''}${grouped(whole)}${minor}`;
}
