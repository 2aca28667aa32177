import { Injectable } from '@nestjs/common';
import { FlightRepository, Tournament, TournamentEntry, TournamentEntryRepository, TournamentRepository, UnitOfWork } from '@app/persistence';
import type { Actor } from '../../audit/actor';
import { AuditService } from '../../audit/audit.service';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import type { CreateFlightDto } from './dto/create-flight.dto';
import { flightSettings } from './flight-settings';

/** A flight with its counts, as an event lists them. */
export interface FlightSummary {
  flight: Tournament;
  /** Players still in (registered or playing). */
  playersLeft: number;
  /** Entries that bagged chips. */
  survivors: number;
}

/** A flight's own results: who bagged what (biggest first), who busted in what order. */
export interface FlightReport {
  flight: Tournament;
  event: Tournament;
  bagged: { entry: TournamentEntry; carriedToDay2: boolean }[];
  /** Latest bust first (the order a results sheet reads), each with its bust number (1: the first out). */
  busted: TournamentEntry[];
}

/**
 * The Day 1 flights of multi-day events: creating them with the event's terms, listing them for
 * the event, and each flight's report.
 */
@Injectable()
export class FlightsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly flights: FlightRepository,
    private readonly audit: AuditService,
  ) {}

  create(actor: Actor, eventId: string, dto: CreateFlightDto): Promise<Tournament> {
    return this.uow.run(async () => {
      const event = await this.tournaments.lockById(eventId);
      if (!event) throw TournamentError.notFound(eventId);
      if (event.format !== 'multi-day')
        throw new TournamentError(TournamentErrorCode.NOT_A_MULTI_DAY_EVENT, `${event.name} is not a multi-day event: only those have flights`);
      if (event.status !== 'scheduled' && event.status !== 'registering')
        throw TournamentError.status(event.id, event.status, 'flights are added before Day 2 starts');
      const settings = flightSettings(event, dto, actor);
      if (await this.flights.nameTaken(event.id, settings.flightName as string))
        throw new TournamentError(TournamentErrorCode.FLIGHT_NAME_TAKEN, `${event.name} has a flight ${settings.flightName} already`);
      const flight = await this.tournaments.create(settings);
      await this.audit.record(
        actor,
        'tournament.create-flight',
        { type: 'tournament', id: flight.id },
        { eventId: event.id, flightName: flight.flightName as string, stopPercent: flight.flightStopPercent ?? 0, stopLevel: flight.flightStopLevel ?? 0 },
      );
      return flight;
    });
  }

  /**
   * A multi-day event is cancelled only while no flight of it is left but cancelled ones: a flight
   * not started is cancelled first (its entries refunded), and once a flight has started its
   * money is the event's (refunding a whole played field is not built).
   */
  async refuseEventCancel(t: Tournament): Promise<void> {
    if (t.format !== 'multi-day') return;
    const open: string[] = [];
    for (const id of await this.flights.listFlightIds(t.id)) {
      const flight = await this.tournaments.findById(id);
      if (flight && flight.status !== 'cancelled') open.push(`${flight.flightName} (${flight.status})`);
    }
    if (open.length > 0)
      throw TournamentError.status(t.id, t.status, `a multi-day event is cancelled once every flight of it is cancelled; not cancelled: ${open.join(', ')}`);
  }

  async list(eventId: string): Promise<{ event: Tournament; flights: FlightSummary[] }> {
    const event = await this.tournaments.findById(eventId);
    if (!event) throw TournamentError.notFound(eventId);
    if (event.format !== 'multi-day')
      throw new TournamentError(TournamentErrorCode.NOT_A_MULTI_DAY_EVENT, `${event.name} is not a multi-day event: only those have flights`);
    const flights: FlightSummary[] = [];
    for (const id of await this.flights.listFlightIds(event.id)) {
      const flight = (await this.tournaments.findById(id)) as Tournament;
      flights.push({ flight, playersLeft: await this.entries.countLive(id), survivors: (await this.entries.list(id, ['advanced'])).length });
    }
    return { event, flights };
  }

  async report(flightId: string): Promise<FlightReport> {
    const flight = await this.tournaments.findById(flightId);
    if (!flight) throw TournamentError.notFound(flightId);
    if (flight.flightOfId === null) throw new TournamentError(TournamentErrorCode.NOT_A_MULTI_DAY_EVENT, `${flight.name} is not a Day 1 flight`);
    const event = (await this.tournaments.findById(flight.flightOfId)) as Tournament;
    const carried = new Set((await this.entries.list(event.id)).map((e) => e.fromFlightEntryId).filter((id): id is string => id !== null));
    const bagged = (await this.entries.list(flight.id, ['advanced']))
      .sort((a, b) => Number((b.baggedChips ?? 0n) - (a.baggedChips ?? 0n)) || a.screenName.localeCompare(b.screenName))
      .map((entry) => ({ entry, carriedToDay2: carried.has(entry.id) }));
    const busted = (await this.entries.list(flight.id, ['busted'])).sort((a, b) => (b.bustSeq ?? 0) - (a.bustSeq ?? 0));
    return { flight, event, bagged, busted };
  }
}
