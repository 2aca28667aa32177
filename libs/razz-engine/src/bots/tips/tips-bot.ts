import type { Bot } from '../bot';
import { passive } from '../choose-action';
import { razzLaterStreet } from './razz-later-streets';
import { razzThirdStreet } from './razz-third-street';
import { studFallback } from './stud-fallback';
import { TIGHT, TipsStyle } from './tips-style';

/**
 * A bot that plays Razz by the rule book's tips, in one of the styles (`TIPS_STYLES`): starts
 * only with three low cards, watches the up cards for dead draws, steals with the lowest door card
 * against face cards, folds a marginal hand that bricks on 4th street against low boards, treats a
 * pair as ruin, and weighs every later call against the pot odds. Seven-Card Stud and Stud
 * Eight-or-Better get a simple start rule and the same pot-odds rule; the flop games are played as
 * a calling station. Decisions are a function of the view and the Rng.
 *
 * @example
 * const bot = tipsBot(TIPS_STYLES.aggressive);
 * bot.decide(view, seededRng(7)); // { kind: 'complete', amount: 5 }
 */
export function tipsBot(style: TipsStyle = TIGHT): Bot {
  return Object.freeze({
    name: `tips-${style.name}`,
    decide(view, rng) {
      if (view.game === 'razz') return view.street === 'third' ? razzThirdStreet(view, style, rng) : razzLaterStreet(view, style, rng);
      if (view.game === 'stud' || view.game === 'stud8') return studFallback(view, style, rng);
      return passive(view.legal);
    },
  } satisfies Bot);
}
