/**
 * Checks of the fast evaluators against the naive reference, written as plain functions that
 * return the problems they find (an empty list = pass), so the specs stay short and the same
 * checks can run outside jest.
 */
import { Card, formatCards } from '../../cards/card';
import { seededRng } from '../../rng/seeded-rng';
import { evaluateHand } from '../evaluate-hand';
import { handRanker } from '../evaluators';
import type { Evaluation } from '../types';
import { ReferenceKey, compareKeys, referenceBest, referenceKey } from './naive-reference';

const MAX_PROBLEMS = 10;

export interface CheckResult {
  hands: number;
  /** Distinct ranks seen. */
  classes: number;
  problems: string[];
}

/** A key as one number (category and up to five values, base 16), to spot equal keys cheaply. */
function keyId(key: ReferenceKey): number {
  let id = 0;
  for (let i = 0; i < 6; i++) id = id * 16 + (key[i] ?? 0);
  return id;
}

/**
 * Every one of the 2,598,960 five-card hands: hands with the same fast rank must have the same
 * reference key, and ranks 0, 1, 2, … must follow the reference order strictly, with no gaps.
 */
export function checkAllFiveCardHands(evaluation: Evaluation): CheckResult {
  const rank = handRanker(evaluation);
  const keyOfRank: (ReferenceKey | undefined)[] = [];
  const keyIdOfRank: (number | undefined)[] = [];
  const problems: string[] = [];
  const five: Card[] = [0, 0, 0, 0, 0];
  let hands = 0;
  for (five[0] = 0; five[0] < 48; five[0]++)
    for (five[1] = five[0] + 1; five[1] < 49; five[1]++)
      for (five[2] = five[1] + 1; five[2] < 50; five[2]++)
        for (five[3] = five[2] + 1; five[3] < 51; five[3]++)
          for (five[4] = five[3] + 1; five[4] < 52; five[4]++) {
            hands++;
            const r = rank(five);
            const key = referenceKey(evaluation, five);
            const id = keyId(key);
            const seen = keyIdOfRank[r];
            if (seen === undefined) {
              keyIdOfRank[r] = id;
              keyOfRank[r] = key;
            } else if (seen !== id && problems.length < MAX_PROBLEMS) {
              problems.push(`rank ${r} holds reference classes ${keyOfRank[r]?.join(',')} and ${key.join(',')} (${formatCards(five).join(' ')})`);
            }
          }
  const classes = keyOfRank.filter((k) => k !== undefined).length;
  for (let r = 0; r < keyOfRank.length; r++) {
    const key = keyOfRank[r];
    const previous = keyOfRank[r - 1];
    if (key === undefined) problems.push(`rank ${r} is never used: ranks are not dense`);
    else if (r > 0 && previous !== undefined && compareKeys(previous, key) >= 0) {
      problems.push(`rank ${r - 1} (${previous.join(',')}) should be worse than rank ${r} (${key.join(',')})`);
    }
    if (problems.length >= MAX_PROBLEMS) break;
  }
  return { hands, classes, problems };
}

/** `size` distinct cards drawn from `deck` by a partial Fisher–Yates shuffle. */
export function drawHand(deck: Card[], size: number, next: (max: number) => number): Card[] {
  for (let i = 0; i < size; i++) {
    const j = i + next(deck.length - i);
    const t = deck[i] as Card;
    deck[i] = deck[j] as Card;
    deck[j] = t;
  }
  return deck.slice(0, size);
}

/**
 * Random hands of `size` cards from `deck` (all 52 cards, or a few suits to force flushes):
 * the fast rank must equal the rank of the reference's best five, and `evaluateHand` must
 * return that rank and five of the hand's cards that the reference values the same.
 */
export function checkRandomHands(evaluation: Evaluation, options: { size: number; count: number; seed: string; deck: readonly Card[] }): CheckResult {
  const rank = handRanker(evaluation);
  const rng = seededRng(options.seed);
  const deck = [...options.deck];
  const problems: string[] = [];
  const ranks = new Set<number>();
  for (let i = 0; i < options.count && problems.length < MAX_PROBLEMS; i++) {
    const hand = drawHand(deck, options.size, (max) => rng.int(max));
    const text = formatCards(hand).join(' ');
    const reference = referenceBest(evaluation, hand);
    const fast = rank(hand);
    ranks.add(fast);
    if (fast !== rank(reference.five)) {
      problems.push(`${text}: fast rank ${fast}, reference best ${formatCards(reference.five).join(' ')} has rank ${rank(reference.five)}`);
      continue;
    }
    const value = evaluateHand(evaluation, hand);
    if (value.rank !== fast) problems.push(`${text}: evaluateHand rank ${value.rank} ≠ handRank ${fast}`);
    if (compareKeys(referenceKey(evaluation, value.best), reference.key) !== 0) {
      problems.push(`${text}: best ${formatCards(value.best).join(' ')} is not worth the reference best ${formatCards(reference.five).join(' ')}`);
    }
    if (value.best.length !== 5 || new Set(value.best).size !== 5 || value.best.some((c) => !hand.includes(c))) {
      problems.push(`${text}: best ${formatCards(value.best).join(' ')} is not five of the hand's cards`);
    }
  }
  return { hands: options.count, classes: ranks.size, problems };
}
