/**
 * The pure helpers of `npm run rng:evidence` (scripts/rng-evidence.ts): the chi-square p-values
 * against known values (computed with SciPy's `chi2.sf`, `math.lgamma`), the permutation
 * correction of the card × position table, undoing Fisher–Yates, the room's hand inputs, and the
 * reading of ent's and dieharder's output. The script itself runs for minutes and is no test.
 */
import { clientSeedProblem, seededRng, shuffleInPlace, orderedDeck, type Rng } from '@app/razz-engine';
import { countAssessments, parseDieharder, parseEnt, rowsWithRewinds } from '../scripts/rng-evidence/battery-output';
import { chiSquarePValue, combineIndependent, lnGamma, regularizedUpperGamma, uniformFit } from '../scripts/rng-evidence/chi-square';
import { epochHands } from '../scripts/rng-evidence/room-hands';
import { DECK, drawOffset, emptyTally, fisherYatesDraws, tallyDeck, undoScratch } from '../scripts/rng-evidence/shuffle-tally';
import { permutationTableFit, pValueSpread } from '../scripts/rng-evidence/shuffle-tests';

describe('chi-square p-values', () => {
  it.each([
    [3.84, 1, 0.0500435212487052],
    [0.5, 1, 0.47950012218695337],
    [10, 3, 0.01856613546304325],
    [30, 10, 0.000856641210775301],
    [51, 51, 0.47366065328196916],
    [100, 51, 4.998131371998267e-5],
    [1326, 1326, 0.4948354120957475],
    [2600, 2601, 0.5018442728790191],
    [2900, 2601, 3.0909109976265e-5],
    [5000, 2601, 1.8298552924972563e-154],
  ])('P(X² ≥ %p | df %p) = %p', (statistic, df, expected) => {
    expect(chiSquarePValue(statistic, df)).toBeCloseTo(expected, 10);
    expect(Math.abs(chiSquarePValue(statistic, df) / expected - 1)).toBeLessThan(1e-10);
  });

  it('is 1 at 0, exp(−x/2) with 2 degrees of freedom, and refuses nonsense', () => {
    expect(chiSquarePValue(0, 51)).toBe(1);
    expect(chiSquarePValue(7, 2)).toBeCloseTo(Math.exp(-3.5), 14);
    expect(() => chiSquarePValue(1, 0)).toThrow(RangeError);
    expect(() => regularizedUpperGamma(-1, 1)).toThrow(RangeError);
  });

  it('ln Γ matches known values', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 13);
    expect(lnGamma(0.5)).toBeCloseTo(0.5723649429247004, 13);
    expect(lnGamma(10)).toBeCloseTo(12.801827480081467, 12);
    expect(lnGamma(1300.5)).toBeCloseTo(8022.074312966441, 9);
  });

  it('fits counts to the uniform distribution, and adds up independent tests', () => {
    const fit = uniformFit([10, 20, 30]);
    expect(fit).toEqual({ statistic: 10, df: 2, pValue: expect.closeTo(Math.exp(-5), 14) });
    const both = combineIndependent([fit, { statistic: 2, df: 1, pValue: 0.157 }]);
    expect(both.statistic).toBe(12);
    expect(both.df).toBe(3);
    expect(both.pValue).toBeCloseTo(chiSquarePValue(12, 3), 14);
  });

  it('spreads p-values: the smallest, the largest, how many below 1 %, and the smallest corrected (Šidák)', () => {
    const spread = pValueSpread([0.5, 0.005, 0.9].map((pValue) => ({ statistic: 0, df: 1, pValue })));
    expect(spread).toMatchObject({ tests: 3, minP: 0.005, maxP: 0.9, belowOnePercent: 1 });
    expect(spread.minPCorrected).toBeCloseTo(1 - 0.995 ** 3, 14);
  });
});

describe('the card × position table of uniform permutations', () => {
  /** The table of `shuffles` shuffles of n items with a seeded Fisher–Yates. */
  function table(n: number, shuffles: number, rng: Rng): Uint32Array {
    const cells = new Uint32Array(n * n);
    for (let s = 0; s < shuffles; s++) {
      const order = shuffleInPlace(
        Array.from({ length: n }, (_, k) => k),
        rng,
      );
      order.forEach((item, position) => cells[position * n + item]!++);
    }
    return cells;
  }

  it('Pearson X² averages n(n−1), and X² × (n−1)/n averages its (n−1)² degrees of freedom', () => {
    const rng = seededRng('rng-evidence permutation tables');
    const n = 5;
    const runs = Array.from({ length: 400 }, () => permutationTableFit(table(n, 100, rng), n, 100));
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    // Standard error of the mean of χ²(16) over 400 runs: √32 / 20 ≈ 0.28.
    expect(mean(runs.map((r) => r.statistic))).toBeGreaterThan(15);
    expect(mean(runs.map((r) => r.statistic))).toBeLessThan(17);
    expect(mean(runs.map((r) => r.pearson))).toBeGreaterThan(19);
    expect(mean(runs.map((r) => r.pearson))).toBeLessThan(21);
    expect(runs[0]?.df).toBe(16);
  });
});

describe('undoing Fisher–Yates', () => {
  it('finds the j each step drew, from the dealt deck alone, and counts them', () => {
    const rng = seededRng('rng-evidence draws');
    const drawn: number[] = [];
    const recording: Rng = { int: (max) => drawn[drawn.push(rng.int(max)) - 1] as number };
    const deck = shuffleInPlace(orderedDeck(), recording);
    const draws = fisherYatesDraws(deck, undoScratch());
    // Fisher–Yates draws for i = 51 down to 1: drawn[0] is step 51's j.
    for (let i = DECK - 1; i > 0; i--) expect(draws[i]).toBe(drawn[DECK - 1 - i]);

    const tally = emptyTally();
    tallyDeck(tally, deck, undoScratch());
    expect(tally.shuffles).toBe(1);
    expect(tally.cardAtPosition.reduce((a, b) => a + b, 0)).toBe(DECK);
    expect(tally.cardAtPosition[0 * DECK + (deck[0] as number)]).toBe(1);
    expect(tally.draws[drawOffset(51) + (drawn[0] as number)]).toBe(1);
    expect(tally.draws.reduce((a, b) => a + b, 0)).toBe(DECK - 1);
  });

  it('lays the draws of steps 1…51 side by side: 2 + 3 + … + 52 cells', () => {
    expect(drawOffset(1)).toBe(0);
    expect(drawOffset(2)).toBe(2);
    expect(drawOffset(52)).toBe(1377);
  });
});

describe('the hands the room would deal', () => {
  it('gives each epoch its nonces in order and valid client seed strings of 2 to 8 seats', () => {
    const hands = epochHands({ epoch: 3, hands: 200, handsPerEpoch: 200, firstNonce: 1 });
    expect(hands.map((h) => h.nonce)).toEqual(Array.from({ length: 200 }, (_, h) => 601 + h));
    for (const { clientSeed } of hands) {
      const seats = clientSeed.split(';').map((part) => /^([1-8])=(.*)$/s.exec(part));
      expect(seats.length).toBeGreaterThanOrEqual(2);
      expect(seats.length).toBeLessThanOrEqual(8);
      for (const seat of seats) expect(seat && clientSeedProblem(seat[2])).toBeNull();
    }
    expect(epochHands({ epoch: 3, hands: 200, handsPerEpoch: 200, firstNonce: 1 })).toEqual(hands);
  });
});

describe("reading the batteries' output", () => {
  it("reads ent's figures", () => {
    const text = [
      'Entropy = 7.999917 bits per byte.',
      '',
      'Optimum compression would reduce the size',
      'of this 2000000 byte file by 0 percent.',
      '',
      'Chi square distribution for 2000000 samples is 231.10, and randomly',
      'would exceed this value 85.62 percent of the times.',
      '',
      'Arithmetic mean value of data bytes is 127.5237 (127.5 = random).',
      'Monte Carlo value for Pi is 3.138555139 (error 0.10 percent).',
      'Serial correlation coefficient is -0.001081 (totally uncorrelated = 0.0).',
    ].join('\n');
    expect(parseEnt(text)).toEqual({
      bytes: 2000000,
      entropyBitsPerByte: 7.999917,
      chiSquare: 231.1,
      chiSquareExceedPercent: '85.62',
      mean: 127.5237,
      monteCarloPi: 3.138555139,
      monteCarloPiErrorPercent: 0.1,
      serialCorrelation: -0.001081,
    });
  });

  it("reads dieharder's result rows and counts the assessments", () => {
    const text = [
      '        test_name   |ntup| tsamples |psamples|  p-value |Assessment',
      '#=============================================================================#',
      '# The file file_input_raw was rewound 27 times',
      '   diehard_birthdays|   0|       100|     100|0.57325417|  PASSED  ',
      '      rgb_lagged_sum|  31|   1000000|     100|0.00312345|   WEAK   ',
      '         sts_serial|  16|    100000|     100|0.00000012|  FAILED  ',
    ].join('\n');
    const rows = parseDieharder(text);
    expect(rows.map((r) => [r.test, r.ntup, r.pValue, r.assessment])).toEqual([
      ['diehard_birthdays', 0, 0.57325417, 'PASSED'],
      ['rgb_lagged_sum', 31, 0.00312345, 'WEAK'],
      ['sts_serial', 16, 1.2e-7, 'FAILED'],
    ]);
    expect(countAssessments(rows)).toEqual({ PASSED: 1, WEAK: 1, FAILED: 1 });
  });

  it("gives each row the file's rewinds its test caused (dieharder prints the running total before the row)", () => {
    const text = [
      '   diehard_birthdays|   0|       100|     100|0.57325417|  PASSED  ',
      '# The file file_input_raw was rewound 2 times',
      '      diehard_operm5|   0|   1000000|     100|0.31234567|  PASSED  ',
      '  diehard_rank_32x32|   0|     40000|     100|0.71234567|  PASSED  ',
      '# The file file_input_raw was rewound 7 times',
      '    diehard_rank_6x8|   0|    100000|     100|0.41234567|  PASSED  ',
    ].join('\n');
    expect(rowsWithRewinds(text).map((r) => [r.test, r.rewinds])).toEqual([
      ['diehard_birthdays', 0],
      ['diehard_operm5', 2],
      ['diehard_rank_32x32', 0],
      ['diehard_rank_6x8', 5],
    ]);
  });
});
