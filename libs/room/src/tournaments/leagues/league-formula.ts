import type { LeagueFormula } from '@app/persistence';

/** The most places a points table may list, and the largest number of points anywhere. */
export const MAX_TABLE_PLACES = 1000;
export const MAX_POINTS = 1_000_000;
export const FIELD_SIZE_DEFAULTS = { k: 10, base: 100 } as const;

/** A formula as a request gives it: every field but `kind` optional (checked by `parseLeagueFormula`). */
export interface FormulaInput {
  kind: 'by-place' | 'field-size';
  places?: number[];
  participation?: number;
  k?: number;
  base?: number;
}

export type FormulaCheck = { ok: true; formula: LeagueFormula } | { ok: false; problem: string };

/**
 * Reads a formula from a request whose fields have their types already (the DTO): the fields must
 * fit the kind, and a points table must never rise (a lower place earning more is a typing error).
 * Defaults: participation 0; field-size k 10 and base 100 minor units (one dollar, euro or pound).
 */
export function parseLeagueFormula(input: FormulaInput): FormulaCheck {
  const participation = input.participation ?? 0;
  if (input.kind === 'by-place') {
    if (input.k !== undefined || input.base !== undefined)
      return { ok: false, problem: 'a by-place formula takes places and participation only (k and base belong to field-size)' };
    const places = input.places;
    if (places === undefined || places.length === 0)
      return { ok: false, problem: 'a by-place formula needs its points table: places, the points of 1st, 2nd, 3rd…' };
    const rise = places.findIndex((p, i) => i > 0 && p > (places[i - 1] as number));
    if (rise > 0)
      return { ok: false, problem: `places must never rise: place ${rise + 1} has ${places[rise]} points, more than place ${rise}'s ${places[rise - 1]}` };
    return { ok: true, formula: { kind: 'by-place', places: [...places], participation } };
  }
  if (input.places !== undefined)
    return { ok: false, problem: 'a field-size formula computes every place: it takes k, base and participation, no places table' };
  return { ok: true, formula: { kind: 'field-size', k: input.k ?? FIELD_SIZE_DEFAULTS.k, base: input.base ?? FIELD_SIZE_DEFAULTS.base, participation } };
}

/** What a place is worth at an event (participation aside). */
export interface EventFacts {
  /** Entries, re-entries included. */
  entries: number;
  /** Minor units (fee excluded). */
  buyIn: bigint;
}

/**
 * The points of one place, participation aside: the table's entry (0 beyond it), or the field-size
 * formula `k × √entries / √place × (1 + log10(buyIn / base + 0.25))` rounded to a whole point.
 *
 * @example placePoints({ kind: 'field-size', k: 10, base: 100, participation: 0 }, { entries: 16, buyIn: 10_000n }, 1) // 120
 */
export function placePoints(formula: LeagueFormula, event: EventFacts, place: number): number {
  if (formula.kind === 'by-place') return formula.places[place - 1] ?? 0;
  const buyInFactor = 1 + Math.log10(Number(event.buyIn) / formula.base + 0.25);
  return Math.round(((formula.k * Math.sqrt(event.entries)) / Math.sqrt(place)) * buyInFactor);
}

/**
 * The points of a result, a whole number: a shared range `place…placeTo` (TDA: players out in one
 * hand with equal stacks) gets the average of the range's places rounded to a whole point (halves
 * up), and everyone who entered gets the participation points on top.
 */
export function resultPoints(formula: LeagueFormula, event: EventFacts, place: number | null, placeTo: number | null): number {
  if (place === null) return formula.participation;
  const last = Math.max(place, placeTo ?? place);
  let sum = 0;
  for (let q = place; q <= last; q++) sum += placePoints(formula, event, q);
  return Math.round(sum / (last - place + 1)) + formula.participation;
}
