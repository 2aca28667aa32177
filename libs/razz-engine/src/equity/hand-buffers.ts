import type { Card } from '../cards/card';
import { FINAL_HAND_SIZE } from './equity-constants';
import type { EquitySpot } from './equity-spot';

/** Each hand's seven cards in one array: own known, community known, community to come, own drawn. */
export function handBuffers(spot: EquitySpot): { cards: Card[][]; communitySlot: number[]; drawSlot: number[] } {
  const cards = spot.known.map((own) => {
    const hand = new Array<Card>(FINAL_HAND_SIZE).fill(0);
    [...own, ...spot.community].forEach((c, i) => (hand[i] = c));
    return hand;
  });
  const communitySlot = spot.known.map((own) => own.length + spot.community.length);
  const drawSlot = communitySlot.map((slot) => slot + spot.communityToCome);
  return { cards, communitySlot, drawSlot };
}
