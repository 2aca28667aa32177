/**
 * Cash games as the rest of the code sees them (docs/cash-games.md): game types, the
 * sessions players play at their tables, waitlists and time charges. Amounts are BigInt in the
 * game's currency (minor units); engine values keep the engine's own types.
 */
import type { RuleSet, Stakes } from '@app/razz-engine';
import type { TableSchedule } from '../tables/table';

export const TABLE_DEALINGS = ['engine', 'live'] as const;
/** `engine`: the engine deals through the API; `live`: a human dealer, the backend tracks seats and chips only. */
export type TableDealing = (typeof TABLE_DEALINGS)[number];

export const WAITLIST_NO_ANSWER = ['end', 'remove'] as const;
export type WaitlistNoAnswer = (typeof WAITLIST_NO_ANSWER)[number];

export interface CashGame {
  id: string;
  name: string;
  status: 'open' | 'closed';
  dealing: TableDealing;
  preset: string;
  /** A mixed game: its first game's (the schedule decides each hand's). */
  rules: RuleSet;
  stakes: Stakes;
  /** A mixed game (H.O.R.S.E.): the schedule its tables rotate; null for one game. */
  schedule: TableSchedule | null;
  maxSeats: number;
  unit: string;
  minBuyIn: bigint;
  maxBuyIn: bigint;
  actionTimeoutMs: number;
  handPauseMs: number;
  maxTimeouts: number;
  /** Per seat per period when the game collects time (`rules.rake.kind === 'time'`), else null. */
  timeCharge: bigint | null;
  timePeriodMinutes: number | null;
  holdSeconds: number;
  noAnswer: WaitlistNoAnswer;
  createdByKeyId: string | null;
  createdAt: Date;
  closedAt: Date | null;
}

export type NewCashGame = Omit<CashGame, 'id' | 'status' | 'createdAt' | 'closedAt'>;

/** Keyset position of the game list (newest first): creation time (ISO) and id. */
export type CashGamePosition = [string, string];

export const SESSION_EVENT_KINDS = ['buy-in', 'top-up', 'rebuy', 'move', 'result', 'cash-out'] as const;
export type SessionEventKind = (typeof SESSION_EVENT_KINDS)[number];
export type MoneySource = 'bankroll' | 'cash';

export interface CashSession {
  id: string;
  playerId: string;
  screenName: string;
  cashGameId: string;
  tableId: string;
  unit: string;
  status: 'open' | 'closed';
  startedAt: Date;
  endedAt: Date | null;
}

/** One stretch of a session at one table (one seating). */
export interface SessionSeating {
  id: string;
  sessionId: string;
  tableId: string;
  seat: number;
  seatingId: string;
  startedAt: Date;
  endedAt: Date | null;
}

export interface SessionEvent {
  id: string;
  sessionId: string;
  kind: SessionEventKind;
  tableId: string;
  /** Positive, except a `result` (what a live table's play won, + or lost, −). */
  amount: bigint;
  source: MoneySource | null;
  ledgerTransactionId: string | null;
  actorKeyId: string | null;
  createdAt: Date;
}

export type NewSessionEvent = Omit<SessionEvent, 'id' | 'createdAt'>;

/** A session with everything it recorded, and its time charges. */
export interface SessionDetail extends CashSession {
  seatings: SessionSeating[];
  events: SessionEvent[];
  timeCharged: bigint;
}

export interface SessionListQuery {
  playerId?: string;
  tableId?: string;
  cashGameId?: string;
  status?: 'open' | 'closed';
  from?: Date;
  to?: Date;
  limit: number;
  /** Continue after this position (newest first). */
  before?: SessionPosition;
}

/** Keyset position of session lists (newest first): start time (ISO) and id. */
export type SessionPosition = [string, string];

export const WAITLIST_STATUSES = ['waiting', 'called', 'seated', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export interface WaitlistEntry {
  id: string;
  cashGameId: string;
  playerId: string;
  screenName: string;
  via: 'in-person' | 'remote';
  status: WaitlistStatus;
  joinedAt: Date;
  queuedAt: Date;
  calls: number;
  calledAt: Date | null;
  holdUntil: Date | null;
  calledTableId: string | null;
  endReason: string | null;
  endedAt: Date | null;
}

/** Keyset position of a waitlist: called entries first, then queue order (`[rank, queuedAt ISO, id]`). */
export type WaitlistPosition = [number, string, string];

export interface TimeCharge {
  tableId: string;
  periodStart: Date;
  seatingId: string;
  playerId: string;
  amount: bigint;
  collected: bigint;
  status: 'pending' | 'collected' | 'waived';
  ledgerTransactionId: string | null;
}
