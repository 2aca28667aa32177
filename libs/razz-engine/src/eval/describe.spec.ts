import { cards } from '../cards/notation';
import { formatCards } from '../cards/card';
import { evaluateHand } from './evaluate-hand';
import type { LowEvaluation } from './types';

function words(evaluation: LowEvaluation, hand: string) {
  const v = evaluateHand(evaluation, cards(hand));
  return { best: formatCards(v.best).join(' '), category: v.category, description: v.description, name: v.name, starsText: v.starsText };
}

describe('hand descriptions', () => {
  it.each<[LowEvaluation, string, ReturnType<typeof words>]>([
    ['ace-to-five', 'As 2d 3c 4h 5s Kd Kc', { best: '5s 4h 3c 2d As', category: 'high-card', description: '5-4-3-2-A', name: 'wheel', starsText: '5,4,3,2,A' }],
    [
      'ace-to-five',
      'Td 9h 8c 7s 5d Ks Kh',
      { best: 'Td 9h 8c 7s 5d', category: 'high-card', description: 'T-9-8-7-5', name: '10 low', starsText: 'T,9,8,7,5' },
    ],
    [
      'ace-to-five',
      '3s 3h 8d 6c 4h',
      { best: '3s 3h 8d 6c 4h', category: 'pair', description: 'pair of 3s, 8-6-4', name: 'pair of 3s', starsText: '8,6,4,3,3' },
    ],
    [
      'ace-to-five',
      'Ks Kh Qd Qc 2s 2h Ad',
      { best: '2s 2h Ks Qd Ad', category: 'pair', description: 'pair of 2s, K-Q-A', name: 'pair of 2s', starsText: 'K,Q,2,2,A' },
    ],
    [
      'ace-to-five',
      '4s 4h 2d 2c 8s 8h 4d',
      { best: '4s 4h 2d 2c 8s', category: 'two-pair', description: 'two pair, 4s and 2s, 8', name: 'two pair', starsText: '8,4,4,2,2' },
    ],
    [
      'ace-to-five',
      '3s 3h 3d Qc Qs Qh Qd',
      { best: '3s 3h 3d Qs Qh', category: 'full-house', description: '3s full of queens', name: 'full house', starsText: 'Q,Q,3,3,3' },
    ],
    [
      'ace-to-five',
      'As Ah Ad Ac Ks Kh Kd',
      { best: 'As Ah Ad Ks Kh', category: 'full-house', description: 'aces full of kings', name: 'full house', starsText: 'K,K,A,A,A' },
    ],
    [
      'ace-to-six',
      '5s 4h 3d 2c Ah',
      { best: '5s 4h 3d 2c Ah', category: 'straight', description: 'straight, 5-4-3-2-A', name: 'straight', starsText: '5,4,3,2,A' },
    ],
    ['deuce-to-seven', 'Ks 9s 6s 4s 2s', { best: 'Ks 9s 6s 4s 2s', category: 'flush', description: 'flush, K-9-6-4-2', name: 'flush', starsText: 'K,9,6,4,2' }],
    [
      'deuce-to-seven',
      'As Ks Qs Js Ts',
      { best: 'As Ks Qs Js Ts', category: 'straight-flush', description: 'straight flush, A-K-Q-J-T', name: 'straight flush', starsText: 'A,K,Q,J,T' },
    ],
    ['deuce-to-seven', '7s 7h 7d 2c 3s', { best: '7s 7h 7d 3s 2c', category: 'trips', description: 'three 7s, 3-2', name: 'three 7s', starsText: '7,7,7,3,2' }],
    ['deuce-to-seven', '9s 9h 9d 9c 3s', { best: '9s 9h 9d 9c 3s', category: 'quads', description: 'four 9s, 3', name: 'four 9s', starsText: '9,9,9,9,3' }],
  ])('%s %s', (evaluation, hand, expected) => {
    expect(words(evaluation, hand)).toEqual(expected);
  });

  it('orders best as: matched ranks first, then the highest-counting card, then spades first', () => {
    expect(words('ace-to-five', 'Ac 2c 2s 9d 7h').best).toBe('2s 2c 9d 7h Ac');
    expect(words('deuce-to-seven', 'Ac 2c 2s 9d 7h').best).toBe('2s 2c Ac 9d 7h');
  });
});

describe('which cards play when several choices tie', () => {
  it('takes the higher suit of a rank that could play twice', () => {
    expect(words('ace-to-five', '8c 8s 6h 4d 2c Ah Kd').best).toBe('8s 6h 4d 2c Ah');
  });

  it('avoids a flush in deuce-to-seven even if that means a lower suit', () => {
    // 7h would make a heart flush with 5-4-3-2; the 7c keeps the hand a 7-5-4-3-2.
    expect(words('deuce-to-seven', '7h 7c 5h 4h 3h 2h Kd')).toMatchObject({ best: '7c 5h 4h 3h 2h', description: '7-5-4-3-2' });
  });

  it('plays a flush only when every choice is one suit', () => {
    // All hearts: the straight flush 6-5-4-3-2 is the worst choice, the lowest plain flush the best.
    expect(words('deuce-to-seven', '6h 5h 4h 3h 2h 9h Jh').description).toBe('flush, 9-5-4-3-2');
    expect(words('deuce-to-seven', '7h 5h 4h 3h 2h Ks').description).toBe('K-5-4-3-2');
  });
});
