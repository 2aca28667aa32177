/**
 * The chi-square distribution's upper tail (the p-value of a chi-square statistic), by the
 * regularized incomplete gamma function: P(X² ≥ x | k degrees of freedom) = Q(k/2, x/2).
 * Q is computed the textbook way (Numerical Recipes, §6.2): the series for P(a, x) when
 * x < a + 1, else Lentz's continued fraction for Q(a, x) — each converges fast on its side, and
 * the continued fraction keeps tiny upper tails accurate instead of rounding 1 − P to 0.
 * Written here rather than taken from a package so that the script adds no dependency; the spec
 * checks it against values from a reference implementation.
 */

/** Relative precision at which a series or continued fraction stops. */
const EPSILON = 1e-15;
/** Far more terms than any degrees of freedom here need (~√a terms near the mean for a ≈ 1300). */
const MAX_ITERATIONS = 100_000;
/** Lentz's guard against division by zero. */
const TINY = 1e-300;

/** Lanczos (g = 7, 9 coefficients): ln Γ(z) to about 15 significant digits for z > 0. */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012,
  9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function lnGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * z))) - lnGamma(1 - z);
  const x = z - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i++) sum += (LANCZOS[i] as number) / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** e^{−x} x^a / Γ(a): the factor both expansions share, in logs so that large a does not overflow. */
function gammaPrefactor(a: number, x: number): number {
  return Math.exp(-x + a * Math.log(x) - lnGamma(a));
}

/** P(a, x) by its power series; valid for all x ≥ 0, fast for x < a + 1. */
function lowerGammaSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) return sum * gammaPrefactor(a, x);
  }
  throw new Error(`lowerGammaSeries(${a}, ${x}) did not converge`);
}

/** Q(a, x) by its continued fraction (modified Lentz); fast for x ≥ a + 1. */
function upperGammaFraction(a: number, x: number): number {
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPSILON) return h * gammaPrefactor(a, x);
  }
  throw new Error(`upperGammaFraction(${a}, ${x}) did not converge`);
}

/** The regularized upper incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a), a > 0, x ≥ 0. */
export function regularizedUpperGamma(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`regularizedUpperGamma: needs a > 0 and x ≥ 0, got a = ${a}, x = ${x}`);
  if (x === 0) return 1;
  return x < a + 1 ? 1 - lowerGammaSeries(a, x) : upperGammaFraction(a, x);
}

/** The p-value of a chi-square statistic: P(X² ≥ statistic) with `df` degrees of freedom. */
export function chiSquarePValue(statistic: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`chiSquarePValue: df must be positive, got ${df}`);
  return regularizedUpperGamma(df / 2, Math.max(0, statistic) / 2);
}

/** A test's result as printed and reported. */
export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
}

/**
 * Pearson's statistic Σ (observed − expected)² / expected against equal expected counts — a
 * goodness-of-fit test that `counts` (one multinomial sample of their total) are uniform; df is
 * the number of cells less one.
 */
export function uniformFit(counts: ArrayLike<number>): ChiSquareResult {
  let total = 0;
  for (let i = 0; i < counts.length; i++) total += counts[i] as number;
  const expected = total / counts.length;
  const statistic = pearsonAgainst(counts, expected);
  const df = counts.length - 1;
  return { statistic, df, pValue: chiSquarePValue(statistic, df) };
}

/** Σ (observed − expected)² / expected with one expected count for every cell. */
export function pearsonAgainst(counts: ArrayLike<number>, expected: number): number {
  let statistic = 0;
  for (let i = 0; i < counts.length; i++) {
    const diff = (counts[i] as number) - expected;
    statistic += (diff * diff) / expected;
  }
  return statistic;
}

/** Independent chi-square tests taken together: their statistics and degrees of freedom add up. */
export function combineIndependent(results: readonly ChiSquareResult[]): ChiSquareResult {
  const statistic = results.reduce((sum, r) => sum + r.statistic, 0);
  const df = results.reduce((sum, r) => sum + r.df, 0);
  return { statistic, df, pValue: chiSquarePValue(statistic, df) };
}
