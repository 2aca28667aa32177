import type { StudStakes } from '../../rules/stakes';
import { Draft, writablePlayer, writableRound } from '../draft';
import type { ActionKind, PlayerState } from '../types';
import { countsAsRaise, isFullRaise } from './sizing';

/** Moves chips from a player's stack into the street's betting. */
function put(p: PlayerState, chips: number): void {
  p.stack -= chips;
  p.streetBet += chips;
  p.committed += chips;
}

function record(d: Draft, p: PlayerState, action: ActionKind, chips: number, automatic: boolean): void {
  const event = { type: 'action' as const, seat: p.seat, action, to: p.streetBet, chips, allIn: p.stack === 0 };
  d.events.push(automatic ? { ...event, automatic: true as const } : event);
}

/**
 * The act step: applies an action already verified by `optionFor`. `to` is the street total
 * the player ends with (ignored for check and fold).
 */
export function performAction(d: Draft, i: number, kind: ActionKind, to: number, automatic = false): void {
  const p = writablePlayer(d, i);
  if (kind === 'fold') {
    p.folded = true;
    return record(d, p, kind, 0, automatic);
  }
  if (kind === 'complete' || kind === 'bet' || kind === 'raise') raiseTo(d, i, to);
  const chips = kind === 'check' ? 0 : to - p.streetBet;
  put(p, chips);
  if (kind === 'bring-in') {
    // A short (all-in) bring-in still makes everyone face the full bring-in (TDA RP-10E).
    const { bringIn } = d.s.stakes as StudStakes;
    const r = writableRound(d);
    r.currentBet = bringIn;
    r.bringInLevel = bringIn;
  }
  p.acted = true;
  p.matched = p.streetBet;
  record(d, p, kind, chips, automatic);
}

/** Updates the round for a bet/raise to `to`, before the chips move (the rules look at the old level). */
function raiseTo(d: Draft, i: number, to: number): void {
  const s = d.s;
  const r = writableRound(d);
  const full = isFullRaise(s, to);
  if (countsAsRaise(s, to)) {
    // Open-pair option: a counted bet/raise of more than the small bet makes the street a big-bet
    // street (Robert's Rules: "once a raise of $10 has been made, all raises must be $10").
    if (r.bigBetOption && to - r.countedLevel > r.betSize) {
      r.betSize = s.stakes.bigBet;
      r.bigBetOption = false;
    }
    r.counted++;
    r.countedLevel = to;
  }
  if (full) {
    const base = r.currentBet === r.bringInLevel ? 0 : r.currentBet;
    r.minRaise = Math.max(r.minRaise, to - base);
    // A full bet or raise reopens the betting for everyone who already acted (only they are written).
    for (let k = 0; k < s.players.length; k++) {
      if (k !== i && (s.players[k] as PlayerState).acted) writablePlayer(d, k).acted = false;
    }
  }
  r.currentBet = Math.max(r.currentBet, to);
  r.lastAggressor = i;
}
