/**
 * Finished hands as the hand-history API sees them: the engine's `HandHistory` as stored with the
 * hand, and the `hand_players` index rows written with it (docs/hand-histories.md "Storage").
 */
import type { HandHistory, Stakes } from '@app/razz-engine';

/** One seat of a finished hand, as indexed for searches by player. */
export interface HandPlayerEntry {
  seat: number;
  playerId: string;
  /** The screen name at the time of the hand. */
  screenName: string;
  startingStack: bigint;
  /** Final stack − starting stack. */
  net: bigint;
  /** The player is a bot (docs/tables.md "Practice tables and bots"): read from the player, never written with the hand. */
  bot?: boolean;
}

/** What a list or an export may be narrowed to; every given filter applies (AND). */
export interface HandHistoryFilter {
  tableId?: string;
  playerId?: string;
  tournamentId?: string;
  /** Hands started at or after this instant. */
  from?: Date;
  /** Hands started before this instant. */
  to?: Date;
}

/** Keyset position of the hand lists (newest first): the hand's start (ISO) and id. */
export type HandPosition = [string, string];

export interface HandHistoryQuery extends HandHistoryFilter {
  limit: number;
  /** Continue after this position. */
  before?: HandPosition;
}

/** A finished hand in a list: what its history says in numbers, without the event log. */
export interface HandSummary {
  id: string;
  /** The hand's number across the room: the `Hand #` of its PokerStars text. */
  serial: string;
  tableId: string;
  /** The table's name at the time of the hand. */
  tableName: string;
  /** The hand's number at its table. */
  handNumber: number;
  tournamentId: string | null;
  /** The table's unit: a currency (minor units) or `chips:<tournamentId>`. */
  unit: string;
  game: HandHistory['game'];
  stakes: Stakes;
  startedAt: Date;
  endedAt: Date;
  endedBy: HandHistory['outcome']['endedBy'];
  totalPot: number;
  rake: number;
  players: HandPlayerEntry[];
}

/** A finished hand's complete (uncensored) history with who played it. */
export interface StoredHandHistory {
  id: string;
  serial: string;
  tableId: string;
  startedAt: Date;
  history: HandHistory;
  players: HandPlayerEntry[];
}

/** What a tournament hand's history prints about its tournament (`Tournament #7, $200+$15 USD`). */
export interface HistoryTournamentFacts {
  /** The tournament's room-wide number: trackers read digits only. */
  serial: string;
  currency: string;
  /** Minor units. */
  buyIn: bigint;
  fee: bigint;
  /** A bounty tournament's bounty part of each entry (absent without bounties): the header's `$25+$25+$5`. */
  bounty?: bigint;
}
