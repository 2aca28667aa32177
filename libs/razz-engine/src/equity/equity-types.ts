/**
 * The public shapes of hand equity for the stud games: what `handEquity` takes and what it
 * answers. Cards travel as notation (`'As'`), unknown cards as `'??'`.
 */
import type { CardText } from '../cards/card';

/**
 * The stud games equity is computed for, by their preset names: `razz` (ace-to-five low),
 * `stud` (Seven-Card Stud, high), `stud8` (Stud Eight-or-Better: high and an eight-or-better
 * ace-to-five low split the pot), and the Razz presets with another low evaluation,
 * `london-lowball` (ace-to-six) and `deuce-to-seven-razz` (deuce-to-seven).
 */
export type EquityGame = 'razz' | 'stud' | 'stud8' | 'london-lowball' | 'deuce-to-seven-razz';

/** Every `EquityGame`, in the order error messages list them. */
export const EQUITY_GAMES: readonly EquityGame[] = ['razz', 'stud', 'stud8', 'london-lowball', 'deuce-to-seven-razz'];

/** True when `value` names an `EquityGame`. */
export function isEquityGame(value: unknown): value is EquityGame {
  return typeof value === 'string' && (EQUITY_GAMES as readonly string[]).includes(value);
}

/** A card in a hand that the viewer cannot see (an opponent's down card): drawn from the unseen cards. */
export const UNKNOWN_CARD = '??';

/**
 * A spot to value. Every live hand ends with 7 cards (its own and the community cards); how
 * many it holds now gives the street, and the same for every hand.
 * @example
 * // Broadcast view, 5th street: every card of both hands known; a folded player's 4c is dead.
 * const spot: EquityInput = { game: 'razz', hands: [['As', '2d', '3c', '7h', 'Kd'], ['Kh', 'Qd', '7s', '5c', '4d']], dead: ['4c'] };
 * // Seat 1's view: its own cards, the opponent's two down cards unknown.
 * const view: EquityInput = { game: 'razz', hands: ['As 2d 3c 7h Kd', '?? ?? 7s 5c 4d'] };
 */
export interface EquityInput {
  /** One of `EQUITY_GAMES`; anything else is refused with `UNKNOWN_GAME`. */
  game: string;
  /**
   * Each live hand's own cards (down and up, in any order): a list or a string of cards in
   * notation; `'??'` stands for a card the viewer does not know. 2 to 9 hands.
   */
  hands: readonly (string | readonly string[])[];
  /** Cards known to be out of play: folded players' up cards, burn cards seen. */
  dead?: string | readonly string[];
  /** Community cards already dealt (the short-deck rule: one card shared by every live hand). */
  community?: string | readonly string[];
  /**
   * How many more community cards will be dealt before the showdown (0, the default, or the
   * short-deck case: 1 when 7th street will be one shared card, 2 when 6th and 7th will).
   */
  communityToCome?: number;
  /** Enumerate every deal when there are at most this many (default `DEFAULT_MAX_EXACT_DEALS`); else sample. */
  maxExactDeals?: number;
  /** Monte Carlo: how many deals to sample (default `DEFAULT_SAMPLES`). */
  samples?: number;
  /** Monte Carlo: the seed of the engine's `seededRng` (default 1): the same seed, the same figures. */
  seed?: number | string;
}

/**
 * A hand's figures. `share` is the part of the pot it can expect (ties split, 0…1), `win` the
 * probability that it takes the whole pot alone, `tie` that it takes part of the pot (a tie, or
 * in `stud8` one half). Stud Eight-or-Better adds `scoop` (the whole pot alone, the same event
 * as `win`), `highShare` and `lowShare`: the part of the pot it wins with its high hand and with
 * its low (`share = highShare + lowShare`; without a qualifying low the high hands take it all).
 */
export interface EquityFigures {
  /** Expected part of the pot, 0…1 (ties split). */
  share: number;
  /** Probability of taking the whole pot alone. */
  win: number;
  /** Probability of taking part of the pot: a tie, or in `stud8` one half. */
  tie: number;
  /** `stud8`: probability of taking the whole pot alone (the same event as `win`). */
  scoop?: number;
  /** `stud8`: expected part of the pot won with the high hand. */
  highShare?: number;
  /** `stud8`: expected part of the pot won with the low hand. */
  lowShare?: number;
}

/**
 * Exact enumeration only: a hand's figures as whole numbers, so they can be checked as
 * fractions. `win`, `tie`, `scoop` count deals (out of `EquityMethod.deals`); `share`,
 * `highShare`, `lowShare` are in 1/`SHARE_UNIT` of a pot summed over the deals.
 */
export interface EquityCounts {
  /** Deals in which the hand takes the whole pot alone. */
  win: number;
  /** Deals in which it takes part of the pot. */
  tie: number;
  /** Its pot shares summed over the deals, in 1/`SHARE_UNIT` of a pot. */
  share: number;
  /** `stud8`: deals it scoops (= `win`). */
  scoop?: number;
  /** `stud8`: the part of `share` won with the high hand. */
  highShare?: number;
  /** `stud8`: the part of `share` won with the low hand. */
  lowShare?: number;
}

/** One hand's answer, in the order the hands were given. */
export interface HandEquity extends EquityFigures {
  /** The hand's cards as given (normalised notation, `'??'` for unknown). */
  cards: (CardText | typeof UNKNOWN_CARD)[];
  /** Exact only: the figures as integer counts. */
  counts?: EquityCounts;
  /** Monte Carlo only: each figure's 95 % error half-width, 1.96 · sqrt(sample variance / samples). */
  halfWidth?: EquityFigures;
}

/**
 * How the figures were computed: `exact` enumerated all `deals` (each completion of every hand,
 * equally likely); `monte-carlo` sampled `samples` of them with `seededRng(seed)` (`deals` is then
 * the number there would have been, a float that may be rounded).
 */
export type EquityMethod = { kind: 'exact'; deals: number } | { kind: 'monte-carlo'; deals: number; samples: number; seed: number | string };

/** The answer: the game, the street (3 = third … 7 = seventh), the method and each hand's figures. */
export interface EquityReport {
  /** The game the hands were valued in. */
  game: EquityGame;
  /** 3 = third street … 7 = seventh: the cards each hand holds now, its own and the community ones. */
  street: number;
  /** Exact enumeration or Monte Carlo, with the numbers behind it. */
  method: EquityMethod;
  /** Each hand's figures, in the order given. */
  hands: HandEquity[];
}

/**
 * Why a spot was refused: `UNKNOWN_GAME`, `BAD_CARD` (not notation), `DUPLICATE_CARD` (a card
 * in two places), `TOO_FEW_HANDS` / `TOO_MANY_HANDS` (2 to 9 live hands), `WRONG_CARD_COUNT`
 * (a hand below 3rd street, or hands on different streets), `TOO_MANY_CARDS` (more than 7 cards
 * with the community cards), `DECK_TOO_SHORT` (the unseen cards cannot complete every hand:
 * the short-deck case needs `communityToCome`), `INVALID_OPTION` (a count or seed out of range).
 */
export type EquityErrorCode =
  | 'UNKNOWN_GAME'
  | 'BAD_CARD'
  | 'DUPLICATE_CARD'
  | 'TOO_FEW_HANDS'
  | 'TOO_MANY_HANDS'
  | 'WRONG_CARD_COUNT'
  | 'TOO_MANY_CARDS'
  | 'DECK_TOO_SHORT'
  | 'INVALID_OPTION';

/** A refused spot; `code` is stable, `message` is for humans. */
export interface EquityError {
  /** Stable: callers branch on it. */
  code: EquityErrorCode;
  /** For humans: what is wrong, with the card or hand concerned. */
  message: string;
}

/** `handEquity`'s answer: the report, or why the spot was refused. */
export type EquityResult = { ok: true; value: EquityReport } | { ok: false; error: EquityError };
