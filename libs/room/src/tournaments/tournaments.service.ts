import { Injectable } from '@nestjs/common';
import {
  Tournament,
  TournamentEntry,
  TournamentEntryRepository,
  TournamentPosition,
  TournamentRepository,
  UnitOfWork,
  UnitOfWorkOptions,
} from '@app/persistence';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { decodeCursor, encodeCursor } from '../common/pagination/cursor';
import { pageLimit } from '../common/pagination/page-query.dto';
import type { CreateTournamentDto, ListTournamentsQuery } from './dto/create-tournament.dto';
import { EntriesService } from './entries.service';
import { StructuresService } from './structures.service';
import { StartedTournament, TournamentStartService } from './tournament-start.service';
import { TournamentError } from './tournament.error';
import { tournamentSettings } from './tournament-settings';
import { FlightsService } from './flights/flights.service';
import { SatelliteTargetsService } from './satellites/satellite-targets.service';

/**
 * The start and the cancel touch every entry in one transaction (seat, chips and status, or the
 * refund: all or nothing). A 100-player start took 30 s at a load average of 15 (the request
 * default); ten minutes keeps a big field on a slow machine inside its budget.
 */
const BULK_TRANSITION: UnitOfWorkOptions = { timeoutMs: 600_000 };

const isPosition = (value: unknown): value is TournamentPosition =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  !Number.isNaN(Date.parse(value[0])) &&
  typeof value[1] === 'string' &&
  /^[0-9a-f-]{36}$/.test(value[1]);

/**
 * The tournament lifecycle: `scheduled → registering → running (⇄ on-break) → finished`, or
 * `cancelled` (with refunds) before the start. Each transition is one unit of work under the
 * tournament's row lock, audited.
 */
@Injectable()
export class TournamentsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly structures: StructuresService,
    private readonly registrations: EntriesService,
    private readonly audit: AuditService,
    private readonly starter: TournamentStartService,
    private readonly flights: FlightsService,
    private readonly satelliteTargets: SatelliteTargetsService,
  ) {}

  async create(actor: Actor, dto: CreateTournamentDto): Promise<Tournament> {
    const settings = tournamentSettings(dto, await this.structures.resolve(dto), actor);
    // A satellite's target must exist and take its seats (docs/tournaments.md "Satellites").
    await this.satelliteTargets.check(settings);
    return this.uow.run(async () => {
      const t = await this.tournaments.create(settings);
      await this.audit.record(
        actor,
        'tournament.create',
        { type: 'tournament', id: t.id },
        { name: t.name, structure: t.structureSource, currency: t.currency, buyIn: Number(t.buyIn), fee: Number(t.fee) },
      );
      return t;
    });
  }

  async get(id: string): Promise<Tournament> {
    const t = await this.tournaments.findById(id);
    if (!t) throw TournamentError.notFound(id);
    return t;
  }

  async list(query: ListTournamentsQuery): Promise<{ items: Tournament[]; nextCursor: string | null }> {
    const page = await this.tournaments.list({
      status: query.status,
      format: query.format,
      limit: pageLimit(query),
      before: decodeCursor(query.cursor, isPosition),
    });
    return { items: page.items, nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  async entriesOf(id: string): Promise<TournamentEntry[]> {
    await this.get(id);
    return this.entries.list(id);
  }

  async resultsOf(id: string): Promise<{ tournament: Tournament; placed: TournamentEntry[] }> {
    return { tournament: await this.get(id), placed: await this.entries.listPlaced(id) };
  }

  openRegistration(actor: Actor, id: string): Promise<Tournament> {
    return this.transition(actor, id, 'tournament.open-registration', {}, async (t) => {
      if (t.status !== 'scheduled') throw TournamentError.status(t.id, t.status, 'registration opens only from scheduled');
      return this.tournaments.update(t.id, { status: 'registering' });
    });
  }

  /** Before the start: every entry refunded (buy-in and fee), every chip back to the bank. */
  cancel(actor: Actor, id: string): Promise<Tournament> {
    return this.transition(actor, id, 'tournament.cancel', BULK_TRANSITION, async (t) => {
      if (t.status !== 'scheduled' && t.status !== 'registering')
        throw TournamentError.status(t.id, t.status, 'only a tournament that has not started can be cancelled');
      await this.flights.refuseEventCancel(t);
      for (const entry of await this.entries.list(t.id, ['registered'])) {
        await this.registrations.refundEntry(t, entry, actor);
        await this.entries.update(entry.id, { status: 'unregistered', endedAt: new Date() });
      }
      return this.tournaments.update(t.id, { status: 'cancelled', entriesCount: 0, collected: 0n, finishedAt: new Date() });
    });
  }

  /** The seat draw, the tables, level I: hands begin on every table (a sit & go also starts itself when full). */
  async start(actor: Actor, id: string): Promise<Tournament> {
    const begun: StartedTournament[] = [];
    const started = await this.transition(actor, id, 'tournament.start', BULK_TRANSITION, async (t) => {
      const start = await this.starter.startLocked(actor, t);
      begun.push(start);
      return start.started;
    });
    for (const start of begun) await this.starter.afterCommit(start);
    return started;
  }

  private transition(actor: Actor, id: string, action: string, options: UnitOfWorkOptions, work: (t: Tournament) => Promise<Tournament>): Promise<Tournament> {
    return this.uow.run(async () => {
      const t = await this.tournaments.lockById(id);
      if (!t) throw TournamentError.notFound(id);
      const updated = await work(t);
      await this.audit.record(actor, action, { type: 'tournament', id }, { from: t.status, to: updated.status });
      return updated;
    }, options);
  }
}
