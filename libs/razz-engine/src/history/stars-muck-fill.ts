/**
 * Cards for a hand mucked unseen at showdown. That hand lost every part of every pot it was in,
 * so its unseen cards must make it lose too, or the replay pays the wrong seat. "As bad as
 * possible" is not enough in a hi/lo game: with no filler that kills the low without pairing
 * (every card that would not pair being in sight), the worst low can come with a high that beats
 * the shown high, where the real hand had a losing low and a losing high. So the filler is chosen
 * against the hands it had to lose to: the shown hands of the highest pot it shared with them.
 */
import { Card, CardText, parseCard } from '../cards';
import { NO_HAND, Scorer } from '../game/scoring';
import type { StarsHand } from './stars-hand';

/**
 * How far the search goes: the unseen slots searched (the last ones; a stud hand at showdown shows
 * every up card, so at most two hole cards and the river are unseen) and the spare cards tried,
 * first the first `pools[0]` in filler order, then more while no choice loses (Omaha's four unseen
 * hole cards against every spare card would be C(44, 4) rankings).
 */
export interface MuckSearch {
  slots: number;
  pools: readonly number[];
}

export const STUD_MUCK_SEARCH: MuckSearch = Object.freeze({ slots: 3, pools: Object.freeze([Number.POSITIVE_INFINITY]) });

function cardOf(text: CardText): Card {
  const r = parseCard(text);
  return r.ok ? r.value : -1;
}

/**
 * Chips each seat put in, read from the text: its ante, each street's total, less its uncalled bet.
 * `blinds`: a flop game's blind chips, `live` as the first street's bet and `dead` as the pot's only.
 */
function chipsPutIn(hand: StarsHand, blinds: ReadonlyMap<number, { live: number; dead: number }>): Map<number, number> {
  const put = new Map<number, number>();
  const add = (seat: number, chips: number): void => {
    put.set(seat, (put.get(seat) ?? 0) + chips);
  };
  for (const a of hand.antes) add(a.seat, a.amount);
  for (const [seat, b] of blinds) add(seat, b.dead);
  for (const street of hand.streets) {
    const total = new Map<number, number>(street.index === 0 ? [...blinds].map(([seat, b]) => [seat, b.live]) : []);
    for (const a of street.actions) {
      const before = total.get(a.seat) ?? 0;
      if (a.verb === 'bets' || a.verb === 'raises') total.set(a.seat, a.to ?? before + a.amount);
      else if (a.verb === 'calls' || a.verb === 'brings-in') total.set(a.seat, before + a.amount);
    }
    for (const [seat, chips] of total) add(seat, chips);
  }
  for (const u of hand.uncalled) add(u.seat, -u.amount);
  return put;
}

/**
 * Per scoring, the best rank the mucked hand had to lose to: that of the hands shown at showdown
 * before it (the engine mucks a hand that cannot beat or tie those) in the highest pot it shared
 * with them (pots nest, so losing there loses every lower pot too). `null` per scoring when no
 * shown hand shared a pot with it. `board`: the community cards; `blinds`: a flop game's blind chips.
 */
export function ranksToLoseTo(
  hand: StarsHand,
  seat: number,
  scorers: readonly Scorer[],
  board: readonly CardText[],
  blinds: ReadonlyMap<number, { live: number; dead: number }> = new Map(),
): (number | null)[] {
  const put = chipsPutIn(hand, blinds);
  const muckedAt = hand.mucks.find((m) => m.seat === seat)?.line ?? Number.POSITIVE_INFINITY;
  const shown = hand.shows.filter((s) => s.atShowdown && s.seat !== seat && s.line < muckedAt).map((s) => s.seat);
  const top = Math.min(put.get(seat) ?? 0, Math.max(0, ...shown.map((s) => put.get(s) ?? 0)));
  const rivals = shown.filter((s) => (put.get(s) ?? 0) >= top && (hand.cards[s] ?? []).every((c) => c !== null));
  const boardCards = board.map(cardOf);
  const rank = (scorer: Scorer, s: number): number => scorer.handRank((hand.cards[s] as CardText[]).map(cardOf), boardCards);
  return scorers.map((scorer) => (rivals.length === 0 ? null : Math.min(...rivals.map((s) => rank(scorer, s)))));
}

/** How a candidate hand does: the scorings it would win or tie (fewer is better), then its ranks, the last scoring first (larger is worse). */
interface Standing {
  wins: number;
  worseness: number[];
}

function standing(cards: readonly Card[], board: readonly Card[], scorers: readonly Scorer[], loseTo: readonly (number | null)[]): Standing {
  const ranks = scorers.map((s) => s.handRank(cards, board));
  const wins = ranks.filter((r, k) => r !== NO_HAND && loseTo[k] !== null && loseTo[k] !== undefined && r <= (loseTo[k] as number)).length;
  return { wins, worseness: ranks.reverse() };
}

function isBetterFiller(a: Standing, b: Standing): boolean {
  if (a.wins !== b.wins) return a.wins < b.wins;
  const k = a.worseness.findIndex((x, i) => x !== b.worseness[i]);
  return k >= 0 && (a.worseness[k] as number) > (b.worseness[k] as number);
}

/** Every way to choose `size` of `n` indices, in lexicographic order. */
function* combinations(n: number, size: number): Generator<number[]> {
  const pick = Array.from({ length: size }, (_, k) => k);
  if (size > n) return;
  for (;;) {
    yield pick;
    let k = size - 1;
    while (k >= 0 && pick[k] === n - size + k) k--;
    if (k < 0) return;
    pick[k] = (pick[k] as number) + 1;
    for (let j = k + 1; j < size; j++) pick[j] = (pick[j - 1] as number) + 1;
  }
}

type Pick = { pick: number[]; standing: Standing };

/** The best choice of `slots.length` cards of `pool` for the unseen slots (every choice tried). */
function bestPick(cards: readonly CardText[], slots: readonly number[], pool: readonly CardText[], board: readonly Card[], rank: Scorers): Pick | null {
  const poolCards = pool.map(cardOf);
  const fixed = cards.filter((_, k) => !slots.includes(k)).map(cardOf);
  const hand = [...fixed, ...slots.map(() => -1)];
  let best: Pick | null = null;
  for (const pick of combinations(pool.length, slots.length)) {
    pick.forEach((p, j) => (hand[fixed.length + j] = poolCards[p] as Card));
    const s = standing(hand, board, rank.scorers, rank.loseTo);
    if (!best || isBetterFiller(s, best.standing)) best = { pick: [...pick], standing: s };
  }
  return best;
}

interface Scorers {
  scorers: readonly Scorer[];
  loseTo: readonly (number | null)[];
}

/**
 * Fills the unseen slots of a hand mucked at showdown (`cards`, already given a first guess) with
 * the spare cards that lose it every scoring against `loseTo` (ranksToLoseTo) if any such cards
 * exist, and among those the worst by the game's own ranking (a hi/lo game's low first). Every
 * choice of the spare cards in each pool of `search` is tried, the pools growing until a choice
 * loses everything. Cards given back go to `spare`.
 */
export function fillMuckedToLose(
  cards: CardText[],
  unknown: readonly number[],
  spare: CardText[],
  scorers: readonly Scorer[],
  board: readonly CardText[],
  loseTo: readonly (number | null)[],
  search: MuckSearch = STUD_MUCK_SEARCH,
): void {
  const slots = unknown.slice(-search.slots);
  if (slots.length === 0) return;
  const all = [...slots.map((k) => cards[k] as CardText), ...spare];
  const boardCards = board.map(cardOf);
  let best: Pick | null = null;
  let pool = all;
  for (const size of search.pools) {
    pool = all.slice(0, slots.length + size);
    best = bestPick(cards, slots, pool, boardCards, { scorers, loseTo });
    if (!best || best.standing.wins === 0 || pool.length === all.length) break;
  }
  if (!best) return;
  const pick = best.pick;
  slots.forEach((k, j) => (cards[k] = pool[pick[j] as number] as CardText));
  spare.splice(0, spare.length, ...all.filter((c) => !pick.some((p) => pool[p] === c)));
}
