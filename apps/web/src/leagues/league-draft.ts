import type { CreateLeague, LeagueFormula, LeagueFormulaView, LeagueSummary } from '../api/types';

/** A league as typed in the form: every field text, as inputs give it. */
export interface LeagueDraft {
  name: string;
  currency: string;
  from: string;
  to: string;
  kind: LeagueFormula['kind'];
  /** by-place: the points of 1st, 2nd, 3rd… separated by commas or spaces */
  places: string;
  participation: string;
  /** field-size: the scale and the buy-in unit (minor units) */
  k: string;
  base: string;
}

export const LEAGUE_CURRENCIES = ['USD', 'EUR', 'GBP'];

/** A new league's draft: this year's season, the points table of docs/tournaments.md's example. */
export function emptyLeagueDraft(today: Date = new Date()): LeagueDraft {
  const year = today.getFullYear();
  return {
    name: '',
    currency: 'USD',
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    kind: 'by-place',
    places: '100, 80, 65, 55, 50, 45, 40, 35, 30, 25',
    participation: '0',
    k: '10',
    base: '100',
  };
}

/** The draft of a league as stored, for editing it. */
export function draftOf(league: LeagueSummary): LeagueDraft {
  const f: LeagueFormulaView = league.formula;
  return {
    ...emptyLeagueDraft(),
    name: league.name,
    currency: league.currency,
    from: league.season.from,
    to: league.season.to,
    kind: f.kind,
    places: f.places ? f.places.join(', ') : emptyLeagueDraft().places,
    participation: String(f.participation),
    k: String(f.k ?? 10),
    base: String(f.base ?? 100),
  };
}

/** A whole number typed in a field, or an Error naming the field (the API takes integers only). */
function wholeNumber(text: string, what: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) throw new Error(`${what} is a whole number, such as 10`);
  return Number(trimmed);
}

/**
 * The formula as the API takes it: only the fields of its kind (a field of the other kind is
 * refused with INVALID_LEAGUE_FORMULA). A points table that rises is left for the server to refuse.
 */
export function formulaBody(draft: LeagueDraft): LeagueFormula {
  const participation = wholeNumber(draft.participation, 'Participation points');
  if (draft.kind === 'field-size') return { kind: 'field-size', k: wholeNumber(draft.k, 'k'), base: wholeNumber(draft.base, 'The buy-in unit'), participation };
  const parts = draft.places.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length === 0) throw new Error('The points table needs the points of 1st place at least, such as 100, 80, 65');
  return { kind: 'by-place', places: parts.map((p, i) => wholeNumber(p, `The points of place ${i + 1}`)), participation };
}

/** `POST /leagues`'s body from the draft, or an Error saying which field is wrong. */
export function createLeagueBody(draft: LeagueDraft): CreateLeague {
  return { name: draft.name.trim(), currency: draft.currency, season: { from: draft.from, to: draft.to }, formula: formulaBody(draft) };
}

/** `PATCH /leagues/{id}`'s body: name, season and the whole formula (the currency stays). */
export function updateLeagueBody(draft: LeagueDraft): Omit<CreateLeague, 'currency'> {
  const { currency: _currency, ...rest } = createLeagueBody(draft);
  return rest;
}

/** The formula in words: "points table 100, 80, 65 + 5 for entering", "field size (k 10, buy-in unit 100)". */
export function formulaWords(f: LeagueFormulaView): string {
  const participation = f.participation > 0 ? ` + ${f.participation} for entering` : '';
  if (f.kind === 'by-place') return `points by place: ${(f.places ?? []).join(', ')}${participation}`;
  return `field size and buy-in (k ${f.k ?? 10}, buy-in unit ${f.base ?? 100})${participation}`;
}
