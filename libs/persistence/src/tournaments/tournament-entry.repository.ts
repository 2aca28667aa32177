import { Injectable } from '@nestjs/common';
import type { Prisma, TournamentEntry as EntryRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { EntryChanges, EntryStatus, NewEntry, TournamentEntry } from './tournament';

type Row = EntryRow & { player: { screenName: string } };
const WITH_PLAYER = { player: { select: { screenName: true } } } as const;

function toDomain(row: Row): TournamentEntry {
  const { player, ...rest } = row;
  return { ...rest, screenName: player.screenName };
}

/** Entries (first entries and re-entries), their busts and their places. */
@Injectable()
export class TournamentEntryRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(entry: NewEntry): Promise<TournamentEntry> {
    return toDomain(await this.db.client.tournamentEntry.create({ data: entry, include: WITH_PLAYER }));
  }

  async findById(id: string): Promise<TournamentEntry | null> {
    const row = await this.db.client.tournamentEntry.findUnique({ where: { id }, include: WITH_PLAYER });
    return row ? toDomain(row) : null;
  }

  async update(id: string, changes: EntryChanges): Promise<TournamentEntry> {
    return toDomain(await this.db.client.tournamentEntry.update({ where: { id }, data: changes, include: WITH_PLAYER }));
  }

  /** Players still in: registered or playing entries. */
  async countLive(tournamentId: string): Promise<number> {
    return this.db.client.tournamentEntry.count({ where: { tournamentId, status: { in: ['registered', 'playing'] } } });
  }

  /** One more move for each player's live entry (balancing, a table break, a director's move). */
  async countMove(tournamentId: string, playerIds: readonly string[]): Promise<void> {
    if (playerIds.length === 0) return;
    await this.db.client.tournamentEntry.updateMany({
      where: { tournamentId, playerId: { in: [...playerIds] }, status: 'playing' },
      data: { timesMoved: { increment: 1 } },
    });
  }

  /** The hand-for-hand round of bust group `bustSeq` (null: not a hand-for-hand group, or no such group). */
  async roundOfBustGroup(tournamentId: string, bustSeq: number): Promise<number | null> {
    const row = await this.db.client.tournamentEntry.findFirst({ where: { tournamentId, bustSeq }, select: { bustRound: true } });
    return row?.bustRound ?? null;
  }

  /** Every entry of a player in a tournament, first entry first. */
  async listForPlayer(tournamentId: string, playerId: string): Promise<TournamentEntry[]> {
    const rows = await this.db.client.tournamentEntry.findMany({ where: { tournamentId, playerId }, orderBy: { entryNo: 'asc' }, include: WITH_PLAYER });
    return rows.map(toDomain);
  }

  /** The player's registered or playing entry, if any (at most one: a partial unique index). */
  async findLive(tournamentId: string, playerId: string): Promise<TournamentEntry | null> {
    const row = await this.db.client.tournamentEntry.findFirst({
      where: { tournamentId, playerId, status: { in: ['registered', 'playing'] } },
      include: WITH_PLAYER,
    });
    return row ? toDomain(row) : null;
  }

  /** Entries with one of `statuses` (all when omitted), in registration order. */
  async list(tournamentId: string, statuses?: readonly EntryStatus[]): Promise<TournamentEntry[]> {
    const where: Prisma.TournamentEntryWhereInput = { tournamentId };
    if (statuses) where.status = { in: [...statuses] };
    const rows = await this.db.client.tournamentEntry.findMany({ where, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], include: WITH_PLAYER });
    return rows.map(toDomain);
  }

  /** Busted entries still waiting for their place, in bust order (latest bust last). */
  async listUnplacedBusts(tournamentId: string): Promise<TournamentEntry[]> {
    const rows = await this.db.client.tournamentEntry.findMany({
      where: { tournamentId, status: 'busted', place: null },
      orderBy: [{ bustSeq: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      include: WITH_PLAYER,
    });
    return rows.map(toDomain);
  }

  /** Placed entries whose prize is not recorded yet, best place first. */
  async listPlacedUnpaid(tournamentId: string): Promise<TournamentEntry[]> {
    const rows = await this.db.client.tournamentEntry.findMany({
      where: { tournamentId, place: { not: null }, prize: null },
      orderBy: [{ place: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      include: WITH_PLAYER,
    });
    return rows.map(toDomain);
  }

  /** The results: placed entries, best place first. */
  async listPlaced(tournamentId: string): Promise<TournamentEntry[]> {
    const rows = await this.db.client.tournamentEntry.findMany({
      where: { tournamentId, place: { not: null } },
      orderBy: [{ place: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
      include: WITH_PLAYER,
    });
    return rows.map(toDomain);
  }
}
