import type { HandResult, HistoryKnockout, Stakes } from '@app/razz-engine';

/**
 * What a tournament table deals its next hand at: the tournament's current level — its stakes and
 * its game (an engine preset; mixed tournaments change it by level) —, nothing now (`hold`: a
 * break, the end), or the table's own game and stakes (`table`: a tournament table created by hand
 * through the tables API, for a tournament this server does not run).
 */
export type TournamentStakes = { kind: 'level'; level: number; stakes: Stakes; game: string } | { kind: 'hold' } | { kind: 'table' };

/**
 * The questions the hands module asks of the tournament that owns a table (the tournaments
 * module answers them; room.providers.ts binds the token). Results go the other way as domain
 * events (`hand.finished`), not through here.
 */
export interface TournamentTablePolicy {
  /**
   * Inside the deal's unit of work, under the table's lock: the stakes, or `hold` — also for a
   * table that balancing halted or that has had its hand of the hand-for-hand round.
   */
  stakesForNextHand(tournamentId: string, tableId: string): Promise<TournamentStakes>;
  /** The mix a hand's history names (`Triple Stud (Razz Limit) …`); null for a one-game tournament. */
  historyMix(tournamentId: string): Promise<string | null>;
  /**
   * A bounty tournament: each seat's bounty as the hand began and the knockouts the finished hand
   * makes (its history's PokerStars seat and bounty lines), from the hand's pots and final stacks;
   * none elsewhere.
   */
  historyBounties(tournamentId: string, result: HandResult, seats: readonly { seat: number; playerId: string }[]): Promise<HistoryBounties>;
}

/** What a bounty tournament's hand history says of bounties (minor units of the tournament's money). */
export interface HistoryBounties {
  seats: { seat: number; bounty: number }[];
  knockouts: HistoryKnockout[];
}

/** The injection token of the `TournamentTablePolicy`. */
export const TOURNAMENT_TABLE_POLICY = Symbol('TournamentTablePolicy');
