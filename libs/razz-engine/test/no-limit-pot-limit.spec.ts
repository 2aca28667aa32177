import { legalActions, PRESETS } from '../src';
import { playScript, runScript, winnings } from './helpers/scripted-hand';

const cards = { 1: '2c 3c Kd 4d 5d 6d 7d', 2: '8c 9c 2d Qh Jh Th 9h', 3: 'As 2s 3d Ks Kc Kh 8s' };

describe('No-Limit Razz (razz-nl)', () => {
  const rules = PRESETS['razz-nl'];

  it('plays a hand: completion any size from the small bet, raises at least the largest bet or raise, all-in', () => {
    const stacks = { 1: 300, 2: 300, 3: 120 };
    const at2 = runScript({ rules, stacks, cards, streets: ['1 bring-in'] });
    expect(legalActions(at2.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 2, max: 2 }, { kind: 'complete', min: 5, max: 299 }]);
    const at3 = runScript({ rules, stacks, cards, streets: ['1 bring-in, 2 complete 15'] });
    expect(legalActions(at3.state)[2]).toEqual({ kind: 'raise', min: 30, max: 119 });
    const run = runScript({
      rules,
      stacks,
      cards,
      streets: ['1 bring-in, 2 complete 15, 3 raise 40, 1 call, 2 call', '2 bet 5, 3 raise 79, 1 fold, 2 call', '', '', ''],
    });
    // Q-2 is the lowest board on 4th street. Seat 3 is all-in there (1 + 40 + 79 = 120); no more betting, the board runs out.
    expect(run.potAfterStreet).toEqual([3 + 120, 123 + 158, 281, 281, 281]);
    expect(run.state.result?.endedBy).toBe('showdown');
    expect(winnings(run.events)).toEqual({ 2: 281 }); // J-T-9-8-2 beats K-8-3-2-A
  });

  it('the bring-in is no level: a short all-in completion sets one, and the next completes to it plus the small bet', () => {
    // Seat 2 has 1 + 4 chips: all-in to 4 (< the small bet 5, so not a full completion).
    const run = runScript({ rules, stacks: { 1: 300, 2: 5, 3: 300 }, cards, streets: ['1 bring-in, 2 complete 4'] });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'call', min: 4, max: 4 }, { kind: 'complete', min: 9, max: 299 }]);
  });

  it('the minimum bet on 5th street is the big bet', () => {
    const run = runScript({ rules, stacks: { 1: 300, 2: 300, 3: 300 }, cards, streets: ['1 bring-in, 2 call, 3 call', '2 check, 3 check, 1 check'] });
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'check' }, { kind: 'bet', min: 10, max: 297 }]);
  });

  it('an amount outside the range is refused with the range', () => {
    const run = playScript({ rules, stacks: { 1: 300, 2: 300, 3: 300 }, cards, streets: ['1 bring-in, 2 complete 4'] });
    expect(run.error).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: 'seat 2 cannot complete to 4: the amount must be 5..299' });
    const noAmount = playScript({ rules, stacks: { 1: 300, 2: 300, 3: 300 }, cards, streets: ['1 bring-in, 2 complete'] });
    expect(noAmount.error?.code).toBe('AMOUNT_REQUIRED');
  });
});

describe('Pot-Limit Razz (razz-pl)', () => {
  const rules = PRESETS['razz-pl'];
  const stacks = { 1: 300, 2: 300, 3: 300 };

  it('the largest completion/raise is the call plus the pot after calling', () => {
    // Pot 3 antes + bring-in 2 = 5; seat 2 calls 2 (pot 7) and may raise 7 more: to 9.
    const at2 = runScript({ rules, stacks, cards, streets: ['1 bring-in'] });
    expect(legalActions(at2.state)[2]).toEqual({ kind: 'complete', min: 5, max: 9 });
    // After the completion to 9 the pot is 14; seat 3 calls 9 (pot 23) and may raise 23: to 32.
    const at3 = runScript({ rules, stacks, cards, streets: ['1 bring-in, 2 complete 9'] });
    expect(legalActions(at3.state)[2]).toEqual({ kind: 'raise', min: 18, max: 32 });
  });

  it('completing the bring-in is always allowed, even when the pot is smaller', () => {
    const run = runScript({ rules, stakes: { ante: 0, bringIn: 1, smallBet: 10, bigBet: 20 }, stacks, cards, streets: ['1 bring-in'] });
    expect(legalActions(run.state)[2]).toEqual({ kind: 'complete', min: 10, max: 10 });
  });
});
