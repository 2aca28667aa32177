import { Injectable } from '@nestjs/common';
import { HandActionKey, HandRecord, HandRepository, PokerTable, TableRepository, TableSeat, TableSeatRepository } from '@app/persistence';
import { applyAction, HandEvent, HandState, seatToAct } from '@app/razz-engine';
import { actsAutomatically, automaticAction } from './hand-rules';
import { HandSettlementService } from './hand-settlement.service';
import { SeatLedgerService } from './seat-ledger.service';
import { jobIds, TableChange } from './table-change';
import { tableFacts } from './table-facts';

/** An engine step to record: the state it produced and its events. */
export interface EngineStep {
  state: HandState;
  events: HandEvent[];
}

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
  ) {}

  /**
   * `actionKey`: the Idempotency-Key of the action this step applies, recorded with it.
   * One write for the whole step (events, snapshot, key), plus the settlement when the hand ends.
   */
  async advance(table: PokerTable, seats: TableSeat[], hand: HandRecord, step: EngineStep | null, actionKey: HandActionKey | null = null): Promise<Progress> {
    const { state, logged } = this.withAutomaticActions(table, seats, step ?? { state: hand.state, events: [] });
    if (logged.length === 0) return { table, seats, hand, events: [] };
    const eventCount = hand.eventCount + logged.length;
    const events = logged.map((l) => l.event);
    const over = state.phase === 'over';
    const moved: HandRecord = { ...hand, state, version: state.version, eventCount };
    const earlier = over ? (await this.hands.listEvents(hand.id)).map((e) => e.event) : [];
    const finished = over ? await this.settlement.settle(table, moved, state, [...earlier, ...events]) : undefined;
    const deadlineAt = over ? null : new Date(Date.now() + table.actionTimeoutMs);
    await this.hands.recordStep({
      handId: hand.id,
      expectedVersion: hand.version,
      fromSeq: hand.eventCount,
      events: logged,
      snapshot: { version: state.version, state, eventCount, deadlineAt, finished },
      actionKey: actionKey ? { ...actionKey, version: state.version } : null,
    });
    const updated: HandRecord = { ...moved, deadlineAt, status: over ? 'finished' : 'running', result: finished?.result ?? null, endedAt: finished?.endedAt ?? null };
    if (!over) return { table, seats, hand: updated, events };
    const after = await this.releaseWaitingSeats(table, seats);
    return { ...after, hand: updated, events };
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
      clock: { handId: hand.id, cancelVersion: previousVersion, arm: running && hand.deadlineAt ? { version: hand.version, deadlineAt: hand.deadlineAt } : null },
      startHand: !running && table.status === 'open' ? { handNumber: nextHand, jobId: jobIds.startHand(table.id, nextHand), delayMs: table.handPauseMs } : null,
    };
  }

  private withAutomaticActions(table: PokerTable, seats: TableSeat[], step: EngineStep): { state: HandState; logged: { version: number; event: HandEvent }[] } {
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
    const changes = closing ? { status: 'closed' as const, closedAt: new Date() } : {};
    const updated = await this.tables.update(table.id, { ...changes, seatingVersion: table.seatingVersion + 1 });
    return { table: updated, seats: closing ? [] : await this.seats.listForTable(table.id) };
  }
}
