import { Injectable, OnModuleInit } from '@nestjs/common';
import { TableSeatRepository, Tournament, TournamentRepository, TournamentTableQueries, TournamentTableRepository } from '@app/persistence';
import { inPlay, mayDeal, tooShort } from '@app/tournament-core';
import { TournamentHandReport, TournamentHooks, TournamentPort, TournamentStakes } from '../hands/tournament-port';
import { BalancingTrigger } from './balancing/balancing-trigger.service';
import { HandForHandService } from './balancing/hand-for-hand.service';
import { ClockService } from './clock.service';
import { HandBust, ResultsService } from './results.service';
import { tournamentMix } from './tournament-games';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The port the tables call for a tournament table: whether and at what stakes to deal the next
 * hand, and a finished hand's eliminations. Both run inside the table's unit of work with the
 * table row locked (then the tournament row, when it is locked at all: the one lock order).
 */
@Injectable()
export class TournamentHandsService implements TournamentHooks, OnModuleInit {
  constructor(
    private readonly port: TournamentPort,
    private readonly tournaments: TournamentRepository,
    private readonly tableStates: TournamentTableRepository,
    private readonly queries: TournamentTableQueries,
    private readonly seats: TableSeatRepository,
    private readonly clock: ClockService,
    private readonly results: ResultsService,
    private readonly handForHand: HandForHandService,
    private readonly balancing: BalancingTrigger,
  ) {}

  /** The hands module calls the tournament through its port: registered here, at start-up. */
  onModuleInit(): void {
    this.port.register(this);
  }

  /**
   * The clock's level; `hold` on a break, for a table balancing halted, and in hand-for-hand play
   * for a table that has had its hand of the round (the deal then marks the table's round);
   * `table` for a tournament id this server does not run (a table made by hand).
   */
  async stakesForNextHand(tournamentId: string, tableId: string): Promise<TournamentStakes> {
    const t = UUID.test(tournamentId) ? await this.tournaments.findById(tournamentId) : null;
    if (!t) return { kind: 'table' };
    const table = await this.tableStates.find(tableId);
    if (table && !mayDeal(t, table)) return { kind: 'hold' };
    const next = await this.clock.stakesForNextHand(t);
    if (!next) return { kind: 'hold' };
    if (table && t.handForHand) await this.tableStates.update(tableId, { dealtRound: t.handForHandRound });
    return { kind: 'level', ...next };
  }

  /** The mix hand histories name; null for a one-game tournament (and one this server does not run). */
  async historyMix(tournamentId: string): Promise<string | null> {
    const t = UUID.test(tournamentId) ? await this.tournaments.findById(tournamentId) : null;
    return t ? tournamentMix(t.structure) : null;
  }

  /**
   * A player with no chips after the hand is eliminated: their seat is given up, a place follows,
   * hand-for-hand may begin, and balancing is asked for (after the commit). Without busts, a hand
   * end still asks for balancing when the last run left work waiting for hands to end, or in
   * hand-for-hand play (the round may be complete).
   */
  async handFinished(hand: TournamentHandReport): Promise<void> {
    // A tournament this server does not run (a table made by hand) has nobody to report to.
    if (!UUID.test(hand.tournamentId)) return;
    const busted = hand.seats.filter((s) => s.finalStack === 0n);
    if (busted.length === 0) return this.afterQuietHand(hand.tournamentId);
    const t = await this.tournaments.lockById(hand.tournamentId);
    if (!t) return;
    for (const s of busted) await this.seats.remove(hand.tableId, s.seat);
    const busts: HandBust[] = busted.map((s) => ({ playerId: s.playerId, startingStack: s.startingStack }));
    const recorded = await this.results.recordBusts(t, hand.handId, busts, await this.handForHand.roundOfHand(t, hand.tableId));
    const updated = await this.handForHand.switchOnIfDue(recorded);
    if (!inPlay(updated)) return;
    if (!updated.handForHand) await this.haltIfShort(updated, hand.tableId);
    this.balancing.request(updated);
  }

  private async afterQuietHand(tournamentId: string): Promise<void> {
    const t = await this.tournaments.findById(tournamentId);
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
