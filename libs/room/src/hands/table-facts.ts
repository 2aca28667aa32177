import type { HandRecord, HandSeat, PokerTable, TableSeat } from '@app/persistence';
import type { BlindDebt, HandState, HistoryFairness } from '@app/razz-engine';
import { toJsonAmount } from '../common/amounts/json-amount';
import { RotationView, rotationView } from './table-rotation';

/**
 * The table's settings and counters: public, JSON-safe. The domain table's fields as they are,
 * less what only the server uses (the dealer button, the seating version, the last hand, who
 * created it, the rotation's raw place), with amounts as JSON numbers, times as ISO strings and
 * the rotation as clients read it (`rotationView`).
 */
export type TableInfo = Pick<
  PokerTable,
  | 'id'
  | 'name'
  | 'kind'
  | 'status'
  | 'preset'
  | 'rules'
  | 'stakes'
  | 'schedule'
  | 'maxSeats'
  | 'unit'
  | 'actionTimeoutMs'
  | 'handPauseMs'
  | 'maxTimeouts'
  | 'dealSittingOut'
  | 'tournamentId'
  | 'handsStarted'
  | 'dealing'
  | 'cashGameId'
  | 'flopPositions'
  | 'seedReveal'
> & {
  /** A rotation table: the current and next game, hands until the change; null without a schedule. */
  rotation: RotationView | null;
  minBuyIn: number | null;
  maxBuyIn: number | null;
  createdAt: string;
  closedAt: string | null;
};

export interface SeatFacts {
  seat: number;
  playerId: string;
  screenName: string;
  /** A bot the room seated (docs/tables.md "Practice tables and bots"): it acts on its own. */
  bot: boolean;
  /** The seat-stack balance: the stack at the start of the hand in progress. */
  stack: number;
  sittingOut: boolean;
  leaving: boolean;
  /** Flop games at cash tables: the blinds the seat owes ('none' elsewhere). */
  blindDebt: BlindDebt;
  /** While owing: waits for the big blind (true) or posts what it owes at the next hand. */
  waitForBigBlind: boolean;
  /** The player's client seed (docs/fairness.md): public, as every hand history lists it. */
  clientSeed: string;
}

export interface HandFacts {
  id: string;
  number: number;
  status: 'running' | 'finished';
  version: number;
  deadlineAt: string | null;
  seats: HandSeat[];
  /** The full engine state, deck included: server-side only, every client gets a view of it. */
  state: HandState;
  /** How the hand was shuffled (its epoch's commitment, nonce, client seeds): public; never the seed. */
  fairness: HistoryFairness | null;
}

/**
 * Everything a view of the table is built from, as plain JSON: the HTTP view, and every
 * WebSocket client on every API instance (it travels over Redis). Holds secrets (the hand state):
 * it never leaves the servers as is.
 */
export interface TableFacts {
  table: TableInfo;
  seats: SeatFacts[];
  hand: HandFacts | null;
}

export function tableInfo(table: PokerTable): TableInfo {
  return {
    id: table.id,
    name: table.name,
    kind: table.kind,
    status: table.status,
    preset: table.preset,
    rules: table.rules,
    stakes: table.stakes,
    schedule: table.schedule,
    rotation: table.schedule ? rotationView(table.schedule, table.rotationTurn) : null,
    maxSeats: table.maxSeats,
    unit: table.unit,
    minBuyIn: table.minBuyIn === null ? null : toJsonAmount(table.minBuyIn),
    maxBuyIn: table.maxBuyIn === null ? null : toJsonAmount(table.maxBuyIn),
    actionTimeoutMs: table.actionTimeoutMs,
    handPauseMs: table.handPauseMs,
    maxTimeouts: table.maxTimeouts,
    dealSittingOut: table.dealSittingOut,
    tournamentId: table.tournamentId,
    handsStarted: table.handsStarted,
    createdAt: table.createdAt.toISOString(),
    closedAt: table.closedAt?.toISOString() ?? null,
    dealing: table.dealing,
    cashGameId: table.cashGameId,
    flopPositions: table.flopPositions,
    seedReveal: table.seedReveal,
  };
}

export function seatFacts(seat: TableSeat): SeatFacts {
  return {
    seat: seat.seat,
    playerId: seat.playerId,
    screenName: seat.screenName,
    bot: seat.botStrategy !== null,
    stack: toJsonAmount(seat.stack),
    sittingOut: seat.sittingOut,
    leaving: seat.leaving,
    blindDebt: seat.blindDebt,
    waitForBigBlind: seat.waitForBigBlind,
    clientSeed: seat.clientSeed,
  };
}

export function handFacts(hand: HandRecord): HandFacts {
  return {
    id: hand.id,
    number: hand.number,
    status: hand.status,
    version: hand.version,
    deadlineAt: hand.deadlineAt?.toISOString() ?? null,
    seats: hand.seats,
    state: hand.state,
    fairness: hand.fairness,
  };
}

export function tableFacts(table: PokerTable, seats: TableSeat[], hand: HandRecord | null): TableFacts {
  return { table: tableInfo(table), seats: seats.map(seatFacts), hand: hand ? handFacts(hand) : null };
}
