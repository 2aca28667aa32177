/**
 * Precomputed tables of the `high` evaluation, built on first use (a few ms). They reuse the rank
 * walk shared with the lowball evaluators (`rank-dag.ts`); only the values per walk state differ.
 */
import { categoryOfHighKey, highClassKey, highShape } from './high-classes';
import { RankDag, propagateBestOverParents, rankDag } from './rank-dag';
import { codeOfMask } from './rank-code';
import { RANK_COUNT } from './rank-values';
import { DenseRanks, NONE } from './tables';
import type { HandCategory } from './types';

/** Read once: imported bindings compile to getter calls under CommonJS transpilers (tsx, swc). */
const RANKS = RANK_COUNT;
const NO_RANK = NONE;

export interface HighTables {
  readonly dag: RankDag;
  /** 7,462 classes, like every five-card poker ranking with straights and flushes. */
  readonly classCount: number;
  readonly categoryOfRank: readonly HandCategory[];
  /**
   * Per walk state: levels 1–4 the board rank (dense within the level, lower = better high
   * board), levels 5–7 the best hand of those ranks as if no five cards were one suit.
   */
  readonly rankOfState: Uint16Array;
  /** Per 13-bit set of one suit's ranks: the best flush or straight flush in it; NONE below five ranks. */
  readonly flushRank: Uint16Array;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

function stateRange(dag: RankDag, level: number): number[] {
  const from = dag.levelStart[level] as number;
  return Array.from({ length: (dag.levelStart[level + 1] as number) - from }, (_, i) => from + i);
}

const FIVE_RANK_MASKS: readonly number[] = Array.from({ length: 1 << RANK_COUNT }, (_, m) => m).filter((m) => popcount(m) === 5);

/** Every five-card class: each rank multiset unsuited, plus each set of five ranks in one suit. */
function buildClassOrder(dag: RankDag): DenseRanks {
  const keys = stateRange(dag, 5).map((s) => highClassKey(highShape(dag.codes[s] as number, false)));
  for (const mask of FIVE_RANK_MASKS) keys.push(highClassKey(highShape(codeOfMask(mask), true)));
  return new DenseRanks(keys);
}

function buildRankOfState(order: DenseRanks, dag: RankDag): Uint16Array {
  const { codes } = dag;
  const rankOfState = new Uint16Array(codes.length).fill(NO_RANK);
  for (let level = 1; level <= 4; level++) {
    const ids = stateRange(dag, level);
    const keys = ids.map((s) => highClassKey(highShape(codes[s] as number, false)));
    const boards = new DenseRanks(keys);
    ids.forEach((s, i) => (rankOfState[s] = boards.rankOf(keys[i] as number)));
  }
  for (const s of stateRange(dag, 5)) rankOfState[s] = order.rankOf(highClassKey(highShape(codes[s] as number, false)));
  propagateBestOverParents(dag, rankOfState);
  return rankOfState;
}

function buildFlushRank(order: DenseRanks): Uint16Array {
  const flushRank = new Uint16Array(1 << RANKS).fill(NO_RANK);
  for (const mask of FIVE_RANK_MASKS) flushRank[mask] = order.rankOf(highClassKey(highShape(codeOfMask(mask), true)));
  // Six or more ranks of one suit, ascending, so that every subset one rank smaller is done.
  for (let mask = 0; mask < 1 << RANKS; mask++) {
    if (popcount(mask) <= 5) continue;
    let best = NO_RANK;
    for (let m = mask; m !== 0; m &= m - 1) {
      const rank = flushRank[mask ^ (m & -m)] as number;
      if (rank < best) best = rank;
    }
    flushRank[mask] = best;
  }
  return flushRank;
}

function buildHighTables(): HighTables {
  const dag = rankDag();
  const order = buildClassOrder(dag);
  return {
    dag,
    classCount: order.keys.length,
    categoryOfRank: Array.from(order.keys, categoryOfHighKey),
    rankOfState: buildRankOfState(order, dag),
    flushRank: buildFlushRank(order),
  };
}

let tables: HighTables | undefined;

/** The `high` tables, built on first use. */
export function highTables(): HighTables {
  tables ??= buildHighTables();
  return tables;
}
