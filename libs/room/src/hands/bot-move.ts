import { applyAction, botTurn, type HandAction, type HandEvent, type HandState, isBotName, makeBot, type Rng } from '@app/razz-engine';
import type { EngineStep } from './hand-progress.service';

/** A bot's move: the engine step of its decision, or why there is none (the seat then times out as any seat does). */
export type BotMove = { ok: true; step: EngineStep } | { ok: false; reason: string };

/**
 * The decision of the bot in the seat to act, from that seat's censored view only (`botTurn`:
 * `viewFor` → `botViewFor`, the hand's state never reaches the bot), applied to the hand.
 */
export function botMove(state: HandState, events: readonly HandEvent[], strategy: string, rng: Rng): BotMove {
  if (!isBotName(strategy)) return { ok: false, reason: `unknown bot strategy "${strategy}"` };
  const bot = makeBot(strategy);
  let action: HandAction | null;
  try {
    action = botTurn(state, events, () => bot, rng);
  } catch (err) {
    return { ok: false, reason: `the bot failed: ${(err as Error).message}` };
  }
  if (!action) return { ok: false, reason: 'the bot has no action to take' };
  const step = applyAction(state, action);
  return step.ok ? { ok: true, step } : { ok: false, reason: `the engine refused the bot's ${action.kind}: ${step.error.message}` };
}
