/**
 * What changed in the room's cash games, as published after its commit: enough for a follower
 * (the waitlist board) to know it must read the board again. Nothing in it is about a player.
 */
export type CashRoomChange =
  | 'waitlist-join'
  | 'waitlist-call'
  | 'waitlist-remove'
  | 'waitlist-no-show'
  | 'waitlist-hold-expired'
  | 'session-opened'
  | 'session-closed'
  | 'session-moved'
  | 'table-opened'
  | 'table-closed'
  | 'game-created'
  | 'game-closed';

/** One committed change of the room's cash games. */
export interface CashRoomUpdate {
  change: CashRoomChange;
  /** The game it happened in. */
  cashGameId: string;
  /** When it was published (ISO 8601). */
  at: string;
}

export type CashRoomUpdateListener = (update: CashRoomUpdate) => void;

/**
 * Carries committed changes of the room's cash games to every API instance's followers:
 * in-process without Redis, Redis pub/sub (one channel for the room's cash games) with
 * `REDIS_URL` — the same shape as `TournamentEventBus`.
 */
export abstract class CashRoomEventBus {
  abstract publish(update: CashRoomUpdate): Promise<void>;
  /** Calls `listener` for every update until the returned function is called. */
  abstract subscribe(listener: CashRoomUpdateListener): Promise<() => void>;
}
