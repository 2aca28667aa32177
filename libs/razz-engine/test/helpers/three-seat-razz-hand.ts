/**
 * A short Razz hand the history specs share: seat 1 (door Kh) brings in, seat 2 completes, seat 3
 * calls, seat 1 folds; 2 and 3 check it down. Returns the final state and every event.
 */
import { applyAction, seatToAct, startHand } from '../../src/hand';
import type { HandEvent } from '../../src/hand/events';
import type { HandState } from '../../src/hand/types';

export const THREE_SEAT_DECK = 'Kd 2s 9c  Qh 3s Tc  Kh 4s 7c';
export const THREE_SEAT_INPUT = {
  stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  seats: [1, 2, 3].map((seat) => ({ seat, stack: 100 })),
  deck: THREE_SEAT_DECK,
};

export function playThreeSeatHand(): { state: HandState; events: HandEvent[] } {
  const started = startHand(THREE_SEAT_INPUT);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events = [...started.events];
  const act = (seat: number, kind: 'bring-in' | 'complete' | 'call' | 'fold' | 'check'): void => {
    const r = applyAction(state, { seat, kind });
    if (!r.ok) throw new Error(`${seat} ${kind}: ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  };
  act(1, 'bring-in');
  act(2, 'complete');
  act(3, 'call');
  act(1, 'fold');
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) act(seat, 'check');
  return { state, events };
}
