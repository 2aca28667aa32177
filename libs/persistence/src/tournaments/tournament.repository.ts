import { Injectable } from '@nestjs/common';
import type { PayoutTable, Structure } from '@app/tournament-core';
import { Page, toPage } from '../common/page';
import type { Prisma, Tournament as TournamentRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import {
  FinalPayouts,
  NewTournament,
  Tournament,
  TournamentChanges,
  TournamentFormat,
  FlightReentry,
  TournamentListQuery,
  TournamentPosition,
  TournamentStatus,
} from './tournament';

type StatusRow = TournamentRow['status'];
const STATUS_TO_ROW: Record<TournamentStatus, StatusRow> = {
  scheduled: 'scheduled',
  registering: 'registering',
  running: 'running',
  'on-break': 'on_break',
  finished: 'finished',
  cancelled: 'cancelled',
};
const STATUS_FROM_ROW = Object.fromEntries(Object.entries(STATUS_TO_ROW).map(([s, r]) => [r, s])) as Record<StatusRow, TournamentStatus>;
type FormatRow = TournamentRow['format'];
const FORMAT_TO_ROW: Record<TournamentFormat, FormatRow> = { scheduled: 'scheduled', 'sit-and-go': 'sit_and_go', 'multi-day': 'multi_day' };
const FORMAT_FROM_ROW: Record<FormatRow, TournamentFormat> = { scheduled: 'scheduled', sit_and_go: 'sit-and-go', multi_day: 'multi-day' };
type ReentryRow = NonNullable<TournamentRow['flightReentry']>;
const REENTRY_TO_ROW: Record<FlightReentry, ReentryRow> = { 'if-busted': 'if_busted', 'keep-best': 'keep_best' };
const REENTRY_FROM_ROW: Record<ReentryRow, FlightReentry> = { if_busted: 'if-busted', keep_best: 'keep-best' };

/** JSON has no Infinity: an open-ended last band is stored with `maxEntries: null`. */
function payoutTableToJson(table: PayoutTable): Prisma.InputJsonValue {
  return {
    name: table.name,
    bands: table.bands.map((b) => ({ ...b, percentages: [...b.percentages], maxEntries: b.maxEntries === Infinity ? null : b.maxEntries })),
  };
}

function payoutTableFromJson(value: unknown): PayoutTable | null {
  if (value === null || value === undefined) return null;
  const table = value as { name: string; bands: { minEntries: number; maxEntries: number | null; percentages: number[] }[] };
  return { name: table.name, bands: table.bands.map((b) => ({ ...b, maxEntries: b.maxEntries ?? Infinity })) };
}

interface PayoutsJson {
  prizePool: string;
  overlay: string;
  percentages: number[];
  amounts: string[];
}

function payoutsToJson(p: FinalPayouts): Prisma.InputJsonValue {
  return { prizePool: p.prizePool.toString(), overlay: p.overlay.toString(), percentages: p.percentages, amounts: p.amounts.map(String) } satisfies PayoutsJson;
}

function payoutsFromJson(value: unknown): FinalPayouts | null {
  if (value === null || value === undefined) return null;
  const p = value as PayoutsJson;
  return { prizePool: BigInt(p.prizePool), overlay: BigInt(p.overlay), percentages: p.percentages, amounts: p.amounts.map(BigInt) };
}

function toDomain(row: TournamentRow): Tournament {
  const { structure, payoutTable, payouts, status, format, flightReentry, ...rest } = row;
  return {
    ...rest,
    status: STATUS_FROM_ROW[status],
    format: FORMAT_FROM_ROW[format],
    flightReentry: flightReentry ? REENTRY_FROM_ROW[flightReentry] : null,
    structure: structure as unknown as Structure,
    payoutTable: payoutTableFromJson(payoutTable),
    payouts: payoutsFromJson(payouts),
  };
}

@Injectable()
export class TournamentRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** `status`: a re-registered sit & go is created open for registration at once. */
  async create(tournament: NewTournament, status: 'scheduled' | 'registering' = 'scheduled'): Promise<Tournament> {
    const data: Prisma.TournamentUncheckedCreateInput = {
      ...tournament,
      status,
      format: FORMAT_TO_ROW[tournament.format],
      flightReentry: tournament.flightReentry ? REENTRY_TO_ROW[tournament.flightReentry] : null,
      structure: tournament.structure as unknown as Prisma.InputJsonValue,
      payoutTable: tournament.payoutTable ? payoutTableToJson(tournament.payoutTable) : undefined,
    };
    return toDomain(await this.db.client.tournament.create({ data }));
  }

  async findById(id: string): Promise<Tournament | null> {
    const row = await this.db.client.tournament.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /**
   * Locks the tournament row until the unit of work ends: every change to a tournament, its
   * entries, clock and results takes it, so they are serialised per tournament across processes.
   */
  async lockById(id: string): Promise<Tournament | null> {
    const locked = await this.db.client.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM tournaments WHERE id = ${id}::uuid FOR UPDATE`;
    return locked.length === 0 ? null : this.findById(id);
  }

  async update(id: string, changes: TournamentChanges): Promise<Tournament> {
    const { status, payouts, ...rest } = changes;
    const data: Prisma.TournamentUpdateInput = { ...rest };
    if (status) data.status = STATUS_TO_ROW[status];
    if (payouts !== undefined) data.payouts = payouts === null ? undefined : payoutsToJson(payouts);
    return toDomain(await this.db.client.tournament.update({ where: { id }, data }));
  }

  /** Newest first. */
  async list(query: TournamentListQuery): Promise<Page<Tournament, TournamentPosition>> {
    const where: Prisma.TournamentWhereInput = {};
    if (query.status) where.status = STATUS_TO_ROW[query.status];
    if (query.format) where.format = FORMAT_TO_ROW[query.format];
    if (query.before) {
      const at = new Date(query.before[0]);
      where.OR = [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: query.before[1] } }];
    }
    const rows = await this.db.client.tournament.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: query.limit + 1 });
    return toPage(rows.map(toDomain), query.limit, (t): TournamentPosition => [t.createdAt.toISOString(), t.id]);
  }

  /** Tournaments whose clock runs: what needs a level-up job after a restart. */
  async listInPlay(): Promise<Tournament[]> {
    const rows = await this.db.client.tournament.findMany({ where: { status: { in: ['running', 'on_break'] } }, orderBy: { createdAt: 'asc' } });
    return rows.map(toDomain);
  }
}
