/**
 * Exact equity: every deal of the unseen cards, each once. The community cards to come are
 * chosen first (as combinations), then each outer hand's own cards from what is left
 * (combinations, skipping cards an earlier hand took), and the innermost hand — the one with the
 * fewest cards to draw, the weakest of those (`chooseInnerHand`) — is counted from its
 * precomputed table (`InnerHandTable`) by outcome class, so its deals cost a masked compare each and the pot is split once per class.
 */
import type { Card } from '../cards/card';
import { chooseInnerHand } from './choose-inner-hand';
import { binomial } from './deal-count';
import { EquityScorer, NO_LOW, equityScorer } from './equity-scorer';
import type { EquitySpot } from './equity-spot';
import { EquityTally } from './equity-tally';
import { handBuffers } from './hand-buffers';
import { CLASS_COUNT, InnerHandTable, highBit, lowBit } from './inner-hand-table';

/** Worse than every rank: the inner hand's stand-in when it loses the high. */
const WORST = 0x7fffffff;

class ExactEnumerator {
  readonly tally: EquityTally;
  private readonly scorer: EquityScorer;
  private readonly cards: Card[][];
  private readonly communitySlot: number[];
  private readonly drawSlot: number[];
  /** The hands dealt by enumeration, in order; `inner` is counted from its table. */
  private readonly outer: number[];
  private readonly inner: number;
  private readonly rank: Int32Array;
  private readonly low: Int32Array;
  private readonly classes = new Float64Array(CLASS_COUNT);
  private readonly table: InnerHandTable;
  /** Per outer level: the cards not yet taken. */
  private readonly available: Card[][];
  /** How many completions of the inner hand avoid the outer hands' cards (the same for every outer deal). */
  private readonly disjoint: number;
  private rest: Card[] = [];

  constructor(private readonly spot: EquitySpot) {
    const n = spot.draws.length;
    this.tally = new EquityTally(n);
    this.scorer = equityScorer(spot.game);
    ({ cards: this.cards, communitySlot: this.communitySlot, drawSlot: this.drawSlot } = handBuffers(spot));
    this.inner = chooseInnerHand(spot, this.scorer, this.cards, this.drawSlot);
    this.outer = Array.from({ length: n }, (_, i) => i).filter((i) => i !== this.inner);
    this.rank = new Int32Array(n);
    this.low = new Int32Array(n).fill(NO_LOW);
    const restSize = spot.pool.length - spot.communityToCome;
    const innerDraw = spot.draws[this.inner] as number;
    this.table = new InnerHandTable(restSize, innerDraw, this.scorer.low !== null);
    this.available = this.outer.map(() => new Array<Card>(restSize).fill(0));
    const outerDraws = this.outer.reduce((sum, h) => sum + (spot.draws[h] as number), 0);
    this.disjoint = binomial(restSize - outerDraws, innerDraw);
  }

  run(): void {
    this.chooseCommunity(0, 0);
  }

  /** Every choice of the community cards to come, in every hand at once. */
  private chooseCommunity(start: number, picked: number): void {
    const { pool, communityToCome } = this.spot;
    if (picked === communityToCome) {
      const shared = this.cards[0]?.slice(this.communitySlot[0], (this.communitySlot[0] as number) + communityToCome) ?? [];
      this.rest = pool.filter((c) => !shared.includes(c));
      this.table.fill(this.rest, this.cards[this.inner] as Card[], this.drawSlot[this.inner] as number, this.scorer);
      this.dealOuter(0, 0, 0);
      return;
    }
    for (let i = start; i <= pool.length - (communityToCome - picked); i++) {
      this.cards.forEach((hand, h) => (hand[(this.communitySlot[h] as number) + picked] = pool[i] as Card));
      this.chooseCommunity(i + 1, picked + 1);
    }
  }

  /** Deals outer hand number `level` every choice of its cards among those not yet used. */
  private dealOuter(level: number, usedLow: number, usedHigh: number): void {
    if (level === this.outer.length) return this.settle(usedLow, usedHigh);
    const available = this.available[level] as Card[];
    let count = 0;
    for (const card of this.rest) if (((lowBit(card) & usedLow) | (highBit(card) & usedHigh)) === 0) available[count++] = card;
    this.chooseOwn(level, count, 0, 0, usedLow, usedHigh);
  }

  private chooseOwn(level: number, count: number, start: number, picked: number, usedLow: number, usedHigh: number): void {
    const hand = this.outer[level] as number;
    const draw = this.spot.draws[hand] as number;
    const cards = this.cards[hand] as Card[];
    if (picked === draw) {
      this.rank[hand] = this.scorer.rank(cards);
      if (this.scorer.low !== null) this.low[hand] = this.scorer.low(cards);
      return this.dealOuter(level + 1, usedLow, usedHigh);
    }
    const available = this.available[level] as Card[];
    const slot = (this.drawSlot[hand] as number) + picked;
    for (let i = start; i <= count - (draw - picked); i++) {
      const card = available[i] as Card;
      cards[slot] = card;
      this.chooseOwn(level, count, i + 1, picked + 1, usedLow | lowBit(card), usedHigh | highBit(card));
    }
  }

  /** The outer hands are dealt: count the inner hand's completions by class and split each class's pots at once. */
  private settle(usedLow: number, usedHigh: number): void {
    let bestHigh = WORST;
    let bestLow = NO_LOW;
    for (const h of this.outer) {
      bestHigh = Math.min(bestHigh, this.rank[h] as number);
      bestLow = Math.min(bestLow, this.low[h] as number);
    }
    const { classes, inner } = this;
    if (this.scorer.low === null) this.table.countRanks(usedLow, usedHigh, bestHigh, this.disjoint, classes);
    else this.table.countHighLow(usedLow, usedHigh, bestHigh, bestLow, this.disjoint, classes);
    for (let c = 0; c < CLASS_COUNT; c++) {
      const weight = classes[c] as number;
      if (weight === 0) continue;
      // A stand-in for the inner hand with the same outcome: better than, equal to, or worse than the best outer hand.
      const highClass = Math.floor(c / 3);
      const lowClass = c % 3;
      this.rank[inner] = highClass === 0 ? bestHigh - 1 : highClass === 1 ? bestHigh : WORST;
      this.low[inner] = lowClass === 0 ? bestLow - 1 : lowClass === 1 ? bestLow : NO_LOW;
      this.tally.addDeal(this.rank, this.low, weight);
    }
  }
}

/** Enumerates every deal of the spot; the tally's sums are exact integers over `dealCount(spot)` deals. */
export function exactEquity(spot: EquitySpot): EquityTally {
  const enumerator = new ExactEnumerator(spot);
  enumerator.run();
  return enumerator.tally;
}
