import { Injectable } from '@nestjs/common';
import type { Stakes } from '@app/razz-engine';

/** A finished hand at a tournament table: every seat dealt in, with its stack before and after. */
export interface TournamentHandReport {
  tournamentId: string;
  tableId: string;
  handId: string;
  seats: { seat: number; playerId: string; startingStack: bigint; finalStack: bigint }[];
}

/**
 * What a tournament table deals its next hand at: the tournament's current level — its stakes and
 * its game (an engine preset; mixed tournaments change it by level) —, nothing now (`hold`: a
 * break, the end), or the table's own game and stakes (`table`: a tournament table created by hand
 * through the tables API, for a tournament this server does not run).
 */
export type TournamentStakes = { kind: 'level'; level: number; stakes: Stakes; game: string } | { kind: 'hold' } | { kind: 'table' };

/** What the hand lifecycle asks of the tournament that owns a table. */
export interface TournamentHooks {
  /**
   * Inside the deal's unit of work, under the table's lock: the stakes, or `hold` — also for a
   * table that balancing halted or that has had its hand of the hand-for-hand round.
   */
  stakesForNextHand(tournamentId: string, tableId: string): Promise<TournamentStakes>;
  /** Inside the hand's unit of work, after its settlement: eliminations, places, the end. */
  handFinished(report: TournamentHandReport): Promise<void>;
  /** The mix a hand's history names (`Triple Stud (Razz Limit) …`); null for a one-game tournament. */
  historyMix(tournamentId: string): Promise<string | null>;
}

/**
 * The seam between tables and tournaments. The tournaments module depends on the hands module
 * (it seats players and asks for hands), so the hands module cannot inject tournament services;
 * instead the tournaments module registers its hooks here at start-up. Without them (a module
 * graph with tables but no tournaments) a tournament table plays like any table: its own stakes,
 * nothing reported, no mix named.
 */
@Injectable()
export class TournamentPort implements TournamentHooks {
  private hooks: TournamentHooks | null = null;

  register(hooks: TournamentHooks): void {
    this.hooks = hooks;
  }

  async stakesForNextHand(tournamentId: string, tableId: string): Promise<TournamentStakes> {
    return this.hooks ? this.hooks.stakesForNextHand(tournamentId, tableId) : { kind: 'table' };
  }

  async handFinished(report: TournamentHandReport): Promise<void> {
    await this.hooks?.handFinished(report);
  }

  async historyMix(tournamentId: string): Promise<string | null> {
    return this.hooks ? this.hooks.historyMix(tournamentId) : null;
  }
}
