import type { Rng } from '../rng/rng';

/** A result of starting or acting in a game: a new state and events, or a coded error. */
export type GameResult<TState, TEvent> = { ok: true; state: TState; events: TEvent[] } | { ok: false; error: { code: string; message: string } };

/** What a rotation knows when it starts a hand of any game. */
export interface GameStartInput<TStakes, TRules> {
  seats: readonly { seat: number; stack: number }[];
  stakes: TStakes;
  /** Game rule options over the game's defaults. */
  rules?: Partial<TRules>;
  /** The dealer/button seat; what it means (first dealt, button) is the game's business. */
  dealerSeat?: number;
  /** Flop games: who posts the small and the big blind (default: the positions from the button). */
  blinds?: { small: number | null; big: number };
  /** Flop games: blinds posted besides them (missed blinds, new players). */
  posts?: readonly { seat: number; kind: 'big' | 'small-and-big' | 'dead-small' }[];
  /** Production shuffles with an `Rng`; tests and replays give the deck (top first, card text). */
  rng?: Rng;
  deck?: readonly string[];
}

/** The money side of a finished hand, the same for every game: what a ledger books. */
export interface Settlement {
  stacks: { seat: number; stack: number }[];
  /** Chips won (positive) or lost (negative) per seat; Σ net + rake = 0. */
  net: { seat: number; delta: number }[];
  rake: number;
}

/**
 * A game plug-in, variant-neutral: what a H.O.R.S.E. rotation, a table service or a simulator
 * calls to start a hand of "some game", act, view and settle, without knowing which game it is.
 * Razz (and its RuleSet presets), Seven-Card Stud, Stud Eight-or-Better, Hold'em, Omaha and Omaha
 * Hi-Lo are variant data (`StudVariant`, `FlopVariant`) over the same hand machine (`makeGame`,
 * `GAMES`); a game with another machine would be another implementation (docs/games.md).
 *
 * @example
 * const game: GameDefinition = GAMES.razz;
 * const r = game.start({ seats, stakes, rng });
 * if (r.ok) game.view(r.state, game.toAct(r.state));
 */
export interface GameDefinition<TState = unknown, TAction = unknown, TView = unknown, TEvent = unknown, TStakes = unknown, TRules = unknown, TLegal = unknown> {
  readonly id: string;
  readonly name: string;
  /** Seats a table of this game may hold under `rules`. */
  seatLimits(rules?: Partial<TRules>): { min: number; max: number };
  start(input: GameStartInput<TStakes, TRules>): GameResult<TState, TEvent>;
  act(state: TState, action: TAction): GameResult<TState, TEvent>;
  /** The seat whose turn it is; null when the hand is over. */
  toAct(state: TState): number | null;
  legalActions(state: TState): TLegal[];
  /** The state as one seat (or a spectator, null) may see it. */
  view(state: TState, seat: number | null): TView;
  /** Events censored for one seat (or a spectator). */
  eventsFor(events: readonly TEvent[], seat: number | null): TEvent[];
  isOver(state: TState): boolean;
  /** Final stacks and net results; null while the hand runs. */
  settle(state: TState): Settlement | null;
  /** The state version, for optimistic concurrency. */
  version(state: TState): number;
}
