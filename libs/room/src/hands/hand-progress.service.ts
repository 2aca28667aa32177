import { Injectable } from '@nestjs/common';
import { HandActionKey, HandLog, HandRecord, HandRepository, HandStep, PokerTable, TableRepository, TableSeat, TableSeatRepository } from '@app/persistence';
import { applyAction, automaticAction, HandEvent, HandState, seatToAct } from '@app/razz-engine';
import { DomainEventPublisher } from '../events/domain-event-publisher';
import type { HandSeatResult } from '../events/domain-events';
import { actsAutomatically } from './hand-rules';
import { HandSettlementService, SettledHand } from './hand-settlement.service';
import { SeatLedgerService } from './seat-ledger.service';
import { jobIds, TableChange } from './table-change';
import { tableFacts } from './table-facts';

/** An engine step to record: the state it produced and its events. */
export interface EngineStep {
  state: HandState;
  events: HandEvent[];
}

type Logged = { version: number; event: HandEvent };

/** Why `advanceIfCurrent` wrote nothing. */
export type NotWrittenWithoutLock = 'ends-hand' | 'moved';

/** Where a table stands after `advance`, inside the still-open unit of work. */
export interface Progress {
  table: PokerTable;
  seats: TableSeat[];
  hand: HandRecord;
  /** The events written now (empty when nothing changed). */
  events: HandEvent[];
}

/**
 * Records a hand's progress under the table lock the caller holds: the step's events, the
 * automatic actions of seats that cannot act (leaving, timed out, absent), the new snapshot over
 * the version it was computed from, and at the end the settlement, the history, and the seats
 * that wait for the hand to end (leavers; everyone when the table is closing).
 */
@Injectable()
export class HandProgressService {
  constructor(
    private readonly hands: HandRepository,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly settlement: HandSettlementService,
    private readonly seatLedger: SeatLedgerService,
    private readonly events: DomainEventPublisher,
  ) {}

  /**
   * Under the table lock: records the step (and the automatic actions after it) in one write,
   * with `actionKey` (the Idempotency-Key of the action it applies); settles when the hand ends,
   * from `log` when the caller read it with the turn (else it is read now).
   */
  async advance(
    table: PokerTable,
    seats: TableSeat[],
    hand: HandRecord,
    step: EngineStep | null,
    actionKey: HandActionKey | null = null,
    log?: HandLog,
  ): Promise<Progress> {
    const { state, logged } = this.withAutomaticActions(table, seats, step ?? { state: hand.state, events: [] });
    if (logged.length === 0) return { table, seats, hand, events: [] };
    const over = state.phase === 'over';
    const moved: HandRecord = { ...hand, state, version: state.version, eventCount: hand.eventCount + logged.length };
    const events = logged.map((l) => l.event);
    const finished = over ? await this.settle(table, hand, moved, events, log) : undefined;
    const { step: write, updated } = this.stepRecord(table, seats, hand, moved, logged, actionKey, finished);
    await this.hands.recordStep(write);
    if (!over) return { table, seats, hand: updated, events };
    // Before leavers go: a tournament's eliminations, and a time charge that waited for this hand comes off their stack too.
    await this.events.publish('hand.finished', { table, handId: updated.id, seats: seatResults(seats, updated, state) });
    const after = await this.releaseWaitingSeats(table, seats);
    // Top-ups and moves asked for during the hand: applied once this commits (a busted or departed player's fail then).
    await this.events.publish('hand.seats-released', {
      table: after.table,
      handId: updated.id,
      playerIds: [...seats, ...updated.seats].map((s) => s.playerId),
    });
    return { ...after, hand: updated, events };
  }

  /**
   * Without the lock (docs/tables.md "Concurrency"): a step that does not end the hand, written only
   * if neither the hand nor the table row (`tableStamp`: the table and its seats) moved since they
   * were read. Otherwise nothing is written and the answer says why: `ends-hand` (settling needs
   * the lock) or `moved` (the race was lost, or the Idempotency-Key was taken meanwhile).
   */
  async advanceIfCurrent(
    table: PokerTable,
    seats: readonly TableSeat[],
    hand: HandRecord,
    step: EngineStep,
    actionKey: HandActionKey | null,
    tableStamp: string,
  ): Promise<Progress | NotWrittenWithoutLock> {
    const { state, logged } = this.withAutomaticActions(table, seats, step);
    if (state.phase === 'over') return 'ends-hand';
    const moved: HandRecord = { ...hand, state, version: state.version, eventCount: hand.eventCount + logged.length };
    const { step: write, updated } = this.stepRecord(table, seats, hand, moved, logged, actionKey, undefined);
    if (!(await this.hands.recordStepIfCurrent(write, tableStamp))) return 'moved';
    return { table, seats: [...seats], hand: updated, events: logged.map((l) => l.event) };
  }

  /** The hand's complete log is the one read with the turn (when it holds every event so far) and this step's events. */
  private async settle(table: PokerTable, hand: HandRecord, moved: HandRecord, events: HandEvent[], log: HandLog | undefined): Promise<SettledHand> {
    const known = log !== undefined && log.events.length === hand.eventCount ? log : undefined;
    const earlier = (known?.events ?? (await this.hands.listEvents(hand.id))).map((e) => e.event);
    return this.settlement.settle(table, moved, moved.state, [...earlier, ...events], known?.previousHistoryHash);
  }

  private stepRecord(
    table: PokerTable,
    seats: readonly TableSeat[],
    hand: HandRecord,
    moved: HandRecord,
    logged: Logged[],
    actionKey: HandActionKey | null,
    finished: SettledHand | undefined,
  ): { step: HandStep; updated: HandRecord } {
    const deadlineAt = finished ? null : new Date(Date.now() + decisionTimeMs(table, seats, moved.state));
    const step: HandStep = {
      tableId: table.id,
      handId: hand.id,
      expectedVersion: hand.version,
      fromSeq: hand.eventCount,
      events: logged,
      snapshot: { version: moved.version, state: moved.state, eventCount: moved.eventCount, deadlineAt, finished },
      actionKey: actionKey ? { ...actionKey, version: moved.version } : null,
    };
    const updated: HandRecord = {
      ...moved,
      deadlineAt,
      status: finished ? 'finished' : 'running',
      result: finished?.result ?? null,
      endedAt: finished?.endedAt ?? null,
    };
    return { step, updated };
  }

  /** The change to apply after commit: live update, the clock, and the next hand once this one ended. */
  changeOf(progress: Progress, previousVersion: number | null): TableChange {
    const { table, hand } = progress;
    const running = hand.status === 'running';
    const nextHand = table.handsStarted + 1;
    return {
      tableId: table.id,
      handId: hand.id,
      events: progress.events,
      facts: tableFacts(table, progress.seats, hand),
      clock: {
        handId: hand.id,
        cancelVersion: previousVersion,
        arm: running && hand.deadlineAt ? { version: hand.version, deadlineAt: hand.deadlineAt } : null,
      },
      startHand: !running && table.status === 'open' ? { handNumber: nextHand, jobId: jobIds.startHand(table.id, nextHand), delayMs: table.handPauseMs } : null,
    };
  }

  private withAutomaticActions(table: PokerTable, seats: readonly TableSeat[], step: EngineStep): { state: HandState; logged: Logged[] } {
    let state = step.state;
    const logged = step.events.map((event) => ({ version: state.version, event }));
    while (state.phase !== 'over') {
      const seatNo = seatToAct(state);
      const seat = seats.find((s) => s.seat === seatNo);
      if (seatNo === null || !seat || !actsAutomatically(table, seat)) break;
      const r = applyAction(state, { seat: seatNo, kind: automaticAction(state) });
      // The kind came from legalActions: a refusal here is a bug, and rolls the whole change back.
      if (!r.ok) throw new Error(`table ${table.id}: automatic action for seat ${seatNo} refused: ${r.error.message}`);
      state = r.state;
      logged.push(...r.events.map((event) => ({ version: state.version, event })));
    }
    return { state, logged };
  }

  /** Leavers go now (chips back to the bankroll); a closing table lets everyone go and closes. */
  private async releaseWaitingSeats(table: PokerTable, seats: TableSeat[]): Promise<{ table: PokerTable; seats: TableSeat[] }> {
    const closing = table.status === 'closing';
    const going = seats.filter((s) => closing || s.leaving);
    const current = await this.seats.listForTable(table.id);
    if (going.length === 0 && !closing) return { table, seats: current };
    for (const seat of current.filter((s) => closing || s.leaving)) {
      await this.seatLedger.cashOut(table, seat);
      await this.seats.remove(table.id, seat.seat);
    }
    // Updated or read again: the seat removals moved the seating version (a trigger does).
    const updated = closing
      ? await this.tables.update(table.id, { status: 'closed', closedAt: new Date() })
      : ((await this.tables.findById(table.id)) as PokerTable);
    return { table: updated, seats: closing ? [] : await this.seats.listForTable(table.id) };
  }
}

/** Each seat dealt in with the stack it started the hand with (its seat stack before settling) and ends with. */
function seatResults(seats: TableSeat[], hand: HandRecord, state: HandState): HandSeatResult[] {
  const final = new Map((state.result?.stacks ?? []).map((s) => [s.seat, BigInt(s.stack)]));
  return hand.seats.map((s) => ({
    seat: s.seat,
    playerId: s.playerId,
    startingStack: seats.find((x) => x.seat === s.seat)?.stack ?? 0n,
    finalStack: final.get(s.seat) ?? 0n,
  }));
}

/** A bot's decision is due at once (docs/tables.md "Practice tables and bots"): it is made when its clock runs out. */
export const BOT_DECISION_MS = 100;

/**
 * Time for the decision now pending: the table's action clock, or, when a bot is to act, a short
 * moment — the action-timeout job that runs then lets the bot decide (`HandLifecycleService.timeOut`).
 */
function decisionTimeMs(table: PokerTable, seats: readonly TableSeat[], state: HandState): number {
  const seatNo = seatToAct(state);
  const bot = seatNo !== null && seats.some((s) => s.seat === seatNo && s.botStrategy !== null);
  return bot ? Math.min(BOT_DECISION_MS, table.actionTimeoutMs) : table.actionTimeoutMs;
}
