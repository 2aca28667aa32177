/**
 * The `high` hot path (Seven-Card Stud, the high half of Stud Eight-or-Better): a hand's rank with
 * no allocation. One pass walks the rank-multiset states (seven table steps give the best hand of
 * the ranks, straights included) and counts suits in four 4-bit counters; only when five or more
 * cards share a suit (about 3% of seven-card hands) a second pass collects that suit's ranks, whose
 * best flush or straight flush comes from an 8,192-entry table. The hand is the better of the two.
 */
import type { Card } from '../cards/card';
import { checkHandSize, HandRanker } from './hand-rank';
import { HighTables, highTables } from './high-tables';
import { NONE } from './tables';

const NO_RANK = NONE;
/** Adding 3 to a 4-bit suit counter sets its top bit exactly when the count is 5 or more. */
const FIVE_OF_A_SUIT = 0x8888;
const FIVE_OF_A_SUIT_BIAS = 0x3333;

function makeHighRanker(t: HighTables): HandRanker {
  const { rankOfState, flushRank } = t;
  const next = t.dag.next;

  /** The ranks held in the suit with five or more cards, as a 13-bit set. */
  const flushSuitMask = (cards: readonly Card[], suits: number): number => {
    const suit = (suits & 0xf) >= 5 ? 0 : ((suits >> 4) & 0xf) >= 5 ? 1 : ((suits >> 8) & 0xf) >= 5 ? 2 : 3;
    let mask = 0;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] as number;
      if ((card & 3) === suit) mask |= 1 << (card >> 2);
    }
    return mask;
  };

  /** The better of the ranks-only rank and, with five or more of a suit, that suit's best flush. */
  const withFlush = (cards: readonly Card[], rank: number, suits: number): number => {
    if (((suits + FIVE_OF_A_SUIT_BIAS) & FIVE_OF_A_SUIT) === 0) return rank;
    const flush = flushRank[flushSuitMask(cards, suits)] as number;
    return flush < rank ? flush : rank;
  };

  /** Eight cards exceed the walk's seven levels: the best five leave out three cards anyway. */
  const rankOfEight = (cards: readonly Card[]): number => {
    let best = NO_RANK;
    let suits = 0;
    for (let skip = 0; skip < 8; skip++) {
      const card = cards[skip] as number;
      suits += 1 << ((card & 3) << 2);
      let state = 0;
      for (let i = 0; i < 8; i++) if (i !== skip) state = next[state * 13 + ((cards[i] as number) >> 2)] as number;
      const rank = rankOfState[state] as number;
      if (rank < best) best = rank;
    }
    return withFlush(cards, best, suits);
  };

  return (cards) => {
    const n = cards.length;
    checkHandSize(n);
    if (n === 8) return rankOfEight(cards);
    let state = 0;
    let suits = 0;
    for (let i = 0; i < n; i++) {
      const card = cards[i] as number;
      state = next[state * 13 + (card >> 2)] as number;
      suits += 1 << ((card & 3) << 2);
    }
    return withFlush(cards, rankOfState[state] as number, suits);
  };
}

let ranker: HandRanker | undefined;

/** The `high` ranker; builds the tables on first use. Reached through `handRanker('high')`. */
export function highRanker(): HandRanker {
  ranker ??= makeHighRanker(highTables());
  return ranker;
}
