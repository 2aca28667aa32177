/**
 * A deliberately naive equity calculator, the oracle of the equity tests: it deals every
 * completion (community cards, then each hand's own cards, each as a combination), values every
 * hand with the naive best-of-21 evaluator of the evaluator tests (`naive-reference.ts`, which
 * shares no code with the tables), splits each pot with exact fractions and adds them up.
 * It shares nothing with `exact-equity.ts` but the card numbering. Not exported from the engine.
 */
import type { Card } from '../../cards/card';
import { ReferenceKey, compareKeys, fiveCardChoices, referenceBest } from '../../eval/testing/naive-reference';
import type { Evaluation } from '../../eval/types';
import type { EquityGame } from '../equity-types';

/** A fraction of BigInts, kept reduced. */
export class Fraction {
  constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  static readonly ZERO = new Fraction(0n, 1n);

  plus(other: Fraction): Fraction {
    const num = this.num * other.den + other.num * this.den;
    const den = this.den * other.den;
    const g = gcd(num < 0n ? -num : num, den);
    return new Fraction(num / g, den / g);
  }

  equals(num: bigint, den: bigint): boolean {
    return this.num * den === num * this.den;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? (a === 0n ? 1n : a) : gcd(b, a % b);
}

/** What the reference needs: the hands' known cards and how many each still draws. */
export interface ReferenceSpot {
  game: EquityGame;
  known: Card[][];
  draws: number[];
  community: Card[];
  communityToCome: number;
  pool: Card[];
}

/** Per hand: pot share as a fraction of all deals' pots, deals won alone, deals split, deals with nothing. */
export interface ReferenceHand {
  share: Fraction;
  high: Fraction;
  low: Fraction;
  win: number;
  tie: number;
}

const EVALUATION: Record<EquityGame, Evaluation> = {
  razz: 'ace-to-five',
  stud: 'high',
  stud8: 'high',
  'london-lowball': 'ace-to-six',
  'deuce-to-seven-razz': 'deuce-to-seven',
};

/** The best eight-or-better low, straight from the rule: five different values A(1)…8, lowest top card first. */
function naiveEightLow(cards: readonly Card[]): ReferenceKey | null {
  let best: ReferenceKey | null = null;
  for (const five of fiveCardChoices(cards)) {
    const values = five.map((c) => (c >> 2) + 1).sort((a, b) => b - a);
    if (new Set(values).size < 5 || (values[0] as number) > 8) continue;
    if (best === null || compareKeys(values, best) < 0) best = values;
  }
  return best;
}

function combinations(items: readonly Card[], k: number): Card[][] {
  if (k === 0) return [[]];
  const out: Card[][] = [];
  items.forEach((first, i) => {
    for (const rest of combinations(items.slice(i + 1), k - 1)) out.push([first, ...rest]);
  });
  return out;
}

/** The hands that hold the best key (null keys never win). */
function winners(keys: readonly (ReferenceKey | null)[]): number[] {
  let best: ReferenceKey | null = null;
  for (const key of keys) if (key !== null && (best === null || compareKeys(key, best) < 0)) best = key;
  return best === null ? [] : keys.flatMap((key, i) => (key !== null && compareKeys(key, best) === 0 ? [i] : []));
}

/** Every deal of the spot, enumerated naively; `deals` counts them. */
export function referenceEquity(spot: ReferenceSpot): { deals: number; hands: ReferenceHand[] } {
  const evaluation = EVALUATION[spot.game];
  const memo = new Map<string, [ReferenceKey, ReferenceKey | null]>();
  const value = (cards: Card[]): [ReferenceKey, ReferenceKey | null] => {
    const id = [...cards].sort((a, b) => a - b).join(',');
    let v = memo.get(id);
    if (!v) memo.set(id, (v = [referenceBest(evaluation, cards).key, spot.game === 'stud8' ? naiveEightLow(cards) : null]));
    return v;
  };
  const hands: ReferenceHand[] = spot.known.map(() => ({ share: Fraction.ZERO, high: Fraction.ZERO, low: Fraction.ZERO, win: 0, tie: 0 }));
  let deals = 0;
  const settle = (finals: Card[][]): void => {
    deals++;
    const values = finals.map(value);
    const high = winners(values.map((v) => v[0]));
    const low = winners(values.map((v) => v[1]));
    const highPart = low.length > 0 ? new Fraction(1n, 2n * BigInt(high.length)) : new Fraction(1n, BigInt(high.length));
    const lowPart = low.length > 0 ? new Fraction(1n, 2n * BigInt(low.length)) : Fraction.ZERO;
    hands.forEach((h, i) => {
      const hi = high.includes(i) ? highPart : Fraction.ZERO;
      const lo = low.includes(i) ? lowPart : Fraction.ZERO;
      const share = hi.plus(lo);
      h.share = h.share.plus(share);
      h.high = h.high.plus(hi);
      h.low = h.low.plus(lo);
      if (share.equals(1n, 1n)) h.win++;
      else if (share.num > 0n) h.tie++;
    });
  };
  const dealHand = (i: number, left: Card[], shared: Card[], finals: Card[][]): void => {
    if (i === spot.known.length) return settle(finals);
    for (const own of combinations(left, spot.draws[i] as number)) {
      const rest = left.filter((c) => !own.includes(c));
      dealHand(i + 1, rest, shared, [...finals, [...(spot.known[i] as Card[]), ...spot.community, ...shared, ...own]]);
    }
  };
  for (const shared of combinations(spot.pool, spot.communityToCome)) {
    dealHand(
      0,
      spot.pool.filter((c) => !shared.includes(c)),
      shared,
      [],
    );
  }
  return { deals, hands };
}
