import { Card, DECK_SIZE } from '../../cards';
import { handRanker } from '../../eval/evaluators';
import { qualifiedLowRank } from '../../eval/low-qualifier';
import type { Rng } from '../../rng/rng';
import type { BotView } from '../bot-view';
import { liveOthers, ownCards, seenElsewhere } from './card-reading';

/** How the cards fall for one deal of the unknown cards: who is still in, and what each will hold. */
interface Deal {
  mine: readonly Card[];
  opponents: { known: readonly Card[]; hidden: number }[];
  /** Cards still to come to each live player (and `shared` of them as one community card). */
  toCome: number;
  shared: number;
  unseen: Card[];
}

/** Each live player ends with seven cards; when the deck cannot give everyone one, the last come as shared cards. */
function dealOf(view: BotView): Deal | null {
  const mine = ownCards(view);
  const known = new Set<Card>([...mine, ...seenElsewhere(view)]);
  const unseen: Card[] = [];
  for (let c = 0; c < DECK_SIZE; c++) if (!known.has(c)) unseen.push(c);
  const opponents = liveOthers(view).map((o) => ({ known: [...o.up, ...view.community], hidden: o.downCount }));
  const toCome = Math.max(0, 7 - view.community.length - mine.length);
  const downs = opponents.reduce((sum, o) => sum + o.hidden, 0);
  const needed = (shared: number) => (toCome - shared) * (opponents.length + 1) + downs + shared;
  let shared = 0;
  while (needed(shared) > unseen.length && shared < toCome) shared++;
  if (needed(shared) > unseen.length) return null;
  return { mine: [...mine, ...view.community], opponents, toCome, shared, unseen };
}

/** One share of a pot between the ranks (lower wins): 1 alone, 1/k in a k-way tie, 0 beaten. */
function shareOf(mine: number, others: readonly number[]): number {
  let ties = 1;
  for (const r of others) {
    if (r < mine) return 0;
    if (r === mine) ties++;
  }
  return 1 / ties;
}

/** Stud Eight-or-Better: half to the best high, half to the best qualifying low, or all to the high. */
function hiLoShare(hands: readonly Card[][], rankHigh: (cards: readonly Card[]) => number): number {
  const highs = hands.map(rankHigh);
  const lows = hands.map((h) => qualifiedLowRank(h) ?? Infinity);
  const high = shareOf(highs[0] as number, highs.slice(1));
  if (lows.every((r) => r === Infinity)) return high;
  return high / 2 + (lows[0] === Infinity ? 0 : shareOf(lows[0] as number, lows.slice(1)) / 2);
}

/**
 * The deciding seat's share of the pot at showdown, estimated over `trials` random deals of the
 * cards it has not seen to every live player (their down cards and the cards to come) — a quick
 * Monte Carlo with uniformly random holdings, so every card the seat has seen (its own, every up
 * card, folded seats' included) is dead, and no hand range is read from the betting. Razz by the
 * table's low evaluation, Seven-Card Stud high, Stud Eight-or-Better split.
 *
 * @example estimateEquity(view, 40, seededRng(1)) // 0.62
 */
export function estimateEquity(view: BotView, trials: number, rng: Rng): number {
  const deal = dealOf(view);
  const players = deal ? deal.opponents.length + 1 : 1;
  if (!deal || players === 1) return players === 1 ? 1 : 1 / (liveOthers(view).length + 1);
  const rank = handRanker(view.game === 'razz' ? view.evaluation : 'high');
  const { unseen, toCome, shared } = deal;
  const hands: Card[][] = Array.from({ length: players }, () => []);
  let total = 0;
  for (let t = 0; t < trials; t++) {
    let next = 0;
    const draw = (): Card => {
      const j = next + rng.int(unseen.length - next);
      const card = unseen[j] as Card;
      unseen[j] = unseen[next] as Card;
      unseen[next++] = card;
      return card;
    };
    const common: Card[] = [];
    for (let k = 0; k < shared; k++) common.push(draw());
    const mine = hands[0] as Card[];
    mine.length = 0;
    mine.push(...deal.mine, ...common);
    for (let k = shared; k < toCome; k++) mine.push(draw());
    deal.opponents.forEach((o, i) => {
      const hand = hands[i + 1] as Card[];
      hand.length = 0;
      hand.push(...o.known, ...common);
      for (let k = shared; k < toCome + o.hidden; k++) hand.push(draw());
    });
    if (view.game === 'stud8') total += hiLoShare(hands, rank);
    else total += shareOf(rank(mine), hands.slice(1).map(rank));
  }
  return total / trials;
}
