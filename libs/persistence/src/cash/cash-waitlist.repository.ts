import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import { UniqueViolationError } from '../common/unique-violation.error';
import { isUniqueViolation } from '../database-error';
import type { Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { WaitlistEntry, WaitlistPosition } from './cash';

const WITH_PLAYER = { player: { select: { screenName: true } } } as const;
type EntryRow = Prisma.CashWaitlistEntryGetPayload<{ include: typeof WITH_PLAYER }>;

/** The partial unique index behind "once on a game's list at a time" (hand-written in the migration). */
const ONE_ENTRY_INDEX = 'cash_waitlist_one_active_entry';

function toDomain(row: EntryRow): WaitlistEntry {
  const { player, ...entry } = row;
  return { ...entry, screenName: player.screenName, via: row.via as WaitlistEntry['via'] };
}

/** A waitlist entry with its place: `position` counts the waiting players from 1 (null while called). */
export type RankedWaitlistEntry = WaitlistEntry & { position: number | null };

interface RankedRow {
  id: string;
  position: number | null;
  rank: number;
}

/** Waitlists. Writers hold the game's row lock (`CashGameRepository.lockById`). */
@Injectable()
export class CashWaitlistRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Throws `UniqueViolationError('waitlist-entry', 'playerId')` when the player is already on the list. */
  async join(entry: { cashGameId: string; playerId: string; via: WaitlistEntry['via']; at: Date }): Promise<WaitlistEntry> {
    try {
      const row = await this.db.client.cashWaitlistEntry.create({
        data: { cashGameId: entry.cashGameId, playerId: entry.playerId, via: entry.via, joinedAt: entry.at, queuedAt: entry.at },
        include: WITH_PLAYER,
      });
      return toDomain(row);
    } catch (error) {
      if (isUniqueViolation(error, ONE_ENTRY_INDEX)) throw new UniqueViolationError('waitlist-entry', 'playerId');
      throw error;
    }
  }

  async findById(id: string): Promise<WaitlistEntry | null> {
    const row = await this.db.client.cashWaitlistEntry.findUnique({ where: { id }, include: WITH_PLAYER });
    return row ? toDomain(row) : null;
  }

  /** The player's entry that is waiting or called, if any. */
  async findActive(cashGameId: string, playerId: string): Promise<WaitlistEntry | null> {
    const row = await this.db.client.cashWaitlistEntry.findFirst({
      where: { cashGameId, playerId, status: { in: ['waiting', 'called'] } },
      include: WITH_PLAYER,
    });
    return row ? toDomain(row) : null;
  }

  /** The first player waiting (queue order). */
  async nextWaiting(cashGameId: string): Promise<WaitlistEntry | null> {
    const row = await this.db.client.cashWaitlistEntry.findFirst({
      where: { cashGameId, status: 'waiting' },
      orderBy: [{ queuedAt: 'asc' }, { id: 'asc' }],
      include: WITH_PLAYER,
    });
    return row ? toDomain(row) : null;
  }

  async call(id: string, call: { tableId: string; at: Date; holdUntil: Date }): Promise<WaitlistEntry> {
    const row = await this.db.client.cashWaitlistEntry.update({
      where: { id },
      data: { status: 'called', calls: { increment: 1 }, calledAt: call.at, holdUntil: call.holdUntil, calledTableId: call.tableId },
      include: WITH_PLAYER,
    });
    return toDomain(row);
  }

  /** Back to the end of the list (a missed call). */
  async requeue(id: string, at: Date): Promise<void> {
    await this.db.client.cashWaitlistEntry.update({
      where: { id },
      data: { status: 'waiting', queuedAt: at, calledAt: null, holdUntil: null, calledTableId: null },
    });
  }

  async end(id: string, status: 'seated' | 'removed', reason: string, at: Date): Promise<void> {
    await this.db.client.cashWaitlistEntry.update({ where: { id }, data: { status, endReason: reason, endedAt: at, holdUntil: null } });
  }

  /** Every entry still on the game's list (closing the game ends them). */
  async listActive(cashGameId: string): Promise<WaitlistEntry[]> {
    const rows = await this.db.client.cashWaitlistEntry.findMany({ where: { cashGameId, status: { in: ['waiting', 'called'] } }, include: WITH_PLAYER });
    return rows.map(toDomain);
  }

  /** How many are on the game's list (waiting or called). */
  async countActive(cashGameId: string): Promise<number> {
    return this.db.client.cashWaitlistEntry.count({ where: { cashGameId, status: { in: ['waiting', 'called'] } } });
  }

  /** The player's entries still on a list (waiting or called), oldest joined first. */
  async listActiveForPlayer(playerId: string): Promise<WaitlistEntry[]> {
    const rows = await this.db.client.cashWaitlistEntry.findMany({
      where: { playerId, status: { in: ['waiting', 'called'] } },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
      include: WITH_PLAYER,
    });
    return rows.map(toDomain);
  }

  /** Every entry still on these games' lists: called ones first (by call time), then the waiting ones in queue order. */
  async listActiveOf(cashGameIds: string[]): Promise<WaitlistEntry[]> {
    if (cashGameIds.length === 0) return [];
    const rows = await this.db.client.cashWaitlistEntry.findMany({
      where: { cashGameId: { in: cashGameIds }, status: { in: ['waiting', 'called'] } },
      include: WITH_PLAYER,
    });
    const key = (e: WaitlistEntry) => [e.status === 'called' ? 0 : 1, ((e.status === 'called' ? e.calledAt : null) ?? e.queuedAt).getTime()] as const;
    return rows.map(toDomain).sort((a, b) => {
      const [ra, ta] = key(a);
      const [rb, tb] = key(b);
      return ra - rb || ta - tb || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    });
  }

  /** Seats held at a table for called players (other than `exceptPlayerId`'s own). */
  async heldSeats(tableId: string, exceptPlayerId?: string): Promise<number> {
    return this.db.client.cashWaitlistEntry.count({
      where: { calledTableId: tableId, status: 'called', ...(exceptPlayerId ? { playerId: { not: exceptPlayerId } } : {}) },
    });
  }

  /** A waiting entry's place in its list (1 = next). */
  async positionOf(entry: WaitlistEntry): Promise<number> {
    const [row] = await this.db.client.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM cash_waitlist_entries
      WHERE cash_game_id = ${entry.cashGameId}::uuid AND status = 'waiting' AND (queued_at, id) <= (${entry.queuedAt}::timestamptz, ${entry.id}::uuid)`;
    return row?.n ?? 0;
  }

  /** Called players first (by call time), then the waiting ones in queue order, each with their position. */
  async list(cashGameId: string, limit: number, after?: WaitlistPosition): Promise<Page<RankedWaitlistEntry, WaitlistPosition>> {
    const [rank, at, id] = after ?? [-1, new Date(0).toISOString(), '00000000-0000-0000-0000-000000000000'];
    const ranked = await this.db.client.$queryRaw<RankedRow[]>`
      SELECT id, position, rank FROM (
        SELECT id::text AS id, CASE WHEN status = 'called' THEN 0 ELSE 1 END AS rank,
               CASE WHEN status = 'called' THEN called_at ELSE queued_at END AS sort_at, id AS sort_id,
               CASE WHEN status = 'waiting' THEN (row_number() OVER (PARTITION BY status ORDER BY queued_at, id))::int END AS position
        FROM cash_waitlist_entries WHERE cash_game_id = ${cashGameId}::uuid AND status IN ('waiting', 'called')) e
      WHERE (rank, sort_at, sort_id) > (${rank}::int, ${new Date(at)}::timestamptz, ${id}::uuid)
      ORDER BY rank, sort_at, sort_id LIMIT ${limit + 1}`;
    const rows = await this.db.client.cashWaitlistEntry.findMany({ where: { id: { in: ranked.map((r) => r.id) } }, include: WITH_PLAYER });
    const byId = new Map(rows.map((r) => [r.id, toDomain(r)]));
    const items = ranked.flatMap((r) => {
      const entry = byId.get(r.id);
      return entry ? [{ ...entry, position: r.position }] : [];
    });
    return toPage(items, limit, (e): WaitlistPosition => [
      e.status === 'called' ? 0 : 1,
      ((e.status === 'called' ? e.calledAt : e.queuedAt) ?? e.queuedAt).toISOString(),
      e.id,
    ]);
  }
}
