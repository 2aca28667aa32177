import { legalActions, PRESETS, seatToAct } from '../src';
import { playScript, runScript } from './helpers/scripted-hand';

const stacks = { 1: 100, 2: 100, 3: 100 };

describe('bring-in', () => {
  it('is paid by the highest door card (king high, ace low)', () => {
    const run = playScript({ stacks, cards: { 1: '?? ?? As', 2: '?? ?? Qd', 3: '?? ?? 7c' }, streets: [] });
    expect(seatToAct(run.state)).toBe(2);
    expect(legalActions(run.state)).toEqual([
      { kind: 'bring-in', min: 2, max: 2 },
      { kind: 'complete', min: 5, max: 5 },
    ]);
  });

  it.each([
    ['suit', 'Kh', 'Ks', 2],
    ['suit', 'Kc', 'Kd', 2],
    ['dealer-left', 'Ks', 'Kh', 1],
    ['dealer-left', 'Kh', 'Ks', 1],
  ] as const)('breaks a tie with %s (seat 1 %s, seat 2 %s → seat %i pays)', (rule, door1, door2, payer) => {
    const run = playScript({ rules: { bringInTieBreak: rule }, stacks, cards: { 1: `?? ?? ${door1}`, 2: `?? ?? ${door2}`, 3: '?? ?? 4c' }, streets: [] });
    expect(seatToAct(run.state)).toBe(payer);
  });

  it('dealer-left means the tied player nearest the dealer\'s left', () => {
    const run = playScript({ rules: { bringInTieBreak: 'dealer-left' }, dealerSeat: 1, stacks, cards: { 1: '?? ?? Ks', 2: '?? ?? 4c', 3: '?? ?? Kh' }, streets: [] });
    // Dealing order after dealer seat 1: 2, 3, 1 — seat 3 is nearer the dealer's left than seat 1.
    expect(seatToAct(run.state)).toBe(3);
  });

  it('pays with the ace as the highest card in deuce-to-seven razz', () => {
    const run = playScript({ rules: PRESETS['deuce-to-seven-razz'], stacks, cards: { 1: '?? ?? As', 2: '?? ?? Kd', 3: '?? ?? 7c' }, streets: [] });
    expect(seatToAct(run.state)).toBe(1);
  });

  it('may complete to the small bet; raises then go in small-bet steps', () => {
    const run = runScript({ stacks, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' }, streets: ['1 complete, 2 raise, 3 raise'] });
    expect(run.events.filter((e) => e.type === 'action').map((e) => e.type === 'action' && [e.seat, e.action, e.to])).toEqual([
      [1, 'complete', 5], [2, 'raise', 10], [3, 'raise', 15],
    ]);
    expect(run.potAfterStreet).toEqual([3 + 5 + 10 + 15]);
  });

  it('is a bet, not a blind: when everyone calls, the bring-in player gets no option', () => {
    const run = runScript({ stacks, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' }, streets: ['1 bring-in, 2 call, 3 call'] });
    expect(run.state.street).toBe(1);
    expect(run.potAfterStreet).toEqual([3 + 6]);
  });

  it('cannot be folded or skipped', () => {
    const run = playScript({ stacks, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' }, streets: ['1 fold'] });
    expect(run.error?.code).toBe('ILLEGAL_ACTION');
  });

  it('a player with fewer chips than the bring-in posts them automatically; the next faces the full bring-in', () => {
    const run = playScript({ stacks: { 1: 2, 2: 100, 3: 100 }, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' }, streets: [] });
    expect(run.events).toContainEqual({ type: 'action', seat: 1, action: 'bring-in', to: 1, chips: 1, allIn: true, automatic: true });
    expect(seatToAct(run.state)).toBe(2);
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }, { kind: 'complete', min: 5, max: 5 }]);
  });

  it('a bring-in player all-in from the ante posts nothing; the action starts at the next player, facing the bring-in (TDA RP-10E)', () => {
    const run = runScript({ stacks: { 1: 1, 2: 100, 3: 100 }, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' }, streets: ['2 call, 3 call'] });
    // Seat 1 can win only the antes (3); the calls of 2 each are matched between seats 2 and 3.
    expect(run.events.some((e) => e.type === 'action' && e.seat === 1)).toBe(false);
    expect(run.potAfterStreet).toEqual([3 + 4]);
  });
});
