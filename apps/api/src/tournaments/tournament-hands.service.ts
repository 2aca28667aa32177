import { Injectable, OnModuleInit } from '@nestjs/common';
import { TableSeatRepository, TournamentRepository } from '@app/persistence';
import { TournamentHandReport, TournamentHooks, TournamentPort } from '../hands/tournament-port';
import { ClockService, NextHandStakes } from './clock.service';
import { HandBust, ResultsService } from './results.service';

/**
 * The port the tables call for a tournament table: the stakes to deal the next hand at, and a
 * finished hand's eliminations. `handFinished` runs inside the table's unit of work, after the
 * settlement (the table row is locked first, then the tournament row: the one lock order).
 */
@Injectable()
export class TournamentHandsService implements TournamentHooks, OnModuleInit {
  constructor(
    private readonly port: TournamentPort,
    private readonly tournaments: TournamentRepository,
    private readonly seats: TableSeatRepository,
    private readonly clock: ClockService,
    private readonly results: ResultsService,
  ) {}

  /** The hands module calls the tournament through its port: registered here, at start-up. */
  onModuleInit(): void {
    this.port.register(this);
  }

  stakesForNextHand(tournamentId: string): Promise<NextHandStakes | null> {
    return this.clock.stakesForNextHand(tournamentId);
  }

  /** A player with no chips after the hand is eliminated: their seat is given up and a place follows. */
  async handFinished(hand: TournamentHandReport): Promise<void> {
    const busted = hand.seats.filter((s) => s.finalStack === 0n);
    if (busted.length === 0) return;
    const t = await this.tournaments.lockById(hand.tournamentId);
    if (!t) throw new Error(`table ${hand.tableId}: no tournament ${hand.tournamentId}`);
    for (const s of busted) await this.seats.remove(hand.tableId, s.seat);
    const busts: HandBust[] = busted.map((s) => ({ playerId: s.playerId, startingStack: s.startingStack }));
    await this.results.recordBusts(t, hand.handId, busts);
  }
}
