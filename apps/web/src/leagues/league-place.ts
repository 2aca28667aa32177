/** A place with its shared range: `3rd`, `3rd–4th`; null → `—`. */
export function placeWords(place: number | null, placeTo: number | null): string {
  if (place === null) return '—';
  return placeTo !== null && placeTo !== place ? `${ordinal(place)}–${ordinal(placeTo)}` : ordinal(place);
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The standings file's name: `league-<name>-standings.csv`, the name's letters and digits only. */
export function standingsFileName(leagueName: string): string {
  const slug = leagueName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `league-${slug || 'standings'}-standings.csv`;
}
