import { Injectable } from '@nestjs/common';
import {
  Tournament,
  TournamentClockRepository,
  TournamentEntryRepository,
  TournamentRepository,
  TournamentTableQueries,
  TournamentTableRepository,
} from '@app/persistence';
import { inPlay, payoutPercentages, registrationOpen, standardPayoutPercentages } from '@app/tournament-core';
import { ClockService } from '../clock.service';
import { ResultsService } from '../results.service';
import { TournamentFeedService } from '../feed/tournament-feed.service';

/**
 * Hand-for-hand play near the money (docs/rules/tournaments.md, after the TDA's rules): from `handForHandAt` players left (default:
 * the bubble, places paid + 1) until the money is reached, tables deal round by round — each table
 * one hand per round, the next round only once every table has finished. The round counter lives
 * on the tournament row, the round each table last dealt in on its `tournament_tables` row; the
 * deal gate (`mayDeal`) checks both under the table's lock, and balancing opens each round at the
 * barrier (every table between hands). Busts of one round share their places (RP-8); the clock
 * stops and plays down by the average hand time per round. Every method runs in the caller's unit
 * of work with the tournament row locked.
 */
@Injectable()
export class HandForHandService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly entries: TournamentEntryRepository,
    private readonly clocks: TournamentClockRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly queries: TournamentTableQueries,
    private readonly clock: ClockService,
    private readonly results: ResultsService,
    private readonly feed: TournamentFeedService,
  ) {}

  /**
   * After busts (or the start): hand-for-hand begins when the players left reach `handForHandAt`
   * and are still more than the places paid, at two or more tables (at one table every hand is
   * played "hand for hand" anyway, and same-hand busts place by their starting stacks). The
   * current round stays closed until every table has finished the hand it is playing; then
   * balancing opens it.
   */
  async switchOnIfDue(t: Tournament): Promise<Tournament> {
    if (t.handForHand || !inPlay(t)) return t;
    const left = await this.entries.countLive(t.id);
    const paid = await this.placesPaid(t);
    const at = t.handForHandAt ?? (paid === null ? 0 : paid + 1);
    if (paid === null || at === 0 || left > at || left <= paid || left < 2) return t;
    if ((await this.queries.countOccupiedTables(t.id)) < 2) return t;
    const updated = await this.tournaments.update(t.id, { handForHand: true, handForHandRound: t.handForHandRound + 1, handForHandOpen: false });
    await this.clock.stopForHandForHand(updated);
    this.feed.announce(t.id, { type: 'hand-for-hand', on: true, round: updated.handForHandRound, open: false, tablesDone: [] });
    return updated;
  }

  /** The round a hand just finished at `tableId` was dealt in, or null (not a hand-for-hand hand). */
  async roundOfHand(t: Tournament, tableId: string): Promise<number | null> {
    if (!t.handForHand || !t.handForHandOpen) return null;
    const table = await this.tableStates.find(tableId);
    return table?.dealtRound === t.handForHandRound ? t.handForHandRound : null;
  }

  /**
   * At the barrier (every table between hands, every table locked, balancing applied): the round
   * just played plays the clock down and its busts take their shared places; then the next round
   * opens — or, once the players left are within the places paid (or all sit at one table, the
   * final table), hand-for-hand ends and the clock runs again.
   */
  async atBarrier(t: Tournament): Promise<Tournament> {
    let current = t;
    // A live event's clock stays stopped through hand-for-hand: no hand times are known to play it down by.
    if (t.handForHandOpen && t.dealing === 'engine') current = await this.clock.playDownForHandForHand(current, await this.averageHandMs(current));
    const left = await this.entries.countLive(t.id);
    const paid = await this.placesPaid(current);
    if (left < 2 || (paid !== null && left <= paid) || (await this.queries.countOccupiedTables(t.id)) < 2) {
      current = await this.tournaments.update(t.id, { handForHand: false, handForHandOpen: false });
      await this.clock.releaseFromHandForHand(current);
    } else {
      current = await this.tournaments.update(t.id, {
        handForHandRound: t.handForHandOpen ? t.handForHandRound + 1 : t.handForHandRound,
        handForHandOpen: true,
      });
      await this.clock.stopForHandForHand(current);
    }
    // The round is over: its busts are no longer waiting for more of the same round.
    return this.results.settle(current, (await this.clocks.find(t.id))?.itemIndex ?? null);
  }

  /**
   * TDA's "play the clock down by the average hand time": the mean time of the tournament's
   * finished hands (deal to settlement) plus the tables' pause between hands.
   */
  private async averageHandMs(t: Tournament): Promise<number> {
    return Math.round((await this.queries.averageHandMs(t.id)) + t.handPauseMs);
  }

  /** Places paid, known once the field is (registration closed); null before. */
  private async placesPaid(t: Tournament): Promise<number | null> {
    // A satellite's bubble is its last seat: hand-for-hand from seats + 1 players left (docs/tournaments.md "Satellites").
    if (t.satelliteTargetId !== null) return t.satelliteSeats;
    if (t.payouts) return t.payouts.percentages.length;
    if (registrationOpen(t, (await this.clocks.find(t.id))?.itemIndex ?? null)) return null;
    const percentages = t.payoutTable ? payoutPercentages(t.payoutTable, t.entriesCount) : standardPayoutPercentages(t.entriesCount);
    return percentages.ok ? percentages.value.length : null;
  }
}
