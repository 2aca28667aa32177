/**
 * The player lookup's matching: a registration desk types part of a name and expects to find
 * `Éric` from `eric` and `STRASSE` from `straße`. Both sides are folded the same way: accents
 * dropped (NFD, combining marks removed), then case folded (upper then lower: ß → ss, every sigma
 * to one). Matches rank exact name, then name start, then a word's start, then anywhere.
 */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().toLowerCase().normalize('NFC').trim();
}

/** 0 exact, 1 the name starts with it, 2 a word starts with it, 3 contained; null: no match. */
export function matchRank(name: string, foldedQuery: string): number | null {
  const folded = foldName(name);
  if (foldedQuery === '' || !folded.includes(foldedQuery)) return null;
  if (folded === foldedQuery) return 0;
  if (folded.startsWith(foldedQuery)) return 1;
  return folded.split(/[\s\-'.]+/u).some((word) => word.startsWith(foldedQuery)) ? 2 : 3;
}

export interface NameCandidate {
  screenName: string;
  /** Null when unknown, or when the caller may not search full names (player keys). */
  fullName: string | null;
}

export interface NameMatch<T> {
  item: T;
  rank: number;
  matched: 'screenName' | 'fullName';
}

/** The candidates matching `query` by screen name or full name, best first, then by screen name. */
export function searchNames<T extends NameCandidate>(candidates: readonly T[], query: string): NameMatch<T>[] {
  const q = foldName(query);
  const matches: NameMatch<T>[] = [];
  for (const item of candidates) {
    const byScreen = matchRank(item.screenName, q);
    const byFull = item.fullName === null ? null : matchRank(item.fullName, q);
    if (byScreen === null && byFull === null) continue;
    const screenWins = byFull === null || (byScreen !== null && byScreen <= byFull);
    matches.push({ item, rank: screenWins ? (byScreen as number) : byFull, matched: screenWins ? 'screenName' : 'fullName' });
  }
  return matches.sort((a, b) => a.rank - b.rank || compareNames(a.item.screenName, b.item.screenName));
}

/** Alphabetical by folded name, then by the name itself (a stable, locale-free order). */
export function compareNames(a: string, b: string): number {
  const fa = foldName(a);
  const fb = foldName(b);
  if (fa !== fb) return fa < fb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
