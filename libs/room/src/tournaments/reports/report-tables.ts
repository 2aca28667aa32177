import { formatMoney, placeLabel } from './money-format';
import type { SeatingRowView } from './report.views';

/**
 * A table for CSV: a header and rows of text, numbers and empty cells. The API writes it with the
 * room's one CSV writer (RFC 4180, formula-safe: `cash/csv.ts`) — the API's edge serialises, as it
 * does JSON — so text stays text and numbers numbers exactly as typed here.
 */
export interface CsvTable {
  header: string[];
  rows: (string | number | null)[][];
}

/** One final place of the results, as the exports write it. */
export interface ResultLine {
  place: number;
  placeTo: number | null;
  screenName: string;
  /** Null when unknown or not for this caller (player keys). */
  fullName: string | null;
  country: string | null;
  /** Minor units; null while not paid. */
  prize: bigint | null;
  /** The player's entries in the tournament (re-entries included). */
  entries: number;
}

export interface Money {
  currency: string;
  minorDigits: number;
}

/** The seating list to print: one line a player, in the order given. */
export function seatingTable(rows: readonly SeatingRowView[]): CsvTable {
  return {
    header: ['table', 'seat', 'screenName', 'fullName', 'country', 'stack', 'moveToTable', 'moveToSeat', 'playerId'],
    rows: rows.map((r) => [r.table, r.seat, r.screenName, r.fullName, r.country, r.stack, r.moving?.toTable ?? null, r.moving?.toSeat ?? null, r.playerId]),
  };
}

/**
 * Every final place, best first: the place (`3–4` when shared), both names, the country, the
 * prize as money in the currency's decimals (`1234.50`, never minor units) and the player's entries.
 */
export function resultsTable(lines: readonly ResultLine[], money: Money): CsvTable {
  return {
    header: ['place', 'screenName', 'fullName', 'country', 'prize', 'currency', 'entries'],
    rows: lines.map((l) => [
      placeLabel(l.place, l.placeTo),
      l.screenName,
      l.fullName,
      l.country,
      l.prize === null ? null : formatMoney(l.prize, money.minorDigits),
      money.currency,
      l.entries,
    ]),
  };
}

/**
 * The paid places in the columns a results site (The Hendon Mob and the like) lists and imports:
 * Place, Name, Country, Prize, Currency. A place is one number: players who shared 3–4 are both
 * 3, as results sites rank ties; each shows their own (split) prize. Name is the full name when
 * known and the caller may read it, else the screen name. Places that paid nothing are left out:
 * results sites list cashes only.
 */
export function hendonTable(lines: readonly ResultLine[], money: Money): CsvTable {
  const paid = lines.filter((l) => l.prize !== null && l.prize > 0n);
  return {
    header: ['Place', 'Name', 'Country', 'Prize', 'Currency'],
    rows: paid.map((l) => [l.place, l.fullName ?? l.screenName, l.country, formatMoney(l.prize as bigint, money.minorDigits), money.currency]),
  };
}
