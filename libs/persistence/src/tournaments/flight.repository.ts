import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../unit-of-work';

/**
 * The queries of multi-day events: an event's Day 1 flights and a player's entries across them.
 * The rows themselves are read through TournamentRepository and TournamentEntryRepository.
 */
@Injectable()
export class FlightRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** The ids of an event's flights, by flight name (`1A`, `1B`, …). */
  async listFlightIds(eventId: string): Promise<string[]> {
    const rows = await this.db.client.tournament.findMany({
      where: { flightOfId: eventId },
      select: { id: true },
      orderBy: [{ flightName: 'asc' }, { id: 'asc' }],
    });
    return rows.map((r) => r.id);
  }

  /** Whether the event has a flight of this name already. */
  async nameTaken(eventId: string, flightName: string): Promise<boolean> {
    return (await this.db.client.tournament.count({ where: { flightOfId: eventId, flightName } })) > 0;
  }
}
