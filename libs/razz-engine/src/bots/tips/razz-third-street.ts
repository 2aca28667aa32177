import type { Rng } from '../../rng/rng';
import type { BotDecision } from '../bot';
import type { BotView } from '../bot-view';
import { aggressive, giveUp, optionOf, passive } from '../choose-action';
import { raisesThisStreet } from './betting-read';
import { chance, deadOuts, hasPair, liveOthers, lowValue, ownCards, seenElsewhere } from './card-reading';
import type { TipsStyle } from './tips-style';

/** Three low cards this good are worth a raise, not just a call. */
const PREMIUM_TOP = 6;

/** What a Razz start is worth by the tips: whether it plays, whether it is strong, whether its draw is dead. */
export interface StartRead {
  playable: boolean;
  premium: boolean;
  dead: boolean;
}

/** Heads-up or three-handed: the seats dealt in, folded or not. */
function shortHanded(view: BotView): boolean {
  return view.others.length + 1 <= 3;
}

/**
 * The start by the tips: three unpaired cards to an eight or better, ideally with an ace (the
 * style's limits, looser short-handed); a pair ruins it; its draw is dead when enough of the low
 * cards it needs show elsewhere.
 */
export function readStart(view: BotView, style: TipsStyle): StartRead {
  const mine = ownCards(view);
  const values = mine.map((c) => lowValue(c, view.evaluation));
  const top = Math.max(...values);
  const paired = hasPair(mine);
  const limit = (values.includes(1) ? style.startMaxWithAce : style.startMax) + (shortHanded(view) ? style.shortHandedLoosen : 0);
  return {
    playable: !paired && top <= limit,
    premium: !paired && top <= PREMIUM_TOP,
    dead: deadOuts(mine, seenElsewhere(view), view.evaluation) >= style.deadOuts,
  };
}

/**
 * "Steal the antes and the bring-in when your door card is the lowest and the others show face
 * cards": nobody but the bring-in has put a chip in, this seat's door card is lower than every
 * live opponent's, and each of theirs is at least the style's face card.
 */
export function isStealSpot(view: BotView, style: TipsStyle): boolean {
  if (view.street !== 'third' || optionOf(view.legal, 'bring-in')) return false;
  const entered = view.betting.some((r) => r.street === 'third' && r.seat !== view.me.seat && r.kind !== 'bring-in' && r.kind !== 'fold');
  const door = view.me.up[0];
  if (entered || door === undefined) return false;
  const mine = lowValue(door, view.evaluation);
  const live = liveOthers(view);
  return (
    live.length > 0 &&
    live.every((o) => {
      const theirs = o.up[0] === undefined ? 0 : lowValue(o.up[0], view.evaluation);
      return theirs >= style.stealAgainst && theirs > mine;
    })
  );
}

/**
 * Razz 3rd street by the tips: steal when the spot is there (at the style's frequency); play only
 * a playable, live start — complete it when first in, call a completion, re-raise a premium one at
 * the style's raise frequency; fold the rest (the bring-in posts and folds later).
 */
export function razzThirdStreet(view: BotView, style: TipsStyle, rng: Rng): BotDecision {
  const { legal } = view;
  if (isStealSpot(view, style) && chance(rng, style.stealFrequency)) return aggressive(legal);
  const start = readStart(view, style);
  const plays = start.playable && !(start.dead && !start.premium);
  if (optionOf(legal, 'bring-in')) return plays ? aggressive(legal) : passive(legal);
  if (!plays) return giveUp(legal);
  const raised = raisesThisStreet(view);
  if (raised === 0) return aggressive(legal);
  if (start.premium && !start.dead && raised < 3 && chance(rng, style.raiseFrequency)) return aggressive(legal);
  return passive(legal);
}
