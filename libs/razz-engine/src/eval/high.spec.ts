import { Card, formatCards } from '../cards/card';
import { cards } from '../cards/notation';
import { boardRank } from './board-rank';
import { evaluateHand } from './evaluate-hand';
import { handRank } from './evaluators';
import { compareKeys, referenceHighKey } from './testing/naive-reference';

describe('the naive high reference', () => {
  it('can fail: it tells a straight from a flush and the wheel from ace-high', () => {
    const key = (hand: string) => referenceHighKey(cards(hand));
    expect(compareKeys(key('9s 8h 7d 6c 5s'), key('Ks 9s 7s 4s 2s'))).toBeGreaterThan(0);
    expect(compareKeys(key('5s 4h 3d 2c As'), key('Ks Qh Jd 9c 8s'))).toBeLessThan(0);
    expect(compareKeys(key('5s 4h 3d 2c As'), key('6s 5h 4d 3c 2s'))).toBeGreaterThan(0);
  });
});

describe('high hands (Seven-Card Stud)', () => {
  const rank = (hand: string): number => handRank('high', cards(hand));

  it.each([
    ['a royal flush is the best hand (rank 0)', 'As Ks Qs Js Ts', '9s 9h 9d 9c As'],
    ['a straight flush beats four of a kind', '5h 4h 3h 2h Ah', 'As Ah Ad Ac Ks'],
    ['a full house beats a flush', '2s 2h 2d 3c 3s', 'As Ks Qs Js 9s'],
    ['a flush beats a straight', '7s 5s 4s 3s 2s', 'As Kh Qd Jc Ts'],
    ['a straight beats three of a kind', '5s 4h 3d 2c As', 'As Ah Ad Kc Qs'],
    ['aces play low in A-2-3-4-5 only: 6-high straight beats the wheel', '6s 5h 4d 3c 2s', '5s 4h 3d 2c As'],
    ['two pair: the higher pair first', 'Ks Kh 2d 2c 3s', 'Qs Qh Jd Jc As'],
    ['then the kicker', 'Qs Qh 7d 7c 9s', 'Qd Qc 7s 7h 8s'],
  ])('%s', (_rule, better, worse) => {
    expect(rank(better)).toBeLessThan(rank(worse));
  });

  it('K-A-2-3-4 is no straight (no wrap-around)', () => {
    expect(evaluateHand('high', cards('Ks As 2h 3d 4c')).category).toBe('high-card');
  });

  it('ties exactly on equal classes, whatever the suits', () => {
    expect(rank('As Kh Qd Jc 9s')).toBe(rank('Ah Kd Qc Js 9h'));
    expect(rank('As Ks Qs Js Ts')).toBe(0);
  });

  it('plays a flush and a full house from eight cards (seven + a community card)', () => {
    expect(evaluateHand('high', cards('2h 5h 9h Jh Kh Ks Kd 2c')).description).toBe('a full house, Kings full of Deuces');
    expect(evaluateHand('high', cards('2h 5h 9h Jh Kh Ks 3d 4c')).description).toBe('a flush, King high');
  });
});

describe("high hands in PokerStars' words", () => {
  it.each([
    ['As Ks Qs Js Ts 2d 2c', 'As Ks Qs Js Ts', 'a Royal Flush', 'royal flush'],
    ['9h 8h 7h 6h 5h 2c Kd', '9h 8h 7h 6h 5h', 'a straight flush, Five to Nine', 'straight flush'],
    ['5h 4h 3h 2h Ah 9d 9s', '5h 4h 3h 2h Ah', 'a straight flush, Ace to Five', 'straight flush'],
    ['As Ah Ad Ac 2s 3d 4c', 'As Ah Ad Ac 4c', 'four of a kind, Aces', 'four of a kind'],
    ['Kc Kd Ks 7h 7s 2c 3d', 'Ks Kd Kc 7s 7h', 'a full house, Kings full of Sevens', 'full house'],
    ['Ah Kh 9h 4h 2h Ac Ad', 'Ah Kh 9h 4h 2h', 'a flush, Ace high', 'flush'],
    ['Tc Kh As Jd Qd 2s 9c', 'As Kh Qd Jd Tc', 'a straight, Ten to Ace', 'straight'],
    ['5s 4h 3d 2c Ah Kd 8c', '5s 4h 3d 2c Ah', 'a straight, Ace to Five', 'straight'],
    ['6s 6h 6d Kc 9s 2d 3c', '6s 6h 6d Kc 9s', 'three of a kind, Sixes', 'three of a kind'],
    ['7s Qs 6c 7h 3s Qh 6h', 'Qs Qh 7s 7h 6h', 'two pair, Queens and Sevens', 'two pair'],
    ['2s 2h 8d 9c Jd Ks 4c', '2s 2h Ks Jd 9c', 'a pair of Deuces', 'pair'],
    ['2c 3d 5h 7s 9c Jd Kh', 'Kh Jd 9c 7s 5h', 'high card King', 'high card'],
  ])('%s plays %s: %s', (hand, best, words, name) => {
    const v = evaluateHand('high', cards(hand));
    expect({ best: formatCards(v.best).join(' '), description: v.description, starsText: v.starsText, name: v.name }).toEqual({
      best,
      description: words,
      starsText: words,
      name,
    });
  });

  it('agrees with the real PokerStars stud showdowns of the reference hand histories', () => {
    // #60974484959 and #30506593746 (the second player's seventh card is the community 6h).
    expect(evaluateHand('high', cards('Tc Kh As Jd Qd 2s 9c')).starsText).toBe('a straight, Ten to Ace');
    expect(evaluateHand('high', cards('7s Qs 6c 7h 3s Qh 6h')).starsText).toBe('two pair, Queens and Sevens');
  });
});

/** Naive board key for high: matches first (more/higher better), then values high to low, aces high. */
function referenceBoardKey(up: readonly Card[]): number[] {
  const copies = new Map<number, number>();
  for (const c of up) copies.set(c >> 2 === 0 ? 14 : (c >> 2) + 1, (copies.get(c >> 2 === 0 ? 14 : (c >> 2) + 1) ?? 0) + 1);
  const groups = [...copies].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = groups.map(([, n]) => n).join('');
  const strength = shape.startsWith('4') ? 4 : shape.startsWith('3') ? 3 : shape === '22' ? 2 : shape.startsWith('2') ? 1 : 0;
  return [-strength, ...groups.map(([v]) => -v)];
}

describe("boardRank('high'): the best high board acts first in stud", () => {
  it.each([1, 2, 3, 4])('orders every board of %i up cards like the naive key', (size) => {
    const boards: Card[][] = [];
    const up: Card[] = [];
    const extend = (from: number): void => {
      if (up.length === size) return void boards.push([...up]);
      for (let c = from; c < 52; c++) {
        up.push(c);
        extend(c + 1);
        up.pop();
      }
    };
    extend(0);
    const ranked = boards.map((b) => ({ b, rank: boardRank('high', b), key: referenceBoardKey(b) })).sort((x, y) => x.rank - y.rank);
    const problems: string[] = [];
    for (let i = 1; i < ranked.length && problems.length < 5; i++) {
      const prev = ranked[i - 1] as (typeof ranked)[number];
      const cur = ranked[i] as (typeof ranked)[number];
      const order = Math.sign(compareKeys(prev.key, cur.key));
      if (order !== (prev.rank === cur.rank ? 0 : -1)) problems.push(`${formatCards(prev.b)} (${prev.rank}) vs ${formatCards(cur.b)} (${cur.rank})`);
    }
    expect(problems).toEqual([]);
    expect(ranked[0]?.rank).toBe(0);
  });

  it('ranks a pair above any unpaired board and an ace above a king', () => {
    const b = (up: string): number => boardRank('high', cards(up));
    expect(b('2s 2h')).toBeLessThan(b('As Kh'));
    expect(b('Ac')).toBeLessThan(b('Ks'));
    expect(b('Ks Kh 3d')).toBeLessThan(b('Qs Qh Ad'));
  });
});
