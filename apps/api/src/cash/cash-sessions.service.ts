import { Injectable } from '@nestjs/common';
import { CashGameRepository, CashSessionRepository, PokerTable, SessionPosition, TableRepository, TableSeat, TableSeatRepository, UnitOfWork } from '@app/persistence';
import { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { formatAmount } from '../common/amounts/format-amount';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit } from '../common/pagination/page-query.dto';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';
import { seatStackReference } from '../hands/seat-ledger.service';
import type { TableChange } from '../hands/table-change';
import { TableEffectsService } from '../hands/table-effects.service';
import { LedgerService } from '../ledger/ledger.service';
import { requestFingerprint } from '../ledger/request-fingerprint';
import { actingPlayer, SeatingService } from '../tables/seating.service';
import { TableError, TableErrorCode } from '../tables/table.error';
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

export interface SessionAnswer {
  session: CashSessionView;
  /** The Idempotency-Key had been used for this very top-up: nothing moved now. */
  replayed: boolean;
}

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
  ) {}

  async open(actor: Principal, dto: OpenSessionDto): Promise<CashSessionView> {
    const playerId = actingPlayer(actor, dto.playerId);
    const source = dto.source ?? 'bankroll';
    const seen = await this.tables.findById(dto.tableId);
    if (!seen) throw TableError.notFound(dto.tableId);
    if (!seen.cashGameId) throw new CashError(CashErrorCode.TABLE_NOT_IN_CASH_GAME, `table ${dto.tableId} belongs to no cash game: sit down with POST /tables/{id}/seats`);
    this.locks.floorOnly(actor, seen, source);
    const gameId = seen.cashGameId;
    const { sessionId, change } = await this.uow.run(async () => {
      await this.games.lockById(gameId);
      const table = (await this.tables.lockById(dto.tableId)) as PokerTable;
      this.locks.requireGameTable(table, gameId);
      const chips = BigInt(dto.buyIn);
      if (chips < (table.minBuyIn ?? 0n) || chips > (table.maxBuyIn ?? chips)) {
        throw new TableError(TableErrorCode.BUY_IN_OUT_OF_RANGE, `the buy-in at this game is ${formatAmount(table.minBuyIn ?? 0n, table.unit)} to ${formatAmount(table.maxBuyIn ?? chips, table.unit)} (got ${formatAmount(chips, table.unit)})`);
      }
      if (await this.sessions.findOpen(playerId, table.id)) throw new CashError(CashErrorCode.SESSION_ALREADY_OPEN, `player ${playerId} already has an open session at table ${table.id}`);
      await this.locks.checkNotHeld(table, playerId, (await this.seats.listForTable(table.id)).length);
      const seated = await this.seating.seatInUnitOfWork(actor, table.id, { playerId, seat: dto.seat, chips, source: await this.locks.moneySource(table, source) });
      const at = new Date();
      const session = await this.sessions.create({ playerId, cashGameId: gameId, tableId: table.id, unit: table.unit, startedAt: at });
      await this.sessions.addSeating({ sessionId: session.id, tableId: table.id, seat: dto.seat, seatingId: seated.seatingId, startedAt: at });
      await this.sessions.addEvent({ sessionId: session.id, kind: 'buy-in', tableId: table.id, amount: chips, source, ledgerTransactionId: seated.transactionId, actorKeyId: actor.keyId });
      await this.waitlist.seated(gameId, playerId);
      await this.audit.record(actor, 'cash.session-open', { type: 'cash-session', id: session.id }, { playerId, tableId: table.id, seat: dto.seat, buyIn: dto.buyIn, source });
      return { sessionId: session.id, change: seated.change };
    });
    await this.effects.apply(change);
    return this.view(sessionId);
  }

  /**
   * More chips onto the seat: at an engine table between the player's hands, up to the maximum
   * buy-in (a busted player's rebuy at least the minimum); at a live table the floor records it
   * (the stack on the felt is unknown here: each top-up is at most the maximum buy-in).
   */
  async topUp(actor: Principal, sessionId: string, dto: TopUpDto, idempotencyKey: string): Promise<SessionAnswer> {
    const seen = await this.locks.readable(actor, sessionId);
    const source = dto.source ?? 'bankroll';
    const fingerprint = requestFingerprint({ operation: 'cash.top-up', sessionId, amount: dto.amount, source });
    const { replayed, change } = await this.uow.run(async () => {
      const { session, table } = await this.locks.lockOpen(seen);
      this.locks.floorOnly(actor, table, source);
      let kind: 'top-up' | 'rebuy' = 'top-up';
      let seat: TableSeat | undefined;
      const result = await this.ledger.postOnce({ idempotencyKey: `api:${idempotencyKey}`, fingerprint, actor }, async () => {
        seat = await this.seatOf(table, session.playerId);
        kind = await this.checkTopUp(table, seat, BigInt(dto.amount));
        const from = await this.locks.moneySource(table, source);
        const fromId = from.from === 'bankroll' ? (await this.ledger.ensureAccount({ kind: 'player-bankroll', unit: table.unit, playerId: session.playerId })).id : from.accountId;
        return { kind: 'top-up', unit: table.unit, reference: seatStackReference(table.id), memo: `${kind} at ${table.name}`, entries: [{ accountId: fromId, amount: -BigInt(dto.amount) }, { accountId: seat.stackAccountId, amount: BigInt(dto.amount) }] };
      });
      if (result.replayed || !seat) return { replayed: true, change: null };
      await this.sessions.addEvent({ sessionId, kind, tableId: table.id, amount: BigInt(dto.amount), source, ledgerTransactionId: result.transaction.id, actorKeyId: actor.keyId });
      await this.audit.record(actor, `cash.${kind}`, { type: 'cash-session', id: sessionId }, { tableId: table.id, amount: dto.amount, source, idempotencyKey });
      return { replayed: false, change: await this.afterStackChange(table, seat) };
    });
    if (change) await this.effects.apply(change);
    return { session: await this.view(sessionId), replayed };
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

  /** Whether a top-up of `amount` is allowed now, and whether it is a rebuy (the stack was empty). */
  private async checkTopUp(table: PokerTable, seat: TableSeat, amount: bigint): Promise<'top-up' | 'rebuy'> {
    const max = table.maxBuyIn ?? amount;
    if (table.dealing === 'live') {
      if (amount > max) throw new CashError(CashErrorCode.TOP_UP_OUT_OF_RANGE, `a top-up at this game is at most ${formatAmount(max, table.unit)}`);
      return 'top-up';
    }
    if ((await this.hands.runningHandSeats(table)).includes(seat.seat)) throw new CashError(CashErrorCode.IN_HAND, 'chips are added between hands: this seat is in the hand in progress');
    if (seat.stack + amount > max) throw new CashError(CashErrorCode.TOP_UP_OUT_OF_RANGE, `the stack may reach at most ${formatAmount(max, table.unit)}: ${formatAmount(seat.stack, table.unit)} + ${formatAmount(amount, table.unit)} is more`);
    if (seat.stack > 0n) return 'top-up';
    if (amount < (table.minBuyIn ?? 0n)) throw new CashError(CashErrorCode.TOP_UP_OUT_OF_RANGE, `a rebuy is at least the minimum buy-in, ${formatAmount(table.minBuyIn ?? 0n, table.unit)}`);
    return 'rebuy';
  }

  /**
   * A seat with new chips may now be dealt in (a rebuy after busting). The stack lives in the
   * ledger, so nothing on the seat row changed: rewriting a field moves the table's seating version
   * (a trigger does), which gives the next-hand job a fresh id.
   */
  private async afterStackChange(table: PokerTable, seat: TableSeat): Promise<TableChange> {
    await this.seats.update(table.id, seat.seat, { consecutiveTimeouts: seat.consecutiveTimeouts });
    const updated = (await this.tables.findById(table.id)) as PokerTable;
    return this.hands.afterSeating(updated, await this.seats.listForTable(table.id));
  }
}
