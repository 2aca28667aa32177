import { HOLDEM } from '../game/flop';
import { applyAction } from './apply-action';
import type { HandEvent } from './events';
import { legalActions, seatToAct } from './legal-actions';
import { startHand } from './start-hand';
import type { ActionKind, HandState } from './types';
import { viewFor } from './view';

/** Razz, three seats: seat 1's door Kh is the highest, so seat 1 owes the bring-in. */
const RAZZ_DECK = 'Kd 2s 9c  Qh 3s Tc  Kh 4s 7c';
const STUD_STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ seat: i + 1, stack: 100 }));

function razz(deck = RAZZ_DECK): HandState {
  const r = startHand({ stakes: STUD_STAKES, seats: seats(3), deck });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function act(state: HandState, seat: number, kind: ActionKind): HandState {
  const r = applyAction(state, { seat, kind });
  if (!r.ok) throw new Error(`${seat} ${kind}: ${r.error.message}`);
  return r.state;
}

describe('viewFor: the bring-in seat', () => {
  it('names the seat that owes the bring-in before it acts, for every viewer', () => {
    const state = razz();
    expect(viewFor(state, 1).bringIn).toBe(1);
    expect(viewFor(state, 3).bringIn).toBe(1);
    expect(viewFor(state, null).bringIn).toBe(1);
  });

  it('keeps it on later streets, and when the bring-in seat completed instead', () => {
    let state = act(razz(), 1, 'bring-in');
    state = act(act(state, 2, 'complete'), 3, 'call');
    state = act(state, 1, 'call');
    expect(viewFor(state, 2).street).toBe('fourth');
    expect(viewFor(state, 2).bringIn).toBe(1);
    expect(viewFor(act(razz(), 1, 'complete'), null).bringIn).toBe(1);
  });

  it('follows the door cards: another deal, another seat', () => {
    // Seat 3's door Ks is now the highest.
    expect(viewFor(razz('Kd 2s 9c  Qh 3s Tc  4h 7c Ks'), null).bringIn).toBe(3);
  });

  it('is null in a flop game', () => {
    const r = startHand({
      game: HOLDEM,
      stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 },
      dealerSeat: 1,
      seats: seats(3),
      deck: 'As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s Ah Kh Qh Jh Th 9h 8h',
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(viewFor(r.state, 1).bringIn).toBeNull();
  });
});

/** Plays the hand to its end checking or calling (posting the bring-in when owed); returns the last state and every event. */
function toShowdown(first: HandState): { state: HandState; events: HandEvent[] } {
  let state = first;
  const events: HandEvent[] = [];
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const legal = new Set(legalActions(state).map((a) => a.kind));
    const kind = (['check', 'bring-in', 'call'] as const).find((k) => legal.has(k)) ?? 'fold';
    const r = applyAction(state, { seat, kind });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('viewFor: the showdown in the result', () => {
  it('describes each shown hand as its show event did, for every viewer; nothing before the hand is over', () => {
    const start = razz();
    expect(viewFor(start, 1).result).toBeNull();
    const { state, events } = toShowdown(start);
    const shows = events.flatMap((e) => (e.type === 'show' ? [{ seat: e.seat, description: e.description }] : []));
    expect(shows.length).toBeGreaterThan(0);
    expect(shows.every((s) => s.description.length > 0)).toBe(true);
    for (const viewer of [1, 2, 3, null]) {
      const showdown = viewFor(state, viewer).result?.showdown ?? [];
      expect(showdown.filter((e) => e.shown).map((e) => ({ seat: e.seat, description: e.description }))).toEqual(shows);
    }
    // A mucked hand stays undescribed (its words would give its cards away).
    const mucked = viewFor(state, null).result?.showdown.filter((e) => !e.shown) ?? [];
    for (const entry of mucked) expect(entry.description).toBeUndefined();
    // The state itself is unchanged: the description lives in the view only.
    expect(state.result?.showdown.every((e) => !('description' in e))).toBe(true);
  });
});
