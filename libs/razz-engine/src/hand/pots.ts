import { Draft, writablePlayer } from './draft';
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
  // A loop, not forEach with a closure: every street's end.
  const players = d.s.players;
  for (let i = 0; i < players.length; i++) {
    const bet = (players[i] as PlayerState).streetBet;
    if (bet > top) {
      second = top;
      top = bet;
      topIndex = i;
    } else if (bet > second) second = bet;
  }
  if (topIndex < 0 || top === second) return;
  const p = writablePlayer(d, topIndex);
  const amount = top - second;
  p.stack += amount;
  p.streetBet -= amount;
  p.committed -= amount;
  d.events.push({ type: 'uncalled-returned', seat: p.seat, amount });
}
