/**
 * The Hold'em hot path. Hold'em plays the best five of the two hole cards and the board together,
 * any mix, which is exactly what the `high` evaluation does for 5–7 cards: this walks the same
 * tables over the hole and the board as two lists, so a caller need not join them (no allocation).
 */
import type { Card } from '../cards/card';
import { HighTables, highTables } from './high-tables';

/** Adding 3 to a 4-bit suit counter sets its top bit exactly when the count is 5 or more. */
const FIVE_OF_A_SUIT = 0x8888;
const FIVE_OF_A_SUIT_BIAS = 0x3333;

export function checkHoldemCards(hole: readonly Card[], board: readonly Card[]): void {
  if (hole.length !== 2) throw new RangeError(`a Hold'em hand has 2 hole cards, got ${hole.length}`);
  if (board.length < 3 || board.length > 5) throw new RangeError(`a board has 3 to 5 cards, got ${board.length}`);
}

function ranksInSuit(cards: readonly Card[], suit: number, mask: number): number {
  let m = mask;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as number;
    if ((card & 3) === suit) m |= 1 << (card >> 2);
  }
  return m;
}

function makeHoldemRanker(t: HighTables): (hole: readonly Card[], board: readonly Card[]) => number {
  const { rankOfState, flushRank } = t;
  const next = t.dag.next;
  return (hole, board) => {
    checkHoldemCards(hole, board);
    const a = hole[0] as number;
    const b = hole[1] as number;
    let state = next[(next[a >> 2] as number) * 13 + (b >> 2)] as number;
    let suits = (1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2));
    for (let i = 0; i < board.length; i++) {
      const card = board[i] as number;
      state = next[state * 13 + (card >> 2)] as number;
      suits += 1 << ((card & 3) << 2);
    }
    const rank = rankOfState[state] as number;
    const fives = (suits + FIVE_OF_A_SUIT_BIAS) & FIVE_OF_A_SUIT;
    if (fives === 0) return rank;
    const suit = (31 - Math.clz32(fives)) >> 2;
    const flush = flushRank[ranksInSuit(board, suit, ranksInSuit(hole, suit, 0))] as number;
    return flush < rank ? flush : rank;
  };
}

let ranker: ((hole: readonly Card[], board: readonly Card[]) => number) | undefined;

/**
 * The Hold'em high rank: the best five of the two hole cards and the 3–5 board cards, any mix —
 * the same number as `handRank('high', [...hole, ...board])` (lower is better, 0 is a royal
 * flush), without joining the lists. Cards must be valid and distinct (see `tryEvaluateFlopHand`);
 * a wrong count throws `RangeError`. No allocation.
 * @example
 * holdemHighRank(cards('Ah 2c'), cards('Kh Qh Jh Th 3d')); // 0: a royal flush, one card from the hole
 */
export function holdemHighRank(hole: readonly Card[], board: readonly Card[]): number {
  ranker ??= makeHoldemRanker(highTables());
  return ranker(hole, board);
}
