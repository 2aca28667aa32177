import { ACTION_KINDS, applyAction, HandState, legalActions, PRESETS, randomAction, seatToAct, seededRng, startHand, STUD, STUD8 } from '../src';
import { HandScript, playScript, runScript, winnings } from './helpers/scripted-hand';

/** Seven-Card Stud hands in card notation (docs/rules/stud-games.md, Seven-Card Stud; TDA RP-10). */
const stacks = { 1: 100, 2: 100, 3: 100 };
const stud = (script: Omit<HandScript, 'game' | 'stacks'> & { stacks?: HandScript['stacks'] }): HandScript => ({ game: STUD, stacks, ...script });

describe('Seven-Card Stud: the lowest door card brings in', () => {
  it.each([
    ['the lowest rank pays', { 1: '?? ?? Ks', 2: '?? ?? 2d', 3: '?? ?? 7c' }, 2],
    ['aces are high: a 3 pays before an ace', { 1: '?? ?? As', 2: '?? ?? 3d', 3: '?? ?? Kc' }, 2],
    ['tied ranks: clubs, the lowest suit, pays', { 1: '?? ?? 2h', 2: '?? ?? 2c', 3: '?? ?? 9s' }, 2],
    ['tied ranks: diamonds pays before spades', { 1: '?? ?? 2s', 2: '?? ?? Qh', 3: '?? ?? 2d' }, 3],
  ])('%s', (_rule, cards, payer) => {
    const run = playScript(stud({ cards, streets: [] }));
    expect(seatToAct(run.state)).toBe(payer);
    expect(legalActions(run.state)).toEqual([
      { kind: 'bring-in', min: 2, max: 2 },
      { kind: 'complete', min: 5, max: 5 },
    ]);
  });

  it('with bringInTieBreak dealer-left, the tied player dealt first pays', () => {
    const run = playScript(stud({ rules: { bringInTieBreak: 'dealer-left' }, cards: { 1: '?? ?? 2s', 2: '?? ?? 2c', 3: '?? ?? 9s' }, streets: [] }));
    expect(seatToAct(run.state)).toBe(1);
  });
});

describe('Seven-Card Stud: the highest board acts first from 4th street', () => {
  const opener = (cards: Record<number, string>, rules = {}, more: string[] = []): number | null =>
    seatToAct(playScript(stud({ rules, cards, streets: ['1 bring-in, 2 call, 3 call', ...more] })).state);

  it('is the highest cards, aces high', () => {
    expect(opener({ 1: '?? ?? 2c 5d', 2: '?? ?? Kd 9h', 3: '?? ?? 3h As' })).toBe(3);
  });

  it('a pair beats any unpaired board, even A-K', () => {
    expect(opener({ 1: '?? ?? 2c 2d', 2: '?? ?? Kd Ah', 3: '?? ?? Qh Js' })).toBe(1);
  });

  it.each([
    ['suit', 3],
    ['dealer-left', 2],
  ] as const)('equal boards: boardTieBreak %s (TDA: the highest card by suit acts first)', (boardTieBreak, seat) => {
    expect(opener({ 1: '?? ?? 2c 5d', 2: '?? ?? Kd 9h', 3: '?? ?? Ks 9c' }, { boardTieBreak })).toBe(seat);
  });

  it('equal pairs: the pair holding the highest card by suit acts first', () => {
    expect(opener({ 1: '?? ?? 2c 4d', 2: '?? ?? 9d 9h', 3: '?? ?? 9c 9s' })).toBe(3);
  });

  it('is judged again on every street: 3-3 opens 4th street, 5-5-2 beats 3-3-9 on 5th', () => {
    const cards = { 1: '?? ?? 2c 5d 5c', 2: '?? ?? Kd Ah Qs', 3: '?? ?? 3h 3s 9d' };
    expect(opener(cards)).toBe(3);
    expect(opener(cards, {}, ['3 check, 1 check, 2 check'])).toBe(1);
  });
});

describe('Seven-Card Stud: an open pair on 4th street allows the big bet (rule openPairDoubleBet)', () => {
  // Seat 1 (2c) brings in; seat 2 shows K-K on 4th street and acts first there.
  const cards = { 1: '?? ?? 2c 7d', 2: '?? ?? Kd Kh', 3: '?? ?? 9s 4c' };
  const third = '1 bring-in, 2 call, 3 call';
  const fourth = (streets: string[], rules = {}) => playScript(stud({ rules, cards, streets: [third, ...streets] }));

  it('offers the small or the big bet, and nothing between', () => {
    const run = fourth([]);
    expect(seatToAct(run.state)).toBe(2);
    expect(legalActions(run.state)).toEqual([{ kind: 'fold' }, { kind: 'check' }, { kind: 'bet', min: 5, max: 10, amounts: [5, 10] }]);
    expect(fourth(['2 bet 7']).error).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', message: expect.stringMatching(/must be 5 or 10/) });
    expect(fourth(['2 bet']).error).toMatchObject({ code: 'AMOUNT_REQUIRED', message: expect.stringMatching(/5 or 10/) });
  });

  it('after a big bet every raise is a big bet', () => {
    const run = fourth(['2 bet 10, 3 raise']);
    expect(legalActions(run.state).find((a) => a.kind === 'raise')).toEqual({ kind: 'raise', min: 30, max: 30 });
    expect(runScript(stud({ cards, streets: [third, '2 bet 10, 3 raise, 1 fold, 2 call'] })).potAfterStreet).toEqual([9, 9 + 20 + 20]);
  });

  it('after a small bet a player may raise by the small or the big bet; a big raise makes it a big-bet street', () => {
    expect(legalActions(fourth(['2 bet 5']).state).find((a) => a.kind === 'raise')).toEqual({ kind: 'raise', min: 10, max: 15, amounts: [10, 15] });
    expect(legalActions(fourth(['2 bet 5, 3 raise 10']).state).find((a) => a.kind === 'raise')).toMatchObject({ amounts: [15, 20] });
    const run = runScript(stud({ cards, streets: [third, '2 bet 5, 3 raise 15, 1 fold, 2 raise, 3 call'] }));
    expect(run.potAfterStreet).toEqual([9, 9 + 25 + 25]);
  });

  it('any player may take it: the pair checks, the next player bets the big bet', () => {
    expect(runScript(stud({ cards, streets: [third, '2 check, 3 bet 10, 1 fold, 2 call'] })).potAfterStreet).toEqual([9, 29]);
  });

  it('is off with openPairDoubleBet: off (TDA RP-10F lets a room drop it)', () => {
    expect(legalActions(fourth([], { openPairDoubleBet: 'off' }).state)).toContainEqual({ kind: 'bet', min: 5, max: 5 });
    expect(fourth(['2 bet 10'], { openPairDoubleBet: 'off' }).error?.code).toBe('AMOUNT_OUT_OF_RANGE');
  });

  it('needs a pair on board; it is a 4th-street rule; fixed limit only', () => {
    const unpaired = playScript(stud({ cards: { ...cards, 2: '?? ?? Kd Qh' }, streets: [third] }));
    expect(legalActions(unpaired.state)).toContainEqual({ kind: 'bet', min: 5, max: 5 });
    const fifth = playScript(stud({ cards, streets: [third, '2 check, 3 check, 1 check'] }));
    expect(legalActions(fifth.state)).toContainEqual({ kind: 'bet', min: 10, max: 10 });
    const noLimit = playScript(stud({ rules: PRESETS['razz-nl'], cards, streets: [third] }));
    expect(legalActions(noLimit.state).find((a) => a.kind === 'bet')).not.toHaveProperty('amounts');
  });

  it('does not exist in Razz or Stud Eight-or-Better', () => {
    const razz = playScript({ stacks, cards: { 1: '?? ?? Kc 7d', 2: '?? ?? 3d 3h', 3: '?? ?? 9s 4c' }, streets: [third] });
    expect(legalActions(razz.state)).toContainEqual({ kind: 'bet', min: 5, max: 5 });
    const stud8 = playScript({ game: STUD8, stacks, cards, streets: [third] });
    expect(legalActions(stud8.state)).toContainEqual({ kind: 'bet', min: 5, max: 5 });
  });

  it('a short stack may bet the small bet or all-in below the big bet', () => {
    const run = playScript(stud({ stacks: { 1: 100, 2: 11, 3: 100 }, cards, streets: [third] }));
    // Seat 2 has 11 − 1 ante − 2 called = 8 chips left.
    expect(legalActions(run.state)).toContainEqual({ kind: 'bet', min: 5, max: 8, amounts: [5, 8] });
  });

  it('an all-in bet above the small bet makes the street a big-bet street, like a big bet', () => {
    const run = playScript(stud({ stacks: { 1: 100, 2: 11, 3: 100 }, cards, streets: [third, '2 bet 8'] }));
    // It counts as a bet (TDA R47B: at least half a bet) of more than the small bet: raises go to 8 + 10.
    expect(legalActions(run.state).find((a) => a.kind === 'raise')).toEqual({ kind: 'raise', min: 18, max: 18 });
  });
});

describe('Seven-Card Stud: a whole hand, high hand wins', () => {
  it('pays the best high hand (a straight beats two pair) and names both hands as PokerStars does', () => {
    const run = runScript(
      stud({
        cards: { 1: '8s 9d 2c Ts Jh Qc 4d', 2: 'Ks Kh 7d 7c 4h 3s 2d', 3: '?? ?? 9s 4c' },
        streets: ['1 bring-in, 2 call, 3 fold', '2 check, 1 check', '2 check, 1 check', '2 check, 1 check', '2 check, 1 check'],
      }),
    );
    expect(winnings(run.events)).toEqual({ 1: 7 });
    expect(run.events.filter((e) => e.type === 'show').map((e) => e.type === 'show' && [e.seat, e.starsText])).toEqual([
      [2, 'two pair, Kings and Sevens'],
      [1, 'a straight, Eight to Queen'],
    ]);
  });
});

describe('Seven-Card Stud: legalActions and applyAction agree, open-pair totals included', () => {
  it('every listed total is accepted and nothing between the open-pair totals', () => {
    const rng = seededRng('stud-legality');
    let withAmounts = 0;
    for (let hand = 0; hand < 300; hand++) {
      const seats = Array.from({ length: 2 + rng.int(7) }, (_, k) => ({ seat: k + 1, stack: 1 + rng.int(150) }));
      const started = startHand({ game: STUD, stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 }, seats, rng });
      if (!started.ok) throw new Error(started.error.message);
      let state: HandState = started.state;
      for (let action = randomAction(state, rng); action; action = randomAction(state, rng)) {
        const seat = seatToAct(state) as number;
        for (const option of legalActions(state)) {
          for (const amount of option.amounts ?? []) expect(applyAction(state, { seat, kind: option.kind, amount }).ok).toBe(true);
          const between = (option.min as number) + 1;
          if (option.amounts && !option.amounts.includes(between)) {
            withAmounts++;
            expect(applyAction(state, { seat, kind: option.kind, amount: between }).ok).toBe(false);
          }
        }
        for (const kind of ACTION_KINDS) {
          if (!legalActions(state).some((o) => o.kind === kind)) expect(applyAction(state, { seat, kind, amount: 5 }).ok).toBe(false);
        }
        const r = applyAction(state, action);
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
    }
    expect(withAmounts).toBeGreaterThan(20);
  });
});
