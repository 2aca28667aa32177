import type { Rng } from '@app/razz-engine';

/** A seated player as the planner sees them. */
export interface PlannerSeat {
  seat: number;
  playerId: string;
  /** Times balancing or a table break has moved this player so far (default 0). */
  timesMoved?: number;
  /** Still in the hand being played: never moved until that hand ends. */
  inHand?: boolean;
}

/** One table: its number, size and players. */
export interface PlannerTable {
  table: number;
  maxSeats: number;
  players: readonly PlannerSeat[];
  /** Locked by the director (e.g. a feature table): never broken, gives and receives nobody. */
  locked?: boolean;
  /** For `method: 'next-big-blind'`: the seat that posts the big blind next (default: the first player after `bigBlindSeat`). */
  nextBigBlindSeat?: number;
  /**
   * For `method: 'next-big-blind'`: the seat that had the big blind in the table's last flop-game
   * hand (it may be empty now). A player balanced to this table takes the worst position, the
   * first open seat after it; without it (no flop-game hand dealt yet) a random open seat.
   */
  bigBlindSeat?: number;
}

export interface PlannerOptions {
  /** Draws open seats and the final-table seats: `cryptoRng()` live, `seededRng(…)` in tests. */
  rng: Rng;
  /** Move players when the fullest and the shortest table differ by this many (default `TDA_BALANCING.moveAt`). */
  moveAt?: number;
  /** A table this many players short of the fullest must not deal (default `TDA_BALANCING.haltAt`). */
  haltAt?: number;
  /** Tables break in this order (TDA R10). Unlisted tables follow, highest number first. Default: highest number first. */
  breakOrder?: readonly number[];
  /** Seats at the final table; default the largest `maxSeats` in play. */
  finalTableSeats?: number;
  /** The final table's number; default the table that would break last. */
  finalTable?: number;
  /**
   * Who moves when balancing (TDA R11). `'stud-seat'` (default; stud-only events): a random open
   * seat at the short table, and the player in the matching seat of the giving table moves.
   * `'next-big-blind'` (flop and mixed games, stud rounds included): the player due the big blind
   * next moves, into the worst position of the short table — the first open seat after its last
   * big blind, so the big blind if it is open, never the small blind.
   */
  method?: 'stud-seat' | 'next-big-blind';
  /** Among the candidates, take one moved least often so far (default true); then position decides. */
  preferLeastMoved?: boolean;
}

export interface SeatRef {
  table: number;
  seat: number;
}

/** One player to move. Moves are listed in the order they must be applied. */
export interface Move {
  playerId: string;
  from: SeatRef;
  to: SeatRef;
  reason: 'break' | 'balance';
}

/** The final table: every remaining player redraws a seat at one table. */
export interface FinalTableDraw {
  table: number;
  seats: number;
  seating: { playerId: string; from: SeatRef; seat: number }[];
}

/** Something the planner could not do because players are in a hand: plan again when it ends. */
export interface Waiting {
  table: number;
  action: 'break' | 'give-player' | 'final-table';
}

export interface Plan {
  moves: Move[];
  /** Tables closed by this plan: broken and already-empty tables in break order; with a final table, every other table. */
  brokenTables: number[];
  finalTable: FinalTableDraw | null;
  /** Tables that must not deal their next hand until the plan is run again (short by `haltAt` or more, or waiting to break / for the final table). */
  haltedTables: number[];
  waiting: Waiting[];
}
