import type { Rng } from '../rng/rng';
import type { ActionKind } from '../hand/types';
import type { BotView } from './bot-view';

/** What a bot does: one of the view's legal kinds, with the street total for a bet or raise. */
export interface BotDecision {
  kind: ActionKind;
  /** The street total to bring in, complete, bet or raise to; fixed limit needs none. */
  amount?: number;
}

/**
 * A player the simulations and matches can seat. It decides from one seat's `BotView` — its own
 * cards, everyone's up cards, the betting, its legal actions — never from the hand's state, so it
 * cannot see another seat's down cards however it is written. Given the same view and an Rng in the
 * same state it makes the same decision.
 *
 * @example
 * const bot = makeBot('tips-tight');
 * const decision = bot.decide(botViewFor(viewFor(state, 3), state.rules), seededRng(1)); // { kind: 'complete', amount: 5 }
 */
export interface Bot {
  /** The name it goes by on the command line and in reports (`tips-tight`). */
  readonly name: string;
  /** The action to take; `view.legal` is never empty, and the answer's kind is one of it. */
  decide(view: BotView, rng: Rng): BotDecision;
}
