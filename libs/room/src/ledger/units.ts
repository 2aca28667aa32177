import { LedgerError, LedgerErrorCode } from './ledger.error';

/**
 * The units the ledger counts in. Amounts are integers in the unit's smallest step: cents for
 * the 2-digit currencies, single chips for tournament chips. A transaction never mixes units.
 * `PLAY` is play chips: the unit of practice tables (cash tables that play for nothing:
 * docs/tables.md "Practice tables and bots"), handed out by the cage like money, worth nothing.
 */
export interface Unit {
  code: string;
  kind: 'currency' | 'chips' | 'play';
  /** Digits after the decimal point when shown to people: 2 for USD (1050 = 10.50 USD), 0 for chips. */
  minorDigits: number;
  /** What stands before a currency amount shown to people (`$10.50`); null for chips. */
  symbol: string | null;
}

const CURRENCIES: Readonly<Record<string, { minorDigits: number; symbol: string }>> = {
  USD: { minorDigits: 2, symbol: '$' },
  EUR: { minorDigits: 2, symbol: '€' },
  GBP: { minorDigits: 2, symbol: '£' },
};
export const CURRENCY_CODES = Object.keys(CURRENCIES);

/** Play chips: the unit of practice tables. */
export const PLAY_UNIT = 'PLAY';

const CHIPS = /^chips:([A-Za-z0-9_-]{1,64})$/;

/** Tournament chips of one tournament: `chips:<tournamentId>` (later issues post in these). */
export function chipsUnit(tournamentId: string): string {
  const code = `chips:${tournamentId}`;
  if (!CHIPS.test(code)) throw new LedgerError(LedgerErrorCode.UNKNOWN_UNIT, `"${tournamentId}" cannot name a chip unit (1-64 letters, digits, _ or -)`);
  return code;
}

export function findUnit(code: string): Unit | undefined {
  const currency = CURRENCIES[code];
  if (currency !== undefined) return { code, kind: 'currency', ...currency };
  if (code === PLAY_UNIT) return { code, kind: 'play', minorDigits: 0, symbol: null };
  return CHIPS.test(code) ? { code, kind: 'chips', minorDigits: 0, symbol: null } : undefined;
}

export function requireUnit(code: string): Unit {
  const unit = findUnit(code);
  if (!unit)
    throw new LedgerError(LedgerErrorCode.UNKNOWN_UNIT, `unknown unit "${code}": use ${CURRENCY_CODES.join(', ')}, ${PLAY_UNIT} or chips:<tournamentId>`);
  return unit;
}

/** The cage deals in money only; chips come and go through tournaments. */
export function requireCurrency(code: string): Unit {
  const unit = requireUnit(code);
  if (unit.kind !== 'currency')
    throw new LedgerError(LedgerErrorCode.NOT_A_CURRENCY, `${code} is not a currency: the cashier handles ${CURRENCY_CODES.join(', ')}`);
  return unit;
}

/** The cage and cash tables deal in money or in play chips (practice tables); chips come and go through tournaments. */
export function requireCashUnit(code: string): Unit {
  const unit = requireUnit(code);
  if (unit.kind === 'chips')
    throw new LedgerError(LedgerErrorCode.NOT_A_CURRENCY, `${code} is not a currency: the cashier handles ${CURRENCY_CODES.join(', ')} and ${PLAY_UNIT}`);
  return unit;
}

/** A table plays for money unless its unit is play chips (a practice table). */
export function isPlayUnit(code: string): boolean {
  return code === PLAY_UNIT;
}
