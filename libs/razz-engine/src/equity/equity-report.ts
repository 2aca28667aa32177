/** A tally's sums → the figures of the answer: fractions of deals, with counts (exact) or 95 % half-widths (Monte Carlo). */
import { SHARE_UNIT, Z95 } from './equity-constants';
import type { EquitySpot } from './equity-spot';
import type { HandSums, EquityTally } from './equity-tally';
import type { EquityCounts, EquityFigures, EquityMethod, EquityReport, HandEquity } from './equity-types';

/** Stud Eight-or-Better reports the scoop and the two halves; the one-scoring games only share, win and tie. */
function figuresOf(spot: EquitySpot, value: (sum: number, square: number | null, unit: number) => number, s: HandSums): EquityFigures {
  const figures: EquityFigures = { share: value(s.share, s.shareSq, SHARE_UNIT), win: value(s.win, null, 1), tie: value(s.tie, null, 1) };
  if (spot.game !== 'stud8') return figures;
  return { ...figures, scoop: figures.win, highShare: value(s.high, s.highSq, SHARE_UNIT), lowShare: value(s.low, s.lowSq, SHARE_UNIT) };
}

function countsOf(spot: EquitySpot, s: HandSums): EquityCounts {
  const counts: EquityCounts = { win: s.win, tie: s.tie, share: s.share };
  return spot.game === 'stud8' ? { ...counts, scoop: s.win, highShare: s.high, lowShare: s.low } : counts;
}

/**
 * The 95 % half-width of a sampled mean: 1.96 · sqrt(s² / n), with s² the sample variance of the
 * per-deal values (for a yes/no figure the sum of squares is the sum itself, so s² ≈ p(1 − p)).
 */
function halfWidth(samples: number, sum: number, square: number | null, unit: number): number {
  if (samples < 2) return Number.POSITIVE_INFINITY;
  const mean = sum / unit / samples;
  const meanSquare = (square ?? sum) / unit / unit / samples;
  const variance = (Math.max(0, meanSquare - mean * mean) * samples) / (samples - 1);
  return Z95 * Math.sqrt(variance / samples);
}

/** Each hand's figures, in the order given, with how they were computed. */
export function equityReport(spot: EquitySpot, method: EquityMethod, tally: EquityTally): EquityReport {
  const deals = method.kind === 'exact' ? method.deals : method.samples;
  const hands = spot.labels.map((labels, i): HandEquity => {
    const sums = tally.handSums(i);
    const figures = figuresOf(spot, (sum, _square, unit) => sum / unit / deals, sums);
    if (method.kind === 'exact') return { cards: [...labels], ...figures, counts: countsOf(spot, sums) };
    return { cards: [...labels], ...figures, halfWidth: figuresOf(spot, (sum, square, unit) => halfWidth(deals, sum, square, unit), sums) };
  });
  return { game: spot.game, street: spot.street, method, hands };
}
