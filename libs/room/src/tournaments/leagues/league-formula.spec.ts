import type { LeagueFormula } from '@app/persistence';
import { parseLeagueFormula, placePoints, resultPoints } from './league-formula';

const TABLE: LeagueFormula = { kind: 'by-place', places: [100, 80, 65, 55, 50], participation: 5 };
const FIELD: LeagueFormula = { kind: 'field-size', k: 10, base: 100, participation: 0 };

describe('parseLeagueFormula', () => {
  it.each([
    ['a points table', { kind: 'by-place' as const, places: [100, 80, 80, 0] }, { kind: 'by-place', places: [100, 80, 80, 0], participation: 0 }],
    ['a table with participation', { kind: 'by-place' as const, places: [10], participation: 2 }, { kind: 'by-place', places: [10], participation: 2 }],
    ['field-size with its defaults', { kind: 'field-size' as const }, { kind: 'field-size', k: 10, base: 100, participation: 0 }],
    [
      'field-size with its parameters',
      { kind: 'field-size' as const, k: 25, base: 1000, participation: 3 },
      { kind: 'field-size', k: 25, base: 1000, participation: 3 },
    ],
  ])('reads %s', (_name, input, formula) => {
    expect(parseLeagueFormula(input)).toEqual({ ok: true, formula });
  });

  it.each([
    ['a by-place formula without a table', { kind: 'by-place' as const }, /needs its points table/],
    ['an empty table', { kind: 'by-place' as const, places: [] }, /needs its points table/],
    ['a table that rises', { kind: 'by-place' as const, places: [100, 80, 90] }, /place 3 has 90 points, more than place 2's 80/],
    ['k on a by-place formula', { kind: 'by-place' as const, places: [1], k: 10 }, /k and base belong to field-size/],
    ['a table on a field-size formula', { kind: 'field-size' as const, places: [100] }, /no places table/],
  ])('refuses %s', (_name, input, problem) => {
    const check = parseLeagueFormula(input);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problem).toMatch(problem);
  });
});

describe('placePoints', () => {
  it.each([
    // by-place: the table, 0 beyond it (participation is added by resultPoints).
    [TABLE, 10, 10_000n, 1, 100],
    [TABLE, 10, 10_000n, 5, 50],
    [TABLE, 10, 10_000n, 6, 0],
    // field-size: 10 × √n / √place × (1 + log10(buyIn/100 + 0.25)), rounded.
    // 16 entries, $100: 10 × 4 × 3.00108 = 120.04
    [FIELD, 16, 10_000n, 1, 120],
    // 16 entries, 2nd: 120.04 / √2 = 84.88
    [FIELD, 16, 10_000n, 2, 85],
    // 10 entries, $100: 94.90, 67.11, 54.79, 47.45
    [FIELD, 10, 10_000n, 1, 95],
    [FIELD, 10, 10_000n, 2, 67],
    [FIELD, 10, 10_000n, 3, 55],
    [FIELD, 10, 10_000n, 4, 47],
    // 4 entries, $20: 10 × 2 × (1 + log10(20.25)) = 46.13
    [FIELD, 4, 2_000n, 1, 46],
    // 100 entries, $5: 10 × 10 × (1 + log10(5.25)) = 172.02
    [FIELD, 100, 500n, 1, 172],
    // a freeroll, 7 entries: 10 × √7 × (1 + log10(0.25)) = 10.53
    [FIELD, 7, 0n, 1, 11],
  ])('%j with %i entries, buy-in %s: place %i earns %i', (formula, entries, buyIn, place, points) => {
    expect(placePoints(formula, { entries, buyIn }, place)).toBe(points);
  });

  it('scales with k and the base', () => {
    expect(placePoints({ kind: 'field-size', k: 100, base: 100, participation: 0 }, { entries: 16, buyIn: 10_000n }, 1)).toBe(1200);
    // base 10,000 minor units: the $100 buy-in is 1 base: 10 × 4 × (1 + log10(1.25)) = 43.88
    expect(placePoints({ kind: 'field-size', k: 10, base: 10_000, participation: 0 }, { entries: 16, buyIn: 10_000n }, 1)).toBe(44);
  });
});

describe('resultPoints', () => {
  it.each([
    ['1st on the table, with participation', TABLE, 1, 1, 105],
    ['places 2–3 shared: the average of 80 and 65 (72.5, rounded up), plus 5', TABLE, 2, 3, 78],
    ['places 4–6 shared: (55 + 50 + 0) / 3 = 35, plus 5', TABLE, 4, 6, 40],
    ['places 5–7 shared: 50 / 3 = 16.67 → 17, plus 5', TABLE, 5, 7, 22],
    ['beyond the table: participation only', TABLE, 9, 9, 5],
    ['no place: participation only', TABLE, null, null, 5],
    ['field-size, 16 entries, places 1–2 shared: (120 + 85) / 2 = 102.5 → 103', FIELD, 1, 2, 103],
  ])('%s', (_name, formula, place, placeTo, points) => {
    expect(resultPoints(formula, { entries: 16, buyIn: 10_000n }, place, placeTo)).toBe(points);
  });
});
