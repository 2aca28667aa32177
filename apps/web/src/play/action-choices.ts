import type { ActionKind, LegalAction } from './types';

/**
 * The buttons a player's turn offers, made from the view's `legalActions` and nothing else: one
 * button per legal action, or one per allowed total where the engine names them (Seven-Card Stud's
 * open-pair option), or one sized button where the total is free between `min` and `max` (pot
 * and no limit). Amounts are street totals, as `POST /tables/{id}/actions` takes them.
 */
export interface ActionChoice {
  kind: ActionKind;
  /** Words on the button, with the amount: `Call $0.20`, `Raise to $0.80`. */
  label: string;
  /** The street total to send; null: no amount (fold, check) or chosen with the sizing control. */
  amount: number | null;
  /** The range of a sized action (the sizing control's bounds); null for a fixed one. */
  range: { min: number; max: number } | null;
}

/** Fold first, then the passive action, then the aggressive ones (the usual left-to-right order). */
const ORDER: readonly ActionKind[] = ['fold', 'check', 'call', 'bring-in', 'complete', 'bet', 'raise'];

const AGGRESSIVE: Readonly<Partial<Record<ActionKind, string>>> = { complete: 'Complete to', bet: 'Bet', raise: 'Raise to' };

/** `streetBet`: what the player already has in front of them this street (a call's label says what it adds). */
export function actionChoices(legal: readonly LegalAction[], streetBet: number, format: (chips: number) => string): ActionChoice[] {
  const sorted = [...legal].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  return sorted.flatMap((action): ActionChoice[] => {
    const { kind, min, max } = action;
    if (kind === 'fold') return [{ kind, label: 'Fold', amount: null, range: null }];
    if (kind === 'check') return [{ kind, label: 'Check', amount: null, range: null }];
    if (min === undefined || max === undefined) return [];
    if (kind === 'call') return [{ kind, label: `Call ${format(min - streetBet)}`, amount: min, range: null }];
    if (kind === 'bring-in') return [{ kind, label: `Bring in ${format(min)}`, amount: min, range: null }];
    const words = AGGRESSIVE[kind] ?? kind;
    if (action.amounts && action.amounts.length > 0) return action.amounts.map((to) => ({ kind, label: `${words} ${format(to)}`, amount: to, range: null }));
    if (min === max) return [{ kind, label: `${words} ${format(min)}`, amount: min, range: null }];
    return [{ kind, label: words, amount: null, range: { min, max } }];
  });
}

/** Whether `amount` may be sent with `choice`: its own amount, or a whole number within its range. */
export function amountAllowed(choice: ActionChoice, amount: number | null): boolean {
  if (choice.range === null) return amount === choice.amount;
  return amount !== null && Number.isSafeInteger(amount) && amount >= choice.range.min && amount <= choice.range.max;
}
