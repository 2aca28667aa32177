import { isFlopVariant } from '../../game/variant';
import { EngineError, engineError } from '../errors';
import { liveCount } from '../order';
import type { ActionKind, HandState, LegalAction, PlayerState } from '../types';
import type { StudStakes } from '../../rules/stakes';
import { aggressiveKind, aggressiveTargets, isBringInStreet, isReopenedFor } from './sizing';

/**
 * Why an action is illegal, before it is put in words: `legalActions` only needs to know that an
 * option is refused, so the message is written only for `applyAction` (`refusalError`).
 */
type Refusal =
  | 'opponents-all-in'
  | 'nothing-beyond-bring-in'
  | 'must-bring-in'
  | 'no-bring-in'
  | 'fold-free'
  | 'bet-to-call'
  | 'nothing-to-call'
  | 'wrong-aggressive-kind'
  | 'calling-takes-all'
  | 'capped'
  | 'not-reopened';

/**
 * The verify step shared by `legalActions` and `applyAction` (PokerKit style): for the player to
 * act and one action kind, either the legal option with its street-total range or the reason it
 * is illegal. Nothing else decides legality.
 */
export function optionFor(s: HandState, i: number, kind: ActionKind): LegalAction | EngineError {
  const p = s.players[i] as PlayerState;
  const option = verifyOption(s, p, kind);
  return typeof option === 'string' ? refusalError(s, p, kind, option) : option;
}

/**
 * Every legal option of player `i` (to act), in the order fold, check or call, the aggressive
 * action; on a pending bring-in: bring-in, complete. Only the kinds that can be legal are asked
 * about (a bet when there is one to call is always refused).
 */
export function legalOptions(s: HandState, i: number): LegalAction[] {
  const p = s.players[i] as PlayerState;
  const options: LegalAction[] = [];
  if (isBringInPending(s)) {
    addIfLegal(options, bringInOption(s, p, 'bring-in'));
    addIfLegal(options, bringInOption(s, p, 'complete'));
    return options;
  }
  const facing = p !== undefined && p.streetBet < s.round.currentBet;
  addIfLegal(options, foldOption(s, p));
  addIfLegal(options, facing ? callOption(s, p) : checkOption(s, p));
  addIfLegal(options, openAggressive(s, p, aggressiveKind(s)));
  return options;
}

function addIfLegal(options: LegalAction[], option: LegalAction | Refusal): void {
  if (typeof option !== 'string') options.push(option);
}

function verifyOption(s: HandState, p: PlayerState, kind: ActionKind): LegalAction | Refusal {
  if (isBringInPending(s)) return bringInOption(s, p, kind);
  switch (kind) {
    case 'bring-in':
      return 'no-bring-in';
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

/** The refusal in words, from the same state it was found in. */
function refusalError(s: HandState, p: PlayerState, kind: ActionKind, refusal: Refusal): EngineError {
  switch (refusal) {
    case 'opponents-all-in':
      return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot ${kind}: every opponent is all-in`);
    case 'nothing-beyond-bring-in':
      return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot complete: no chips beyond the bring-in`);
    case 'must-bring-in': {
      const { bringIn } = s.stakes as StudStakes;
      return engineError('ILLEGAL_ACTION', `seat ${p.seat} must bring in (${bringIn}) or complete; ${kind} is not allowed`);
    }
    case 'no-bring-in':
      return engineError(
        'ILLEGAL_ACTION',
        isFlopVariant(s.variant)
          ? `seat ${p.seat} cannot bring in: ${s.variant.name} has blinds, not a bring-in`
          : `seat ${p.seat} cannot bring in: the bring-in is only the first action of 3rd street`,
      );
    case 'fold-free':
      return engineError('CANNOT_FOLD', `seat ${p.seat} cannot fold: checking is free (rule foldWhenCheckFree: rejected)`);
    case 'bet-to-call':
      return engineError('CANNOT_CHECK', `seat ${p.seat} cannot check: there is a bet of ${toCall(s, p)} to call`);
    case 'nothing-to-call':
      return engineError('CANNOT_CALL', `seat ${p.seat} cannot call: there is no bet to call; check instead`);
    case 'wrong-aggressive-kind':
      return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot ${kind} now: the aggressive action here is ${aggressiveKind(s)}`);
    case 'calling-takes-all':
      return engineError('ILLEGAL_ACTION', `seat ${p.seat} cannot ${kind}: calling takes all their chips`);
    case 'capped':
      return engineError('BETTING_CAPPED', `seat ${p.seat} cannot ${kind}: betting is capped at ${1 + s.rules.maxRaises} bets`);
    case 'not-reopened':
      return engineError('BETTING_NOT_REOPENED', `seat ${p.seat} cannot ${kind}: a short all-in did not reopen the betting; call or fold`);
  }
}

/** Stud's 3rd street before anyone has put chips in: the bring-in player posts the bring-in or completes. */
export function isBringInPending(s: HandState): boolean {
  return s.round.currentBet === 0 && isBringInStreet(s);
}

function bringInOption(s: HandState, p: PlayerState, kind: ActionKind): LegalAction | Refusal {
  const { bringIn } = s.stakes as StudStakes;
  // The bring-in is a bet: like any bet, none when nobody can act against it (startHand then deals the cards out).
  if ((kind === 'bring-in' || kind === 'complete') && !opponentCanAct(s, p)) return 'opponents-all-in';
  if (kind === 'bring-in') return { kind, min: bringIn, max: bringIn };
  if (kind === 'complete') {
    if (p.stack <= bringIn) return 'nothing-beyond-bring-in';
    const t = aggressiveTargets(s, p);
    return { kind, min: Math.min(t.min, p.stack), max: Math.min(t.max, p.stack) };
  }
  return 'must-bring-in';
}

function toCall(s: HandState, p: PlayerState): number {
  return s.round.currentBet - p.streetBet;
}

function foldOption(s: HandState, p: PlayerState): LegalAction | Refusal {
  if (toCall(s, p) <= 0 && s.rules.foldWhenCheckFree === 'rejected') return 'fold-free';
  return { kind: 'fold' };
}

function checkOption(s: HandState, p: PlayerState): LegalAction | Refusal {
  return toCall(s, p) > 0 ? 'bet-to-call' : { kind: 'check' };
}

function callOption(s: HandState, p: PlayerState): LegalAction | Refusal {
  const owed = toCall(s, p);
  if (owed <= 0) return 'nothing-to-call';
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

function aggressiveOption(s: HandState, p: PlayerState, kind: 'complete' | 'bet' | 'raise'): LegalAction | Refusal {
  return kind === aggressiveKind(s) ? openAggressive(s, p, kind) : 'wrong-aggressive-kind';
}

/** The aggressive action of its street's kind (`aggressiveKind`). */
function openAggressive(s: HandState, p: PlayerState, kind: 'complete' | 'bet' | 'raise'): LegalAction | Refusal {
  const allIn = p.streetBet + p.stack;
  if (allIn <= s.round.currentBet) return 'calling-takes-all';
  if (!opponentCanAct(s, p)) return 'opponents-all-in';
  if (capped(s)) return 'capped';
  if (!isReopenedFor(s, p)) return 'not-reopened';
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
