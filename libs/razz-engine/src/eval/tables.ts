/**
 * Precomputed tables per evaluation, built on first use of that evaluation (the README lists
 * the cost). All hot-path data are typed arrays indexed by small integers.
 */
import { boardKey } from './board-classes';
import { categoryOrder, classKey } from './classes';
import { RankDag, propagateBestOverParents, rankDag } from './rank-dag';
import { codeOfMask } from './rank-code';
import { RANK_COUNT, countsStraightsAndFlushes } from './rank-values';
import type { HandCategory, LowEvaluation } from './types';

/** Read once: imported bindings compile to getter calls under CommonJS transpilers (tsx, swc). */
const RANKS = RANK_COUNT;
/** "No value here": larger than every rank, so taking the minimum skips it. */
export const NONE = 0xffff;

export interface EvalTables {
  readonly evaluation: LowEvaluation;
  readonly dag: RankDag;
  /** Distinct five-card classes: 6,175 for ace-to-five, 7,462 where straights and flushes count. */
  readonly classCount: number;
  readonly categoryOfRank: readonly HandCategory[];
  /**
   * Per walk state: levels 1–4 the board rank (dense within the level), levels 5–7 the best hand
   * rank of those ranks *as if no five cards were one suit* — exact for ace-to-five.
   */
  readonly rankOfState: Uint16Array;
  /**
   * Per 13-bit set of ranks present: the best rank among its unpaired five-card choices, or NONE
   * when that might not be the best hand (fewer than 5 ranks, or every choice a straight — then a
   * pair is better where straights count).
   */
  readonly maskRank: Uint16Array;
  /** Rank of an unpaired hand → the rank of the same five ranks in one suit (flush or straight flush). */
  readonly suitedRank: Uint16Array;
  /** Rank of a no-pair, no-straight hand → its 13-bit set of ranks; 0 for every other rank. */
  readonly ranksOfHighCard: Uint16Array;
}

/** Sorted distinct keys, numbers that sort like their values, then searched for their index. */
export class DenseRanks {
  readonly keys: Int32Array;

  constructor(keys: Iterable<number>) {
    this.keys = Int32Array.from(new Set(keys)).sort();
  }

  rankOf(key: number): number {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keys[mid] as number;
      if (k === key) return mid;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    throw new Error(`unknown class key ${key}`);
  }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

const FIVE_RANK_MASKS: readonly number[] = range(0, 1 << RANKS).filter((m) => popcount(m) === 5);

/** Every five-card class of an evaluation: each rank multiset, plus each unpaired one suited. */
function buildClassOrder(evaluation: LowEvaluation, dag: RankDag): DenseRanks {
  const fives = range(dag.levelStart[5] as number, dag.levelStart[6] as number);
  const keys = fives.map((s) => classKey(evaluation, dag.codes[s] as number, false));
  if (countsStraightsAndFlushes(evaluation)) {
    for (const mask of FIVE_RANK_MASKS) keys.push(classKey(evaluation, codeOfMask(mask), true));
  }
  return new DenseRanks(keys);
}

function buildRankOfState(order: DenseRanks, evaluation: LowEvaluation, dag: RankDag): Uint16Array {
  const { codes, levelStart } = dag;
  const rankOfState = new Uint16Array(codes.length).fill(NONE);
  for (let level = 1; level <= 4; level++) {
    const ids = range(levelStart[level] as number, levelStart[level + 1] as number);
    const keys = ids.map((s) => boardKey(evaluation, codes[s] as number));
    const boards = new DenseRanks(keys);
    ids.forEach((s, i) => (rankOfState[s] = boards.rankOf(keys[i] as number)));
  }
  for (let s = levelStart[5] as number; s < (levelStart[6] as number); s++) {
    rankOfState[s] = order.rankOf(classKey(evaluation, codes[s] as number, false));
  }
  propagateBestOverParents(dag, rankOfState);
  return rankOfState;
}

function buildMaskTables(order: DenseRanks, evaluation: LowEvaluation, categoryOfRank: readonly HandCategory[]) {
  const maskRank = new Uint16Array(1 << RANKS).fill(NONE);
  const suitedRank = new Uint16Array(order.keys.length).fill(NONE);
  const ranksOfHighCard = new Uint16Array(order.keys.length);
  const flushes = countsStraightsAndFlushes(evaluation);
  for (const mask of FIVE_RANK_MASKS) {
    const code = codeOfMask(mask);
    const plain = order.rankOf(classKey(evaluation, code, false));
    if (flushes) suitedRank[plain] = order.rankOf(classKey(evaluation, code, true));
    if (categoryOfRank[plain] !== 'high-card') continue;
    maskRank[mask] = plain;
    ranksOfHighCard[plain] = mask;
  }
  // Six or more ranks, in ascending order so that every one-rank-less subset is already done.
  for (let mask = 0; mask < 1 << RANKS; mask++) {
    if (popcount(mask) <= 5) continue;
    let best = NONE;
    for (let m = mask; m !== 0; m &= m - 1) {
      const rank = maskRank[mask ^ (m & -m)] as number;
      if (rank < best) best = rank;
    }
    maskRank[mask] = best;
  }
  return { maskRank, suitedRank, ranksOfHighCard };
}

function buildTables(evaluation: LowEvaluation): EvalTables {
  const dag = rankDag();
  const order = buildClassOrder(evaluation, dag);
  const categories = categoryOrder(evaluation);
  // A class key starts with the category's position: key = category * 16^5 + values.
  const categoryOfRank = Array.from(order.keys, (key) => categories[Math.floor(key / 16 ** 5)] as HandCategory);
  return {
    evaluation,
    dag,
    classCount: order.keys.length,
    categoryOfRank,
    rankOfState: buildRankOfState(order, evaluation, dag),
    ...buildMaskTables(order, evaluation, categoryOfRank),
  };
}

const cache = new Map<LowEvaluation, EvalTables>();

/** The tables of one evaluation, built on first use. */
export function evalTables(evaluation: LowEvaluation): EvalTables {
  let tables = cache.get(evaluation);
  if (!tables) {
    tables = buildTables(evaluation);
    cache.set(evaluation, tables);
  }
  return tables;
}
