/**
 * Which hand an exact enumeration counts from its table (`InnerHandTable`). It must be one with
 * the fewest cards to draw (the table holds all its completions and is read once per deal of the
 * others). Among those, the weakest is best: the table is sorted best first and each count stops
 * at the first completion worse than the others' best hand, so a hand that usually loses is
 * counted in a few steps. Three Razz hands on 5th street run two to eight times faster that way.
 */
import type { Card } from '../cards/card';
import { binomial } from './deal-count';
import { EquityScorer, NO_LOW } from './equity-scorer';
import type { EquitySpot } from './equity-spot';

/** Ranking every completion of a candidate costs this many evaluations at most; beyond, the first candidate is taken. */
const MAX_PROBE = 50_000;
/** Ranks are dense and below this in every evaluation (7,462 classes at most), so rank / RANK_SCALE lies in [0, 1). */
const RANK_SCALE = 8192;

/**
 * How weak a hand is: the mean of its completions' rank (scaled to 0…1, higher is weaker), plus in
 * a split game the share of completions without a qualifying low. Completions from the whole pool,
 * ignoring the other hands: a rough guide is enough, the result does not depend on it.
 */
function weakness(spot: EquitySpot, scorer: EquityScorer, hand: Card[], slot: number, draw: number): number {
  let sum = 0;
  let count = 0;
  const choose = (start: number, picked: number): void => {
    if (picked === draw) {
      sum += scorer.rank(hand) / RANK_SCALE + (scorer.low !== null && scorer.low(hand) === NO_LOW ? 1 : 0);
      count++;
      return;
    }
    for (let i = start; i <= spot.pool.length - (draw - picked); i++) {
      hand[slot + picked] = spot.pool[i] as Card;
      choose(i + 1, picked + 1);
    }
  };
  choose(0, 0);
  return sum / count;
}

/** The index of the hand to count from the table; `cards` and `drawSlot` as from `handBuffers`. */
export function chooseInnerHand(spot: EquitySpot, scorer: EquityScorer, cards: Card[][], drawSlot: readonly number[]): number {
  const fewest = Math.min(...spot.draws);
  const candidates = spot.draws.flatMap((d, i) => (d === fewest ? [i] : []));
  const last = candidates[candidates.length - 1] as number;
  // With community cards to come the hands are not complete without them: keep the rule simple there.
  if (candidates.length === 1 || spot.communityToCome > 0 || binomial(spot.pool.length, fewest) > MAX_PROBE) return last;
  let weakest = last;
  let most = -1;
  for (const i of candidates) {
    const w = weakness(spot, scorer, cards[i] as Card[], drawSlot[i] as number, fewest);
    if (w > most) {
      most = w;
      weakest = i;
    }
  }
  return weakest;
}
