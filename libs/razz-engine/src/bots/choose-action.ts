import type { ActionKind, LegalAction } from '../hand/types';
import type { BotDecision } from './bot';

/** The legal option of one of `kinds`, the first found in that order. */
export function optionOf(legal: readonly LegalAction[], ...kinds: ActionKind[]): LegalAction | undefined {
  for (const kind of kinds) {
    const option = legal.find((o) => o.kind === kind);
    if (option) return option;
  }
  return undefined;
}

/** An option as a decision: bets and raises at their smallest total (the only one in fixed limit). */
function decisionOf(option: LegalAction): BotDecision {
  return option.min === undefined || option.kind === 'call' ? { kind: option.kind } : { kind: option.kind, amount: option.min };
}

/** Check, or call, or post the bring-in (the cheapest way to stay in); fold only when nothing else is legal. */
export function passive(legal: readonly LegalAction[]): BotDecision {
  const option = optionOf(legal, 'check', 'call', 'bring-in') ?? legal.find((o) => o.kind !== 'fold') ?? legal[0];
  if (!option) throw new RangeError('no legal action to choose from');
  return decisionOf(option);
}

/** Complete, bet or raise by the smallest step; when the betting is capped, stay in passively. */
export function aggressive(legal: readonly LegalAction[]): BotDecision {
  const option = optionOf(legal, 'complete', 'bet', 'raise');
  return option ? decisionOf(option) : passive(legal);
}

/** Give up: check when it is free (never fold then), post a forced bring-in, else fold. */
export function giveUp(legal: readonly LegalAction[]): BotDecision {
  const option = optionOf(legal, 'check', 'fold', 'bring-in');
  return option ? decisionOf(option) : passive(legal);
}
