import { Card, formatCards, suitIndex } from '../cards';
import type { Scorer } from '../game/scoring';
import type { Draft } from './draft';
import { boardLeaderIndex, firstFrom, nextIndex } from './order';
import { buildPots, Pot, takeRake } from './pots';
import type { HandState, PlayerState, PotResult, ShowdownEntry } from './types';

function allCards(s: HandState, p: PlayerState): Card[] {
  return [...p.down.slice(0, 2), ...p.up, ...p.down.slice(2), ...s.community];
}

/** In deal order (2 down, up cards, 7th-street down card), as hand histories list them. */
export function cardsInDealOrder(p: PlayerState): Card[] {
  return [...p.down.slice(0, 2), ...p.up, ...p.down.slice(2)];
}

/**
 * Who shows first (RULES.md "Showdown", TDA R17A): the last player to bet or raise on the last
 * street; if nobody bet, the player who acted first on it; if nobody could bet (all-in), the
 * player whose board would have opened. Then clockwise.
 */
function showOrder(d: Draft): number[] {
  const s = d.s;
  const street = s.variant.streets[s.street];
  const direction = street?.opener === 'highest-board' ? 'highest' : 'lowest';
  const start = s.round.lastAggressor ?? s.round.firstToAct ?? boardLeaderIndex(s, d.scorer, direction);
  const order: number[] = [];
  let i = firstFrom(s.players, start, (p) => !p.folded);
  while (i !== null && !order.includes(i)) {
    order.push(i);
    i = nextIndex(s.players, i, (p) => !p.folded);
  }
  return order;
}

/**
 * Showdown in order: the first hand and every all-in hand is shown; a later hand is shown only if
 * it can still win or tie one of its pots against the hands already shown, otherwise it is mucked.
 */
function revealHands(d: Draft, pots: Pot[], ranks: Map<number, number>): ShowdownEntry[] {
  const bestShown = pots.map(() => Infinity);
  return showOrder(d).map((i, position) => {
    const p = d.s.players[i] as PlayerState;
    const rank = ranks.get(i) as number;
    const mine = pots.map((pot, k) => (pot.eligible.includes(i) ? k : -1)).filter((k) => k >= 0);
    const canWin = mine.some((k) => rank <= (bestShown[k] as number));
    const shown = position === 0 || p.stack === 0 || canWin;
    if (shown) {
      for (const k of mine) bestShown[k] = Math.min(bestShown[k] as number, rank);
      p.shown = true;
      const value = d.scorer.evaluate(allCards(d.s, p));
      d.events.push({ type: 'show', seat: p.seat, cards: formatCards(cardsInDealOrder(p)), description: value.description, starsText: value.starsText });
    } else d.events.push({ type: 'muck', seat: p.seat });
    return { seat: p.seat, shown };
  });
}

/** Orders tied winners for odd chips: by the high or low card (by suit) of their best five, or seat order. */
function oddChipOrder(s: HandState, scorer: Scorer, winners: number[]): number[] {
  const rule = s.rules.oddChip;
  if (rule === 'dealer-left') return [...winners].sort((a, b) => a - b);
  const key = (i: number): number => {
    const best = scorer.evaluate(allCards(s, s.players[i] as PlayerState)).best;
    const keys = best.map((c) => scorer.cardRank(c) * 4 + (3 - suitIndex(c)));
    return rule === 'high-card-by-suit' ? -Math.max(...keys) : Math.min(...keys);
  };
  return [...winners].sort((a, b) => key(a) - key(b));
}

/** Splits a pot among tied winners; odd chips one each in odd-chip order. */
export function splitPot(s: HandState, scorer: Scorer, pot: Pot, winners: number[]): PotResult {
  const ordered = winners.length > 1 ? oddChipOrder(s, scorer, winners) : winners;
  const share = Math.floor(pot.amount / ordered.length);
  let odd = pot.amount - share * ordered.length;
  const paid = ordered.map((i) => {
    const extra = odd > 0 ? 1 : 0;
    odd -= extra;
    return { seat: (s.players[i] as PlayerState).seat, amount: share + extra };
  });
  return { amount: pot.amount, eligible: pot.eligible.map((i) => (s.players[i] as PlayerState).seat), winners: paid };
}

/** Compares all live hands, shows/mucks them, and awards each pot to its best eligible hand(s). */
export function runShowdown(d: Draft): { pots: PotResult[]; rake: number; showdown: ShowdownEntry[] } {
  const s = d.s;
  const ranks = new Map<number, number>();
  s.players.forEach((p, i) => {
    if (!p.folded) ranks.set(i, d.scorer.handRank(allCards(s, p)));
  });
  const pots = buildPots(s.players);
  const showdown = revealHands(d, pots, ranks);
  const rake = takeRake(d, pots);
  const results = pots.map((pot) => {
    const best = Math.min(...pot.eligible.map((i) => ranks.get(i) as number));
    return splitPot(s, d.scorer, pot, pot.eligible.filter((i) => ranks.get(i) === best));
  });
  return { pots: results, rake, showdown };
}
