import type { Card, CardText } from '../cards/card';
import type { EquityGame, UNKNOWN_CARD } from './equity-types';

/**
 * A validated spot, cards as small integers: what the exact and the Monte Carlo counters work on.
 * Each hand's final seven cards are its `known` cards, the known `community` cards, the
 * `communityToCome` shared cards and its own `draws` cards, all drawn from `pool`.
 */
export interface EquitySpot {
  readonly game: EquityGame;
  /** 3 = third street … 7 = seventh: a hand's cards now, its own and the community ones. */
  readonly street: number;
  /** Per hand: its own cards the viewer knows. */
  readonly known: readonly (readonly Card[])[];
  /** Per hand: how many own cards it still gets (unknown down cards and cards to come). */
  readonly draws: readonly number[];
  readonly community: readonly Card[];
  readonly communityToCome: number;
  /** Every card not seen anywhere (hands, dead cards, community), ascending. */
  readonly pool: readonly Card[];
  /** Per hand: its cards as given, for the answer. */
  readonly labels: readonly (readonly (CardText | typeof UNKNOWN_CARD)[])[];
}
