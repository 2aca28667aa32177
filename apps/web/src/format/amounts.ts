/**
 * Amounts for people: the API sends integers in minor units of a currency (cents) and whole chips;
 * the screens show money as money and chips as chips, in the browser's locale.
 */

const fractionDigitsCache = new Map<string, number>();

/** How many minor-unit digits a currency has (2 for USD/EUR/GBP), as Intl knows it. */
export function currencyDigits(currency: string): number {
  let digits = fractionDigitsCache.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    fractionDigitsCache.set(currency, digits);
  }
  return digits;
}

/** `12345` USD → `$123.45` (in the browser's locale). */
export function formatMoney(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(undefined, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    minor / 10 ** digits,
  );
}

/** `"123.45"` typed in a money field → 12345 minor units; null when it is not an amount. */
export function parseMoney(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const digits = currencyDigits(currency);
  return Math.round(Number(cleaned) * 10 ** digits);
}

/** `25000` → `25,000` chips (in the browser's locale). */
export function formatChips(chips: number): string {
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(chips);
}
