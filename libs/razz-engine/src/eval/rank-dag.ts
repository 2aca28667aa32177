/**
 * The rank-multiset walk shared by every evaluator: a state is "which ranks have been seen, how
 * often", and `next[state * 13 + rank]` moves to the state with one more card of that rank. Seven
 * look-ups turn any seven cards into a state whose precomputed value is the hand's rank, and an
 * enumeration that fixes cards one at a time pays one look-up per hand.
 *
 * States are built once, level by level (level = number of cards, 0…7): about 77,500 states,
 * 1.4 MB of transitions for levels 0…6 (level 7 has none).
 */
import { POW5 } from './rank-code';
import { RANK_COUNT } from './rank-values';

/** Read once: imported bindings compile to getter calls under CommonJS transpilers (tsx, swc). */
const RANKS = RANK_COUNT;
const POW = POW5;
const { imul, floor } = Math;

export const MAX_WALK_CARDS = 7;

export interface RankDag {
  /** `next[state * 13 + rankIndex]`: the state after one more card; -1 past a fourth copy. Levels 0…6 only. */
  readonly next: Int32Array;
  /** Per state, its rank-count code (see `rank-code.ts`). */
  readonly codes: Int32Array;
  /** `levelStart[k]` is the first state with k cards; `levelStart[8]` is the number of states. */
  readonly levelStart: readonly number[];
}

/**
 * Code → state id for one level, open addressing over typed arrays: several times faster to
 * build than a `Map` (codes reach 1.2e9, beyond V8's small-integer range).
 */
class CodeIds {
  private readonly keys: Int32Array;
  private readonly ids: Int32Array;
  private readonly slotMask: number;

  constructor(capacityPow2: number) {
    this.keys = new Int32Array(capacityPow2).fill(-1);
    this.ids = new Int32Array(capacityPow2);
    this.slotMask = capacityPow2 - 1;
  }

  /** The id of `code`, or `fresh` (then stored) if the code is new. */
  idOf(code: number, fresh: number): number {
    let slot = (imul(code, 0x9e3779b1) >>> 15) & this.slotMask;
    for (;;) {
      const key = this.keys[slot] as number;
      if (key === code) return this.ids[slot] as number;
      if (key === -1) {
        this.keys[slot] = code;
        this.ids[slot] = fresh;
        return fresh;
      }
      slot = (slot + 1) & this.slotMask;
    }
  }
}

/** States per level are at most 50,388 (seven cards), so 2^17 slots keep probes short. */
const SLOTS = 1 << 17;

function buildRankDag(): RankDag {
  const codes: number[] = [0];
  const levelStart = [0, 1];
  const transitions: number[] = [];
  for (let level = 0; level < MAX_WALK_CARDS; level++) {
    const ids = new CodeIds(SLOTS);
    const levelEnd = levelStart[level + 1] as number;
    for (let state = levelStart[level] as number; state < levelEnd; state++) {
      const code = codes[state] as number;
      for (let r = 0; r < RANKS; r++) {
        const pow = POW[r] as number;
        if (floor(code / pow) % 5 === 4) {
          transitions.push(-1);
          continue;
        }
        const child = code + pow;
        const id = ids.idOf(child, codes.length);
        if (id === codes.length) codes.push(child);
        transitions.push(id);
      }
    }
    levelStart.push(codes.length);
  }
  return { next: Int32Array.from(transitions), codes: Int32Array.from(codes), levelStart };
}

let dag: RankDag | undefined;

/** The shared walk, built on first use (a few ms). */
export function rankDag(): RankDag {
  dag ??= buildRankDag();
  return dag;
}

/**
 * Fills in the 6- and 7-card states from the 5-card ones: a state's best is the best over
 * dropping any one card, i.e. over every parent. Level 5 must be final before this runs, and
 * each level passes its values on before the next (states are stored level by level).
 */
export function propagateBestOverParents(dag: RankDag, rankOfState: Uint16Array): void {
  const { next, levelStart } = dag;
  for (let s = levelStart[5] as number; s < (levelStart[7] as number); s++) {
    const rank = rankOfState[s] as number;
    for (let r = 0; r < RANKS; r++) {
      const child = next[s * RANKS + r] as number;
      if (child >= 0 && rank < (rankOfState[child] as number)) rankOfState[child] = rank;
    }
  }
}
