/**
 * The hot path: a hand's rank with no allocation. One pass over the cards builds the set of
 * ranks present (and, where flushes count, four 4-bit suit counters in one integer); a 16 KB
 * table answers whenever five different ranks give the best hand. Hands with fewer distinct
 * ranks walk the rank-multiset states (seven table steps). Where flushes count, hands with five
 * or more cards of one suit (about 3% of seven-card hands) take a few more steps, and the rare
 * ones whose best ranks are held only in the flush suit try every choice of five.
 */
import type { Card } from '../cards/card';
import { NONE, EvalTables } from './tables';

/** Local copy: module-level constants read across modules go through a getter in CommonJS output. */
const NO_RANK = NONE;

/** Ranks a hand of 5–8 cards. Cards must be valid and distinct (not checked here). */
export type HandRanker = (cards: readonly Card[]) => number;

export function checkHandSize(count: number): void {
  if (!(count >= 5 && count <= 8)) throw new RangeError(`a hand has 5 to 8 cards, got ${count}`);
}

/** Adding 3 to a 4-bit suit counter sets its top bit exactly when the count is 5 or more. */
const FIVE_OF_A_SUIT = 0x8888;
const FIVE_OF_A_SUIT_BIAS = 0x3333;

export function makeHandRanker(tables: EvalTables): HandRanker {
  const { maskRank, rankOfState, suitedRank, ranksOfHighCard } = tables;
  const next = tables.dag.next;

  /** Walks the rank states over all cards but `skip` (at most 7 of them). */
  const walk = (cards: readonly Card[], skip: number): number => {
    let state = 0;
    for (let i = 0; i < cards.length; i++) {
      if (i !== skip) state = next[state * 13 + ((cards[i] as number) >> 2)] as number;
    }
    return rankOfState[state] as number;
  };

  /** Best rank of the ranks alone: straights count where they do, flushes are ignored. */
  const rankOnly = (cards: readonly Card[], mask: number): number => {
    const fromMask = maskRank[mask] as number;
    if (fromMask !== NO_RANK) return fromMask;
    if (cards.length < 8) return walk(cards, -1);
    // Eight cards exceed the walk's seven levels: the best hand leaves out at least 3 cards anyway.
    let best = NO_RANK;
    for (let skip = 0; skip < 8; skip++) {
      const rank = walk(cards, skip);
      if (rank < best) best = rank;
    }
    return best;
  };

  if (tables.evaluation === 'ace-to-five') {
    return (cards) => {
      const n = cards.length;
      checkHandSize(n);
      let mask = 0;
      for (let i = 0; i < n; i++) mask |= 1 << ((cards[i] as number) >> 2);
      return rankOnly(cards, mask);
    };
  }

  /**
   * Five or more cards of one suit: the exact answer, by cases. `rank` is the best ignoring
   * suits; the true best is never better, so whenever some choice worth `rank` is not all one
   * suit, `rank` is the answer.
   */
  const withFlush = (cards: readonly Card[], rank: number, suits: number): number => {
    const n = cards.length;
    const flushSuit = (suits & 0xf) >= 5 ? 0 : ((suits >> 4) & 0xf) >= 5 ? 1 : ((suits >> 8) & 0xf) >= 5 ? 2 : 3;
    // All cards one suit: every choice is suited, and suiting keeps the order of unpaired hands.
    if (suits === n << (flushSuit << 2)) return suitedRank[rank] as number;
    // Not high card means a pair or worse here (a straight is best only among exactly five cards,
    // never with one to spare), and two cards of one rank are never one suit.
    const ranksUsed = ranksOfHighCard[rank] as number;
    if (ranksUsed === 0) return rank;
    // The five ranks of `rank` can be played unsuited if one of them is held in another suit.
    let otherSuitRanks = 0;
    for (let i = 0; i < n; i++) {
      const card = cards[i] as number;
      if ((card & 3) !== flushSuit) otherSuitRanks |= 1 << (card >> 2);
    }
    if ((otherSuitRanks & ranksUsed) !== 0) return rank;
    // Otherwise some choice is not one suit and beats every flush (at worst it is a straight).
    return bestUnsuitedFive(cards, next, rankOfState);
  };

  return (cards) => {
    const n = cards.length;
    checkHandSize(n);
    let mask = 0;
    let suits = 0;
    for (let i = 0; i < n; i++) {
      const card = cards[i] as number;
      mask |= 1 << (card >> 2);
      suits += 1 << ((card & 3) << 2);
    }
    const rank = rankOnly(cards, mask);
    if (((suits + FIVE_OF_A_SUIT_BIAS) & FIVE_OF_A_SUIT) === 0) return rank;
    return withFlush(cards, rank, suits);
  };
}

/** The best five-card choice that is not all one suit, by walking each choice's ranks. */
function bestUnsuitedFive(cards: readonly Card[], next: Int32Array, rankOfState: Uint16Array): number {
  const n = cards.length;
  let best = NO_RANK;
  for (let a = 0; a < n - 4; a++) {
    const ca = cards[a] as number;
    const sa = next[ca >> 2] as number;
    for (let b = a + 1; b < n - 3; b++) {
      const cb = cards[b] as number;
      const sb = next[sa * 13 + (cb >> 2)] as number;
      for (let c = b + 1; c < n - 2; c++) {
        const cc = cards[c] as number;
        const sc = next[sb * 13 + (cc >> 2)] as number;
        for (let d = c + 1; d < n - 1; d++) {
          const cd = cards[d] as number;
          const sd = next[sc * 13 + (cd >> 2)] as number;
          for (let e = d + 1; e < n; e++) {
            const ce = cards[e] as number;
            if (((ca ^ cb) | (ca ^ cc) | (ca ^ cd) | (ca ^ ce)) & 3) {
              const rank = rankOfState[next[sd * 13 + (ce >> 2)] as number] as number;
              if (rank < best) best = rank;
            }
          }
        }
      }
    }
  }
  return best;
}
