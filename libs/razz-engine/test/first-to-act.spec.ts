import { seatToAct } from '../src';
import { playScript } from './helpers/scripted-hand';

const stacks = { 1: 100, 2: 100, 3: 100 };
const thirdStreet = '1 bring-in, 2 call, 3 call';

function opener(cards: Record<number, string>, rules = {}, more: string[] = [], dealerSeat?: number): number | null {
  return seatToAct(playScript({ rules, stacks, cards, streets: [thirdStreet, ...more], dealerSeat }).state);
}

describe('who acts first from 4th street', () => {
  it('is the lowest board', () => {
    expect(opener({ 1: '?? ?? Kd 2c', 2: '?? ?? 7d 6h', 3: '?? ?? 8c 3s' })).toBe(2);
  });

  it('counts a pair on board against the player', () => {
    expect(opener({ 1: '?? ?? Kd 2c', 2: '?? ?? 3d 3h', 3: '?? ?? 8c 7s' })).toBe(3);
  });

  it.each([
    ['suit', undefined, 3],
    ['dealer-left', undefined, 2],
    ['dealer-left', 2, 3],
  ] as const)('breaks a tie of equal ranks by %s (dealer seat %s)', (rule, dealerSeat, seat) => {
    // Seat 2: 7d 5h, seat 3: 7s 5c — highest cards 7d vs 7s: spades is higher, so seat 3 by suit.
    expect(opener({ 1: '?? ?? Kd Qc', 2: '?? ?? 7d 5h', 3: '?? ?? 7s 5c' }, { boardTieBreak: rule }, [], dealerSeat)).toBe(seat);
  });

  it('compares the suits of the highest cards of paired boards', () => {
    expect(opener({ 1: '?? ?? Kd Kc', 2: '?? ?? 4h 4d', 3: '?? ?? 4c 4s' })).toBe(3);
  });

  it('moves to the next player who can act when the lowest board is all-in', () => {
    const run = playScript({
      stacks: { 1: 100, 2: 3, 3: 100 },
      cards: { 1: '?? ?? Kd 2c', 2: '?? ?? 7d 2h', 3: '?? ?? 8c 9s' },
      streets: [thirdStreet],
    });
    expect(run.state.players.find((p) => p.seat === 2)?.stack).toBe(0);
    expect(seatToAct(run.state)).toBe(3);
  });

  it('judges again on every street by the up cards so far', () => {
    const cards = { 1: '?? ?? Kd 2c 3c', 2: '?? ?? 7d 6h Kh', 3: '?? ?? 8c 3s 4s' };
    expect(opener(cards, {}, ['2 check, 3 check, 1 check'])).toBe(3);
  });
});
