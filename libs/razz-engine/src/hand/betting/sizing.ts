import { isFlopVariant } from '../../game/variant';
import type { HandState, PlayerState } from '../types';

/** Stud's 3rd street: the street of the bring-in and the completion. */
export function isBringInStreet(s: HandState): boolean {
  return s.street === 0 && !isFlopVariant(s.variant);
}

/**
 * The name of the aggressive action available now: complete (stud's 3rd street), bet, or raise
 * (before the flop always a raise: the big blind is the bet).
 */
export function aggressiveKind(s: HandState): 'complete' | 'bet' | 'raise' {
  if (isBringInStreet(s)) return s.round.counted === 0 ? 'complete' : 'raise';
  return s.round.currentBet === 0 ? 'bet' : 'raise';
}

/** Chips in all pots, including bets on the current street. */
export function potTotal(s: HandState): number {
  let total = 0;
  for (const p of s.players) total += p.committed;
  return total;
}

/**
 * The level a no/pot-limit raise is measured from: the current bet, except that the bring-in is
 * no level (the completion is measured from zero: docs/rules/betting-and-pots.md, the bring-in and completing).
 */
function raiseBase(s: HandState): number {
  return s.round.currentBet === s.round.bringInLevel ? 0 : s.round.currentBet;
}

/** Fixed limit: the street total a full bet/raise goes to (counted level plus one bet, TDA R47B). */
export function fixedLimitTarget(s: HandState): number {
  return s.round.countedLevel + s.round.betSize;
}

/** Fixed limit with the open-pair option: the big-bet total a bet/raise may also go to. */
function fixedLimitBigTarget(s: HandState): number {
  return s.round.countedLevel + s.stakes.bigBet;
}

/** Pot/no limit: the smallest full bet/raise, as a street total. */
export function minFullTarget(s: HandState): number {
  return raiseBase(s) + s.round.minRaise;
}

/** Pot limit: call, then raise by the pot after calling. Completing on 3rd street is always allowed. */
export function potLimitMax(s: HandState, p: PlayerState): number {
  const r = s.round;
  const toCall = Math.max(0, r.currentBet - p.streetBet);
  const max = r.currentBet + potTotal(s) + toCall;
  return isBringInStreet(s) && r.counted === 0 ? Math.max(max, s.stakes.smallBet) : max;
}

/**
 * The full target range of an aggressive action before the player's stack is considered. Fixed
 * limit allows one total, or two (`choices`) under the open-pair option: a small or a big bet.
 */
export function aggressiveTargets(s: HandState, p: PlayerState): { min: number; max: number; choices?: number[] } {
  switch (s.rules.bettingStructure) {
    case 'fixed-limit': {
      const to = fixedLimitTarget(s);
      if (!s.round.bigBetOption) return { min: to, max: to };
      const big = fixedLimitBigTarget(s);
      return { min: to, max: big, choices: [to, big] };
    }
    case 'pot-limit':
      return { min: minFullTarget(s), max: Math.max(minFullTarget(s), potLimitMax(s, p)) };
    case 'no-limit':
      return { min: minFullTarget(s), max: Number.MAX_SAFE_INTEGER };
  }
}

/** Whether an aggressive action to `to` is a full bet/raise (reopens the betting for everyone). */
export function isFullRaise(s: HandState, to: number): boolean {
  return s.rules.bettingStructure === 'fixed-limit' ? to >= fixedLimitTarget(s) : to >= minFullTarget(s);
}

/**
 * Fixed limit: an all-in at least half a bet above the counted level counts as a bet/raise
 * (toward the cap, and as the new counted level). Pot/no limit: only full raises count.
 */
export function countsAsRaise(s: HandState, to: number): boolean {
  if (s.rules.bettingStructure !== 'fixed-limit') return isFullRaise(s, to);
  return 2 * (to - s.round.countedLevel) >= s.round.betSize;
}

/**
 * Whether a player who already acted may raise again: the total they now face is at least half a
 * bet (fixed limit) or a full raise (pot/no limit) above what they last matched.
 */
export function isReopenedFor(s: HandState, p: PlayerState): boolean {
  if (!p.acted) return true;
  const faced = s.round.currentBet - p.matched;
  return s.rules.bettingStructure === 'fixed-limit' ? 2 * faced >= s.round.betSize : faced >= s.round.minRaise;
}
