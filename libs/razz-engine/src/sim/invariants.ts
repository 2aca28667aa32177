import { DECK_SIZE } from '../cards';
import { buildPots } from '../hand/pots';
import type { HandState } from '../hand/types';

/**
 * What every finished hand must satisfy: chips conserved (Σ stacks after + rake = Σ before), no
 * negative stack, every card exactly once across hands, community, burns and stub, pots paid in
 * full, the rake as the rule says and split across the pots (`rakeProblems`). Returns the problems
 * found (empty = fine).
 */
export function handInvariantProblems(before: readonly { seat: number; stack: number }[], state: HandState): string[] {
  const problems: string[] = [];
  const result = state.result;
  if (!result || state.phase !== 'over') return ['the hand did not finish'];
  const chipsBefore = before.reduce((sum, s) => sum + s.stack, 0);
  const chipsAfter = state.players.reduce((sum, p) => sum + p.stack, 0) + result.rake;
  if (chipsBefore !== chipsAfter) problems.push(`chips not conserved: ${chipsBefore} before, ${chipsAfter} after (incl. rake)`);
  if (state.players.some((p) => p.stack < 0)) problems.push('a stack went negative');
  const committed = state.players.reduce((sum, p) => sum + p.committed, 0);
  const paid = result.pots.reduce((sum, pot) => sum + pot.winners.reduce((w, x) => w + x.amount, 0), 0);
  if (paid + result.rake !== committed) problems.push(`pots paid ${paid} + rake ${result.rake} ≠ chips put in ${committed}`);
  const cards = [...state.players.flatMap((p) => [...p.down, ...p.up]), ...state.community, ...state.burns, ...state.stub.slice(state.stubPos)];
  if (cards.length !== DECK_SIZE || new Set(cards).size !== DECK_SIZE) {
    problems.push(`cards: ${cards.length} dealt/left, ${new Set(cards).size} distinct (want 52 distinct)`);
  }
  return [...problems, ...rakeProblems(state)];
}

/**
 * The rake against the pots rebuilt from what everyone put in: the rule's amount (percentage of
 * the total rounded down, capped, none before `fromStreet`), each pot's share its exact
 * proportional share rounded down or up, no pot below zero, and — while the rake is at most half
 * of the chips — no pot of two or more chips raked to nothing.
 */
function rakeProblems(state: HandState): string[] {
  const result = state.result;
  if (!result) return [];
  const before = buildPots(state.players).map((pot) => pot.amount);
  if (before.length !== result.pots.length) return [`${result.pots.length} pots awarded, ${before.length} formed`];
  const total = before.reduce((sum, a) => sum + a, 0);
  const rule = state.rules.rake;
  const due = rule.kind === 'percentage' && state.street >= rule.fromStreet ? Math.min(rule.cap, Math.floor((total * rule.percent) / 100)) : 0;
  const problems = result.rake === due ? [] : [`rake ${result.rake}, the rule asks ${due}`];
  before.forEach((amount, k) => {
    const share = amount - (result.pots[k]?.amount ?? 0);
    const exact = total === 0 ? 0 : (result.rake * amount) / total;
    if (share < Math.floor(exact) || share > Math.ceil(exact) || share > amount) {
      problems.push(`pot ${k} of ${amount} gave ${share} of the rake ${result.rake}; its share is ${exact.toFixed(2)}`);
    }
    if (rule.kind === 'percentage' && rule.percent <= 50 && amount >= 2 && share === amount) problems.push(`pot ${k} of ${amount} was raked to nothing`);
  });
  return problems;
}
