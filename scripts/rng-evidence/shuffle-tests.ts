/**
 * The chi-square tests over a `ShuffleTally`: card × position (the whole 52 × 52 table, each
 * position, each card) and the Fisher–Yates draws (each step i, and all steps together).
 */
import { ChiSquareResult, chiSquarePValue, combineIndependent, pearsonAgainst, uniformFit } from './chi-square';
import { DECK, drawOffset, ShuffleTally } from './shuffle-tally';

/**
 * The 52 × 52 card × position table of N shuffles against N/52 in every cell.
 *
 * Its cells are not a multinomial sample: each shuffle puts exactly one card in every position
 * and every card in one position (a permutation matrix), so every row and column sums to N. For
 * a uniform permutation of n cards the covariance of the cell counts is N/(n−1) times the
 * projection that removes row and column sums, of rank (n−1)²; Pearson's X² is then
 * n/(n−1) · χ²((n−1)²) for large N (its mean is n(n−1) = 2652, not 2601). So the statistic
 * reported is X² · (n−1)/n with (n−1)² = 2601 degrees of freedom; X² itself is given too.
 */
export function permutationTableFit(cells: ArrayLike<number>, n: number, shuffles: number): ChiSquareResult & { pearson: number } {
  const pearson = pearsonAgainst(cells, shuffles / n);
  const statistic = (pearson * (n - 1)) / n;
  const df = (n - 1) * (n - 1);
  return { pearson, statistic, df, pValue: chiSquarePValue(statistic, df) };
}

/** Many related tests at a glance: the smallest and largest p-value, how many fell below 1 %. */
export interface PValueSpread {
  tests: number;
  minP: number;
  maxP: number;
  belowOnePercent: number;
  /** The smallest p-value corrected for having looked at `tests` of them (Šidák): 1 − (1 − min)^tests. */
  minPCorrected: number;
}

export function pValueSpread(results: readonly ChiSquareResult[]): PValueSpread {
  const ps = results.map((r) => r.pValue);
  const minP = Math.min(...ps);
  return {
    tests: ps.length,
    minP,
    maxP: Math.max(...ps),
    belowOnePercent: ps.filter((p) => p < 0.01).length,
    minPCorrected: -Math.expm1(ps.length * Math.log1p(-minP)),
  };
}

export interface ShuffleTestResults {
  shuffles: number;
  cardByPosition: ChiSquareResult & { pearson: number };
  /** Position p (0 dealt first): the 52 cards' counts there, uniform? df 51 each. */
  perPosition: ChiSquareResult[];
  /** Card c: its counts over the 52 positions, uniform? df 51 each. */
  perCard: ChiSquareResult[];
  /** Step i = 1…51 (index i − 1): the counts of j = 0…i, uniform? df i each. */
  perDraw: ChiSquareResult[];
  /** The draws of all steps together: independent steps, so statistics and df add (df 1326). */
  allDraws: ChiSquareResult;
}

export function shuffleTests(tally: ShuffleTally): ShuffleTestResults {
  const cells = tally.cardAtPosition;
  const row = (position: number) => cells.subarray(position * DECK, (position + 1) * DECK);
  const column = (card: number) => Array.from({ length: DECK }, (_, position) => cells[position * DECK + card] as number);
  const draws = (i: number) => tally.draws.subarray(drawOffset(i), drawOffset(i) + i + 1);
  const perDraw = Array.from({ length: DECK - 1 }, (_, k) => uniformFit(draws(k + 1)));
  return {
    shuffles: tally.shuffles,
    cardByPosition: permutationTableFit(cells, DECK, tally.shuffles),
    perPosition: Array.from({ length: DECK }, (_, p) => uniformFit(row(p))),
    perCard: Array.from({ length: DECK }, (_, c) => uniformFit(column(c))),
    perDraw,
    allDraws: combineIndependent(perDraw),
  };
}
