import { Injectable } from '@nestjs/common';
import {
  CashSession,
  CashSessionRepository,
  CashGameRepository,
  PendingRequest,
  PendingRequestRepository,
  PokerTable,
  TableMoveParams,
  TableRepository,
  TableSeat,
  TableSeatRepository,
  UnitOfWork,
} from '@app/persistence';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { formatAmount } from '../ledger/format-amount';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';
import { SeatLedgerService, seatStackReference } from '../hands/seat-ledger.service';
import type { TableChange } from '../hands/table-change';
import { TableEffectsService } from '../hands/table-effects.service';
import { LedgerService } from '../ledger/ledger.service';
import { Queued, requesterOf } from '../hands/queued-request';
import { SeatingService } from '../tables/seating.service';
import { TableError, TableErrorCode } from '../tables/table.error';
import { CashError, CashErrorCode } from './cash.error';
import type { CashSessionView } from './dto/cash.views';
import type { CashOutDto, MoveSessionDto } from './dto/session.dto';
import { CashSessionsService } from './cash-sessions.service';
import { SessionLocks } from './session-locks.service';
import { CashRoomNotifier } from './board/cash-room-notifier.service';

/**
 * Leaving a seat with chips: cashing out (the session ends) and moving to another table of the
 * game (the session goes on). At an engine table the chips are the ledger's seat stack; at a live
 * table the floor counts them, and the difference to the seat stack — what play won or lost, which
 * the backend never saw — is booked against the table's float first (docs/cash-games.md), so the
 * seat stack is exactly what the player takes and the ledger stays whole.
 */
@Injectable()
export class SessionExitService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sessions: CashSessionRepository,
    private readonly games: CashGameRepository,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly seating: SeatingService,
    private readonly seatLedger: SeatLedgerService,
    private readonly hands: HandLifecycleService,
    private readonly effects: TableEffectsService,
    private readonly ledger: LedgerService,
    private readonly locks: SessionLocks,
    private readonly reads: CashSessionsService,
    private readonly audit: AuditService,
    private readonly pending: PendingRequestRepository,
    private readonly room: CashRoomNotifier,
  ) {}

  /**
   * The seat's chips to the bankroll (or in cash through the cage) and the session ends — the
   * cash-out hook records it, however the seat is cashed out. An engine seat dealt into the hand
   * in progress leaves when the hand ends (folded at its turn), to the bankroll.
   */
  async cashOut(actor: Principal, sessionId: string, dto: CashOutDto): Promise<CashSessionView> {
    const seen = await this.locks.readable(actor, sessionId);
    const to = dto.to ?? 'bankroll';
    const change = await this.uow.run(async () => {
      const { session, table } = await this.locks.lockOpen(seen);
      this.locks.floorOnly(actor, table, to);
      const seat = await this.seatOf(table, session.playerId);
      if (await this.dealtIn(table, seat)) {
        if (dto.amount !== undefined || to === 'cash')
          throw new CashError(
            CashErrorCode.IN_HAND,
            'this seat is in the hand in progress: it can only leave to the bankroll when the hand ends (send no amount)',
          );
        await this.seats.update(table.id, seat.seat, { leaving: true });
        await this.audit.record(actor, 'cash.cash-out', { type: 'cash-session', id: sessionId }, { tableId: table.id, afterHand: true });
        return this.afterSeatChange(table);
      }
      const counted = await this.countedChips(table, seat, session, dto.amount, actor);
      await this.seatLedger.cashOut(table, { ...seat, stack: counted }, await this.locks.moneySource(table, to), actor);
      await this.seats.remove(table.id, seat.seat);
      await this.audit.record(actor, 'cash.cash-out', { type: 'cash-session', id: sessionId }, { tableId: table.id, amount: Number(counted), to });
      return this.afterSeatChange(table);
    });
    await this.effects.apply(change);
    return this.reads.view(sessionId);
  }

  /**
   * To a seat at another table of the same game, between hands; the chips go along (`table-move`).
   * A seat in the hand in progress moves when the hand ends: the answer is then the pending
   * request (`whenInHand: 'queue'`); its applier asks again with `'refuse'` (IN_HAND: still waiting).
   */
  async move(actor: Actor, sessionId: string, dto: MoveSessionDto, whenInHand: 'queue' | 'refuse' = 'queue'): Promise<Queued<CashSessionView>> {
    const seen = await this.sessions.findById(sessionId);
    if (!seen) throw CashError.sessionNotFound(sessionId);
    if (dto.tableId === seen.tableId) throw new CashError(CashErrorCode.SAME_TABLE, 'the player already sits at that table');
    const queued = await this.uow.run(async () => {
      await this.games.lockById(seen.cashGameId);
      const { session, table, others } = await this.locks.lockOpen(seen, [dto.tableId]);
      const seat = await this.seatOf(table, session.playerId);
      const target = others[0] as PokerTable;
      this.locks.requireGameTable(target, session.cashGameId);
      if (await this.sessions.findOpen(session.playerId, target.id))
        throw new CashError(CashErrorCode.SESSION_ALREADY_OPEN, `the player already has a session at table ${target.id}`);
      if (await this.dealtIn(table, seat)) {
        if (whenInHand === 'refuse') throw new CashError(CashErrorCode.IN_HAND, 'players move between hands: this seat is in the hand in progress');
        return this.queueMove(actor, session, table, { tableId: dto.tableId, seat: dto.seat, ...(dto.amount !== undefined ? { amount: dto.amount } : {}) });
      }
      await this.locks.checkNotHeld(target, session.playerId, (await this.seats.listForTable(target.id)).length);
      const chips = await this.countedChips(table, seat, session, dto.amount, actor);
      await this.seats.remove(table.id, seat.seat);
      const seated = await this.seating.seatInUnitOfWork(actor, target.id, {
        playerId: session.playerId,
        seat: dto.seat,
        chips,
        source: { from: 'seat', accountId: seat.stackAccountId },
        clientSeed: seat.clientSeed,
      });
      const at = new Date();
      await this.sessions.endSeating(seat.seatingId, at);
      await this.sessions.moveTo(sessionId, target.id);
      await this.sessions.addSeating({ sessionId, tableId: target.id, seat: dto.seat, seatingId: seated.seatingId, startedAt: at });
      await this.sessions.addEvent({
        sessionId,
        kind: 'move',
        tableId: target.id,
        amount: chips,
        source: null,
        ledgerTransactionId: seated.transactionId,
        actorKeyId: actor.keyId,
      });
      await this.audit.record(
        actor,
        'cash.move',
        { type: 'cash-session', id: sessionId },
        { fromTableId: table.id, toTableId: target.id, seat: dto.seat, chips: Number(chips) },
      );
      this.room.changed('session-moved', session.cashGameId);
      const changes = [await this.afterSeatChange(table), seated.change];
      // After the outermost commit: the applier of a pending move runs this inside its own unit of work.
      this.uow.afterCommit(async () => {
        for (const change of changes) await this.effects.apply(change);
      });
      return null;
    });
    return queued ? { kind: 'pending', request: queued, replayed: false } : { kind: 'done', value: await this.reads.view(sessionId) };
  }

  /** A move that waited for the hand (inside the applier's unit of work), as whoever asked for it. */
  async applyPendingMove(request: Extract<PendingRequest, { kind: 'table-move' }>): Promise<void> {
    await this.move(requesterOf(request), request.cashSessionId, request.params, 'refuse');
  }

  private async queueMove(actor: Actor, session: CashSession, table: PokerTable, params: TableMoveParams): Promise<PendingRequest> {
    const request = await this.pending.create({
      kind: 'table-move',
      cashSessionId: session.id,
      tournamentId: null,
      playerId: session.playerId,
      tableId: table.id,
      handId: table.lastHandId,
      params,
      actorKeyId: actor.keyId,
      actorRole: actor.role,
    });
    await this.audit.record(
      actor,
      'cash.move-queued',
      { type: 'cash-session', id: session.id },
      { fromTableId: table.id, toTableId: params.tableId, seat: params.seat, pendingRequestId: request.id },
    );
    return request;
  }

  /**
   * The chips leaving the seat. Engine table: the seat stack (an amount sent must be it). Live
   * table: what the floor counted, at most the chips on the table (seat stacks + the float); the
   * last player leaves with exactly those. The play result is booked against the float first.
   */
  private async countedChips(table: PokerTable, seat: TableSeat, session: CashSession, amount: number | undefined, actor: Actor): Promise<bigint> {
    if (table.dealing === 'engine') {
      if (amount === undefined || BigInt(amount) === seat.stack) return seat.stack;
      const code = BigInt(amount) > seat.stack ? CashErrorCode.CASH_OUT_EXCEEDS_STACK : CashErrorCode.CASH_OUT_MISMATCH;
      throw new CashError(code, `the seat holds ${formatAmount(seat.stack, table.unit)}; an engine table pays out the whole stack`);
    }
    if (amount === undefined)
      throw new CashError(CashErrorCode.CASH_OUT_AMOUNT_REQUIRED, 'at a live table the floor says what the player leaves with (amount)');
    const counted = BigInt(amount);
    const float = await this.ledger.ensureAccount({ kind: 'table-float', unit: table.unit, reference: seatStackReference(table.id) });
    const seats = await this.seats.listForTable(table.id);
    const onTable = seats.reduce((sum, s) => sum + s.stack, 0n) + float.balance;
    if (counted > onTable)
      throw new CashError(
        CashErrorCode.CASH_OUT_EXCEEDS_STACK,
        `${formatAmount(counted, table.unit)} is more than the ${formatAmount(onTable, table.unit)} in chips on this table`,
      );
    if (seats.length === 1 && counted !== onTable)
      throw new CashError(
        CashErrorCode.CASH_OUT_MISMATCH,
        `the last player leaves with every chip on the table: ${formatAmount(onTable, table.unit)}, not ${formatAmount(counted, table.unit)}`,
      );
    const result = counted - seat.stack;
    if (result !== 0n) await this.bookLiveResult(table, seat, session, float.id, result, actor);
    return counted;
  }

  /** What play won (+) or lost (−) at a live table: from (or to) the table's float onto the seat. */
  private async bookLiveResult(table: PokerTable, seat: TableSeat, session: CashSession, floatId: string, result: bigint, actor: Actor): Promise<void> {
    const { transaction } = await this.ledger.post(
      {
        kind: 'live-result',
        unit: table.unit,
        reference: seatStackReference(table.id),
        memo: `play result at ${table.name}, counted by the floor`,
        entries: [
          { accountId: floatId, amount: -result },
          { accountId: seat.stackAccountId, amount: result },
        ],
      },
      { idempotencyKey: `table:${table.id}:seating:${seat.seatingId}:live-result`, actor },
    );
    await this.sessions.addEvent({
      sessionId: session.id,
      kind: 'result',
      tableId: table.id,
      amount: result,
      source: null,
      ledgerTransactionId: transaction.id,
      actorKeyId: actor.keyId,
    });
  }

  private async seatOf(table: PokerTable, playerId: string): Promise<TableSeat> {
    const seat = (await this.seats.listForTable(table.id)).find((s) => s.playerId === playerId);
    if (!seat) throw new TableError(TableErrorCode.NOT_SEATED, `player ${playerId} has no seat at table ${table.id}`);
    return seat;
  }

  private async dealtIn(table: PokerTable, seat: TableSeat): Promise<boolean> {
    return table.dealing === 'engine' && (await this.hands.runningHandSeats(table)).includes(seat.seat);
  }

  private async afterSeatChange(table: PokerTable): Promise<TableChange> {
    const updated = (await this.tables.findById(table.id)) as PokerTable;
    return this.hands.afterSeating(updated, await this.seats.listForTable(table.id));
  }
}
