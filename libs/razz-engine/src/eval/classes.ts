/**
 * Hand classes: what a five-card hand *is* (category + the ranks that decide ties), and the
 * total order of all classes of an evaluation. Used to build tables and to describe hands,
 * never on the hot path. Hands are given as rank-count codes (see `rank-dag.ts`: base-5 digit r
 * = copies of rank index r), which lets the table builder classify ~8,000 hands without
 * allocating.
 */
import { codeOfRanks } from './rank-code';
import { RANK_COUNT, countsStraightsAndFlushes, rankValues } from './rank-values';
import type { HandCategory, LowEvaluation } from './types';

/** Read once: imported bindings compile to getter calls under CommonJS transpilers (tsx, swc). */
const RANKS = RANK_COUNT;
/** Best first. Straights and flushes count against the hand, between trips and full house. */
const ORDER_WITH_STRAIGHTS: readonly HandCategory[] = ['high-card', 'pair', 'two-pair', 'trips', 'straight', 'flush', 'full-house', 'quads', 'straight-flush'];
/** Razz: no straights or flushes; fewer and lower matches are better. */
const ORDER_ACE_TO_FIVE: readonly HandCategory[] = ['high-card', 'pair', 'two-pair', 'trips', 'full-house', 'quads'];

export function categoryOrder(evaluation: LowEvaluation): readonly HandCategory[] {
  return countsStraightsAndFlushes(evaluation) ? ORDER_WITH_STRAIGHTS : ORDER_ACE_TO_FIVE;
}

/** A class of five-card hands: every hand with the same shape ties. */
export interface HandShape {
  category: HandCategory;
  /** Distinct rank values, most copies first, then highest first: pair of 3s with 8-6-4 → [3, 8, 6, 4]. */
  groups: number[];
}

/** Scratch for `groupCode`: copies per counting value (1…14), then the grouped values. */
const copiesByValue = new Int32Array(15);
const groupScratch = new Int32Array(5);
let groupCount = 0;

/**
 * Writes a code's distinct values into `groupScratch`, most copies first, then highest first,
 * and returns the copy pattern as a number (11111, 2111, 221, 311, 32, 41; for boards also 1, 11, 2, …).
 */
export function groupCode(evaluation: LowEvaluation, code: number): number {
  copiesByValue.fill(0);
  const values = rankValues(evaluation);
  let rest = code;
  for (let r = 0; r < RANKS; r++) {
    const copies = rest % 5;
    copiesByValue[values[r] as number] = copies;
    rest = (rest - copies) / 5;
  }
  let pattern = 0;
  let n = 0;
  for (let copies = 4; copies >= 1; copies--) {
    for (let v = 14; v >= 1; v--) {
      if (copiesByValue[v] !== copies) continue;
      groupScratch[n++] = v;
      pattern = pattern * 10 + copies;
    }
  }
  groupCount = n;
  return pattern;
}

/** The values grouped by the last `groupCode` call. */
export function groupedValues(): number[] {
  return Array.from(groupScratch.subarray(0, groupCount));
}

const CATEGORY_OF_PATTERN: Readonly<Record<number, HandCategory>> = {
  11111: 'high-card',
  2111: 'pair',
  221: 'two-pair',
  311: 'trips',
  32: 'full-house',
  41: 'quads',
};

/** The category of the code last grouped by `groupCode`. */
function categoryOfGrouped(evaluation: LowEvaluation, pattern: number, suited: boolean): HandCategory {
  const category = CATEGORY_OF_PATTERN[pattern];
  if (category === undefined) throw new RangeError(`not a five-card hand (copy pattern ${pattern})`);
  if (category !== 'high-card' || !countsStraightsAndFlushes(evaluation)) return category;
  const straight = (groupScratch[0] as number) - (groupScratch[4] as number) === 4;
  if (straight) return suited ? 'straight-flush' : 'straight';
  return suited ? 'flush' : 'high-card';
}

/**
 * A number that orders five-card classes, lower = better: category, then the grouped values.
 * `suited` = all five cards one suit (matters only where flushes count).
 */
export function classKey(evaluation: LowEvaluation, code: number, suited: boolean): number {
  const pattern = groupCode(evaluation, code);
  let key = categoryOrder(evaluation).indexOf(categoryOfGrouped(evaluation, pattern, suited));
  for (let i = 0; i < 5; i++) key = key * 16 + (i < groupCount ? (groupScratch[i] as number) : 0);
  return key;
}

/**
 * Classifies five cards given by rank index (A=0 … K=12), and whether they are all one suit.
 * @example classifyFive('ace-to-five', [2, 2, 7, 5, 3], false) // { category: 'pair', groups: [3, 8, 6, 4] }
 */
export function classifyFive(evaluation: LowEvaluation, rankIndices: readonly number[], suited: boolean): HandShape {
  if (rankIndices.length !== 5) throw new RangeError(`a hand class has 5 cards, got ${rankIndices.length}`);
  const pattern = groupCode(evaluation, codeOfRanks(rankIndices));
  return { category: categoryOfGrouped(evaluation, pattern, suited), groups: groupedValues() };
}
