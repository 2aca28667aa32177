/**
 * The innermost hand of an exact enumeration: every completion of it from the unseen cards is
 * ranked once, up front, into typed arrays (the cards it takes as a 52-bit set in two words, its
 * rank and low), sorted best first. The enumeration of the other hands then only asks, for each
 * of their deals, how many completions of this hand that avoid their cards beat, tie or lose to
 * the best of them: a loop over the arrays that stops at the first worse rank, without calling
 * an evaluator or allocating.
 */
import type { Card } from '../cards/card';
import { binomial } from './deal-count';
import { NO_LOW, EquityScorer } from './equity-scorer';

/** Cards 0–31 set bits of the low word, 32–51 of the high word. */
const WORD_BITS = 32;

/**
 * Per outcome class of the inner hand against the others' best: 3 × its high (better, equal,
 * worse) + its low (better, equal, worse or none). Single-scoring games use classes 2, 5, 8.
 */
export const CLASS_COUNT = 9;

/** The completions as columns, in one order. */
class Completions {
  constructor(
    readonly lowBits: Int32Array,
    readonly highBits: Int32Array,
    readonly ranks: Int32Array,
    readonly lows: Int32Array,
  ) {}

  static ofSize(size: number): Completions {
    return new Completions(new Int32Array(size), new Int32Array(size), new Int32Array(size), new Int32Array(size));
  }

  /** `into` gets these rows ordered by `key` (best first). */
  sortInto(into: Completions, key: Int32Array): void {
    const order = Array.from({ length: key.length }, (_, j) => j).sort((a, b) => (key[a] as number) - (key[b] as number));
    order.forEach((from, to) => {
      into.lowBits[to] = this.lowBits[from] as number;
      into.highBits[to] = this.highBits[from] as number;
      into.ranks[to] = this.ranks[from] as number;
      into.lows[to] = this.lows[from] as number;
    });
  }
}

export class InnerHandTable {
  readonly size: number;
  private readonly unsorted: Completions;
  private readonly byRank: Completions;
  /** Stud Eight-or-Better: the same rows by low, to count lows among the completions that lose the high. */
  private readonly byLow: Completions;

  /** `draw` cards to choose from `poolSize` unseen cards; `split`: the game has a low half. */
  constructor(
    poolSize: number,
    private readonly draw: number,
    split: boolean,
  ) {
    this.size = binomial(poolSize, draw);
    this.unsorted = Completions.ofSize(this.size);
    this.byRank = Completions.ofSize(this.size);
    this.byLow = Completions.ofSize(split ? this.size : 0);
  }

  /** Ranks every choice of `draw` cards of `pool` put into `hand` from position `slot` on (its other cards already in place). */
  fill(pool: readonly Card[], hand: Card[], slot: number, scorer: EquityScorer): void {
    const rows = this.unsorted;
    let j = 0;
    const choose = (start: number, picked: number, lowBits: number, highBits: number): void => {
      if (picked === this.draw) {
        rows.lowBits[j] = lowBits;
        rows.highBits[j] = highBits;
        rows.ranks[j] = scorer.rank(hand);
        rows.lows[j] = scorer.low === null ? NO_LOW : scorer.low(hand);
        j++;
        return;
      }
      for (let i = start; i <= pool.length - (this.draw - picked); i++) {
        const card = pool[i] as Card;
        hand[slot + picked] = card;
        choose(i + 1, picked + 1, lowBits | lowBit(card), highBits | highBit(card));
      }
    };
    choose(0, 0, 0, 0);
    rows.sortInto(this.byRank, rows.ranks);
    if (scorer.low !== null) rows.sortInto(this.byLow, rows.lows);
  }

  /**
   * Single scoring: of the `disjoint` completions that avoid the used cards, how many rank better
   * than `best` (into `classes[2]`), equal to it (`classes[5]`) or worse (`classes[8]`).
   */
  countRanks(usedLow: number, usedHigh: number, best: number, disjoint: number, classes: Float64Array): void {
    const { lowBits, highBits, ranks } = this.byRank;
    let better = 0;
    let equal = 0;
    for (let j = 0; j < this.size; j++) {
      const r = ranks[j] as number;
      if (r > best) break; // sorted: every later completion loses too
      if (((lowBits[j] as number) & usedLow) | ((highBits[j] as number) & usedHigh)) continue;
      if (r < best) better++;
      else equal++;
    }
    classes.fill(0);
    classes[2] = better;
    classes[5] = equal;
    classes[8] = disjoint - better - equal;
  }

  /**
   * High and low: the `disjoint` completions avoiding the used cards, per class. Those that win
   * or tie the high are counted directly (a prefix by rank); the low classes of those that lose
   * it are all the completions' low classes (a prefix by low) minus the first group's.
   */
  countHighLow(usedLow: number, usedHigh: number, bestHigh: number, bestLow: number, disjoint: number, classes: Float64Array): void {
    classes.fill(0);
    const byRank = this.byRank;
    for (let j = 0; j < this.size; j++) {
      const r = byRank.ranks[j] as number;
      if (r > bestHigh) break;
      if (((byRank.lowBits[j] as number) & usedLow) | ((byRank.highBits[j] as number) & usedHigh)) continue;
      const c = (r < bestHigh ? 0 : 3) + lowClass(byRank.lows[j] as number, bestLow);
      classes[c] = (classes[c] as number) + 1;
    }
    const byLow = this.byLow;
    let lowBetter = 0;
    let lowEqual = 0;
    for (let j = 0; j < this.size; j++) {
      const l = byLow.lows[j] as number;
      if (l > bestLow || l === NO_LOW) break;
      if (((byLow.lowBits[j] as number) & usedLow) | ((byLow.highBits[j] as number) & usedHigh)) continue;
      if (l < bestLow) lowBetter++;
      else lowEqual++;
    }
    classes[6] = lowBetter - (classes[0] as number) - (classes[3] as number);
    classes[7] = lowEqual - (classes[1] as number) - (classes[4] as number);
    classes[8] = disjoint - classes.reduce((sum, n) => sum + n, 0);
  }
}

/** 0 a better low than `bestLow`, 1 the same low, 2 a worse one or none. */
function lowClass(low: number, bestLow: number): number {
  return low < bestLow ? 0 : low === bestLow && low !== NO_LOW ? 1 : 2;
}

/** The card's bit in the low word (0 for cards 32–51). */
export function lowBit(card: Card): number {
  return card < WORD_BITS ? 1 << card : 0;
}

/** The card's bit in the high word (0 for cards 0–31). */
export function highBit(card: Card): number {
  return card < WORD_BITS ? 0 : 1 << (card - WORD_BITS);
}
