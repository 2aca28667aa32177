import { Injectable } from '@nestjs/common';
import { FlightRepository, Tournament, TournamentClockRepository, TournamentEntry, TournamentEntryRepository, TournamentRepository } from '@app/persistence';
import { computePayouts, levelCount, levelItemIndex } from '@app/tournament-core';
import type { Actor } from '../../audit/actor';
import { TournamentLedgerService } from '../tournament-ledger.service';
import { TournamentError, TournamentErrorCode } from '../tournament.error';
import { lastFlightLevel } from './flight-stop-rule';

/** A bag chosen for Day 2: the flight entry and its flight's name. */
interface CarriedBag {
  entry: TournamentEntry;
  flightName: string;
}

/**
 * Day 2 of a multi-day event, up to the seat draw (TournamentStartService does the rest as for
 * any start): every flight over, one Day 2 entry per player who bagged chips — under `keep-best`
 * their biggest bag, the others forfeited — each with exactly its bagged stack, issued from the
 * event's chip bank. Day 2 resumes at the level after the last level any flight played.
 */
@Injectable()
export class DayTwoService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly flights: FlightRepository,
    private readonly money: TournamentLedgerService,
  ) {}

  /**
   * Inside the start's unit of work, the event locked: the Day 2 entries (`registered`, chips in
   * hand) and the event ready to start (`registering`). Returns it and the clock item Day 2 begins at.
   */
  async prepare(actor: Actor, event: Tournament): Promise<{ event: Tournament; itemIndex: number }> {
    if (event.status !== 'scheduled' && event.status !== 'registering')
      throw TournamentError.status(event.id, event.status, 'Day 2 starts once, from scheduled or registering');
    const flights: Tournament[] = [];
    for (const id of await this.flights.listFlightIds(event.id)) flights.push((await this.tournaments.findById(id)) as Tournament);
    const open = flights.filter((f) => f.status !== 'finished' && f.status !== 'cancelled');
    if (flights.length === 0 || open.length > 0)
      throw new TournamentError(
        TournamentErrorCode.FLIGHTS_NOT_FINISHED,
        flights.length === 0
          ? `${event.name} has no flights: Day 2 plays the survivors of its Day 1 flights`
          : `Day 2 starts once every flight is over; still open: ${open.map((f) => `${f.flightName} (${f.status})`).join(', ')}`,
      );
    const carried = await this.chooseBags(flights);
    await this.checkField(event, carried.length);
    for (const bag of carried) {
      const entry = await this.entries.create({
        tournamentId: event.id,
        playerId: bag.entry.playerId,
        entryNo: 1,
        registeredByKeyId: actor.keyId,
        fromFlightEntryId: bag.entry.id,
      });
      await this.money.issueChips(
        event,
        (await this.money.playerChips(event, entry.playerId)).id,
        bag.entry.baggedChips as bigint,
        `tournament:${event.id}:entry:${entry.id}:chips`,
        `${event.name}: Day 2 stack bagged in flight ${bag.flightName}`,
        actor,
      );
    }
    const itemIndex = await this.dayTwoItem(event, flights);
    return { event: await this.tournaments.update(event.id, { status: 'registering' }), itemIndex };
  }

  /** Per player the biggest bag (equal bags: the earlier flight, then the earlier entry); flights in name order. */
  private async chooseBags(flights: readonly Tournament[]): Promise<CarriedBag[]> {
    const best = new Map<string, CarriedBag>();
    for (const flight of flights) {
      if (flight.status !== 'finished') continue;
      for (const entry of await this.entries.list(flight.id, ['advanced'])) {
        const held = best.get(entry.playerId);
        if (!held || (entry.baggedChips ?? 0n) > (held.entry.baggedChips ?? 0n))
          best.set(entry.playerId, { entry, flightName: flight.flightName ?? flight.name });
      }
    }
    return [...best.values()].filter((b) => (b.entry.baggedChips ?? 0n) > 0n);
  }

  /** Day 2 needs two players and at least as many as the places the whole field pays. */
  private async checkField(event: Tournament, survivors: number): Promise<void> {
    const payouts = computePayouts({
      entries: Math.max(event.entriesCount, 2),
      collected: Number(event.collected),
      guarantee: Number(event.guarantee),
      unit: Number(event.payoutRounding),
      ...(event.payoutTable ? { table: event.payoutTable } : {}),
    });
    const paid = payouts.ok ? payouts.value.amounts.length : 1;
    if (survivors < 2 || survivors < paid)
      throw new TournamentError(
        TournamentErrorCode.DAY2_FIELD_TOO_SMALL,
        `Day 2 would have ${survivors} players; it needs 2 or more and at least the ${paid} places paid on the ${event.entriesCount} entries (flights stop before the money)`,
      );
  }

  /** The level after the last level any flight played, at most the structure's last. */
  private async dayTwoItem(event: Tournament, flights: readonly Tournament[]): Promise<number> {
    let last = 0;
    for (const flight of flights) {
      const clock = flight.status === 'finished' ? await this.clocks.find(flight.id) : null;
      if (clock) last = Math.max(last, lastFlightLevel(flight, clock.itemIndex));
    }
    return levelItemIndex(event.structure, Math.min(last + 1, levelCount(event.structure)));
  }
}
