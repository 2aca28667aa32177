import { applyAction, HandState, legalActions, seatToAct } from '../src';
import { playScript, runScript } from './helpers/scripted-hand';

const three = { 1: 500, 2: 500, 3: 500 };
const doors = { 1: '?? ?? Kd', 2: '?? ?? 2d', 3: '?? ?? 3c' };

describe('fixed-limit betting', () => {
  it('bets the small bet on 3rd and 4th street and the big bet on 5th to 7th (pot checked every street)', () => {
    const run = runScript({
      stacks: three,
      cards: { 1: '?? ?? Kd Qs', 2: '?? ?? 2d 4h 6s 8c', 3: '?? ?? 3c 5d 7h 9s' },
      streets: ['1 complete, 2 call, 3 call', '2 bet, 3 call, 1 fold', '2 bet, 3 call', '2 bet, 3 call', '2 bet, 3 call'],
    });
    expect(run.potAfterStreet).toEqual([3 + 15, 18 + 10, 28 + 20, 48 + 20, 68 + 20]);
    expect(run.state.result?.endedBy).toBe('showdown');
  });

  it('caps at one bet plus three raises (the completion is the bet)', () => {
    const run = playScript({ stacks: { ...three, 4: 500 }, cards: { ...doors, 4: '?? ?? 4s' }, streets: ['1 complete, 2 raise, 3 raise, 4 raise, 1 raise'] });
    expect(run.error).toMatchObject({ code: 'BETTING_CAPPED', at: '1 raise' });
    expect(legalActions(run.state).map((a) => a.kind)).toEqual(['fold', 'call']);
  });

  it('lifts the cap heads-up by default (capWhenHeadsUp: lifted), judged at each raise', () => {
    const run = runScript({ stacks: three, cards: doors, streets: ['1 complete, 2 raise, 3 fold, 1 raise, 2 raise, 1 raise, 2 raise, 1 call'] });
    expect(run.potAfterStreet).toEqual([3 + 2 * 30]);
  });

  it('keeps the cap heads-up with capWhenHeadsUp: kept (TDA R48, the tournament default)', () => {
    const run = playScript({
      rules: { capWhenHeadsUp: 'kept' },
      stacks: three,
      cards: doors,
      streets: ['1 complete, 2 raise, 3 fold, 1 raise, 2 raise, 1 raise'],
    });
    expect(run.error).toMatchObject({ code: 'BETTING_CAPPED', at: '1 raise' });
  });

  it('counts players who have not folded when judging heads-up: three in the hand keep the cap', () => {
    const run = playScript({ stacks: three, cards: doors, streets: ['1 complete, 2 raise, 3 call, 1 raise, 2 raise, 3 raise'] });
    expect(run.error).toMatchObject({ code: 'BETTING_CAPPED' });
  });

  it('allows no bet or raise when every opponent is all-in: call or fold', () => {
    // Seat 2 has 1 + 4 chips and completes all-in to 4; seat 1 may only call or fold.
    const run = runScript({ stacks: { 1: 100, 2: 5 }, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d' }, streets: ['1 bring-in, 2 complete 4'] });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 4, max: 4 }]);
    expect(playScript({ stacks: { 1: 100, 2: 5 }, cards: { 1: '?? ?? Kd', 2: '?? ?? 2d' }, streets: ['1 bring-in, 2 complete 4, 1 raise'] }).error?.code).toBe(
      'ILLEGAL_ACTION',
    );
  });

  it('allows a check until someone bets, then refuses it with the amount to call', () => {
    const run = playScript({
      stacks: three,
      cards: { 1: '?? ?? Kd Qs', 2: '?? ?? 2d 4h', 3: '?? ?? 3c 5d' },
      streets: ['1 bring-in, 2 call, 3 call', '2 check, 3 bet, 1 check'],
    });
    expect(run.error).toEqual({ code: 'CANNOT_CHECK', message: 'seat 1 cannot check: there is a bet of 5 to call', at: '1 check' });
  });

  it('folding when checking is free: allowed by default, refused with foldWhenCheckFree: rejected', () => {
    const script = { stacks: three, cards: { 1: '?? ?? Kd Qs', 2: '?? ?? 2d 4h', 3: '?? ?? 3c 5d' }, streets: ['1 bring-in, 2 call, 3 call', '2 fold'] };
    expect(playScript(script).error).toBeUndefined();
    expect(playScript({ ...script, rules: { foldWhenCheckFree: 'rejected' } }).error?.code).toBe('CANNOT_FOLD');
  });
});

describe('refused actions', () => {
  const start = playScript({ stacks: three, cards: doors, streets: ['1 bring-in'] }).state;

  it.each([
    ['folding out of turn is an error, not a fold', { seat: 3, kind: 'fold' }, 'NOT_YOUR_TURN'],
    ['an unknown seat', { seat: 7, kind: 'call' }, 'UNKNOWN_SEAT'],
    ['an unknown action', { seat: 2, kind: 'muck' }, 'UNKNOWN_ACTION'],
    ['a stale version', { seat: 2, kind: 'call', version: 1 }, 'STALE_VERSION'],
    ['a wrong amount', { seat: 2, kind: 'complete', amount: 6 }, 'AMOUNT_OUT_OF_RANGE'],
    ['a bet when there is a bet', { seat: 2, kind: 'bet' }, 'ILLEGAL_ACTION'],
    ['a raise before the completion', { seat: 2, kind: 'raise' }, 'ILLEGAL_ACTION'],
    ['a check facing the bring-in', { seat: 2, kind: 'check' }, 'CANNOT_CHECK'],
  ] as const)('%s', (_name, action, code) => {
    const before = JSON.stringify(start);
    const r = applyAction(start, action as never);
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('names the seat whose turn it is', () => {
    const r = applyAction(start, { seat: 3, kind: 'fold' });
    expect(!r.ok && r.error.message).toBe("seat 3 cannot fold: it is seat 2's turn");
  });

  it('accepts the current version, and never mutates the input state', () => {
    const before = JSON.stringify(start);
    const r = applyAction(start, { seat: 2, kind: 'call', version: start.version });
    expect(r.ok && r.state.version).toBe(start.version + 1);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('refuses every action once the hand is over', () => {
    let s: HandState = start;
    for (const a of [
      { seat: 2, kind: 'fold' },
      { seat: 3, kind: 'fold' },
    ] as const) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expect(seatToAct(s)).toBeNull();
    const r = applyAction(s, { seat: 1, kind: 'check' });
    expect(!r.ok && r.error.code).toBe('HAND_OVER');
  });
});
