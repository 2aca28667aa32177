import type { Card } from '../../cards';
import type { Rng } from '../../rng/rng';
import type { BotDecision } from '../bot';
import type { BotView } from '../bot-view';
import { aggressive, giveUp, optionOf, passive } from '../choose-action';
import { raisesThisStreet } from './betting-read';
import { chance, EIGHT, hasPair, ownCards } from './card-reading';
import { equityDecision } from './equity-decision';
import type { TipsStyle } from './tips-style';

/** High value: deuce 2 … king 13, ace 14. */
const highValue = (c: Card): number => (c >> 2 === 0 ? 14 : (c >> 2) + 1);
/** Low value: ace 1 … king 13. */
const lowValue = (c: Card): number => (c >> 2) + 1;
/** A pair of tens or better, or trips: a start worth raising in Seven-Card Stud. */
const BIG_PAIR = 10;

/**
 * The simple start rule for the other stud games: Seven-Card Stud plays a pair, three suited cards
 * or three to a straight, and raises a pair of tens or better; Stud Eight-or-Better adds the Razz
 * start (three unpaired cards eight or lower) and raises three to a six with an ace.
 */
function studStart(view: BotView): { plays: boolean; premium: boolean } {
  const mine = ownCards(view);
  const highs = mine.map(highValue).sort((a, b) => a - b);
  const paired = hasPair(mine);
  const pairValue = paired ? (highs.find((v, i) => highs[i + 1] === v) ?? 0) : 0;
  const suited = mine.every((c) => (c & 3) === ((mine[0] as Card) & 3));
  const straight = !paired && (highs[2] as number) - (highs[0] as number) <= 4;
  const lows = mine.map(lowValue);
  const lowStart = view.game === 'stud8' && !paired && Math.max(...lows) <= EIGHT;
  return {
    plays: paired || suited || straight || lowStart,
    premium: pairValue >= BIG_PAIR || (lowStart && lows.includes(1) && Math.max(...lows) <= 6),
  };
}

/**
 * Seven-Card Stud and Stud Eight-or-Better, where the tips (written for Razz) do not apply: the
 * start rule above on 3rd street (complete first in, call a completion, raise a premium start at
 * the style's raise frequency), then the same pot-odds rule as Razz with the game's own valuation.
 */
export function studFallback(view: BotView, style: TipsStyle, rng: Rng): BotDecision {
  const { legal } = view;
  if (view.street !== 'third') return equityDecision(view, style, rng);
  const start = studStart(view);
  if (optionOf(legal, 'bring-in')) return start.premium ? aggressive(legal) : passive(legal);
  if (!start.plays) return giveUp(legal);
  const raised = raisesThisStreet(view);
  if (raised === 0) return aggressive(legal);
  if (start.premium && raised < 3 && chance(rng, style.raiseFrequency)) return aggressive(legal);
  return passive(legal);
}
