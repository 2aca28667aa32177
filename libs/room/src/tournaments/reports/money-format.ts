/**
 * An amount in minor units written as money for people and results sites: the currency's
 * decimals, a dot, no symbol, no thousands separator (`1234.50` for 123450 US cents, `-0.05`).
 * BigInt all the way: no float ever rounds a prize.
 *
 * @example formatMoney(123450n, 2) // '1234.50'
 */
export function formatMoney(minor: bigint, minorDigits: number): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  if (minorDigits === 0) return `${sign}${abs}`;
  const scale = 10n ** BigInt(minorDigits);
  return `${sign}${abs / scale}.${(abs % scale).toString().padStart(minorDigits, '0')}`;
}

/**
 * A place as results lists write it: `3` alone, `3–4` for places shared by players who busted
 * in one hand with equal stacks. The en dash, not a hyphen: spreadsheets read `3-4` as a date.
 */
export function placeLabel(place: number, placeTo: number | null): string {
  return placeTo === null || placeTo === place ? String(place) : `${place}–${placeTo}`;
}
