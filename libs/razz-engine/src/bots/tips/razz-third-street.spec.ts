import { seededRng } from '../../rng/seeded-rng';
import { decideIn, spotView, stacks } from '../testing/bot-spot';
import { tipsBot } from './tips-bot';
import { AGGRESSIVE, LOOSE, TIGHT } from './tips-style';

const tight = tipsBot(TIGHT);

/**
 * Four seats; seat 2's king brings in, seat 3 (a five) calls it, seat 4 folds: seat 1 is next with
 * the given three cards (down, down, door), facing only the bring-in and a limper — no steal.
 */
const facingALimper = (mine: string) => ({
  stacks: stacks(1, 2, 3, 4),
  cards: { 1: mine, 2: '?? ?? Kh', 3: '?? ?? 5s', 4: '?? ?? Qd' },
  streets: ['2 bring-in, 3 call, 4 fold'],
});

/**
 * Eight seats; seat 2's king brings in, seat 3 completes, everyone else folds: seat 1 (7-4-2)
 * faces the completion with the given door cards showing at seats 3 to 8.
 */
const facingACompletion = (doors: string[], mine = '7d 4c 2h') => ({
  stacks: stacks(1, 2, 3, 4, 5, 6, 7, 8),
  cards: Object.fromEntries([[1, mine], [2, '?? ?? Kh'], ...doors.map((door, k) => [k + 3, `?? ?? ${door}`])]),
  streets: ['2 bring-in, 3 complete, 4 fold, 5 fold, 6 fold, 7 fold, 8 fold'],
});

describe('tips bot, Razz 3rd street: "only three cards to an eight or better, ideally with an ace"', () => {
  it('plays three to an eight with an ace: completes when first in over a limper', () => {
    expect(decideIn(tight, facingALimper('As 4d 8c'))).toEqual({ kind: 'complete', amount: 5 });
  });

  it('folds K-Q-x, however low the third card', () => {
    expect(decideIn(tight, facingALimper('Kc Qs 4h'))).toEqual({ kind: 'fold' });
  });

  it('an eight without an ace is too rough for the tight style, enough for the aggressive one', () => {
    expect(decideIn(tight, facingALimper('8d 6d 3c'))).toEqual({ kind: 'fold' });
    expect(decideIn(tipsBot(AGGRESSIVE), facingALimper('8d 6d 3c'))).toEqual({ kind: 'complete', amount: 5 });
  });

  it('the loose style plays three to a nine', () => {
    expect(decideIn(tipsBot(LOOSE), facingALimper('9d 6d 3c'))).toEqual({ kind: 'complete', amount: 5 });
    expect(decideIn(tight, facingALimper('9d 6d 3c'))).toEqual({ kind: 'fold' });
  });
});

describe('tips bot: "a pair ruins a low"', () => {
  it('folds A-2-2 where A-2-3 plays', () => {
    expect(decideIn(tight, facingALimper('As 2d 3c'))).toEqual({ kind: 'complete', amount: 5 });
    expect(decideIn(tight, facingALimper('As 2d 2c'))).toEqual({ kind: 'fold' });
  });
});

describe('tips bot: "watch the up cards: when the low cards you need show elsewhere, the draw is dead"', () => {
  it('calls a completion with 7-4-2 when its outs are live', () => {
    expect(decideIn(tight, facingACompletion(['9c', 'Td', 'Js', 'Qh', 'Jc', 'Tc']))).toEqual({ kind: 'call' });
  });

  it('folds the same 7-4-2 when an ace, a three, a five, a six and an eight show (folded cards count too)', () => {
    const view = spotView(facingACompletion(['As', '3s', '5d', '6s', '8d', 'Tc']));
    expect(view.others.filter((o) => o.folded).map((o) => o.up.length)).toEqual([1, 1, 1, 1, 1]);
    expect(decideIn(tight, facingACompletion(['As', '3s', '5d', '6s', '8d', 'Tc']))).toEqual({ kind: 'fold' });
  });

  it('the loose style needs more dead cards before it lets go', () => {
    expect(decideIn(tipsBot(LOOSE), facingACompletion(['As', '3s', '5d', '6s', '8d', 'Tc']))).toEqual({ kind: 'call' });
  });
});

describe('tips bot: "steal the antes and the bring-in with the lowest door card when the others show face cards"', () => {
  /** Seat 4's king brings in; seat 1, first to act, shows the lowest door card with trash underneath. */
  const stealSpot = (others: [string, string]) => ({
    stacks: stacks(1, 2, 3, 4),
    cards: { 1: 'Kc Qs 3h', 2: `?? ?? ${others[0]}`, 3: `?? ?? ${others[1]}`, 4: '?? ?? Kh' },
    streets: ['4 bring-in'],
  });

  it('completes with K-Q under a three against J, Q and K doors', () => {
    expect(decideIn(tipsBot({ ...TIGHT, stealFrequency: 1 }), stealSpot(['Jd', 'Qc']))).toEqual({ kind: 'complete', amount: 5 });
    expect(decideIn(tipsBot(AGGRESSIVE), stealSpot(['Jd', 'Qc']))).toEqual({ kind: 'complete', amount: 5 });
  });

  it('folds the same cards when the style never steals', () => {
    expect(decideIn(tipsBot({ ...TIGHT, stealFrequency: 0 }), stealSpot(['Jd', 'Qc']))).toEqual({ kind: 'fold' });
  });

  it('does not steal when a low door card is still to act', () => {
    expect(decideIn(tipsBot({ ...TIGHT, stealFrequency: 1 }), stealSpot(['5d', 'Qc']))).toEqual({ kind: 'fold' });
  });

  it('steals at about the style frequency over many seeds', () => {
    const bot = tipsBot(TIGHT);
    const view = spotView(stealSpot(['Jd', 'Qc']));
    let steals = 0;
    for (let seed = 0; seed < 400; seed++) if (bot.decide(view, seededRng(seed)).kind === 'complete') steals++;
    expect(steals / 400).toBeGreaterThan(TIGHT.stealFrequency - 0.1);
    expect(steals / 400).toBeLessThan(TIGHT.stealFrequency + 0.1);
  });
});

describe('tips bot: the bring-in', () => {
  it('posts the bring-in with a bad hand (it cannot fold) and completes a playable one', () => {
    const spot = (mine: string) => ({ stacks: stacks(1, 2), cards: { 1: mine, 2: '?? ?? 2s' }, streets: [] });
    expect(decideIn(tight, spot('Qc Jd Kh'))).toEqual({ kind: 'bring-in', amount: 2 });
    expect(decideIn(tight, spot('As 3d 9h'))).toEqual({ kind: 'complete', amount: 5 });
  });
});
