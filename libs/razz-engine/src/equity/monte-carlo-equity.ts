/**
 * Monte Carlo equity: deals sampled uniformly from the unseen cards with the engine's seeded
 * RNG, so the same seed gives the same figures. Each sample draws the cards it needs with a
 * partial Fisher–Yates shuffle of one pool array (never reset: a uniform draw from any order of
 * the pool is uniform), writes them into preallocated hands and ranks those.
 */
import type { Card } from '../cards/card';
import { seededRng } from '../rng/seeded-rng';
import { NO_LOW, equityScorer } from './equity-scorer';
import type { EquitySpot } from './equity-spot';
import { EquityTally } from './equity-tally';
import { handBuffers } from './hand-buffers';

const TWO_POW_32 = 0x1_0000_0000;

/** Samples `samples` deals of the spot with `seededRng(seed)`; each adds weight 1 to the tally. */
export function monteCarloEquity(spot: EquitySpot, samples: number, seed: number | string): EquityTally {
  const rng = seededRng(seed);
  const scorer = equityScorer(spot.game);
  const { cards, communitySlot, drawSlot } = handBuffers(spot);
  const n = cards.length;
  const tally = new EquityTally(n);
  const pool: Card[] = [...spot.pool];
  const size = pool.length;
  const rank = new Int32Array(n);
  const low = new Int32Array(n).fill(NO_LOW);
  const { draws, communityToCome } = spot;

  // Rejection sampling as in `Rng.int`, with each draw's bound worked out once instead of per call.
  const limits = Array.from({ length: size }, (_, k) => TWO_POW_32 - (TWO_POW_32 % (size - k)));
  /** The k-th card of this sample: a uniform pick among the cards not drawn yet, swapped to position k. */
  const drawCard = (k: number): Card => {
    const limit = limits[k] as number;
    let word = rng.nextUint32();
    while (word >= limit) word = rng.nextUint32();
    const j = k + (word % (size - k));
    const card = pool[j] as Card;
    pool[j] = pool[k] as Card;
    pool[k] = card;
    return card;
  };

  for (let s = 0; s < samples; s++) {
    let k = 0;
    for (let c = 0; c < communityToCome; c++) {
      const card = drawCard(k++);
      for (let h = 0; h < n; h++) (cards[h] as Card[])[(communitySlot[h] as number) + c] = card;
    }
    for (let h = 0; h < n; h++) {
      const hand = cards[h] as Card[];
      const slot = drawSlot[h] as number;
      const draw = draws[h] as number;
      for (let d = 0; d < draw; d++) hand[slot + d] = drawCard(k++);
      rank[h] = scorer.rank(hand);
      if (scorer.low !== null) low[h] = scorer.low(hand);
    }
    tally.addDeal(rank, low, 1);
  }
  return tally;
}
