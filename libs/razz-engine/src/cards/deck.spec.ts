import { seededRng } from '../rng/seeded-rng';
import type { Rng } from '../rng/rng';
import { orderedDeck, shuffleInPlace, shuffledDeck } from './deck';

describe('deck', () => {
  it('has the 52 cards in index order', () => {
    expect(orderedDeck()).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });

  it('shuffles to a permutation, the same one for the same seed', () => {
    const a = shuffledDeck(seededRng('deal'));
    expect([...a].sort((x, y) => x - y)).toEqual(orderedDeck());
    expect(shuffledDeck(seededRng('deal'))).toEqual(a);
    expect(shuffledDeck(seededRng('other'))).not.toEqual(a);
  });

  it('asks the rng for j in [0, i] for i = n-1 … 1 (Fisher–Yates)', () => {
    const asked: number[] = [];
    const rng: Rng = { int: (max) => (asked.push(max), 0) };
    expect(shuffleInPlace(['a', 'b', 'c', 'd'], rng)).toEqual(['b', 'c', 'd', 'a']);
    expect(asked).toEqual([4, 3, 2]);
  });

  it('puts the ace of spades in every position about equally often', () => {
    const rng = seededRng('positions');
    const shuffles = 52_000;
    const counts = new Array<number>(52).fill(0);
    for (let i = 0; i < shuffles; i++) {
      const p = shuffledDeck(rng).indexOf(0);
      counts[p] = (counts[p] ?? 0) + 1;
    }
    // Chi-square, 51 degrees of freedom: 99.99% of fair runs stay below 105.
    const chi2 = counts.reduce((sum, c) => sum + (c - 1000) ** 2 / 1000, 0);
    expect(chi2).toBeLessThan(105);
  });
});
