/**
 * Tables, seats and hands as the rest of the code sees them. Amounts are BigInt (the ledger's
 * unit: cents for a cash table, chips for a tournament); engine values (rules, stakes, the hand
 * state) keep the engine's own types.
 */
import type {
  BlindDebt,
  FlopPositions,
  GameSchedule,
  HandEvent,
  HandResult,
  HandRotation,
  HandState,
  HistoryFairness,
  RotationTurn,
  RuleSet,
  Stakes,
} from '@app/razz-engine';
import type { TableDealing } from '../cash/cash';

export const TABLE_KINDS = ['cash', 'tournament'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];
export const TABLE_STATUSES = ['open', 'closing', 'closed'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];
export type HandStatus = 'running' | 'finished';

/** One game of a rotation table: the preset it came from, the engine game, its complete RuleSet and stakes. */
export interface TableGame {
  preset: string;
  game: string;
  rules: RuleSet;
  stakes: Stakes;
}

/**
 * A rotation table's games, in order, and when they change; `mix` names the rotation in hand
 * histories (`Triple Stud (Razz Limit, $0.10/$0.20 USD)`). An engine `GameSchedule` as it is.
 */
export interface TableSchedule extends GameSchedule<HandRotation> {
  mix: string;
  games: readonly TableGame[];
}

export interface PokerTable {
  id: string;
  name: string;
  kind: TableKind;
  status: TableStatus;
  preset: string;
  /** A rotation table: its first game's (the schedule decides each hand's). */
  rules: RuleSet;
  stakes: Stakes;
  /** null: one game (`preset`, `rules`, `stakes`). */
  schedule: TableSchedule | null;
  /** The rotation's place after the last hand dealt; null before the first (and without a schedule). */
  rotationTurn: RotationTurn | null;
  maxSeats: number;
  unit: string;
  minBuyIn: bigint | null;
  maxBuyIn: bigint | null;
  actionTimeoutMs: number;
  handPauseMs: number;
  maxTimeouts: number;
  dealSittingOut: boolean;
  tournamentId: string | null;
  handsStarted: number;
  dealerSeat: number | null;
  seatingVersion: number;
  lastHandId: string | null;
  createdByKeyId: string | null;
  createdAt: Date;
  closedAt: Date | null;
  /** `live`: dealt by a human dealer; the engine deals nothing (cash games, docs/cash-games.md). */
  dealing: TableDealing;
  /** The cash game the table was opened for; null for tables made through `POST /tables`. */
  cashGameId: string | null;
  /**
   * Flop games: where the button and the blinds stood at the last flop-game hand; null before the
   * first (stud hands leave it: the button waits through a rotation's stud games).
   */
  flopPositions: FlopPositions | null;
  /** When the table's seed epoch ends and its seed is revealed (docs/fairness.md). */
  seedReveal: SeedRevealRule;
}

/** After every hand, or every `hours` hours; always when the table closes or a director asks. */
export type SeedRevealRule = { kind: 'hand' } | { kind: 'hours'; hours: number };

export type NewTable = Pick<
  PokerTable,
  | 'name'
  | 'kind'
  | 'preset'
  | 'rules'
  | 'stakes'
  | 'schedule'
  | 'maxSeats'
  | 'unit'
  | 'minBuyIn'
  | 'maxBuyIn'
  | 'actionTimeoutMs'
  | 'handPauseMs'
  | 'maxTimeouts'
  | 'dealSittingOut'
  | 'tournamentId'
  | 'createdByKeyId'
  | 'dealing'
  | 'cashGameId'
> &
  Partial<Pick<PokerTable, 'seedReveal'>>;

/**
 * What a hand moves on the table row. Not `seatingVersion`: a trigger moves it with every seat
 * change (the optimistic action path relies on that).
 */
export type TableChanges = Partial<Pick<PokerTable, 'status' | 'handsStarted' | 'dealerSeat' | 'lastHandId' | 'closedAt' | 'rotationTurn' | 'flopPositions'>>;

export interface TableListQuery {
  status?: TableStatus;
  kind?: TableKind;
  limit: number;
  /** Continue after this position (newest first). */
  before?: TablePosition;
}

/** Keyset position of the table list: creation time (ISO) and id. */
export type TablePosition = [string, string];

/** A player in a seat, with the screen name and the seat-stack balance joined in. */
export interface TableSeat {
  tableId: string;
  seat: number;
  playerId: string;
  screenName: string;
  /** The seat's player is a bot playing this engine strategy (docs/tables.md "Practice tables and bots"); null for a person. */
  botStrategy: string | null;
  seatingId: string;
  stackAccountId: string;
  /** The seat-stack account's balance: the stack at the start of the hand in progress. */
  stack: bigint;
  sittingOut: boolean;
  leaving: boolean;
  consecutiveTimeouts: number;
  seatedAt: Date;
  /** Flop games at cash tables: the blinds the seat owes (docs/rules/flop-games.md, missed blinds). */
  blindDebt: BlindDebt;
  /** While owing: wait for the big blind (true) or post what is owed and play at once. */
  waitForBigBlind: boolean;
  /** The player's client seed for the shuffle (docs/fairness.md), from the next hand dealt. */
  clientSeed: string;
}

export type NewTableSeat = Pick<TableSeat, 'tableId' | 'seat' | 'playerId' | 'seatingId' | 'stackAccountId' | 'sittingOut'> &
  Partial<Pick<TableSeat, 'blindDebt' | 'waitForBigBlind' | 'clientSeed'>>;
export type SeatChanges = Partial<Pick<TableSeat, 'sittingOut' | 'leaving' | 'consecutiveTimeouts' | 'blindDebt' | 'waitForBigBlind' | 'clientSeed'>>;

/** Who was dealt into a hand, fixed when it starts. */
export interface HandSeat {
  seat: number;
  playerId: string;
  screenName: string;
  stackAccountId: string;
  /** Present (true) when a bot played the seat: its history marks it. */
  bot?: true;
}

export interface HandRecord {
  id: string;
  /** The hand's number across the room (a BigInt, as a decimal string): the `Hand #` of its PokerStars text. */
  serial: string;
  tableId: string;
  number: number;
  /** The tournament level (1-based) the hand was dealt at; null outside a tournament's clock. */
  tournamentLevel: number | null;
  status: HandStatus;
  version: number;
  /** The full engine state, deck included: never sent to clients as is. */
  state: HandState;
  eventCount: number;
  seats: HandSeat[];
  deadlineAt: Date | null;
  result: HandResult | null;
  startedAt: Date;
  endedAt: Date | null;
  /** How the hand was shuffled (docs/fairness.md); null for a hand dealt otherwise (a test deck). */
  fairness: HistoryFairness | null;
}

export type NewHand = Pick<HandRecord, 'tableId' | 'number' | 'version' | 'state' | 'seats' | 'deadlineAt'> &
  Partial<Pick<HandRecord, 'tournamentLevel' | 'serial' | 'fairness'>>;

/** A new snapshot, written only over the version it was computed from. */
export interface HandSnapshot {
  version: number;
  state: HandState;
  eventCount: number;
  deadlineAt: Date | null;
  finished?: { result: HandResult; history: unknown; endedAt: Date };
}

export interface LoggedHandEvent {
  seq: number;
  version: number;
  event: HandEvent;
}

export interface HandActionKey {
  tableId: string;
  key: string;
  handId: string;
  seat: number;
  fingerprint: string;
  version: number;
}

/** An open table with its latest hand, for re-arming timers after a restart. */
export interface TableToResume {
  tableId: string;
  status: TableStatus;
  handsStarted: number;
  seatingVersion: number;
  handPauseMs: number;
  hand: { id: string; status: HandStatus; version: number; deadlineAt: Date | null } | null;
}

/** What an action reads after locking its table: the hand, the seats, the Idempotency-Key's record. */
export interface TableTurn {
  hand: HandRecord | null;
  seats: TableSeat[];
  actionKey: HandActionKey | null;
  /** With `loadTurn(…, { withLog: true })` and a hand: what its end needs, read in the same statement. */
  log?: HandLog;
}

/** A hand's event log so far and the hash its history will link to (`HandRepository.previousHistoryHash`). */
export interface HandLog {
  events: LoggedHandEvent[];
  previousHistoryHash: string | null;
}

/**
 * What the optimistic path reads without the lock (`HandRepository.peekTurn`): the turn, the table,
 * and the table row's stamp — opaque, it changes with any change to the table or its seats, and
 * `recordStepIfCurrent` writes only while it has not.
 */
export interface PeekedTurn extends TableTurn {
  table: PokerTable | null;
  tableStamp: string | null;
}

/** One recorded step of a hand (`HandRepository.recordStep`). */
export interface HandStep {
  tableId: string;
  handId: string;
  expectedVersion: number;
  fromSeq: number;
  events: { version: number; event: HandEvent }[];
  snapshot: HandSnapshot;
  actionKey: HandActionKey | null;
}
