import { Injectable } from '@nestjs/common';
import {
  TableSeatRepository,
  Tournament,
  TournamentEntryRepository,
  TournamentRepository,
  TournamentTableQueries,
  TournamentTableRepository,
} from '@app/persistence';
import { inPlay, tooShort } from '@app/tournament-core';
import type { HandFinished } from '../events/domain-events';
import { OnDomainEvent } from '../events/on-domain-event.decorator';
import { BalancingTrigger } from './balancing/balancing-trigger.service';
import { TournamentFeedService } from './feed/tournament-feed.service';
import { HandForHandService } from './balancing/hand-for-hand.service';
import { HandBust, ResultsService } from './results.service';
import { FlightStopService } from './flights/flight-stop.service';
import { BountiesService } from './bounties/bounties.service';
import { satelliteOver } from './satellites/satellite-prizes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a finished hand at a tournament table means for the tournament: eliminations, places,
 * hand-for-hand, balancing. Runs inside the hand's unit of work with the table row locked (then
 * the tournament row, when it is locked at all: the one lock order). What the deal asks of the
 * tournament is TournamentTablePolicyService's.
 */
@Injectable()
export class TournamentHandsService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly queries: TournamentTableQueries,
    private readonly seats: TableSeatRepository,
    private readonly results: ResultsService,
    private readonly handForHand: HandForHandService,
    private readonly balancing: BalancingTrigger,
    private readonly entries: TournamentEntryRepository,
    private readonly feed: TournamentFeedService,
    private readonly flights: FlightStopService,
    private readonly bounties: BountiesService,
  ) {}

  /**
   * A player with no chips after the hand is eliminated: their seat is given up, a place follows,
   * hand-for-hand may begin, and balancing is asked for (after the commit). Without busts, a hand
   * end still asks for balancing when the last run left work waiting for hands to end, or in
   * hand-for-hand play (the round may be complete).
   */
  @OnDomainEvent('hand.finished')
  async handFinished({ table, handId, seats }: HandFinished): Promise<void> {
    const tournamentId = table.tournamentId;
    // Not a tournament table, or one of a tournament this server does not run (a table made by hand): nobody to report to.
    if (tournamentId === null || !UUID.test(tournamentId)) return;
    const busted = seats.filter((s) => s.finalStack === 0n);
    if (busted.length === 0) return this.afterQuietHand(tournamentId);
    const t = await this.tournaments.lockById(tournamentId);
    if (!t) return;
    for (const s of busted) await this.seats.remove(table.id, s.seat);
    const busts: HandBust[] = busted.map((s) => ({ playerId: s.playerId, startingStack: s.startingStack }));
    // Bounties first, while the busted entries are still live (the last player then keeps their own, grown one).
    await this.bounties.knockoutsOfHand(t, handId, busted);
    const recorded = await this.results.recordBusts(t, handId, busts, await this.handForHand.roundOfHand(t, table.id));
    await this.announceBusts(recorded, table.id, busted);
    const updated = await this.handForHand.switchOnIfDue(recorded);
    if (!inPlay(updated)) return;
    if (!updated.handForHand) await this.haltIfShort(updated, table.id);
    this.balancing.request(updated);
  }

  /** The tournament's followers hear who is out (after the commit), with places where known. */
  private async announceBusts(t: Tournament, tableId: string, busted: HandFinished['seats']): Promise<void> {
    const number = (await this.tableStates.find(tableId))?.number ?? null;
    const players = [];
    for (const s of busted) {
      const entry = (await this.entries.listForPlayer(t.id, s.playerId)).find((e) => e.status === 'busted' && e.bustSeq === t.bustCount);
      players.push({ playerId: s.playerId, screenName: entry?.screenName ?? s.playerId, table: number, seat: s.seat, place: entry?.place ?? null });
    }
    this.feed.announce(t.id, { type: 'bust', inputId: null, players });
    if (t.status === 'finished') this.feed.announce(t.id, { type: 'finished' });
  }

  private async afterQuietHand(tournamentId: string): Promise<void> {
    const t = await this.tournaments.findById(tournamentId);
    // A flight whose stop is due bags when its last hand ends, with or without a bust.
    if (t && inPlay(t) && t.flightOfId !== null) await this.flights.afterQuietHand(t.id);
    // A satellite whose seats are all won ends when its last hand in play does (docs/tournaments.md "Satellites").
    if (t && inPlay(t) && t.satelliteTargetId !== null && satelliteOver(t.satelliteSeats, await this.entries.countLive(t.id))) {
      const locked = await this.tournaments.lockById(t.id);
      if (locked) await this.results.settle(locked, null);
    }
    if (t && inPlay(t) && (t.balancePending || t.handForHand)) this.balancing.request(t);
  }

  /**
   * TDA R11: a table left 3 or more players short of the fullest must not deal until balancing
   * has run; halting it here, under its lock, closes the gap before the balancing job gets to it.
   */
  private async haltIfShort(t: Tournament, tableId: string): Promise<void> {
    const counts = await this.queries.seatCountsInPlay(t.id);
    const here = counts.get(tableId);
    if (here !== undefined && tooShort(here, [...counts.values()])) await this.tableStates.updateMany([tableId], { halted: true });
  }
}
