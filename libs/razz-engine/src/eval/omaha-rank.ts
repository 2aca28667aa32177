/**
 * The Omaha hot paths: a hand's high rank and eight-or-better low rank from four hole cards and a
 * board of 3–5, with no allocation. Omaha plays exactly two hole cards with exactly three board
 * cards; these functions never look at any other five.
 *
 * High: the six hole pairs and the board are each walked to a rank-walk state once; one table
 * look-up per pair gives the best of that pair with three of the board ignoring suits, and the best
 * of the six is the hand unless a flush is possible — two hole cards and three board cards of one
 * suit — when that suit's pairs and triples are tried in the 8,192-entry flush table of `high`.
 * Low: one look-up by the sets of ranks A–8 in the hole and on the board.
 */
import type { Card } from '../cards/card';
import { highTables } from './high-tables';
import { LOW_RANK_COUNT, NO_LOW, OmahaHighTables, omahaHighTables, omahaLowTable } from './omaha-tables';
import { NONE } from './tables';

/** Local copies: module-level constants read across modules go through a getter in CommonJS output. */
const NO_RANK = NONE;
const NO_LOW_RANK = NO_LOW;
const LOW_BITS = LOW_RANK_COUNT;
/** Ranks A … 8 (indices 0…7) can play in an eight-or-better low. */
const LOW_MASK = (1 << LOW_RANK_COUNT) - 1;

/** Adding 5 to a 4-bit suit counter sets its top bit exactly when the count is 3 or more (board ≤ 5). */
const THREE_OF_A_SUIT_BIAS = 0x5555;
/** Adding 6 sets it exactly when the count is 2 or more (hole ≤ 4). */
const TWO_OF_A_SUIT_BIAS = 0x6666;
const TOP_BITS = 0x8888;

export function checkOmahaCards(hole: readonly Card[], board: readonly Card[]): void {
  if (hole.length !== 4) throw new RangeError(`an Omaha hand has 4 hole cards, got ${hole.length}`);
  if (board.length < 3 || board.length > 5) throw new RangeError(`a board has 3 to 5 cards, got ${board.length}`);
}

/** The ranks of the cards of one suit, as a 13-bit set. */
function ranksInSuit(cards: readonly Card[], suit: number): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as number;
    if ((card & 3) === suit) mask |= 1 << (card >> 2);
  }
  return mask;
}

/**
 * The best flush or straight flush of two of the hole ranks `hole` and three of the board ranks
 * `board`, all of one suit (so all different), by trying every pair and triple of set bits.
 */
function bestSuitedFive(flushRank: Uint16Array, hole: number, board: number): number {
  let best = NO_RANK;
  for (let a = hole; a !== 0; a &= a - 1) {
    for (let b = a & (a - 1); b !== 0; b &= b - 1) {
      const pair = (a & -a) | (b & -b);
      for (let c = board; c !== 0; c &= c - 1) {
        for (let d = c & (c - 1); d !== 0; d &= d - 1) {
          for (let e = d & (d - 1); e !== 0; e &= e - 1) {
            const rank = flushRank[pair | (c & -c) | (d & -d) | (e & -e)] as number;
            if (rank < best) best = rank;
          }
        }
      }
    }
  }
  return best;
}

function makeOmahaHighRanker(t: OmahaHighTables): (hole: readonly Card[], board: readonly Card[]) => number {
  const { pairBoard, rowBase, pairBase } = t;
  const pairs = t.pairCount;
  const high = highTables();
  const next = high.dag.next;
  const flushRank = high.flushRank;

  return (hole, board) => {
    checkOmahaCards(hole, board);
    let state = 0;
    let boardSuits = 0;
    for (let i = 0; i < board.length; i++) {
      const card = board[i] as number;
      state = next[state * 13 + (card >> 2)] as number;
      boardSuits += 1 << ((card & 3) << 2);
    }
    const row = (rowBase[board.length] as number) + state * pairs - pairBase;
    const c0 = hole[0] as number;
    const c1 = hole[1] as number;
    const c2 = hole[2] as number;
    const c3 = hole[3] as number;
    const h0 = c0 >> 2;
    const h1 = c1 >> 2;
    const h2 = c2 >> 2;
    const h3 = c3 >> 2;
    const s0 = (next[h0] as number) * 13;
    const s1 = (next[h1] as number) * 13;
    const s2 = (next[h2] as number) * 13;
    // One look-up per hole pair: the best of that pair with any three board cards, suits aside.
    let best = pairBoard[row + (next[s0 + h1] as number)] as number;
    let r = pairBoard[row + (next[s0 + h2] as number)] as number;
    if (r < best) best = r;
    r = pairBoard[row + (next[s0 + h3] as number)] as number;
    if (r < best) best = r;
    r = pairBoard[row + (next[s1 + h2] as number)] as number;
    if (r < best) best = r;
    r = pairBoard[row + (next[s1 + h3] as number)] as number;
    if (r < best) best = r;
    r = pairBoard[row + (next[s2 + h3] as number)] as number;
    if (r < best) best = r;
    // A flush needs two hole cards and three board cards of one suit; a five-card board has room
    // for three of only one suit.
    const holeSuits = (1 << ((c0 & 3) << 2)) + (1 << ((c1 & 3) << 2)) + (1 << ((c2 & 3) << 2)) + (1 << ((c3 & 3) << 2));
    const flushSuits = (holeSuits + TWO_OF_A_SUIT_BIAS) & (boardSuits + THREE_OF_A_SUIT_BIAS) & TOP_BITS;
    if (flushSuits === 0) return best;
    const suit = (31 - Math.clz32(flushSuits)) >> 2;
    const flush = bestSuitedFive(flushRank, ranksInSuit(hole, suit), ranksInSuit(board, suit));
    return flush < best ? flush : best;
  };
}

let highRanker: ((hole: readonly Card[], board: readonly Card[]) => number) | undefined;

/**
 * The Omaha high rank: the best `high` hand of exactly two of the four hole cards and exactly
 * three of the 3–5 board cards. Ranks are those of `handRank('high', …)` (lower is better, 0 is a
 * royal flush), so they compare with each other and with any `high` rank. Cards must be valid
 * and distinct (see `tryEvaluateFlopHand`); a wrong count throws `RangeError`. No allocation.
 * @example
 * omahaHighRank(cards('Ah Kd 7c 2s'), cards('Qh Jh Th 4h 3c')); // 1599: a straight, Ten to Ace — one heart in hand, no flush
 */
export function omahaHighRank(hole: readonly Card[], board: readonly Card[]): number {
  highRanker ??= makeOmahaHighRanker(omahaHighTables());
  return highRanker(hole, board);
}

/** The set of ranks A–8 among the cards, one bit per rank index 0…7 (no branch per card). */
function lowRanks(cards: readonly Card[]): number {
  let mask = 0;
  for (let i = 0; i < cards.length; i++) mask |= 1 << ((cards[i] as number) >> 2);
  return mask & LOW_MASK;
}

let lowTable: Uint8Array | undefined;

/**
 * The Omaha eight-or-better low: the ace-to-five rank (0 = 5-4-3-2-A … 55 = 8-7-6-5-4, the same
 * numbers as `handRank('ace-to-five', …)` and `qualifiedLowRank`) of the best five of two hole
 * cards and three board cards with five different ranks 8 or lower, aces low, straights and
 * flushes ignored; `null` when there is none. Cards must be valid and distinct; a wrong count
 * throws `RangeError`. No allocation.
 * @example
 * omahaLowRank(cards('As 2d Kc Kh'), cards('3h 7c 8d Qs Js')); // 36: 8-7-3-2-A
 * omahaLowRank(cards('As 2d 3c 4h'), cards('5h Kc Qd Qs Js')); // null: one low card on the board
 */
export function omahaLowRank(hole: readonly Card[], board: readonly Card[]): number | null {
  checkOmahaCards(hole, board);
  lowTable ??= omahaLowTable().low;
  const rank = lowTable[(lowRanks(hole) << LOW_BITS) | lowRanks(board)] as number;
  return rank === NO_LOW_RANK ? null : rank;
}
