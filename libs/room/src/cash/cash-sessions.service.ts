import { Injectable } from '@nestjs/common';
import {
  CashGameRepository,
  CashSession,
  CashSessionRepository,
  PendingRequest,
  PendingRequestRepository,
  PokerTable,
  SessionPosition,
  TableRepository,
  TableSeat,
  TableSeatRepository,
  TopUpParams,
  UniqueViolationError,
  UnitOfWork,
} from '@app/persistence';
import { HandError } from '../hands/hand.error';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { formatAmount } from '../ledger/format-amount';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit } from '../common/pagination/page-query.dto';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';
import { seatStackReference } from '../hands/seat-ledger.service';
import type { TableChange } from '../hands/table-change';
import { TableEffectsService } from '../hands/table-effects.service';
import { IdempotencyError } from '../idempotency/idempotency.error';
import { FirstUse, recogniseRetry, usedForAnotherRequest } from '../idempotency/recognise-retry';
import { requestFingerprint } from '../idempotency/request-fingerprint';
import { LedgerService } from '../ledger/ledger.service';
import { requesterOf } from '../hands/queued-request';
import { actingPlayer, SeatingService } from '../tables/seating.service';
import { TableError, TableErrorCode } from '../tables/table.error';
import { CashRoomNotifier } from './board/cash-room-notifier.service';
import { CashError, CashErrorCode } from './cash.error';
import { sessionSummaryView, sessionView } from './cash-views';
import type { CashSessionPage, CashSessionView } from './dto/cash.views';
import type { ListSessionsQuery } from './dto/report-query.dto';
import type { OpenSessionDto, TopUpDto } from './dto/session.dto';
import { reportRange } from './report-range';
import { SessionLocks } from './session-locks.service';
import { WaitlistService } from './waitlist.service';

const isPosition = (v: unknown): v is SessionPosition =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && !Number.isNaN(Date.parse(v[0])) && typeof v[1] === 'string' && /^[0-9a-f-]{36}$/.test(v[1]);

/** A top-up done now (the session after it), or queued behind the hand the seat is in. */
export type SessionAnswer = { kind: 'done'; session: CashSessionView; replayed: boolean } | { kind: 'pending'; request: PendingRequest; replayed: boolean };

const topUpFingerprint = (sessionId: string, params: TopUpParams) =>
  requestFingerprint({ operation: 'cash.top-up', sessionId, amount: params.amount, source: params.source });
const isInHand = (error: unknown) => error instanceof CashError && error.code === CashErrorCode.IN_HAND;

/**
 * Sessions: sitting down with a buy-in (a seat at the game's table, through the tables' own
 * seating), topping up and rebuying within the game's limits, and reading them. Leaving and moving
 * are `SessionExitService`. Each change is one unit of work with its audit record.
 */
@Injectable()
export class CashSessionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly sessions: CashSessionRepository,
    private readonly games: CashGameRepository,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly seating: SeatingService,
    private readonly hands: HandLifecycleService,
    private readonly effects: TableEffectsService,
    private readonly ledger: LedgerService,
    private readonly waitlist: WaitlistService,
    private readonly locks: SessionLocks,
    private readonly audit: AuditService,
    private readonly pending: PendingRequestRepository,
    private readonly room: CashRoomNotifier,
  ) {}

  async open(actor: Principal, dto: OpenSessionDto): Promise<CashSessionView> {
    const playerId = actingPlayer(actor, dto.playerId);
    const source = dto.source ?? 'bankroll';
    const seen = await this.tables.findById(dto.tableId);
    if (!seen) throw HandError.tableNotFound(dto.tableId);
    if (!seen.cashGameId)
      throw new CashError(CashErrorCode.TABLE_NOT_IN_CASH_GAME, `table ${dto.tableId} belongs to no cash game: sit down with POST /tables/{id}/seats`);
    this.locks.floorOnly(actor, seen, source);
    const gameId = seen.cashGameId;
    const { sessionId, change } = await this.uow.run(async () => {
      await this.games.lockById(gameId);
      const table = (await this.tables.lockById(dto.tableId)) as PokerTable;
      this.locks.requireGameTable(table, gameId);
      const chips = BigInt(dto.buyIn);
      if (chips < (table.minBuyIn ?? 0n) || chips > (table.maxBuyIn ?? chips)) {
        throw new TableError(
          TableErrorCode.BUY_IN_OUT_OF_RANGE,
          `the buy-in at this game is ${formatAmount(table.minBuyIn ?? 0n, table.unit)} to ${formatAmount(table.maxBuyIn ?? chips, table.unit)} (got ${formatAmount(chips, table.unit)})`,
        );
      }
      if (await this.sessions.findOpen(playerId, table.id))
        throw new CashError(CashErrorCode.SESSION_ALREADY_OPEN, `player ${playerId} already has an open session at table ${table.id}`);
      await this.locks.checkNotHeld(table, playerId, (await this.seats.listForTable(table.id)).length);
      const seated = await this.seating.seatInUnitOfWork(actor, table.id, {
        playerId,
        seat: dto.seat,
        chips,
        source: await this.locks.moneySource(table, source),
        waitForBigBlind: dto.waitForBigBlind,
      });
      const at = new Date();
      const session = await this.sessions.create({ playerId, cashGameId: gameId, tableId: table.id, unit: table.unit, startedAt: at });
      await this.sessions.addSeating({ sessionId: session.id, tableId: table.id, seat: dto.seat, seatingId: seated.seatingId, startedAt: at });
      await this.sessions.addEvent({
        sessionId: session.id,
        kind: 'buy-in',
        tableId: table.id,
        amount: chips,
        source,
        ledgerTransactionId: seated.transactionId,
        actorKeyId: actor.keyId,
      });
      await this.waitlist.seated(gameId, playerId);
      this.room.changed('session-opened', gameId);
      await this.audit.record(
        actor,
        'cash.session-open',
        { type: 'cash-session', id: session.id },
        { playerId, tableId: table.id, seat: dto.seat, buyIn: dto.buyIn, source },
      );
      return { sessionId: session.id, change: seated.change };
    });
    await this.effects.apply(change);
    return this.view(sessionId);
  }

  /**
   * More chips onto the seat: at an engine table between the player's hands, up to the maximum
   * buy-in (a busted player's rebuy at least the minimum); at a live table the floor records it
   * (the stack on the felt is unknown here: each top-up is at most the maximum buy-in). A seat in
   * the hand in progress gets it when the hand ends: the answer is then the pending request.
   * The Idempotency-Key covers both: a retry replays the top-up done, or the request queued.
   */
  async topUp(actor: Principal, sessionId: string, dto: TopUpDto, idempotencyKey: string): Promise<SessionAnswer> {
    const seen = await this.locks.readable(actor, sessionId);
    const params: TopUpParams = { amount: dto.amount, source: dto.source ?? 'bankroll' };
    const key = `api:${idempotencyKey}`;
    const fingerprint = topUpFingerprint(sessionId, params);
    const answer = await this.uow.run(async (): Promise<Extract<SessionAnswer, { kind: 'pending' }> | { kind: 'done'; replayed: boolean }> => {
      const { session, table } = await this.locks.lockOpen(seen);
      this.locks.floorOnly(actor, table, params.source);
      const queued = await this.pending.findByIdempotencyKey(key);
      if (queued && recogniseRetry(firstUseOf(queued), fingerprint)) return { kind: 'pending', request: queued, replayed: true };
      try {
        return { kind: 'done', replayed: await this.addChips(actor, session, table, params, key, fingerprint) };
      } catch (error) {
        if (!isInHand(error)) throw error;
        return { kind: 'pending', request: await this.queueTopUp(actor, session, table, params, key, fingerprint), replayed: false };
      }
    });
    return answer.kind === 'pending' ? answer : { kind: 'done', session: await this.view(sessionId), replayed: answer.replayed };
  }

  /**
   * A top-up that waited for the hand (inside the applier's unit of work): the same checks and
   * posting as at once, against the stack the hand left, as whoever asked for it.
   */
  async applyPendingTopUp(request: Extract<PendingRequest, { kind: 'top-up' }>): Promise<void> {
    const seen = await this.sessions.findById(request.cashSessionId);
    if (!seen) throw CashError.sessionNotFound(request.cashSessionId);
    const { session, table } = await this.locks.lockOpen(seen);
    const fingerprint = request.requestFingerprint ?? topUpFingerprint(session.id, request.params);
    await this.addChips(requesterOf(request), session, table, request.params, request.idempotencyKey ?? `pending:${request.id}`, fingerprint, request.id);
  }

  /** Checks and posts the top-up under the table lock; true when the ledger key had done it already (nothing moved now). */
  private async addChips(
    actor: Actor,
    session: CashSession,
    table: PokerTable,
    params: TopUpParams,
    key: string,
    fingerprint: string,
    pendingRequestId?: string,
  ): Promise<boolean> {
    let kind: 'top-up' | 'rebuy' = 'top-up';
    let seat: TableSeat | undefined;
    const amount = BigInt(params.amount);
    const result = await this.ledger.postOnce({ idempotencyKey: key, fingerprint, actor }, async () => {
      seat = await this.seatOf(table, session.playerId);
      kind = await this.checkTopUp(table, seat, amount);
      const from = await this.locks.moneySource(table, params.source);
      const fromId =
        from.from === 'bankroll'
          ? (await this.ledger.ensureAccount({ kind: 'player-bankroll', unit: table.unit, playerId: session.playerId })).id
          : from.accountId;
      return {
        kind: 'top-up',
        unit: table.unit,
        reference: seatStackReference(table.id),
        memo: `${kind} at ${table.name}`,
        entries: [
          { accountId: fromId, amount: -amount },
          { accountId: seat.stackAccountId, amount },
        ],
      };
    });
    if (result.replayed || !seat) return true;
    await this.sessions.addEvent({
      sessionId: session.id,
      kind,
      tableId: table.id,
      amount,
      source: params.source,
      ledgerTransactionId: result.transaction.id,
      actorKeyId: actor.keyId,
    });
    const details = {
      tableId: table.id,
      amount: params.amount,
      source: params.source,
      idempotencyKey: key.replace(/^api:/, ''),
      ...(pendingRequestId ? { pendingRequestId } : {}),
    };
    await this.audit.record(actor, `cash.${kind}`, { type: 'cash-session', id: session.id }, details);
    const change = await this.afterStackChange(table, seat);
    // After the outermost commit: the applier of a pending request runs this inside its own unit of work.
    this.uow.afterCommit(() => this.effects.apply(change));
    return false;
  }

  /** The seat is dealt into the hand in progress: the top-up waits for it to end. */
  private async queueTopUp(
    actor: Principal,
    session: CashSession,
    table: PokerTable,
    params: TopUpParams,
    key: string,
    fingerprint: string,
  ): Promise<PendingRequest> {
    const handId = table.lastHandId;
    try {
      const request = await this.pending.create({
        kind: 'top-up',
        cashSessionId: session.id,
        tournamentId: null,
        playerId: session.playerId,
        tableId: table.id,
        handId,
        params,
        idempotencyKey: key,
        requestFingerprint: fingerprint,
        actorKeyId: actor.keyId,
        actorRole: actor.role,
      });
      await this.audit.record(
        actor,
        'cash.top-up-queued',
        { type: 'cash-session', id: session.id },
        { tableId: table.id, amount: params.amount, source: params.source, pendingRequestId: request.id, handId },
      );
      return request;
    } catch (error) {
      if (error instanceof UniqueViolationError) throw IdempotencyError.inUse();
      throw error;
    }
  }

  async get(actor: Principal, sessionId: string): Promise<CashSessionView> {
    await this.locks.readable(actor, sessionId);
    return this.view(sessionId);
  }

  /** Newest first; filtered by player, table (sat at), game, status and time range. */
  async list(query: ListSessionsQuery): Promise<CashSessionPage> {
    const range = reportRange(query);
    const page = await this.sessions.list({
      playerId: query.playerId,
      tableId: query.tableId,
      cashGameId: query.gameId,
      status: query.status,
      from: query.from === undefined ? undefined : range.from,
      to: query.to === undefined ? undefined : range.to,
      limit: pageLimit(query),
      before: decodeCursor(query.cursor, isPosition),
    });
    return { items: page.items.map(sessionSummaryView), nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  /** The session with everything it recorded; `leaving` when its seat waits for a hand to end. */
  async view(sessionId: string): Promise<CashSessionView> {
    const detail = await this.sessions.detail(sessionId);
    if (!detail) throw CashError.sessionNotFound(sessionId);
    const open = detail.seatings.find((s) => s.endedAt === null);
    const seat = open ? (await this.seats.listForTable(open.tableId)).find((s) => s.seatingId === open.seatingId) : undefined;
    return sessionView(detail, seat?.leaving ?? false, new Date());
  }

  private async seatOf(table: PokerTable, playerId: string): Promise<TableSeat> {
    const seat = (await this.seats.listForTable(table.id)).find((s) => s.playerId === playerId);
    if (!seat) throw new TableError(TableErrorCode.NOT_SEATED, `player ${playerId} has no seat at table ${table.id}`);
    return seat;
  }

  /** Whether a top-up of `amount` is allowed now (IN_HAND: once the hand is over), and whether it is a rebuy (the stack was empty). */
  private async checkTopUp(table: PokerTable, seat: TableSeat, amount: bigint): Promise<'top-up' | 'rebuy'> {
    const max = table.maxBuyIn ?? amount;
    if (table.dealing === 'live') {
      if (amount > max) throw new CashError(CashErrorCode.TOP_UP_OUT_OF_RANGE, `a top-up at this game is at most ${formatAmount(max, table.unit)}`);
      return 'top-up';
    }
    if (seat.stack + amount > max)
      throw new CashError(
        CashErrorCode.TOP_UP_OUT_OF_RANGE,
        `the stack may reach at most ${formatAmount(max, table.unit)}: ${formatAmount(seat.stack, table.unit)} + ${formatAmount(amount, table.unit)} is more`,
      );
    if (seat.stack === 0n && amount < (table.minBuyIn ?? 0n))
      throw new CashError(CashErrorCode.TOP_UP_OUT_OF_RANGE, `a rebuy is at least the minimum buy-in, ${formatAmount(table.minBuyIn ?? 0n, table.unit)}`);
    // The limits first, against the stack the hand started with: a top-up that cannot fit is refused now, not queued.
    if ((await this.hands.runningHandSeats(table)).includes(seat.seat))
      throw new CashError(CashErrorCode.IN_HAND, 'chips are added between hands: this seat is in the hand in progress');
    return seat.stack > 0n ? 'top-up' : 'rebuy';
  }

  /**
   * A seat with new chips may now be dealt in (a rebuy after busting). The stack lives in the
   * ledger, so nothing on the seat row changed: touching it moves the table's seating version,
   * which gives the next-hand job a fresh id.
   */
  private async afterStackChange(table: PokerTable, seat: TableSeat): Promise<TableChange> {
    await this.seats.touch(table.id, seat.seat);
    const updated = (await this.tables.findById(table.id)) as PokerTable;
    return this.hands.afterSeating(updated, await this.seats.listForTable(table.id));
  }
}

/** A queued request as the first use of its key: only a top-up can be this top-up's retry. */
function firstUseOf(request: PendingRequest): FirstUse {
  return { fingerprint: request.kind === 'top-up' ? request.requestFingerprint : null, refusal: usedForAnotherRequest(`pending request ${request.id}`) };
}
