import type { Card } from '../cards/card';
import { cards } from '../cards/notation';
import { boardRank } from './board-rank';
import { LOW_EVALUATIONS, LowEvaluation } from './types';

const board = (evaluation: LowEvaluation, up: string): number => boardRank(evaluation, cards(up));

/** Naive key for up to four up cards: matches first (fewer/lower better), then values high to low. */
function referenceBoardKey(evaluation: LowEvaluation, up: readonly Card[]): number[] {
  const copies = new Map<number, number>();
  for (const c of up) {
    const v = c >> 2 === 0 ? (evaluation === 'deuce-to-seven' ? 14 : 1) : (c >> 2) + 1;
    copies.set(v, (copies.get(v) ?? 0) + 1);
  }
  const groups = [...copies].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = groups.map(([, n]) => n).join('');
  const category = shape.startsWith('4') ? 4 : shape.startsWith('3') ? 3 : shape === '22' ? 2 : shape.startsWith('2') ? 1 : 0;
  return [category, ...groups.map(([v]) => v)];
}

/** Calls `visit` with every board of `size` cards, reusing one array. */
function forEachBoard(size: number, visit: (up: readonly Card[]) => void): void {
  const up: Card[] = [];
  const extend = (from: number): void => {
    if (up.length === size) return visit(up);
    for (let c = from; c < 52; c++) {
      up.push(c);
      extend(c + 1);
      up.pop();
    }
  };
  extend(0);
}

describe('boardRank (who acts first on 4th–7th street)', () => {
  it('ranks single up cards ace low, king worst; in deuce-to-seven deuce best, ace worst', () => {
    expect(board('ace-to-five', 'Ac')).toBe(0);
    expect(board('ace-to-five', 'Ks')).toBe(12);
    expect(board('ace-to-six', 'Ah')).toBe(0);
    expect(board('deuce-to-seven', '2d')).toBe(0);
    expect(board('deuce-to-seven', 'As')).toBe(12);
  });

  it('compares from the highest card down, and any unpaired board beats a paired one', () => {
    expect(board('ace-to-five', '2s 5h')).toBeLessThan(board('ace-to-five', 'As 6h'));
    expect(board('ace-to-five', 'Ks Qh')).toBeLessThan(board('ace-to-five', 'As Ah'));
    expect(board('ace-to-five', '2s 2h Kd')).toBeLessThan(board('ace-to-five', '3s 3h Ad'));
    expect(board('ace-to-five', 'Ks Qh Jd Tc')).toBeLessThan(board('ace-to-five', '2s 2h 3d 4c'));
  });

  it('ranks two pair better than trips, and quads worst, on four up cards', () => {
    const twoPair = board('ace-to-five', 'Ks Kh Qd Qc');
    const trips = board('ace-to-five', '2s 2h 2d 3c');
    const quads = board('ace-to-five', 'As Ah Ad Ac');
    expect(twoPair).toBeLessThan(trips);
    expect(trips).toBeLessThan(quads);
  });

  it('ignores suits and possible straights: 5♠4♠3♠2♠ is the best 4-card board in deuce-to-seven', () => {
    expect(board('deuce-to-seven', '5s 4s 3s 2s')).toBe(0);
    expect(board('ace-to-six', '4s 3s 2s As')).toBe(0);
    expect(board('ace-to-five', '7s 5s 4s 3s')).toBe(board('ace-to-five', '7h 5d 4c 3s'));
  });

  it('refuses boards of 0 or 5 cards', () => {
    expect(() => boardRank('ace-to-five', [])).toThrow(RangeError);
    expect(() => board('ace-to-five', 'As 2s 3s 4s 5s')).toThrow(RangeError);
  });

  it.each(LOW_EVALUATIONS.flatMap((e) => [1, 2, 3, 4].map((size) => [e, size] as const)))(
    '%s, %i up cards: every board ranks densely in the naive order',
    (evaluation, size) => {
      const keyOfRank = new Map<number, string>();
      const clashes: string[] = [];
      forEachBoard(size, (up) => {
        const text = referenceBoardKey(evaluation, up).join(',');
        const rank = boardRank(evaluation, up);
        const seen = keyOfRank.get(rank);
        if (seen === undefined) keyOfRank.set(rank, text);
        else if (seen !== text) clashes.push(`rank ${rank}: ${seen} and ${text}`);
      });
      expect(clashes.slice(0, 5)).toEqual([]);
      const keys = [...keyOfRank].sort((a, b) => a[0] - b[0]).map(([, t]) => t.split(',').map(Number));
      expect(keys.map((_, i) => i)).toEqual([...keyOfRank.keys()].sort((a, b) => a - b));
      for (let i = 1; i < keys.length; i++) {
        const [a, b] = [keys[i - 1] as number[], keys[i] as number[]];
        const firstDiff = a.findIndex((v, j) => v !== b[j]);
        expect((a[firstDiff] ?? 0) < (b[firstDiff] ?? 0)).toBe(true);
      }
    },
  );
});
