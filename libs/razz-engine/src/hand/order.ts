import { Card, suitIndex } from '../cards/card';
import type { Scorer } from '../game/scoring';
import type { StudVariant } from '../game/variant';
import type { TieBreak } from '../rules/rule-set';
import type { HandState, PlayerState } from './types';

/** A player who still has a say in betting: not folded and not all-in. */
export function canAct(p: PlayerState): boolean {
  return !p.folded && p.stack > 0;
}

/** The first player clockwise after index `from` (exclusive) matching `pred`, or null. */
export function nextIndex(players: readonly PlayerState[], from: number, pred: (p: PlayerState) => boolean): number | null {
  const n = players.length;
  for (let k = 1; k <= n; k++) {
    const i = (from + k) % n;
    if (pred(players[i] as PlayerState)) return i;
  }
  return null;
}

/** From `start` (inclusive) clockwise, the first player matching `pred`, or null. */
export function firstFrom(players: readonly PlayerState[], start: number, pred: (p: PlayerState) => boolean): number | null {
  return nextIndex(players, (start - 1 + players.length) % players.length, pred);
}

/** Counts players still in the hand (not folded). */
export function liveCount(players: readonly PlayerState[]): number {
  let n = 0;
  for (const p of players) if (!p.folded) n++;
  return n;
}

export function actorCount(players: readonly PlayerState[]): number {
  let n = 0;
  for (const p of players) if (canAct(p)) n++;
  return n;
}

/**
 * The player who owes the bring-in: the highest (Razz) or lowest (Stud) door card in the game's
 * rank order. Ties: `suit` — the higher suit pays when the highest card brings in, the lower suit
 * when the lowest does (spades > hearts > diamonds > clubs); `dealer-left` — the tied player first
 * in dealing order.
 */
export function bringInIndex(state: HandState, scorer: Scorer): number {
  const highest = (state.variant as StudVariant).bringIn === 'highest-door';
  const sign = highest ? 1 : -1;
  let best = 0;
  let bestKey = -Infinity;
  state.players.forEach((p, i) => {
    const door = p.up[0] as Card;
    // Suit index 0 is spades (highest), so 3 - suit grows with suit strength.
    const suitKey = state.rules.bringInTieBreak === 'suit' ? 3 - suitIndex(door) : 0;
    const key = sign * (scorer.cardRank(door) * 4 + suitKey);
    if (key > bestKey) {
      bestKey = key;
      best = i;
    }
  });
  return best;
}

/** The suit of a board's highest card, as strength (3 = spades): the RP-10D tie-break. */
function highestCardSuitStrength(up: readonly Card[], scorer: Scorer): number {
  let top = -1;
  for (const c of up) {
    const key = scorer.cardRank(c) * 4 + (3 - suitIndex(c));
    if (key > top) top = key;
  }
  return top & 3;
}

/**
 * The opener of a later street: the lowest (or highest) board among players still in, by their
 * own up cards (a community card never counts). Ties by `boardTieBreak`. Returns the index of the
 * board's owner, who may be all-in; callers move on to the next player who can act.
 */
export function boardLeaderIndex(state: HandState, scorer: Scorer, direction: 'lowest' | 'highest'): number {
  const sign = direction === 'lowest' ? 1 : -1;
  const tie: TieBreak = state.rules.boardTieBreak;
  const players = state.players;
  let best = -1;
  let bestRank = Infinity;
  // The suit tie-break is worked out only for equal boards (-2: the leader's not yet known).
  let bestSuit = -1;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerState;
    if (p.folded) continue;
    const rank = sign * scorer.boardRank(p.up);
    if (rank < bestRank) {
      best = i;
      bestRank = rank;
      bestSuit = -2;
    } else if (rank === bestRank) {
      const suit = tie === 'suit' ? highestCardSuitStrength(p.up, scorer) : 0;
      if (bestSuit === -2) bestSuit = tie === 'suit' ? highestCardSuitStrength((players[best] as PlayerState).up, scorer) : 0;
      if (suit > bestSuit) {
        best = i;
        bestSuit = suit;
      }
    }
  }
  return best;
}
