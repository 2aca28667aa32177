import type { Scorer } from '../game/scoring';
import { scorerFor } from '../game/scoring';
import type { HandEvent } from './events';
import type { BettingRound, HandState, PlayerState } from './types';

/**
 * A private, writable copy of a state plus the events it produced. The engine's steps write to a
 * draft; callers only ever see the finished state, so the input state is never touched.
 * Card arrays are shared with the previous state and must be replaced, never pushed to.
 *
 * Players are copied on first write: most actions change only the player who acts, and copying
 * every player on every action was the largest single cost of a simulated hand. A step writes a
 * player only through `writablePlayer` / `writablePlayers`; the others are still the input
 * state's objects. The betting round likewise: most actions (checks, calls, folds) leave it as it
 * was, so a step writes it only through `writableRound`.
 */
export interface Draft {
  s: HandState;
  events: HandEvent[];
  /** The board scorer, looked up on first use (`draftScorer`): most actions rank no board. */
  scorer: Scorer | null;
  /** Bit `i` set: `s.players[i]` is this draft's own copy (writable). A bit set, not a list: no allocation per action. */
  owned: number;
  /** `s.round` is this draft's own copy (writable). */
  roundOwned: boolean;
}

// Field-by-field copies: one object shape each keeps this hot path fast (spreads were a third of
// a simulated hand's time).
function copyPlayer(p: PlayerState): PlayerState {
  return {
    seat: p.seat,
    stack: p.stack,
    committed: p.committed,
    streetBet: p.streetBet,
    down: p.down,
    up: p.up,
    folded: p.folded,
    acted: p.acted,
    matched: p.matched,
    shown: p.shown,
  };
}

function copyRound(r: BettingRound): BettingRound {
  return {
    currentBet: r.currentBet,
    betSize: r.betSize,
    bigBetOption: r.bigBetOption,
    counted: r.counted,
    countedLevel: r.countedLevel,
    minRaise: r.minRaise,
    bringInLevel: r.bringInLevel,
    lastAggressor: r.lastAggressor,
    firstToAct: r.firstToAct,
  };
}

export function beginDraft(state: HandState): Draft {
  const s: HandState = {
    version: state.version + 1,
    variant: state.variant,
    rules: state.rules,
    stakes: state.stakes,
    dealerSeat: state.dealerSeat,
    blinds: state.blinds ?? null,
    // The list is new; its players are copied when first written (`writablePlayer`).
    players: state.players.slice(),
    deck: state.deck,
    reshuffleOrder: state.reshuffleOrder,
    stub: state.stub,
    stubPos: state.stubPos,
    burns: state.burns,
    community: state.community,
    street: state.street,
    // Shared until a step writes it (`writableRound`).
    round: state.round,
    toAct: state.toAct,
    phase: state.phase,
    bringInPlayer: state.bringInPlayer,
    result: state.result,
  };
  return { s, events: [], scorer: null, owned: 0, roundOwned: false };
}

/** Player `i` of the draft, writable: copied from the input state on first use. */
export function writablePlayer(d: Draft, i: number): PlayerState {
  const p = d.s.players[i] as PlayerState;
  const bit = 1 << i;
  if ((d.owned & bit) !== 0) return p;
  const copy = copyPlayer(p);
  d.s.players[i] = copy;
  d.owned |= bit;
  return copy;
}

/** The draft's betting round, writable: copied from the input state on first use. */
export function writableRound(d: Draft): BettingRound {
  if (!d.roundOwned) {
    d.s.round = copyRound(d.s.round);
    d.roundOwned = true;
  }
  return d.s.round;
}

/** Replaces the draft's betting round with a new one of its own (a new street). */
export function replaceRound(d: Draft, round: BettingRound): BettingRound {
  d.s.round = round;
  d.roundOwned = true;
  return round;
}

/** The draft's board scorer (`scorerOf`), looked up once per draft and only when a step ranks something. */
export function draftScorer(d: Draft): Scorer {
  return (d.scorer ??= scorerOf(d.s));
}

/**
 * Marks every player and the round as the draft's own, for a draft of a state its caller has just
 * built (a new hand): nobody else holds those objects, so copying them on first write would only
 * cost allocations.
 */
export function ownEverything(d: Draft): void {
  d.owned = (1 << d.s.players.length) - 1;
  d.roundOwned = true;
}

/** Every player of the draft, writable: for a step that changes them all (the antes). */
export function writablePlayers(d: Draft): PlayerState[] {
  for (let i = 0; i < d.s.players.length; i++) writablePlayer(d, i);
  return d.s.players;
}

/** The scorer of the variant's first (Razz: only) scoring: it ranks boards and door cards. */
export function scorerOf(state: HandState): Scorer {
  const scoring = state.variant.scorings[0];
  if (!scoring) throw new Error(`variant ${state.variant.id} has no scoring`);
  return scorerFor(scoring, state.rules);
}
