/**
 * The knobs of the tips bot: each is one of the rule book's playing tips turned into a number.
 * Values are card values (ace 1 … king 13), counts or probabilities.
 */
export interface TipsStyle {
  name: 'tight' | 'loose' | 'aggressive';
  /** "Three cards to an eight or better": the highest card an unpaired three-card start may hold. */
  startMax: number;
  /** "…ideally with an ace": the highest card allowed when one of the three is an ace. */
  startMaxWithAce: number;
  /** Heads-up or three-handed fewer hands can beat you: the start limits rise by this much. */
  shortHandedLoosen: number;
  /** "Watch the up cards": this many of the start's outs showing elsewhere make its draw dead. */
  deadOuts: number;
  /** "Steal the antes and the bring-in": how often to complete with the lowest door card against face cards. */
  stealFrequency: number;
  /** The smallest door card that counts as a face card for the steal (11: jack). */
  stealAgainst: number;
  /** How often to bet or raise a fair hand when this seat shows the best board. */
  raiseFrequency: number;
  /**
   * "Fold a marginal hand that catches a 9 or higher on 4th street against low boards": after such a
   * brick, three low cards topped by this card or lower still play; higher ones fold to a bet.
   */
  brickKeepMax: number;
  /** "Pot odds rarely justify chasing": the equity a call needs, as a multiple of the pot odds. */
  callMargin: number;
  /** The equity to bet or raise for value, as a multiple of an equal share (1 / players in the hand). */
  valueShare: number;
  /** Monte Carlo deals per equity estimate: more is steadier and slower. */
  trials: number;
}

/** The rule book's tips read strictly: three to a seven, or to an eight with an ace; folds bricks readily. */
export const TIGHT: TipsStyle = Object.freeze({
  name: 'tight',
  startMax: 7,
  startMaxWithAce: 8,
  shortHandedLoosen: 2,
  deadOuts: 4,
  stealFrequency: 0.6,
  stealAgainst: 11,
  raiseFrequency: 0.5,
  brickKeepMax: 5,
  callMargin: 1.15,
  valueShare: 1.3,
  trials: 40,
});

/** Plays more starts (three to a nine, a ten with an ace), calls more, folds a brick rarely. */
export const LOOSE: TipsStyle = Object.freeze({
  name: 'loose',
  startMax: 9,
  startMaxWithAce: 10,
  shortHandedLoosen: 2,
  deadOuts: 7,
  stealFrequency: 0.4,
  stealAgainst: 11,
  raiseFrequency: 0.3,
  brickKeepMax: 8,
  callMargin: 0.85,
  valueShare: 1.4,
  trials: 40,
});

/** The tips' starts (three to an eight) played fast: steals every time, bets the best board, raises for thinner value. */
export const AGGRESSIVE: TipsStyle = Object.freeze({
  name: 'aggressive',
  startMax: 8,
  startMaxWithAce: 8,
  shortHandedLoosen: 3,
  deadOuts: 5,
  stealFrequency: 1,
  stealAgainst: 9,
  raiseFrequency: 0.9,
  brickKeepMax: 6,
  callMargin: 1,
  valueShare: 1.05,
  trials: 40,
});

/** The three styles by name. */
export const TIPS_STYLES: Readonly<Record<TipsStyle['name'], TipsStyle>> = Object.freeze({ tight: TIGHT, loose: LOOSE, aggressive: AGGRESSIVE });
