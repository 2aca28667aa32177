import { DECK_SIZE } from '../cards';
import type { HandState } from '../hand/types';

/**
 * What every finished hand must satisfy: chips conserved (Σ stacks after + rake = Σ before), no
 * negative stack, every card exactly once across hands, community, burns and stub, pots paid in
 * full. Returns the problems found (empty = fine).
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
  const cards = [
    ...state.players.flatMap((p) => [...p.down, ...p.up]), ...state.community, ...state.burns, ...state.stub.slice(state.stubPos),
  ];
  if (cards.length !== DECK_SIZE || new Set(cards).size !== DECK_SIZE) {
    problems.push(`cards: ${cards.length} dealt/left, ${new Set(cards).size} distinct (want 52 distinct)`);
  }
  return problems;
}
