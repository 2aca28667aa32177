import type { Rng } from '../../rng/rng';
import type { BotDecision } from '../bot';
import type { BotView } from '../bot-view';
import { giveUp } from '../choose-action';
import { EIGHT, hasPair, isBrick, liveOthers, lowValue, ownCards } from './card-reading';
import { equityDecision } from './equity-decision';
import type { TipsStyle } from './tips-style';

/** A board of low cards: every up card eight or better, no pair. */
function isLowBoard(up: readonly number[], view: BotView): boolean {
  return up.length > 0 && !hasPair(up) && up.every((c) => lowValue(c, view.evaluation) <= EIGHT);
}

/** The top card of the hand's best three different low cards (Infinity with fewer than three). */
function topOfBestThree(view: BotView): number {
  const values = [...new Set(ownCards(view).map((c) => lowValue(c, view.evaluation)))].sort((a, b) => a - b);
  return values[2] ?? Infinity;
}

/**
 * "Fold a marginal hand that catches a 9 or higher on 4th street while opponents keep showing low
 * boards": the 4th-street card is a brick (9 or higher, or a pair — a pair ruins a low), the best
 * three low cards are topped above the style's keep limit, and a live opponent shows a low board.
 */
export function isFourthStreetBrickFold(view: BotView, style: TipsStyle): boolean {
  const fourth = view.me.up[1];
  if (view.street !== 'fourth' || fourth === undefined) return false;
  const before = ownCards(view).filter((c) => c !== fourth);
  if (!isBrick(fourth, before, view.evaluation)) return false;
  return topOfBestThree(view) > style.brickKeepMax && liveOthers(view).some((o) => isLowBoard(o.up, view));
}

/** Razz 4th to 7th street: the 4th-street brick tip first (check when free, else fold), then the pot-odds rule. */
export function razzLaterStreet(view: BotView, style: TipsStyle, rng: Rng): BotDecision {
  if (isFourthStreetBrickFold(view, style)) return giveUp(view.legal);
  return equityDecision(view, style, rng);
}
