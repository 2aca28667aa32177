/**
 * Tables of the Omaha evaluators, built on first use (the README lists the cost). Omaha plays
 * exactly two hole cards with exactly three board cards, so the high hand is the best of up to
 * 6 × 10 = 60 (pair, triple) choices. Ignoring suits, the best five for one hole pair depends only
 * on the pair's ranks and the board's ranks, so one table indexed by the rank-walk state of the pair
 * and of the whole board (3, 4 or 5 cards) holds the best over the board's triples: a hand costs six
 * look-ups, one per hole pair, all in one row. The eight-or-better low depends only on which ranks
 * A–8 the hole and the board hold, so one table indexed by the two 8-bit rank sets answers it.
 */
import { highTables } from './high-tables';
import { RANK_COUNT } from './rank-values';
import { NONE } from './tables';

/** Read once: imported bindings compile to getter calls under CommonJS transpilers (tsx, swc). */
const RANKS = RANK_COUNT;
const NO_RANK = NONE;

/** "No qualifying low" in the low table (its ranks are 0…55). */
export const NO_LOW = 0xff;
/** Ranks A(0) … 8(7) can play in an eight-or-better low: one bit each. */
export const LOW_RANK_COUNT = 8;

export interface OmahaHighTables {
  /**
   * `pairBoard[rowBase[n] + boardState * pairCount + (pairState - pairBase)]`, for a board of n =
   * 3–5 cards: the best `high` rank of the pair's two ranks plus three of the board's ranks, as if
   * no five were one suit (straights count). States are rank-walk states (`rank-dag.ts`): the pair's
   * of level 2, the board's of level n. One row per board, so a hand's six look-ups sit together.
   */
  readonly pairBoard: Uint16Array;
  /** Per board size 0–5 (only 3–5 used): where that size's rows start, less its first state's row. */
  readonly rowBase: Int32Array;
  readonly pairBase: number;
  /** Level-2 states: 91 rank pairs (13 pairs of one rank, 78 of two). */
  readonly pairCount: number;
}

export interface OmahaLowTable {
  /**
   * `low[holeLowRanks << 8 | boardLowRanks]`: the ace-to-five rank (0 = 5-4-3-2-A … 55 =
   * 8-7-6-5-4) of the best low of two different hole ranks and three different board ranks, all
   * five different and 8 or lower, or NO_LOW. Each index is an 8-bit set, bit r = rank index r.
   */
  readonly low: Uint8Array;
}

/** The rank indices of a walk state's code (base-5 digit r = copies of rank r), repeats included. */
function ranksOfCode(code: number): number[] {
  const ranks: number[] = [];
  let rest = code;
  for (let r = 0; r < RANKS; r++) {
    for (let copies = rest % 5; copies > 0; copies--) ranks.push(r);
    rest = Math.floor(rest / 5);
  }
  return ranks;
}

/** Every choice of three of the ranks (positions, so repeated ranks give repeated triples). */
function triplesOf(ranks: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ranks.length; i++)
    for (let j = i + 1; j < ranks.length; j++) for (let k = j + 1; k < ranks.length; k++) out.push([ranks[i], ranks[j], ranks[k]] as number[]);
  return out;
}

function buildPairBoard(): OmahaHighTables {
  const { dag, rankOfState } = highTables();
  const { next, codes, levelStart } = dag;
  const pairBase = levelStart[2] as number;
  const pairCount = (levelStart[3] as number) - pairBase;
  const walk = (state: number, ranks: readonly number[]): number => {
    let s = state;
    for (const r of ranks) if (s >= 0) s = next[s * RANKS + r] as number;
    return s;
  };
  const rowBase = new Int32Array(6);
  let size = 0;
  for (let n = 3; n <= 5; n++) {
    rowBase[n] = size - (levelStart[n] as number) * pairCount;
    size += ((levelStart[n + 1] as number) - (levelStart[n] as number)) * pairCount;
  }
  const pairBoard = new Uint16Array(size).fill(NO_RANK);
  for (let n = 3; n <= 5; n++) {
    for (let board = levelStart[n] as number; board < (levelStart[n + 1] as number); board++) {
      const triples = triplesOf(ranksOfCode(codes[board] as number));
      const row = (rowBase[n] as number) + board * pairCount;
      for (let p = 0; p < pairCount; p++) {
        let best = NO_RANK;
        for (const triple of triples) {
          // A fifth copy of a rank (-1) cannot be dealt.
          const five = walk(pairBase + p, triple);
          const rank = five >= 0 ? (rankOfState[five] as number) : NO_RANK;
          if (rank < best) best = rank;
        }
        pairBoard[row + p] = best;
      }
    }
  }
  return { pairBoard, rowBase, pairBase, pairCount };
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The 56 sets of five different ranks A–8, best low first. For five different ranks the ace-to-five
 * order compares the highest card, then the next…, which is the order of the sets read as binary
 * numbers (bit r = rank index r); the ace-to-five ranks are dense and start with these 56 lows
 * (as in low-qualifier.ts), so a set's position in this list is its ace-to-five rank.
 */
const LOWS: readonly number[] = Array.from({ length: 1 << LOW_RANK_COUNT }, (_, m) => m).filter((m) => popcount(m) === 5);

/**
 * The best low of hole ranks `h` and board ranks `b`: the first low L (best first) that takes two
 * ranks from the hole and the other three from the board. The ranks of L missing from the board
 * must come from the hole (at most two of them), and the hole must supply two of L's ranks in all.
 */
function bestLow(h: number, b: number): number {
  if (popcount(h) < 2 || popcount(b) < 3) return NO_LOW;
  for (let rank = 0; rank < LOWS.length; rank++) {
    const low = LOWS[rank] as number;
    const notOnBoard = low & ~b;
    if (popcount(notOnBoard) <= 2 && (notOnBoard & ~h) === 0 && popcount(low & h) >= 2) return rank;
  }
  return NO_LOW;
}

function buildLow(): Uint8Array {
  const size = 1 << LOW_RANK_COUNT;
  const low = new Uint8Array(size * size);
  for (let h = 0; h < size; h++) for (let b = 0; b < size; b++) low[(h << LOW_RANK_COUNT) | b] = bestLow(h, b);
  return low;
}

let high: OmahaHighTables | undefined;
let low: OmahaLowTable | undefined;

/** The Omaha high table, built on first use (after the `high` tables it starts from). */
export function omahaHighTables(): OmahaHighTables {
  high ??= buildPairBoard();
  return high;
}

/** The Omaha eight-or-better low table, built on first use. */
export function omahaLowTable(): OmahaLowTable {
  low ??= { low: buildLow() };
  return low;
}
