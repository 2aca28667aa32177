import { isFlopVariant } from '../../game/variant';
import { EngineError, engineError } from '../errors';
import { liveCount } from '../order';
import type { ActionKind, HandState, LegalAction, PlayerState } from '../types';
import type { StudStakes } from '../../rules/stakes';
import { aggressiveKind, aggressiveTargets, isBringInStreet, isReopenedFor } from './sizing';

/**
 * The verify step shared by `legalActions` and `applyAction` (PokerKit style): for the player to
 * act and one action kind, either the legal option with its street-total range or the reason it
 * is illegal. Nothing else decides legality.
 */
export function optionFor(s: HandState, i: number, kind: ActionKind): LegalAction | EngineError {
  const p = s.players[i] as PlayerState;
  if (isBringInPending(s)) return bringInOption(s, p, kind);
  switch (kind) {
    case 'bring-in':
      return engineError(
        'ILLEGAL_ACTION',
        isFlopVariant(s.variant)
          ? `seat ${p.seat} cannot bring in: ${s.variant.name} has blinds, not a bring-in`
          : `seat ${p.seat} cannot bring in: the bring-in is only the first action of 3rd street`,
      );
    case 'fold':
      return foldOption(s, p);
    case 'check':
      return checkOption(s, p);
    case 'call':
      return callOption(s, p);
    case 'complete':
    case 'bet':
    case 'raise':
      return aggressiveOption(s, p, kind);
  }
}

/** Stud's 3rd street before anyone has put chips in: the bring-in player posts the bring-in or completes. */
export function isBringInPending(s: HandState): boolean {
  return s.round.currentBet === 0 && isBringInStreet(s);
}

function bringInOption(s: HandState, p: PlayerState, kind: ActionKind): LegalAction | EngineError {
  const { bringIn } = s.stakes as StudStakes;
  // The bring-in is a bet: like any bet, none when nobody can act against it (startHand then deals the cards out).
  if ((kind === 'bring-in' || kind === 'complete') && !opponentCanAct(s, p)) {
    return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot ${kind}: every opponent is all-in`);
  }
  if (kind === 'bring-in') return { kind, min: bringIn, max: bringIn };
  if (kind === 'complete') {
    if (p.stack <= bringIn) return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot complete: no chips beyond the bring-in`);
    const t = aggressiveTargets(s, p);
    return { kind, min: Math.min(t.min, p.stack), max: Math.min(t.max, p.stack) };
  }
  return engineError('ILLEGAL_ACTION', `seat ${p.seat} must bring in (${bringIn}) or complete; ${kind} is not allowed`);
}

function toCall(s: HandState, p: PlayerState): number {
  return s.round.currentBet - p.streetBet;
}

function foldOption(s: HandState, p: PlayerState): LegalAction | EngineError {
  if (toCall(s, p) <= 0 && s.rules.foldWhenCheckFree === 'rejected') {
    return engineError('CANNOT_FOLD', `seat ${p.seat} cannot fold: checking is free (rule foldWhenCheckFree: rejected)`);
  }
  return { kind: 'fold' };
}

function checkOption(s: HandState, p: PlayerState): LegalAction | EngineError {
  const owed = toCall(s, p);
  if (owed > 0) return engineError('CANNOT_CHECK', `seat ${p.seat} cannot check: there is a bet of ${owed} to call`);
  return { kind: 'check' };
}

function callOption(s: HandState, p: PlayerState): LegalAction | EngineError {
  const owed = toCall(s, p);
  if (owed <= 0) return engineError('CANNOT_CALL', `seat ${p.seat} cannot call: there is no bet to call; check instead`);
  const to = p.streetBet + Math.min(owed, p.stack);
  return { kind: 'call', min: to, max: to };
}

function capped(s: HandState): boolean {
  if (s.rules.bettingStructure !== 'fixed-limit') return false;
  if (s.round.counted < 1 + s.rules.maxRaises) return false;
  return !(s.rules.capWhenHeadsUp === 'lifted' && liveCount(s.players) === 2);
}

function opponentCanAct(s: HandState, p: PlayerState): boolean {
  for (const o of s.players) if (o !== p && !o.folded && o.stack > 0) return true;
  return false;
}

function aggressiveOption(s: HandState, p: PlayerState, kind: 'complete' | 'bet' | 'raise'): LegalAction | EngineError {
  const expected = aggressiveKind(s);
  if (kind !== expected) {
    return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot ${kind} now: the aggressive action here is ${expected}`);
  }
  const allIn = p.streetBet + p.stack;
  if (allIn <= s.round.currentBet) return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot ${kind}: calling takes all their chips`);
  if (!opponentCanAct(s, p)) return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot ${kind}: every opponent is all-in`);
  if (capped(s)) return engineError('BETTING_CAPPED', `seat ${p.seat} cannot ${kind}: betting is capped at ${1 + s.rules.maxRaises} bets`);
  if (!isReopenedFor(s, p)) {
    return engineError('BETTING_NOT_REOPENED', `seat ${p.seat} cannot ${kind}: a short all-in did not reopen the betting; call or fold`);
  }
  const t = aggressiveTargets(s, p);
  const min = Math.min(t.min, allIn);
  const max = Math.min(t.max, allIn);
  // The open-pair option allows two totals, not the range between; a short stack caps them (all-in).
  // Checked without building a list first: most options have no choices (hot path).
  const amounts = t.choices === undefined ? [] : distinctCapped(t.choices, allIn);
  return amounts.length > 1 ? { kind, min, max, amounts } : { kind, min, max };
}

/** The totals capped at `allIn`, each once, in their order. */
function distinctCapped(totals: readonly number[], allIn: number): number[] {
  const capped: number[] = [];
  for (const to of totals) {
    const total = Math.min(to, allIn);
    if (!capped.includes(total)) capped.push(total);
  }
  return capped;
}
