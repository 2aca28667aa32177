import { buildHandHistory, exportStars, HandState, legalActions, PRESETS, seatToAct, USD_CENTS } from '../src';
import { optionFor } from '../src/hand/betting/options';
import { playScript, runScript, ScriptRun, stacksOf, winnings } from './helpers/scripted-hand';

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

  it("dealer-left means the tied player nearest the dealer's left", () => {
    const run = playScript({
      rules: { bringInTieBreak: 'dealer-left' },
      dealerSeat: 1,
      stacks,
      cards: { 1: '?? ?? Ks', 2: '?? ?? 4c', 3: '?? ?? Kh' },
      streets: [],
    });
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
      [1, 'complete', 5],
      [2, 'raise', 10],
      [3, 'raise', 15],
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

/**
 * No bet when nobody can bet against it (docs/rules/decisions.md "no bet or raise when every
 * opponent is all-in"): the bring-in is a bet, so when fewer than two players can bet on 3rd
 * street nobody posts it and the cards are dealt out, as on a later street.
 */
describe('bring-in when fewer than two players can bet', () => {
  const cards = { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' };
  const actions = (run: ScriptRun) => run.events.filter((e) => e.type === 'action');
  const textOf = (run: ScriptRun): string => {
    const players = Object.fromEntries(run.state.players.map((p) => [p.seat, `p${p.seat}`]));
    const built = buildHandHistory(run.state, run.events, { handId: '1', tableName: 'T', money: USD_CENTS, startedAt: '2026-01-01T00:00:00.000Z', players });
    if (!built.ok) throw new Error(built.error.message);
    return exportStars(built.value);
  };

  it('heads-up against a player all-in from the ante: no bring-in, the hand is dealt out to a showdown for the antes', () => {
    const run = playScript({ stacks: { 1: 100, 2: 1 }, cards, streets: [] });
    expect(run.state.phase).toBe('over');
    expect(run.state.result?.endedBy).toBe('showdown');
    expect(actions(run)).toEqual([]);
    expect(run.events.some((e) => e.type === 'uncalled-returned')).toBe(false);
    expect(run.events.filter((e) => e.type === 'street').map((e) => e.type === 'street' && e.street)).toEqual(['third', 'fourth', 'fifth', 'sixth', 'seventh']);
    expect(Object.values(winnings(run.events)).reduce((a, b) => a + b, 0)).toBe(2);
    expect(run.state.players.find((p) => p.seat === 1)?.committed).toBe(1);
    const text = textOf(run);
    expect(text).not.toMatch(/brings in|bets|Uncalled bet/);
    expect(text).toContain('*** SHOW DOWN ***');
  });

  it('every opponent all-in from the ante: the same', () => {
    const run = playScript({ stacks: { 1: 100, 2: 1, 3: 1 }, cards, streets: [] });
    expect(run.state.phase).toBe('over');
    expect(actions(run)).toEqual([]);
    expect(run.state.result?.pots.map((p) => p.amount)).toEqual([3]);
  });

  it('a bring-in player all-in from the ante with one opponent left who can act: nobody calls a bring-in nobody posted', () => {
    const run = playScript({ stacks: { 1: 1, 2: 100, 3: 1 }, cards, streets: [] });
    expect(run.state.phase).toBe('over');
    expect(actions(run)).toEqual([]);
    expect(stacksOf(run.state)[2]).toBeGreaterThanOrEqual(99);
    expect(textOf(run)).not.toMatch(/calls|folds|Uncalled bet/);
  });

  it('a bring-in player short of the bring-in against players all-in from the ante keeps the chips (no forced post)', () => {
    const run = playScript({ stacks: { 1: 2, 2: 1, 3: 1 }, cards, streets: [] });
    expect(run.state.phase).toBe('over');
    expect(actions(run)).toEqual([]);
    expect(run.state.players.map((p) => p.committed)).toEqual([1, 1, 1]);
  });

  it('with two players who can bet the bring-in is still forced, even when the others are all-in from the ante', () => {
    const run = playScript({ stacks: { 1: 100, 2: 1, 3: 100 }, cards, streets: [] });
    expect(seatToAct(run.state)).toBe(1);
    expect(legalActions(run.state)).toEqual([
      { kind: 'bring-in', min: 2, max: 2 },
      { kind: 'complete', min: 5, max: 5 },
    ]);
  });

  it('the completion too: facing a short all-in bring-in with every other opponent all-in from the ante, the only player who can act calls or folds', () => {
    const run = playScript({ stacks: { 1: 2, 2: 100, 3: 1 }, cards, streets: [] });
    expect(run.events).toContainEqual({ type: 'action', seat: 1, action: 'bring-in', to: 1, chips: 1, allIn: true, automatic: true });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }]);
  });

  it('the completion too: after a bring-in that puts its player all-in, the last player who can act may not complete', () => {
    const run = playScript({ stacks: { 1: 3, 2: 100, 3: 1 }, cards, streets: ['1 bring-in'] });
    expect(seatToAct(run.state)).toBe(2);
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }]);
  });

  it('the validator itself refuses the bring-in and the completion when no opponent can act', () => {
    const run = playScript({ stacks: { 1: 100, 2: 100 }, cards, streets: [] });
    // A state startHand no longer produces: the bring-in pending while the only opponent has no chips.
    const s: HandState = { ...run.state, players: run.state.players.map((p) => (p.seat === 2 ? { ...p, stack: 0 } : p)) };
    const i = s.players.findIndex((p) => p.seat === 1);
    expect(optionFor(s, i, 'bring-in')).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/every opponent is all-in/) });
    expect(optionFor(s, i, 'complete')).toMatchObject({ code: 'ILLEGAL_ACTION', message: expect.stringMatching(/every opponent is all-in/) });
  });
});
