/** Cash domain values as JSON views (amounts as JSON integers, times as ISO strings). */
import type { CashGame, CashSession, RankedWaitlistEntry, SessionDetail } from '@app/persistence';
import { toJsonAmount } from '../common/amounts/json-amount';
import type { CashGameView, CashSessionSummaryView, CashSessionView, CashTableSummaryView, WaitlistEntryView } from './dto/cash.views';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function cashGameView(game: CashGame, tables?: CashTableSummaryView[]): CashGameView {
  return {
    id: game.id,
    name: game.name,
    status: game.status,
    dealing: game.dealing,
    preset: game.preset,
    rules: game.rules,
    stakes: game.stakes,
    schedule: game.schedule,
    maxSeats: game.maxSeats,
    unit: game.unit,
    minBuyIn: toJsonAmount(game.minBuyIn),
    maxBuyIn: toJsonAmount(game.maxBuyIn),
    timeCollection: game.timeCharge === null ? null : { amount: toJsonAmount(game.timeCharge), periodMinutes: game.timePeriodMinutes ?? 0 },
    actionTimeoutMs: game.actionTimeoutMs,
    handPauseMs: game.handPauseMs,
    maxTimeouts: game.maxTimeouts,
    holdSeconds: game.holdSeconds,
    noAnswer: game.noAnswer,
    createdAt: game.createdAt.toISOString(),
    closedAt: iso(game.closedAt),
    ...(tables ? { tables } : {}),
  };
}

/** A table of the game as the lobby shows it: the seat numbers nobody sits in and how many are held (not for whom). */
export function cashTableSummaryView(table: {
  tableId: string;
  name: string;
  status: 'open' | 'closing';
  maxSeats: number;
  takenSeats: number[];
  held: number;
}): CashTableSummaryView {
  const taken = new Set(table.takenSeats);
  const openSeats: number[] = [];
  for (let seat = 1; seat <= table.maxSeats; seat++) if (!taken.has(seat)) openSeats.push(seat);
  return {
    tableId: table.tableId,
    name: table.name,
    status: table.status,
    maxSeats: table.maxSeats,
    seated: taken.size,
    openSeats,
    heldSeats: Math.min(table.held, openSeats.length),
  };
}

export function waitlistEntryView(entry: RankedWaitlistEntry, estimatedWaitMinutes: number | null): WaitlistEntryView {
  return {
    id: entry.id,
    playerId: entry.playerId,
    screenName: entry.screenName,
    via: entry.via,
    status: entry.status,
    position: entry.position,
    estimatedWaitMinutes,
    joinedAt: entry.joinedAt.toISOString(),
    calls: entry.calls,
    calledAt: iso(entry.calledAt),
    holdUntil: iso(entry.holdUntil),
    calledTableId: entry.calledTableId,
  };
}

export function sessionSummaryView(session: CashSession): CashSessionSummaryView {
  return {
    id: session.id,
    playerId: session.playerId,
    screenName: session.screenName,
    cashGameId: session.cashGameId,
    tableId: session.tableId,
    unit: session.unit,
    status: session.status,
    startedAt: session.startedAt.toISOString(),
    endedAt: iso(session.endedAt),
  };
}

const sumOf = (detail: SessionDetail, kinds: readonly string[]) => detail.events.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.amount, 0n);

/** `leaving`: the seat is marked to leave when the hand it plays ends. `now` ends the seatings still running. */
export function sessionView(detail: SessionDetail, leaving: boolean, now: Date): CashSessionView {
  const buyIns = sumOf(detail, ['buy-in', 'top-up', 'rebuy']);
  const cashOuts = sumOf(detail, ['cash-out']);
  const playedMs = detail.seatings.reduce((ms, s) => ms + ((s.endedAt ?? now).getTime() - s.startedAt.getTime()), 0);
  return {
    ...sessionSummaryView(detail),
    playedMs,
    buyIns: toJsonAmount(buyIns),
    cashOuts: toJsonAmount(cashOuts),
    net: toJsonAmount(cashOuts - buyIns),
    timeCharged: toJsonAmount(detail.timeCharged),
    liveResults: toJsonAmount(sumOf(detail, ['result'])),
    leaving,
    seatings: detail.seatings.map((s) => ({ tableId: s.tableId, seat: s.seat, startedAt: s.startedAt.toISOString(), endedAt: iso(s.endedAt) })),
    events: detail.events.map((e) => ({
      kind: e.kind,
      tableId: e.tableId,
      amount: toJsonAmount(e.amount),
      source: e.source,
      ledgerTransactionId: e.ledgerTransactionId,
      actorKeyId: e.actorKeyId,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
