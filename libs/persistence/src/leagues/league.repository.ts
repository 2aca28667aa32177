import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import type { League as LeagueRow, Prisma, Tournament as TournamentRow } from '../generated/prisma/client';
import type { TournamentStatus } from '../tournaments/tournament';
import { UnitOfWork } from '../unit-of-work';
import { League, LeagueChanges, LeagueEventResults, LeagueEventSummary, LeagueFormula, LeagueListQuery, LeaguePosition, NewLeague } from './league';

const STATUS_FROM_ROW: Record<TournamentRow['status'], TournamentStatus> = {
  scheduled: 'scheduled',
  registering: 'registering',
  running: 'running',
  on_break: 'on-break',
  finished: 'finished',
  cancelled: 'cancelled',
};

/** `YYYY-MM-DD` ⇄ a Postgres `date` (Prisma reads and writes it as UTC midnight). */
const toDate = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
const fromDate = (date: Date): string => date.toISOString().slice(0, 10);

function toDomain(row: LeagueRow): League {
  return {
    id: row.id,
    name: row.name,
    currency: row.currency,
    seasonFrom: fromDate(row.seasonFrom),
    seasonTo: fromDate(row.seasonTo),
    // Written only after the room's formula check (and a CHECK keeps it an object).
    formula: row.formula as unknown as LeagueFormula,
    createdByKeyId: row.createdByKeyId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const formulaJson = (formula: LeagueFormula): Prisma.InputJsonValue => ({ ...formula }) as Prisma.InputJsonValue;

type EventRow = { tournamentId: string; addedAt: Date; tournament: TournamentRow };

function summary(row: EventRow): LeagueEventSummary {
  const t = row.tournament;
  return {
    tournamentId: t.id,
    name: t.name,
    status: STATUS_FROM_ROW[t.status],
    currency: t.currency,
    buyIn: t.buyIn,
    entries: t.entriesCount,
    scheduledStartAt: t.scheduledStartAt,
    startedAt: t.startedAt,
    finishedAt: t.finishedAt,
    addedAt: row.addedAt,
  };
}

/** Leagues and the tournaments they count; the results their standings are computed from. */
@Injectable()
export class LeagueRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(league: NewLeague): Promise<League> {
    const { formula, seasonFrom, seasonTo, ...rest } = league;
    const row = await this.db.client.league.create({
      data: { ...rest, seasonFrom: toDate(seasonFrom), seasonTo: toDate(seasonTo), formula: formulaJson(formula) },
    });
    return toDomain(row);
  }

  async findById(id: string): Promise<League | null> {
    const row = await this.db.client.league.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /** `SELECT … FOR UPDATE` until the unit of work ends: a league's changes are serialised. False when there is no such league. */
  async lock(id: string): Promise<boolean> {
    const rows = await this.db.client.$queryRaw<{ id: string }[]>`SELECT id::text FROM leagues WHERE id = ${id}::uuid FOR UPDATE`;
    return rows.length === 1;
  }

  async update(id: string, changes: LeagueChanges): Promise<League> {
    const data: Prisma.LeagueUpdateInput = {};
    if (changes.name !== undefined) data.name = changes.name;
    if (changes.seasonFrom !== undefined) data.seasonFrom = toDate(changes.seasonFrom);
    if (changes.seasonTo !== undefined) data.seasonTo = toDate(changes.seasonTo);
    if (changes.formula !== undefined) data.formula = formulaJson(changes.formula);
    return toDomain(await this.db.client.league.update({ where: { id }, data }));
  }

  /** Newest first. */
  async list(query: LeagueListQuery): Promise<Page<League, LeaguePosition>> {
    const where: Prisma.LeagueWhereInput = {};
    if (query.before) {
      const at = new Date(query.before[0]);
      where.OR = [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: query.before[1] } }];
    }
    const rows = await this.db.client.league.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: query.limit + 1 });
    return toPage(rows.map(toDomain), query.limit, (l): LeaguePosition => [l.createdAt.toISOString(), l.id]);
  }

  /** The league's tournaments, in the order they were added. */
  async events(leagueId: string): Promise<LeagueEventSummary[]> {
    const rows = await this.db.client.leagueEvent.findMany({
      where: { leagueId },
      orderBy: [{ addedAt: 'asc' }, { tournamentId: 'asc' }],
      include: { tournament: true },
    });
    return rows.map(summary);
  }

  async hasEvent(leagueId: string, tournamentId: string): Promise<boolean> {
    return (await this.db.client.leagueEvent.count({ where: { leagueId, tournamentId } })) > 0;
  }

  async addEvent(leagueId: string, tournamentId: string, addedByKeyId: string | null): Promise<void> {
    await this.db.client.leagueEvent.create({ data: { leagueId, tournamentId, addedByKeyId } });
  }

  /** False when the tournament was not in the league. */
  async removeEvent(leagueId: string, tournamentId: string): Promise<boolean> {
    const { count } = await this.db.client.leagueEvent.deleteMany({ where: { leagueId, tournamentId } });
    return count > 0;
  }

  /** Every event with its results: the entries (unregistered ones left out) of finished events only. */
  async results(leagueId: string): Promise<LeagueEventResults[]> {
    const rows = await this.db.client.leagueEvent.findMany({
      where: { leagueId },
      orderBy: [{ addedAt: 'asc' }, { tournamentId: 'asc' }],
      include: {
        tournament: {
          include: {
            entries: {
              where: { status: { not: 'unregistered' }, tournament: { status: 'finished' } },
              orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
              include: { player: { select: { screenName: true } } },
            },
          },
        },
      },
    });
    return rows.map((row) => ({
      ...summary(row),
      results: row.tournament.entries.map((e) => ({
        playerId: e.playerId,
        screenName: e.player.screenName,
        entryNo: e.entryNo,
        status: e.status,
        place: e.place,
        placeTo: e.placeTo,
        prize: e.prize,
      })),
    }));
  }
}
