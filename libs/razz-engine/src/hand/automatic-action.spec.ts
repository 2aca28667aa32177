import { applyAction } from './apply-action';
import { automaticAction } from './automatic-action';
import { seatToAct } from './legal-actions';
import { startHand } from './start-hand';
import type { ActionKind, HandState } from './types';

/** Seat 1 (door Kh, the highest) brings in; seats 2 and 3 follow. */
const DECK = 'Kd 2s 9c  Qh 3s Tc  Kh 4s 7c';
const INPUT = { stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })), deck: DECK };

function started(): HandState {
  const r = startHand(INPUT);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function act(state: HandState, seat: number, kind: ActionKind): HandState {
  const r = applyAction(state, { seat, kind });
  if (!r.ok) throw new Error(`${seat} ${kind}: ${r.error.message}`);
  return r.state;
}

describe('automaticAction (what the table does for a player who does not act)', () => {
  it('posts the forced bring-in for the bring-in seat', () => {
    const state = started();
    expect(seatToAct(state)).toBe(1);
    expect(automaticAction(state)).toBe('bring-in');
  });

  it('folds a player facing a bet', () => {
    const state = act(started(), 1, 'bring-in');
    expect(seatToAct(state)).toBe(2);
    expect(automaticAction(state)).toBe('fold');
  });

  it('checks when checking is free', () => {
    let state = act(started(), 1, 'bring-in');
    state = act(act(act(state, 2, 'complete'), 3, 'call'), 1, 'fold');
    expect(seatToAct(state)).not.toBeNull();
    expect(automaticAction(state)).toBe('check');
  });
});
