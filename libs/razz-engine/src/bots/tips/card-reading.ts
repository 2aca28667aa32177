import type { Card } from '../../cards';
import type { Evaluation } from '../../eval/types';
import type { BotView } from '../bot-view';

/** The highest card of the low the rule book's tips aim for: "eight or better". */
export const EIGHT = 8;

/** A card's value in a low: ace 1, deuce 2 … king 13; in deuce-to-seven the ace is high (14). */
export function lowValue(card: Card, evaluation: Evaluation): number {
  const rank = card >> 2;
  return evaluation === 'deuce-to-seven' && rank === 0 ? 14 : rank + 1;
}

/** A seat's own cards, down and up. */
export function ownCards(view: BotView): Card[] {
  return [...view.me.down, ...view.me.up];
}

/** Every card the seat has seen outside its own hand: all up cards (folded seats' too) and the community. */
export function seenElsewhere(view: BotView): Card[] {
  const seen: Card[] = [...view.community];
  for (const o of view.others) seen.push(...o.up);
  return seen;
}

/** Whether two of the cards share a rank: a pair ruins a low. */
export function hasPair(cards: readonly Card[]): boolean {
  let ranks = 0;
  for (const c of cards) {
    const bit = 1 << (c >> 2);
    if (ranks & bit) return true;
    ranks |= bit;
  }
  return false;
}

/** How many different low cards (eight or better) the hand holds. */
export function distinctLows(cards: readonly Card[], evaluation: Evaluation): number {
  let ranks = 0;
  for (const c of cards) if (lowValue(c, evaluation) <= EIGHT) ranks |= 1 << (c >> 2);
  let count = 0;
  for (; ranks; ranks &= ranks - 1) count++;
  return count;
}

/** A card that spoils a low: a 9 or higher, or one pairing a card already held. */
export function isBrick(card: Card, held: readonly Card[], evaluation: Evaluation): boolean {
  return lowValue(card, evaluation) > EIGHT || held.some((h) => h >> 2 === card >> 2);
}

/**
 * The outs a low draw has lost: cards seen elsewhere whose rank is eight or better and not yet in
 * the hand — the cards the hand needs to become an eight-low that can no longer come.
 */
export function deadOuts(mine: readonly Card[], seen: readonly Card[], evaluation: Evaluation): number {
  const held = new Set(mine.map((c) => c >> 2));
  return seen.filter((c) => lowValue(c, evaluation) <= EIGHT && !held.has(c >> 2)).length;
}

/** Seats still in the hand besides the deciding one. */
export function liveOthers(view: BotView): BotView['others'] {
  return view.others.filter((o) => !o.folded);
}

/** True with probability `p`, drawn from the bot's Rng (so a seeded run decides the same way). */
export function chance(rng: { int(n: number): number }, p: number): boolean {
  if (p >= 1) return true;
  if (p <= 0) return false;
  return rng.int(1_000_000) < p * 1_000_000;
}
