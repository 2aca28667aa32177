import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import { UniqueViolationError } from '../common/unique-violation.error';
import { isUniqueViolation } from '../database-error';
import type { CashSessionEvent as EventRow, CashSessionSeating as SeatingRow, Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import {
  CashSession,
  MoneySource,
  NewSessionEvent,
  SessionDetail,
  SessionEvent,
  SessionEventKind,
  SessionListQuery,
  SessionPosition,
  SessionSeating,
} from './cash';

const WITH_PLAYER = { player: { select: { screenName: true } } } as const;
type SessionRow = Prisma.CashSessionGetPayload<{ include: typeof WITH_PLAYER }>;

/** The partial unique index behind "one open session per player per table" (hand-written in the migration). */
const ONE_OPEN_SESSION_INDEX = 'cash_sessions_one_open_per_table';

function sessionOf(row: SessionRow): CashSession {
  return {
    id: row.id,
    playerId: row.playerId,
    screenName: row.player.screenName,
    cashGameId: row.cashGameId,
    tableId: row.tableId,
    unit: row.unit,
    status: row.status,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
  };
}

function seatingOf(row: SeatingRow): SessionSeating {
  return {
    id: row.id.toString(),
    sessionId: row.sessionId,
    tableId: row.tableId,
    seat: row.seatNo,
    seatingId: row.seatingId,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
  };
}

function eventOf(row: EventRow): SessionEvent {
  return {
    id: row.id.toString(),
    sessionId: row.sessionId,
    kind: row.kind as SessionEventKind,
    tableId: row.tableId,
    amount: row.amount,
    source: row.source as MoneySource | null,
    ledgerTransactionId: row.ledgerTransactionId?.toString() ?? null,
    actorKeyId: row.actorKeyId,
    createdAt: row.createdAt,
  };
}

/**
 * Sessions, their seatings (one per table sat at) and their events. Writers hold the lock of the
 * table concerned (`TableRepository.lockById`), taken before any session row is touched: the hand
 * path holds a table lock when it ends a session, so table → session is the one lock order.
 */
@Injectable()
export class CashSessionRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Throws `UniqueViolationError('cash-session', 'tableId')` when the player has an open session at the table. */
  async create(session: { playerId: string; cashGameId: string; tableId: string; unit: string; startedAt: Date }): Promise<CashSession> {
    try {
      return sessionOf(await this.db.client.cashSession.create({ data: session, include: WITH_PLAYER }));
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_SESSION_INDEX)) throw new UniqueViolationError('cash-session', 'tableId');
      throw error;
    }
  }

  async findById(id: string): Promise<CashSession | null> {
    const row = await this.db.client.cashSession.findUnique({ where: { id }, include: WITH_PLAYER });
    return row ? sessionOf(row) : null;
  }

  async findOpen(playerId: string, tableId: string): Promise<CashSession | null> {
    const row = await this.db.client.cashSession.findFirst({ where: { playerId, tableId, status: 'open' }, include: WITH_PLAYER });
    return row ? sessionOf(row) : null;
  }

  /** The open seating of a table seat (by its seating id) with its session; null for seats no session wraps. */
  async findBySeating(seatingId: string): Promise<{ session: CashSession; seating: SessionSeating } | null> {
    const row = await this.db.client.cashSessionSeating.findUnique({ where: { seatingId }, include: { session: { include: WITH_PLAYER } } });
    return row ? { session: sessionOf(row.session), seating: seatingOf(row) } : null;
  }

  async addSeating(seating: { sessionId: string; tableId: string; seat: number; seatingId: string; startedAt: Date }): Promise<void> {
    await this.db.client.cashSessionSeating.create({
      data: { sessionId: seating.sessionId, tableId: seating.tableId, seatNo: seating.seat, seatingId: seating.seatingId, startedAt: seating.startedAt },
    });
  }

  async endSeating(seatingId: string, at: Date): Promise<void> {
    await this.db.client.cashSessionSeating.update({ where: { seatingId }, data: { endedAt: at } });
  }

  async moveTo(sessionId: string, tableId: string): Promise<void> {
    await this.db.client.cashSession.update({ where: { id: sessionId }, data: { tableId } });
  }

  async close(sessionId: string, at: Date): Promise<void> {
    await this.db.client.cashSession.update({ where: { id: sessionId }, data: { status: 'closed', endedAt: at } });
  }

  async addEvent(event: NewSessionEvent): Promise<void> {
    await this.db.client.cashSessionEvent.create({
      data: { ...event, ledgerTransactionId: event.ledgerTransactionId === null ? null : BigInt(event.ledgerTransactionId) },
    });
  }

  async detail(id: string): Promise<SessionDetail | null> {
    const row = await this.db.client.cashSession.findUnique({
      where: { id },
      include: { ...WITH_PLAYER, seatings: { orderBy: { id: 'asc' } }, events: { orderBy: { id: 'asc' } } },
    });
    if (!row) return null;
    const seatingIds = row.seatings.map((s) => s.seatingId);
    const charged = await this.db.client.cashTimeCharge.aggregate({ _sum: { collected: true }, where: { seatingId: { in: seatingIds } } });
    return { ...sessionOf(row), seatings: row.seatings.map(seatingOf), events: row.events.map(eventOf), timeCharged: charged._sum.collected ?? 0n };
  }

  /** Newest first; filters combine. */
  async list(query: SessionListQuery): Promise<Page<CashSession, SessionPosition>> {
    const where: Prisma.CashSessionWhereInput = {
      ...(query.playerId ? { playerId: query.playerId } : {}),
      ...(query.cashGameId ? { cashGameId: query.cashGameId } : {}),
      ...(query.tableId ? { seatings: { some: { tableId: query.tableId } } } : {}),
      ...(query.status ? { status: query.status } : {}),
    };
    const and: Prisma.CashSessionWhereInput[] = [];
    if (query.from) and.push({ OR: [{ endedAt: null }, { endedAt: { gt: query.from } }] });
    if (query.to) and.push({ startedAt: { lt: query.to } });
    if (query.before) {
      const at = new Date(query.before[0]);
      and.push({ OR: [{ startedAt: { lt: at } }, { startedAt: at, id: { lt: query.before[1] } }] });
    }
    const rows = await this.db.client.cashSession.findMany({
      where: { ...where, AND: and },
      include: WITH_PLAYER,
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      take: query.limit + 1,
    });
    return toPage(rows.map(sessionOf), query.limit, (s): SessionPosition => [s.startedAt.toISOString(), s.id]);
  }
}
