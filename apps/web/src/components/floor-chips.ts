/**
 * Chips typed by the floor: whole chips as people write them (`12500`, `12,500`, `12 500`), never
 * minor units or fractions. Grouping separators are taken only between groups of three digits, so
 * a typo such as `12.5` is refused rather than read as 125.
 */
export function parseChips(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t) && !/^\d{1,3}([,.\s'’\u00a0\u202f]\d{3})+$/.test(t)) return null;
  const chips = Number(t.replace(/\D/g, ''));
  return Number.isSafeInteger(chips) ? chips : null;
}
