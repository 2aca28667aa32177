/**
 * Amounts as PokerStars writes them (docs/hand-history-format.md, amounts and names): cash as money
 * with two decimals, except that whole amounts drop the cents (`$0.04`, `$1.33`, `Rake $0`, `$400`);
 * tournament chips as plain integers (`1145`).
 */
import type { HistoryMoney } from './hand-history';

/** Minor units (cents) as PokerStars prints them: `4` → `0.04`, `133` → `1.33`, `100` → `1`. */
export function formatMinorUnits(minor: number): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * Chips as PokerStars prints them for this money: cash chips are money (`$0.04` when 1 chip is
 * one cent), tournament chips plain integers.
 *
 * @example formatStarsAmount(4, USD_CENTS) // '$0.04'
 */
export function formatStarsAmount(chips: number, money: HistoryMoney): string {
  if (money.kind === 'chips') return String(chips);
  return `${money.symbol}${formatMinorUnits(chips * money.minorUnitsPerChip)}`;
}

/**
 * A tournament buy-in: `$200+$15`; when any part has cents, every part has two decimals
 * (`$2.00+$0.20`, both seen in real headers).
 */
export function formatBuyIn(parts: readonly number[], symbol: string): string {
  const cents = parts.some((p) => p % 100 !== 0);
  const one = (p: number): string => (cents ? `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}` : String(p / 100));
  return parts.map((p) => `${symbol}${one(p)}`).join('+');
}

/** An amount read from the text: the currency symbol (empty for chips) and its value in minor units or chips. */
export interface StarsAmount {
  symbol: string;
  value: number;
}

/** Currency symbols PokerStars uses, with their ISO codes (the code is optional in old headers). */
export const CURRENCY_BY_SYMBOL: Readonly<Record<string, string>> = Object.freeze({ $: 'USD', '€': 'EUR', '£': 'GBP' });

/**
 * Reads `$0.04` (→ 4 minor units), `$1` (→ 100) or `1145` (→ 1145 chips); null when the text is
 * not an amount. Amounts without a symbol must be whole (tournament and play chips).
 */
export function parseStarsAmount(text: string): StarsAmount | null {
  const m = /^([$€£]?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const symbol = m[1] ?? '';
  const whole = Number(m[2]);
  if (symbol === '') return m[3] === undefined ? { symbol, value: whole } : null;
  const cents = m[3] === undefined ? 0 : Number(m[3].padEnd(2, '0'));
  return { symbol, value: whole * 100 + cents };
}
