import { legalActions, seatToAct } from '../src';
import { playScript, runScript } from './helpers/scripted-hand';

// Seats 1 (A), 2 (B), 3 (C). A has the lowest board from 4th street on; C brings in.
const cards = { 1: '?? ?? 2s 4c 6d', 2: '?? ?? 3h 5d 7c', 3: '?? ?? Kd Qs Jh' };
const toFifth = ['3 bring-in, 1 call, 2 call', '1 check, 2 check, 3 check'];

describe('short all-in, fixed limit (TDA R47B): 5th street, bet 10', () => {
  it('A bets 10, B is all-in to 14, C calls: A may only call; C could have raised to 20, not 24', () => {
    // B: ante 1 + bring-in call 2 + 14 = 17 chips.
    const atC = runScript({ stacks: { 1: 100, 2: 17, 3: 100 }, cards, streets: [...toFifth, '1 bet, 2 raise 14'] });
    expect(legalActions(atC.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 14, max: 14 }, { kind: 'raise', min: 20, max: 20 }]);
    const atA = playScript({ stacks: { 1: 100, 2: 17, 3: 100 }, cards, streets: [...toFifth, '1 bet, 2 raise 14, 3 call, 1 raise'] });
    expect(atA.error).toMatchObject({ code: 'BETTING_NOT_REOPENED', at: '1 raise' });
    expect(legalActions(atA.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 14, max: 14 }]);
  });

  it('had B gone all-in to 15 (half a bet above), A could re-raise to 25', () => {
    const run = runScript({ stacks: { 1: 100, 2: 18, 3: 100 }, cards, streets: [...toFifth, '1 bet, 2 raise 15, 3 call'] });
    expect(seatToAct(run.state)).toBe(1);
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 15, max: 15 }, { kind: 'raise', min: 25, max: 25 }]);
  });

  it('several short all-ins add up: 10 → 13 → 16 reopens for A (6 ≥ half a bet above 10)', () => {
    const four = { 1: 100, 2: 16, 3: 100, 4: 19 };
    const run = runScript({
      stacks: four,
      cards: { ...cards, 4: '?? ?? 8h 9d Tc' },
      streets: ['3 bring-in, 4 call, 1 call, 2 call', '1 check, 2 check, 3 check, 4 check', '1 bet, 2 raise 13, 3 call, 4 raise 16'],
    });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 16, max: 16 }, { kind: 'raise', min: 26, max: 26 }]);
  });

  it('on 3rd street the completion is the bet, measured from zero (an all-in to 3 of a 5 completion counts)', () => {
    // Seat 1 has 1 + 3 chips: all-in "completion" to 3 ≥ 2.5, so the next raise goes to 3 + 5 = 8.
    const run = runScript({ stacks: { 1: 4, 2: 100, 3: 100 }, cards, streets: ['3 bring-in, 1 complete 3'] });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 3, max: 3 }, { kind: 'raise', min: 8, max: 8 }]);
  });

  it('an all-in less than half the completion does not count: the next player completes to the small bet', () => {
    const run = runScript({
      rules: {},
      stakes: { ante: 1, bringIn: 1, smallBet: 6, bigBet: 12 },
      stacks: { 1: 3, 2: 100, 3: 100 },
      cards,
      streets: ['3 bring-in, 1 complete 2'],
    });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }, { kind: 'complete', min: 6, max: 6 }]);
  });
});

describe('short all-in, no limit and pot limit (TDA R43/R47A)', () => {
  it("A bets 20, B is all-in to 35, C calls: A may not raise; C's minimum raise was to 55", () => {
    const stacks = { 1: 1000, 2: 38, 3: 1000 };
    const atC = runScript({ rules: { bettingStructure: 'no-limit' }, stacks, cards, streets: [...toFifth, '1 bet 20, 2 raise 35'] });
    expect(legalActions(atC.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 35, max: 35 }, { kind: 'raise', min: 55, max: 35 + 962 }]);
    const atA = playScript({ rules: { bettingStructure: 'no-limit' }, stacks, cards, streets: [...toFifth, '1 bet 20, 2 raise 35, 3 call, 1 raise 55'] });
    expect(atA.error).toMatchObject({ code: 'BETTING_NOT_REOPENED' });
  });

  it('a full raise over a short all-in reopens the betting', () => {
    const run = runScript({
      rules: { bettingStructure: 'no-limit' },
      stacks: { 1: 1000, 2: 38, 3: 1000 },
      cards,
      streets: [...toFifth, '1 bet 20, 2 raise 35, 3 raise 55'],
    });
    expect(legalActions(run.state).map((a) => a.kind)).toEqual(['fold', 'call', 'raise']);
    expect(legalActions(run.state)[2]).toMatchObject({ min: 75 });
  });
});
