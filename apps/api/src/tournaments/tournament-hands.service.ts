import { Injectable, OnModuleInit } from '@nestjs/common';
import { TableSeatRepository, TournamentRepository } from '@app/persistence';
import { TournamentHandReport, TournamentHooks, TournamentPort, TournamentStakes } from '../hands/tournament-port';
import { ClockService } from './clock.service';
import { HandBust, ResultsService } from './results.service';
import { tournamentMix } from './tournament-games';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  /** The clock's level; `table` for a tournament id this server does not run (a table made by hand). */
  async stakesForNextHand(tournamentId: string): Promise<TournamentStakes> {
    if (!UUID.test(tournamentId) || !(await this.tournaments.findById(tournamentId))) return { kind: 'table' };
    const next = await this.clock.stakesForNextHand(tournamentId);
    return next ? { kind: 'level', ...next } : { kind: 'hold' };
  }

  /** The mix hand histories name; null for a one-game tournament (and one this server does not run). */
  async historyMix(tournamentId: string): Promise<string | null> {
    const t = UUID.test(tournamentId) ? await this.tournaments.findById(tournamentId) : null;
    return t ? tournamentMix(t.structure) : null;
  }

  /** A player with no chips after the hand is eliminated: their seat is given up and a place follows. */
  async handFinished(hand: TournamentHandReport): Promise<void> {
    const busted = hand.seats.filter((s) => s.finalStack === 0n);
    if (busted.length === 0) return;
    // A tournament this server does not run (a table made by hand) has nobody to report to.
    const t = UUID.test(hand.tournamentId) ? await this.tournaments.lockById(hand.tournamentId) : null;
    if (!t) return;
    for (const s of busted) await this.seats.remove(hand.tableId, s.seat);
    const busts: HandBust[] = busted.map((s) => ({ playerId: s.playerId, startingStack: s.startingStack }));
    await this.results.recordBusts(t, hand.handId, busts);
  }
}
