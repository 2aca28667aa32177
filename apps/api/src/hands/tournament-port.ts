import { Injectable } from '@nestjs/common';
import type { Stakes } from '@app/razz-engine';

/** A finished hand at a tournament table: every seat dealt in, with its stack before and after. */
export interface TournamentHandReport {
  tournamentId: string;
  tableId: string;
  handId: string;
  seats: { seat: number; playerId: string; startingStack: bigint; finalStack: bigint }[];
}

/** What the hand lifecycle asks of the tournament that owns a table. */
export interface TournamentHooks {
  /** The stakes of the next hand (the clock's current level), or null: deal nothing now (a break, the end). */
  stakesForNextHand(tournamentId: string): Promise<{ level: number; stakes: Stakes } | null>;
  /** Inside the hand's unit of work, after its settlement: eliminations, places, the end. */
  handFinished(report: TournamentHandReport): Promise<void>;
}

/**
 * The seam between tables and tournaments. The tournaments module depends on the hands module
 * (it seats players and asks for hands), so the hands module cannot inject tournament services;
 * instead the tournaments module registers its hooks here at start-up. A tournament table dealt
 * without them is a wiring bug and fails loudly.
 */
@Injectable()
export class TournamentPort implements TournamentHooks {
  private hooks: TournamentHooks | null = null;

  register(hooks: TournamentHooks): void {
    this.hooks = hooks;
  }

  stakesForNextHand(tournamentId: string): Promise<{ level: number; stakes: Stakes } | null> {
    return this.required().stakesForNextHand(tournamentId);
  }

  handFinished(report: TournamentHandReport): Promise<void> {
    return this.required().handFinished(report);
  }

  private required(): TournamentHooks {
    if (!this.hooks) throw new Error('a tournament table needs the tournaments module (TournamentServicesModule) loaded');
    return this.hooks;
  }
}
