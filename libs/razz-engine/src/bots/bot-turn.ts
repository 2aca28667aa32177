import type { HandEvent } from '../hand/events';
import { seatToAct } from '../hand/legal-actions';
import type { HandAction, HandState } from '../hand/types';
import { viewFor } from '../hand/view';
import type { Rng } from '../rng/rng';
import { bettingOf } from './betting-record';
import type { Bot } from './bot';
import { botViewFor } from './bot-view';

/**
 * The action of the seat to act, decided by its bot from that seat's censored view only
 * (`viewFor` → `botViewFor`): the hand's state stays on this side. Null when the hand is over or
 * the seat has no bot.
 *
 * @example botTurn(state, events, (seat) => bots.get(seat), rng) // { seat: 4, kind: 'call' }
 */
export function botTurn(state: HandState, events: readonly HandEvent[], botAt: (seat: number) => Bot | undefined, rng: Rng): HandAction | null {
  const seat = seatToAct(state);
  const bot = seat === null ? undefined : botAt(seat);
  if (seat === null || !bot) return null;
  const view = viewFor(state, seat);
  if (view.legalActions.length === 0) return null;
  const decision = bot.decide(botViewFor(view, state.rules, bettingOf(events)), rng);
  return { seat, ...decision };
}
