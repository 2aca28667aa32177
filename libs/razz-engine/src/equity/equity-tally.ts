/**
 * Who wins each deal's pot, and running sums per hand. Shares are counted in whole units of a
 * pot (`SHARE_UNIT`) and deals as whole weights, so an exact enumeration's sums are integers.
 */
import { HALF_UNIT, SHARE_UNIT } from './equity-constants';
import { NO_LOW } from './equity-scorer';

/** Sums per hand, in this order, `FIELDS` apart. */
const WIN = 0;
const TIE = 1;
const SHARE = 2;
const HIGH = 3;
const LOW = 4;
const SHARE_SQ = 5;
const HIGH_SQ = 6;
const LOW_SQ = 7;
const FIELDS = 8;

/** A hand's sums: deals won alone, deals split, and units of pot (with their squares, for the sample variance). */
export interface HandSums {
  win: number;
  tie: number;
  share: number;
  high: number;
  low: number;
  shareSq: number;
  highSq: number;
  lowSq: number;
}

export class EquityTally {
  private readonly sums: Float64Array;

  constructor(readonly hands: number) {
    this.sums = new Float64Array(hands * FIELDS);
  }

  /**
   * Adds `weight` deals in which hand i ends with `rank[i]` (lower is better) and `low[i]` (a
   * qualifying low's rank, or `NO_LOW`). With a qualifying low in the deal the best highs split
   * half the pot and the best lows the other half; without one the best highs split it all.
   */
  addDeal(rank: Int32Array, low: Int32Array, weight: number): void {
    const n = this.hands;
    let bestHigh = rank[0] as number;
    let bestLow = low[0] as number;
    for (let i = 1; i < n; i++) {
      const r = rank[i] as number;
      const l = low[i] as number;
      if (r < bestHigh) bestHigh = r;
      if (l < bestLow) bestLow = l;
    }
    let highCount = 0;
    let lowCount = 0;
    for (let i = 0; i < n; i++) {
      if (rank[i] === bestHigh) highCount++;
      if (low[i] === bestLow) lowCount++;
    }
    const hasLow = bestLow !== NO_LOW;
    const highUnits = (hasLow ? HALF_UNIT : SHARE_UNIT) / highCount;
    const lowUnits = hasLow ? HALF_UNIT / lowCount : 0;
    for (let i = 0; i < n; i++) {
      const high = rank[i] === bestHigh ? highUnits : 0;
      this.addHand(i, high, low[i] === bestLow ? lowUnits : 0, weight);
    }
  }

  private addHand(hand: number, high: number, low: number, weight: number): void {
    const at = hand * FIELDS;
    const share = high + low;
    if (share === 0) return;
    this.bump(at + (share === SHARE_UNIT ? WIN : TIE), weight);
    this.bump(at + SHARE, weight * share);
    this.bump(at + HIGH, weight * high);
    this.bump(at + LOW, weight * low);
    this.bump(at + SHARE_SQ, weight * share * share);
    this.bump(at + HIGH_SQ, weight * high * high);
    this.bump(at + LOW_SQ, weight * low * low);
  }

  private bump(index: number, amount: number): void {
    this.sums[index] = (this.sums[index] as number) + amount;
  }

  /** Hand `hand`'s sums so far. */
  handSums(hand: number): HandSums {
    const s = this.sums;
    const at = hand * FIELDS;
    const v = (field: number): number => s[at + field] as number;
    return { win: v(WIN), tie: v(TIE), share: v(SHARE), high: v(HIGH), low: v(LOW), shareSq: v(SHARE_SQ), highSq: v(HIGH_SQ), lowSq: v(LOW_SQ) };
  }
}
