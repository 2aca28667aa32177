/**
 * What a tournament's followers hear (`{"type":"subscribe-tournament","tournamentId":"…"}` on
 * /live): every clock change, bust, move instruction, table break and hand-for-hand step, in the
 * order the server committed them. Nothing in it is secret (no cards: a tournament's feed is what
 * the room's TVs and the floor see), so every key that may read the tournament hears it whole.
 */
export type TournamentFeedEvent =
  /** The clock after any change: a level or break began, pause, resume, set-level, hand-for-hand stop or release. `clock` is the `GET /tournaments/{id}/clock` body. */
  | { type: 'clock'; clock: unknown }
  /** Players out in one hand (a live event's floor input or an engine hand), with their places when known. */
  | {
      type: 'bust';
      inputId: string | null;
      players: { playerId: string; screenName: string; table: number | null; seat: number | null; place: number | null }[];
    }
  /** A floor input undone (a mistaken bust put back, a chip count withdrawn…). */
  | { type: 'undo'; inputId: string; kind: string }
  /** Chip counts recorded (live events). */
  | { type: 'chip-count'; inputId: string; players: { playerId: string; chips: number }[] }
  /** A move instruction for the floor (live events), or its confirmation / cancellation. */
  | { type: 'move'; instruction: unknown }
  | { type: 'move-done'; instruction: unknown }
  | { type: 'move-cancelled'; instruction: unknown }
  /** Tables broken by a balancing run or a director. */
  | { type: 'table-broken'; tables: number[] }
  /** The final table drawn (or redrawn). */
  | { type: 'final-table'; table: number }
  /** Hand-for-hand: on or off, the round, and the tables that have reported their hand done this round. */
  | { type: 'hand-for-hand'; on: boolean; round: number; open: boolean; tablesDone: number[] }
  /** An entry changed (registered, re-entered, unregistered, a rebuy or the add-on): `entries` counts the entries now, re-entries included. */
  | { type: 'entry'; action: 'registered' | 're-entered' | 'unregistered' | 'rebuy' | 'add-on'; playerId: string; entryNo: number; entries: number }
  /** The tournament ended (a winner, or a deal). */
  | { type: 'finished' };

/** One committed tournament change, as published after its commit. */
export interface TournamentUpdate {
  tournamentId: string;
  /** When it was published (ISO 8601). */
  at: string;
  event: TournamentFeedEvent;
}

export type TournamentUpdateListener = (update: TournamentUpdate) => void;

/**
 * Carries committed tournament changes to every API instance's WebSocket clients: in-process
 * without Redis, Redis pub/sub (one channel per tournament) with `REDIS_URL` — the same shape as
 * `TableEventBus`.
 */
export abstract class TournamentEventBus {
  abstract publish(update: TournamentUpdate): Promise<void>;
  /** Calls `listener` for every update of the tournament until the returned function is called. */
  abstract subscribe(tournamentId: string, listener: TournamentUpdateListener): Promise<() => void>;
}
