import type { EntryStatus, TournamentStatus } from '../tournaments/tournament';

/**
 * A league's points formula as stored (checked by the room's `parseLeagueFormula` before it is
 * written): a points table by place, or the field-size formula with its parameters.
 */
export type LeagueFormula =
  { kind: 'by-place'; places: number[]; participation: number } | { kind: 'field-size'; k: number; base: number; participation: number };

/** A league (series): a season of tournaments whose results earn points by one formula. */
export interface League {
  id: string;
  name: string;
  currency: string;
  /** `YYYY-MM-DD`, both days included. */
  seasonFrom: string;
  seasonTo: string;
  formula: LeagueFormula;
  createdByKeyId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewLeague = Pick<League, 'name' | 'currency' | 'seasonFrom' | 'seasonTo' | 'formula' | 'createdByKeyId'>;
export type LeagueChanges = Partial<Pick<League, 'name' | 'seasonFrom' | 'seasonTo' | 'formula'>>;

/** Keyset position of the league list: creation time (ISO) and id. */
export type LeaguePosition = [string, string];

export interface LeagueListQuery {
  limit: number;
  /** Continue after this position (newest first). */
  before?: LeaguePosition;
}

/** A tournament of a league, as the league shows it. */
export interface LeagueEventSummary {
  tournamentId: string;
  name: string;
  status: TournamentStatus;
  currency: string;
  /** Minor units of the currency (fee excluded). */
  buyIn: bigint;
  /** Entries taken, re-entries included (unregistered ones not). */
  entries: number;
  scheduledStartAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  addedAt: Date;
}

/** One entry of a league event with its result (unregistered entries are left out). */
export interface LeagueEntryResult {
  playerId: string;
  screenName: string;
  entryNo: number;
  status: EntryStatus;
  place: number | null;
  placeTo: number | null;
  /** Minor units, once paid. */
  prize: bigint | null;
}

/** An event with its entries' results (entries only for finished events: nothing else counts). */
export interface LeagueEventResults extends LeagueEventSummary {
  results: LeagueEntryResult[];
}
