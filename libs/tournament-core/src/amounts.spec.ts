import { seededRng } from '@app/razz-engine';
import { apportionByWeights, apportionShares, splitEvenly, topUpInOrder } from './amounts';

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe('splitEvenly / topUpInOrder', () => {
  it('gives leftover units to the first recipients and the sub-unit residue to the first', () => {
    expect(splitEvenly(1001, 3, 1)).toEqual([334, 334, 333]);
    expect(splitEvenly(1050, 4, 100)).toEqual([350, 300, 200, 200]);
    expect(topUpInOrder([10, 10], 23, 1)).toEqual([12, 11]);
  });
});

describe('apportionByWeights', () => {
  it('splits in proportion, largest remainder first', () => {
    expect(apportionByWeights(100, [2, 1], 1)).toEqual([67, 33]);
    expect(apportionByWeights(10, [1, 1, 1], 1)).toEqual([4, 3, 3]);
    expect(apportionByWeights(1000, [6000, 4000], 1)).toEqual([600, 400]);
  });

  it('breaks equal remainders towards the larger weight, then the earlier index', () => {
    // 5 × 3/4 = 3.75, 5 × 1/4 = 1.25: the remainder goes by size, not position.
    expect(apportionByWeights(5, [1, 3], 1)).toEqual([1, 4]);
    expect(apportionByWeights(1, [5, 5], 1)).toEqual([1, 0]);
  });

  it('is exact beyond 2^53 intermediate products and sums exactly for random input', () => {
    expect(sum(apportionByWeights(Number.MAX_SAFE_INTEGER, [3, 7, 11], 1))).toBe(Number.MAX_SAFE_INTEGER);
    const rng = seededRng('apportion');
    const wrong: string[] = [];
    for (let k = 0; k < 2_000; k++) {
      const weights = Array.from({ length: 1 + rng.int(10) }, () => 1 + rng.int(1_000_000));
      const total = rng.int(2 ** 31);
      const unit = [1, 25, 100][rng.int(3)] as number;
      const amounts = apportionByWeights(total, weights, unit);
      if (sum(amounts) !== total) wrong.push(`${total} by ${weights}: sum ${sum(amounts)}`);
      const W = sum(weights);
      amounts.forEach((a, i) => {
        if (Math.abs(a - (total * (weights[i] as number)) / W) >= 2 * unit) wrong.push(`${total} by ${weights}: share ${i} is ${a}`);
      });
    }
    expect(wrong).toEqual([]);
  });
});

describe('apportionShares', () => {
  it('rounds real shares by largest fraction and sums exactly', () => {
    expect(apportionShares(1000, [383.93, 327.5, 288.57], 1)).toEqual([384, 327, 289]);
  });

  it('absorbs float drift that would overshoot the total', () => {
    expect(sum(apportionShares(100, [50.0000001, 50.0000001], 1))).toBe(100);
    expect(sum(apportionShares(100, [33.4, 33.4, 33.4], 1))).toBe(100);
  });
});
