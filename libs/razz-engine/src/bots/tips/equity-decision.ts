import type { Rng } from '../../rng/rng';
import type { BotDecision } from '../bot';
import type { BotView } from '../bot-view';
import { aggressive, giveUp, passive } from '../choose-action';
import { hasBestBoard, raisesThisStreet, toCall } from './betting-read';
import { chance, liveOthers } from './card-reading';
import { estimateEquity } from './equity-estimate';
import type { TipsStyle } from './tips-style';

/** Past this many bets and raises on a street the bot only calls: two strong hands would otherwise raise without end heads-up. */
const MOST_RAISES = 4;
/** A raise over a bet asks for more than a first bet: the bettor has shown something. */
const RAISE_OVER_BET = 1.15;
/** A hand this close to an equal share is fair enough to bet with the best board. */
const FAIR_SHARE = 0.8;

/**
 * 4th to 7th street: the pot-odds rule. The quick equity estimate against the pot: bet or raise
 * for value above the style's share, bet the best board with a fair hand at the style's raise
 * frequency, call when the equity beats the pot odds by the style's margin, else check or fold.
 */
export function equityDecision(view: BotView, style: TipsStyle, rng: Rng): BotDecision {
  const { legal } = view;
  const equity = estimateEquity(view, style.trials, rng);
  const share = 1 / (liveOthers(view).length + 1);
  const owed = toCall(view);
  const valueBar = share * style.valueShare * (owed > 0 ? RAISE_OVER_BET : 1);
  const mayRaise = raisesThisStreet(view) < MOST_RAISES;
  if (mayRaise && equity >= valueBar) return aggressive(legal);
  if (mayRaise && equity >= share * FAIR_SHARE && hasBestBoard(view) && chance(rng, style.raiseFrequency)) return aggressive(legal);
  if (owed === 0) return passive(legal);
  const potOdds = owed / (view.pot + owed);
  return equity >= potOdds * style.callMargin ? passive(legal) : giveUp(legal);
}
