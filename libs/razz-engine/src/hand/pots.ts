import type { Draft } from './draft';
import type { PlayerState } from './types';

/** A pot and the indices of the players who can win it. */
export interface Pot {
  amount: number;
  eligible: number[];
}

/**
 * Main and side pots from what each player put in: one pot per all-in level. Chips of folded
 * players above the highest live level join the last pot. `inMiddle` picks the chips counted
 * (views leave the current street's bets in front of the players).
 */
export function buildPots(players: readonly PlayerState[], inMiddle: (p: PlayerState) => number = (p) => p.committed): Pot[] {
  const levels = [...new Set(players.filter((p) => !p.folded).map(inMiddle))].filter((l) => l > 0).sort((a, b) => a - b);
  const pots: Pot[] = [];
  let prev = 0;
  for (const level of levels) {
    let amount = 0;
    const eligible: number[] = [];
    players.forEach((p, i) => {
      const put = inMiddle(p);
      amount += Math.min(put, level) - Math.min(put, prev);
      if (!p.folded && put >= level) eligible.push(i);
    });
    pots.push({ amount, eligible });
    prev = level;
  }
  const leftover = players.reduce((sum, p) => sum + Math.max(0, inMiddle(p) - prev), 0);
  const last = pots[pots.length - 1];
  if (last) last.amount += leftover;
  else if (leftover > 0) pots.push({ amount: leftover, eligible: [] });
  return pots;
}

/** Returns the part of the street's highest bet that nobody matched (before pots are formed). */
export function returnUncalled(d: Draft): void {
  let top = 0;
  let second = 0;
  let topIndex = -1;
  d.s.players.forEach((p, i) => {
    if (p.streetBet > top) {
      second = top;
      top = p.streetBet;
      topIndex = i;
    } else if (p.streetBet > second) second = p.streetBet;
  });
  const p = d.s.players[topIndex];
  if (!p || top === second) return;
  const amount = top - second;
  p.stack += amount;
  p.streetBet -= amount;
  p.committed -= amount;
  d.events.push({ type: 'uncalled-returned', seat: p.seat, amount });
}

/** Percentage rake from the total, taken from the main pot first (then side pots). */
export function takeRake(d: Draft, pots: Pot[]): number {
  const rake = d.s.rules.rake;
  if (rake.kind !== 'percentage' || d.s.street < rake.fromStreet) return 0;
  const total = pots.reduce((sum, pot) => sum + pot.amount, 0);
  const amount = Math.min(rake.cap, Math.floor((total * rake.percent) / 100));
  let left = amount;
  for (const pot of pots) {
    const take = Math.min(left, pot.amount);
    pot.amount -= take;
    left -= take;
  }
  if (amount > 0) d.events.push({ type: 'rake', amount });
  return amount;
}
