import { Card, suitIndex } from '../cards/card';
import { NO_HAND, Scorer } from '../game/scoring';
import type { Pot } from './pots';
import type { HandState, PlayerState, PotResult, PotShare } from './types';

type Paid = { seat: number; amount: number }[];

/** A player's own cards for valuing the hand (the community cards are `HandState.community`). */
export function ownCards(p: PlayerState): Card[] {
  const { down, up } = p;
  if (up.length === 0) return down;
  // Stud order (two down, the up cards, the rest down) by loops: spreads of slices cost more at every showdown.
  const cards: Card[] = [];
  for (let k = 0; k < down.length && k < 2; k++) cards.push(down[k] as Card);
  for (let k = 0; k < up.length; k++) cards.push(up[k] as Card);
  for (let k = 2; k < down.length; k++) cards.push(down[k] as Card);
  return cards;
}

/**
 * Orders tied winners for odd chips: by the high or low card (by suit) of the five cards they
 * play in this scoring, in its card order, or by seat order from the dealer's (button's) left.
 */
function oddChipOrder(s: HandState, scorer: Scorer, winners: number[]): number[] {
  const rule = s.rules.oddChip;
  if (rule === 'dealer-left') return [...winners].sort((a, b) => a - b);
  const key = (i: number): number => {
    const best = scorer.evaluate(ownCards(s.players[i] as PlayerState), s.community)?.best ?? [];
    const keys = best.map((c) => scorer.cardRank(c) * 4 + (3 - suitIndex(c)));
    return rule === 'high-card-by-suit' ? -Math.max(...keys) : Math.min(...keys);
  };
  return [...winners].sort((a, b) => key(a) - key(b));
}

/** Splits `amount` among tied winners (player indices); odd chips one each in odd-chip order. */
function shareOut(s: HandState, scorer: Scorer, amount: number, winners: number[]): Paid {
  const ordered = winners.length > 1 ? oddChipOrder(s, scorer, winners) : winners;
  const share = Math.floor(amount / ordered.length);
  let odd = amount - share * ordered.length;
  return ordered.map((i) => {
    const extra = odd > 0 ? 1 : 0;
    odd -= extra;
    return { seat: (s.players[i] as PlayerState).seat, amount: share + extra };
  });
}

function seatsOf(s: HandState, indices: readonly number[]): number[] {
  return indices.map((i) => (s.players[i] as PlayerState).seat);
}

/** Awards a whole pot to tied winners (one scoring, or a pot won without a showdown). */
export function splitPot(s: HandState, scorer: Scorer, pot: Pot, winners: number[]): PotResult {
  return { amount: pot.amount, eligible: seatsOf(s, pot.eligible), winners: shareOut(s, scorer, pot.amount, winners) };
}

/** The eligible players with the best rank in one scoring; none when nobody qualifies. */
function bestOf(pot: Pot, ranks: ReadonlyMap<number, number>): number[] {
  let best = NO_HAND;
  for (const i of pot.eligible) best = Math.min(best, ranks.get(i) ?? NO_HAND);
  return best === NO_HAND ? [] : pot.eligible.filter((i) => ranks.get(i) === best);
}

/** Adds the halves up per seat, in seat order. */
function merge(halves: readonly PotShare[]): Paid {
  const total = new Map<number, number>();
  for (const h of halves) for (const w of h.winners) total.set(w.seat, (total.get(w.seat) ?? 0) + w.amount);
  return [...total].sort((a, b) => a[0] - b[0]).map(([seat, amount]) => ({ seat, amount }));
}

/**
 * Awards one pot at showdown. One scoring: the best eligible hand(s) take it. Two (hi/lo): the
 * first scoring takes half the pot plus its odd chip, the second the other half; each half is
 * split among its tied winners by the odd-chip rule (two tied lows each get a quarter). When no
 * eligible hand qualifies for the second scoring, the first takes the whole pot.
 * `ranks[k]` holds scoring k's rank per player index (`NO_HAND` = does not qualify).
 */
export function awardPot(s: HandState, scorers: readonly Scorer[], pot: Pot, ranks: readonly ReadonlyMap<number, number>[]): PotResult {
  const [first, second] = scorers as [Scorer, Scorer | undefined];
  const high = bestOf(pot, ranks[0] as ReadonlyMap<number, number>);
  if (!second) return splitPot(s, first, pot, high);
  const low = bestOf(pot, ranks[1] as ReadonlyMap<number, number>);
  const lowAmount = low.length === 0 ? 0 : Math.floor(pot.amount / 2);
  const halves: PotShare[] = [{ half: first.half, amount: pot.amount - lowAmount, winners: shareOut(s, first, pot.amount - lowAmount, high) }];
  if (low.length > 0) halves.push({ half: second.half, amount: lowAmount, winners: shareOut(s, second, lowAmount, low) });
  return { amount: pot.amount, eligible: seatsOf(s, pot.eligible), winners: merge(halves), halves };
}
