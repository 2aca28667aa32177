import type { Card } from '../cards';
import type { GameVariant } from '../game/variant';
import type { RuleSet, Stakes } from '../rules';
import type { HandEvent } from './events';
import type { EngineError } from './errors';

/** One player's part of a hand. Players are stored in dealing order (first seat after the dealer). */
export interface PlayerState {
  seat: number;
  /** Chips behind (not yet put in). */
  stack: number;
  /** Chips put in this hand: antes and bets, less any uncalled bet returned. */
  committed: number;
  /** Chips bet on the current street (antes excluded). */
  streetBet: number;
  down: Card[];
  up: Card[];
  folded: boolean;
  /** Acted on this street since the last full bet or raise (a full raise clears it). */
  acted: boolean;
  /** The street total this player last matched by acting: the base of the reopening rules. */
  matched: number;
  /** Cards turned face up at showdown. */
  shown: boolean;
}

/** The betting state of the street in progress. */
export interface BettingRound {
  /** The highest street total anyone has put in (or faces: a short/all-in bring-in still counts in full). */
  currentBet: number;
  /** The street's limit bet: small bet on 3rd/4th, big bet on 5th–7th (and on 4th once an open-pair big bet is made). */
  betSize: number;
  /**
   * Fixed limit, Seven-Card Stud's 4th street with an open pair showing: a bet or raise may also be
   * the big bet. Cleared once one is (from then on every raise is a big bet, `betSize`).
   */
  bigBetOption: boolean;
  /** Fixed limit: bets and raises counted toward the cap (the completion is the first). */
  counted: number;
  /** Fixed limit: the last counted level (TDA R47B); the next raise goes to it plus one bet. */
  countedLevel: number;
  /** Pot/no limit: the largest full bet or raise on the street (at least the limit bet). */
  minRaise: number;
  /** The bring-in amount while 3rd street has not gone above it; 0 otherwise. */
  bringInLevel: number;
  /** Index of the last player to bet or raise (null: nobody). */
  lastAggressor: number | null;
  /** Index of the player who opened the street. */
  firstToAct: number | null;
}

export type HandPhase = 'betting' | 'over';

/**
 * A blind posted besides the small and the big blind (flop games, cash tables): `big` — a new
 * player's or a returning player's live big blind; `small-and-big` — a returning player who missed
 * both: the big blind live, the small blind dead (in the pot, not part of the player's bet);
 * `dead-small` — a returning player who missed only the small blind, posted dead.
 */
export type BlindPostKind = 'big' | 'small-and-big' | 'dead-small';

export interface BlindPost {
  seat: number;
  kind: BlindPostKind;
}

/**
 * Who posts the blinds of a flop game's hand: the small blind (null: a dead small blind, TDA's dead
 * button rule), the big blind, and any other posts. The button is `HandState.dealerSeat`.
 */
export interface BlindPlan {
  small: number | null;
  big: number;
  posts: BlindPost[];
}

/**
 * The whole hand: a plain serialisable value. Never mutated after it is returned; every change
 * makes a new value with `version + 1`. Holds secrets (deck, down cards): clients get `viewFor`.
 */
export interface HandState {
  version: number;
  variant: GameVariant;
  rules: RuleSet;
  stakes: Stakes;
  /** Stud: the seat the deal starts after. Flop games: the button (it may be an empty seat: a dead button). */
  dealerSeat: number;
  /** Flop games: who posted the blinds; null in stud games. */
  blinds: BlindPlan | null;
  /** In dealing order, starting with the first seat clockwise after `dealerSeat`. */
  players: PlayerState[];
  /** The deck order the hand was dealt from (for replay and audit). */
  deck: Card[];
  /**
   * Rule `shortDeck: 'tda'` only: a random order of all 52 cards drawn when the hand starts. A
   * reshuffle of some cards puts them in this order, so the reshuffle is random yet replays exactly.
   */
  reshuffleOrder: Card[] | null;
  /** Where the next card comes from: the deck, or the burn cards once the deck ran out. */
  stub: Card[];
  stubPos: number;
  burns: Card[];
  community: Card[];
  /** Index into `variant.streets` of the street last dealt. */
  street: number;
  round: BettingRound;
  /** Index of the player to act, null when nobody can (hand over). */
  toAct: number | null;
  phase: HandPhase;
  /** Stud: index of the player who owed the bring-in. Flop games: index of the big blind. */
  bringInPlayer: number;
  result: HandResult | null;
}

export type ActionKind = 'bring-in' | 'complete' | 'bet' | 'raise' | 'call' | 'check' | 'fold';
export const ACTION_KINDS: readonly ActionKind[] = ['bring-in', 'complete', 'bet', 'raise', 'call', 'check', 'fold'];

/**
 * A player's action. `amount` is the street total to bet, complete or raise to; fixed limit
 * needs none (the only legal amount is used). `version`, when given, must equal the state's
 * version, so a stale client action fails instead of landing on a newer state.
 */
export interface HandAction {
  seat: number;
  kind: ActionKind;
  amount?: number;
  version?: number;
}

/** One thing the player to act may do; `min`/`max` are street totals (absent for check/fold). */
export interface LegalAction {
  kind: ActionKind;
  min?: number;
  max?: number;
  /**
   * When only some totals between `min` and `max` are allowed, those totals (the open-pair option
   * of Seven-Card Stud: the small or the big bet, e.g. `[5, 10]`); absent when the whole range is.
   */
  amounts?: number[];
}

/** One half of a hi/lo pot and who won it. */
export interface PotShare {
  half: 'high' | 'low';
  amount: number;
  winners: { seat: number; amount: number }[];
}

export interface PotResult {
  amount: number;
  /** Seats that could win this pot. */
  eligible: number[];
  /** Chips per seat, the halves of a hi/lo pot added up. */
  winners: { seat: number; amount: number }[];
  /**
   * Hi/lo games at showdown only: the high half (with the odd chip) and the low half, or the high
   * hand alone scooping the whole pot when no hand qualifies for low.
   */
  halves?: PotShare[];
}

/** A hand at showdown, in showing order. No score: a mucked hand's score would reveal its cards. */
export interface ShowdownEntry {
  seat: number;
  shown: boolean;
}

export interface HandResult {
  endedBy: 'fold' | 'showdown';
  pots: PotResult[];
  rake: number;
  /** Showdown order (empty when the hand ended by folds). */
  showdown: ShowdownEntry[];
  stacks: { seat: number; stack: number }[];
}

export type Result<T> = ({ ok: true } & T) | { ok: false; error: EngineError };
export type ActionResult = Result<{ state: HandState; events: HandEvent[] }>;
