/**
 * Scripted spots for the bot specs: a hand dealt from card notation and played up to a decision
 * (the engine's table-driven script helper), then seen the way a bot sees it — through the
 * deciding seat's censored view.
 */
import { viewFor } from '../../hand/view';
import type { HandScript } from '../../../test/helpers/scripted-hand';
import { runScript } from '../../../test/helpers/scripted-hand';
import { seededRng } from '../../rng/seeded-rng';
import { bettingOf } from '../betting-record';
import type { Bot, BotDecision } from '../bot';
import { BotView, botViewFor } from '../bot-view';

/** The view of the seat whose turn it is once the script's actions are played. */
export function spotView(script: HandScript): BotView {
  const { state, events } = runScript(script);
  const seat = state.toAct === null ? null : (state.players[state.toAct]?.seat ?? null);
  if (seat === null) throw new Error('the script left nobody to act');
  return botViewFor(viewFor(state, seat), state.rules, bettingOf(events));
}

/** The bot's decision in the spot, with a seeded Rng. */
export function decideIn(bot: Bot, script: HandScript, seed: number | string = 1): BotDecision {
  return bot.decide(spotView(script), seededRng(seed));
}

/** Stacks of 1,000 chips for the given seats. */
export function stacks(...seats: number[]): Record<number, number> {
  return Object.fromEntries(seats.map((s) => [s, 1000]));
}
