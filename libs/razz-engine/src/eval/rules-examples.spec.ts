/** The usual hand-value examples of the lowball rules (docs/rules/evaluation.md), one test each. */
import { cards } from '../cards/notation';
import { evaluateHand } from './evaluate-hand';
import { handRank } from './evaluators';
import type { LowEvaluation } from './types';

const rank = (evaluation: LowEvaluation, hand: string): number => handRank(evaluation, cards(hand));

describe('the rule book: ace-to-five (Razz)', () => {
  it.each([
    ['8-7-6-5-4 beats 9-4-3-2-A', '8s 7h 6d 5c 4s', '9s 4h 3d 2c Ah'],
    ['9-5-4-3-2 beats 9-8-7-3-2', '9s 5h 4d 3c 2s', '9h 8h 7d 3h 2c'],
    ['10-9-8-7-5 beats J-10-9-6-2', 'Ts 9h 8d 7c 5s', 'Js Th 9d 6c 2h'],
    ['4-6-7-8-9 beats A-2-3-4-10', '4s 6h 7d 8c 9s', 'As 2h 3d 4c Th'],
    ['an unpaired hand (K-Q-J-10-9) beats every paired hand (2-2-3-4-5)', 'Ks Qh Jd Tc 9s', '2s 2h 3d 4c 5s'],
    ['one pair beats two pair', 'Ks Kh Qd Jc Ts', '2s 2h 3d 3c 4s'],
    ['two pair beats trips', 'Ks Kh Qd Qc Js', '2s 2h 2d 3c 4s'],
    ['trips beat a full house', 'Ks Kh Kd Qc Js', '2s 2h 2d 3c 3s'],
    ['a full house beats quads', 'Ks Kh Kd Qc Qs', '2s 2h 2d 2c 3s'],
    ['between pairs the lower pair wins first (2s with K-Q-J beat 3s with 6-5-4)', '2s 2h Kd Qc Js', '3s 3h 6d 5c 4s'],
    ['then kickers from the highest down (3s 8-6-4 beat 3s 8-6-5)', '3s 3h 8d 6c 4s', '3d 3c 8h 6s 5s'],
  ])('%s', (_rule, better, worse) => {
    expect(rank('ace-to-five', better)).toBeLessThan(rank('ace-to-five', worse));
  });

  it('orders the best hands wheel, 6-4-3-2-A, 6-5-3-2-A, 6-5-4-2-A, 6-5-4-3-A, 6-5-4-3-2, 7-4-3-2-A', () => {
    const hands = ['5s 4h 3d 2c Ah', '6s 4h 3d 2c Ah', '6s 5h 3d 2c Ah', '6s 5h 4d 2c Ah', '6s 5h 4d 3c Ah', '6s 5h 4d 3c 2h', '7s 4h 3d 2c Ah'];
    expect(hands.map((h) => rank('ace-to-five', h))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('counts 5♠4♠3♠2♠A♠ as a wheel, not a straight flush', () => {
    const value = evaluateHand('ace-to-five', cards('5s 4s 3s 2s As'));
    expect(value).toMatchObject({ rank: 0, category: 'high-card', description: '5-4-3-2-A', name: 'wheel' });
  });

  it('takes the best 5 of 7 cards, and of 8 when a community card is dealt', () => {
    expect(rank('ace-to-five', 'As 2d 3c 4h 5s Kd Kc')).toBe(0);
    // Seven cards K K Q Q 8 6 4 play K-Q-8-6-4; a community ace lets the king go.
    expect(evaluateHand('ace-to-five', cards('Ks Kh Qd Qc 8s 6h 4d')).description).toBe('K-Q-8-6-4');
    expect(evaluateHand('ace-to-five', cards('Ks Kh Qd Qc 8s 6h 4d Ah')).description).toBe('Q-8-6-4-A');
  });

  it('names hands as people do and writes the hand-history form "8,6,4,2,A"', () => {
    const value = evaluateHand('ace-to-five', cards('8s 6h 4d 2c Ah Kd Kc'));
    expect(value).toMatchObject({ description: '8-6-4-2-A', name: '8 low', starsText: '8,6,4,2,A' });
  });
});

describe('PokerStars hand histories (the reference hands): the same "Lo:" text', () => {
  it.each([
    ['3c Ac 5s 2h Th Js 5h', 'T,5,3,2,A'],
    ['4c 2s 5c 9s 4s 9d As', '9,5,4,2,A'],
    ['2h 8d Kh 6h 3d 6d 4h', '8,6,4,3,2'],
    ['6h 8h 3d Ad Ac Kh 8c', 'K,8,6,3,A'],
    ['2d 4s 9d 7c Ts 5s Tc', '9,7,5,4,2'],
    ['3d 2s As 6s 5c 5d 2d', '6,5,3,2,A'],
    ['Ad 8h Ac 6h 5s 9h Kh', '9,8,6,5,A'],
  ])('[%s] shows Lo: %s', (hand, lo) => {
    expect(evaluateHand('ace-to-five', cards(hand)).starsText).toBe(lo);
  });
});

describe('the rule book: ace-to-six (London Lowball)', () => {
  it('has 6-4-3-2-A in mixed suits as the best hand', () => {
    expect(rank('ace-to-six', '6s 4h 3d 2c Ah')).toBe(0);
  });

  it('counts straights and flushes against the hand, ace low', () => {
    expect(evaluateHand('ace-to-six', cards('5s 4h 3d 2c Ah')).category).toBe('straight');
    expect(evaluateHand('ace-to-six', cards('6s 4s 3s 2s As')).category).toBe('flush');
    expect(rank('ace-to-six', '2s 2h 3d 4c 6s')).toBeLessThan(rank('ace-to-six', '5s 4h 3d 2c Ah'));
    expect(rank('ace-to-six', 'Ks Kh Kd 4c 6s')).toBeLessThan(rank('ace-to-six', '5s 4h 3d 2c Ah'));
    expect(rank('ace-to-six', '5s 4h 3d 2c Ah')).toBeLessThan(rank('ace-to-six', '6s 4s 3s 2s As'));
  });

  it('never plays the ace high: K-Q-J-T-A is king-high, not a straight', () => {
    expect(evaluateHand('ace-to-six', cards('Ks Qh Jd Tc Ah'))).toMatchObject({ category: 'high-card', description: 'K-Q-J-T-A' });
  });
});

describe('the rule book: deuce-to-seven (Kansas City)', () => {
  it('has 7-5-4-3-2 not all one suit as the best hand', () => {
    expect(rank('deuce-to-seven', '7s 5h 4d 3c 2h')).toBe(0);
    expect(evaluateHand('deuce-to-seven', cards('7s 5s 4s 3s 2s')).category).toBe('flush');
  });

  it('plays aces high: A-2-3-4-5 is ace-high, worse than any king-high hand', () => {
    const wheel = evaluateHand('deuce-to-seven', cards('As 2h 3d 4c 5s'));
    expect(wheel).toMatchObject({ category: 'high-card', description: 'A-5-4-3-2', name: 'ace high' });
    expect(rank('deuce-to-seven', 'Ks Qh Jd Tc 8s')).toBeLessThan(wheel.rank);
  });

  it('counts straights and flushes, so 6-5-4-3-2 is a straight and worse than a pair', () => {
    expect(evaluateHand('deuce-to-seven', cards('6s 5h 4d 3c 2h')).category).toBe('straight');
    expect(rank('deuce-to-seven', 'As Ah Kd Qc Js')).toBeLessThan(rank('deuce-to-seven', '6s 5h 4d 3c 2h'));
  });

  it('plays A-K-Q-J-T as a straight, the worst one', () => {
    expect(evaluateHand('deuce-to-seven', cards('As Kh Qd Jc Th'))).toMatchObject({ category: 'straight', description: 'straight, A-K-Q-J-T' });
    expect(rank('deuce-to-seven', 'Ks Qh Jd Tc 9h')).toBeLessThan(rank('deuce-to-seven', 'As Kh Qd Jc Th'));
  });
});
