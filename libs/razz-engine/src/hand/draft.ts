import type { Scorer } from '../game/scoring';
import { scorerFor } from '../game/scoring';
import type { HandEvent } from './events';
import type { BettingRound, HandState, PlayerState } from './types';

/**
 * A private, writable copy of a state plus the events it produced. The engine's steps write to a
 * draft; callers only ever see the finished state, so the input state is never touched.
 * Card arrays are shared with the previous state and must be replaced, never pushed to.
 */
export interface Draft {
  s: HandState;
  events: HandEvent[];
  scorer: Scorer;
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
    players: state.players.map(copyPlayer),
    deck: state.deck,
    reshuffleOrder: state.reshuffleOrder,
    stub: state.stub,
    stubPos: state.stubPos,
    burns: state.burns,
    community: state.community,
    street: state.street,
    round: copyRound(state.round),
    toAct: state.toAct,
    phase: state.phase,
    bringInPlayer: state.bringInPlayer,
    result: state.result,
  };
  return { s, events: [], scorer: scorerOf(state) };
}

/** The scorer of the variant's first (Razz: only) scoring: it ranks boards and door cards. */
export function scorerOf(state: HandState): Scorer {
  const scoring = state.variant.scorings[0];
  if (!scoring) throw new Error(`variant ${state.variant.id} has no scoring`);
  return scorerFor(scoring, state.rules);
}
