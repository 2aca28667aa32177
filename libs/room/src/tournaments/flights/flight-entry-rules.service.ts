import { Injectable } from '@nestjs/common';
import { FlightRepository, Tournament, TournamentEntryRepository, TournamentRepository } from '@app/persistence';
import { TournamentError, TournamentErrorCode } from '../tournament.error';

/**
 * Who may enter a Day 1 flight, across the event's flights (re-entries within one flight are the
 * flight's own `maxReentries`). One flight at a time: a player still in one flight (registered or
 * playing) enters no other. `if-busted`: a player who bagged chips in a flight enters no other
 * (WSOP's rule for its multi-flight events); `keep-best`: they may, and the biggest bag goes on.
 * A multi-day event takes no entries of its own: they come from its flights.
 */
@Injectable()
export class FlightEntryRulesService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly flights: FlightRepository,
  ) {}

  refuseEventEntry(t: Tournament): void {
    if (t.format === 'multi-day')
      throw new TournamentError(TournamentErrorCode.ENTRY_THROUGH_FLIGHTS, `${t.name} is a multi-day event: players enter one of its Day 1 flights`);
  }

  /**
   * Inside the registration's unit of work, the flight and the player locked (two registrations of
   * one player in two flights wait for each other there): refuses an entry the event's rules forbid.
   */
  async check(t: Tournament, playerId: string): Promise<void> {
    if (t.flightOfId === null) return;
    const event = await this.tournaments.findById(t.flightOfId);
    if (!event) throw TournamentError.notFound(t.flightOfId);
    for (const flightId of await this.flights.listFlightIds(event.id)) {
      if (flightId === t.id) continue;
      const mine = await this.entries.listForPlayer(flightId, playerId);
      const other = await this.tournaments.findById(flightId);
      const name = other?.flightName ?? flightId;
      if (mine.some((e) => e.status === 'registered' || e.status === 'playing'))
        throw new TournamentError(TournamentErrorCode.IN_ANOTHER_FLIGHT, `player ${playerId} is in flight ${name} of ${event.name}: one flight at a time`);
      if (event.flightReentry === 'if-busted' && mine.some((e) => e.status === 'advanced'))
        throw new TournamentError(
          TournamentErrorCode.FLIGHT_ALREADY_ADVANCED,
          `player ${playerId} bagged chips in flight ${name} of ${event.name}: with re-entry "if-busted" a player with a bag plays no other flight`,
        );
    }
  }
}
