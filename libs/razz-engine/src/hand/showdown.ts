import { Card, formatCards } from '../cards/card';
import { NO_HAND, Scorer, scorersFor, showdownWords } from '../game/scoring';
import { isFlopVariant } from '../game/variant';
import { Draft, draftScorer, writablePlayer } from './draft';
import { boardLeaderIndex, firstFrom, nextIndex } from './order';
import { buildPots, Pot } from './pots';
import { takeRake } from './rake';
import { awardPot, ownCards } from './split-pot';
import type { PlayerState, PotResult, ShowdownEntry } from './types';

export { splitPot } from './split-pot';

/** In deal order (stud: 2 down, up cards, 7th-street down card; flop games: the hole cards), as hand histories list them. */
export function cardsInDealOrder(p: PlayerState): Card[] {
  return ownCards(p);
}

/** Where the showdown starts when nobody bet the last street: the first live seat left of the button, or stud's opener. */
function uncontestedStart(d: Draft): number {
  const s = d.s;
  if (isFlopVariant(s.variant)) return 0;
  const street = s.variant.streets[s.street];
  return s.round.firstToAct ?? boardLeaderIndex(s, draftScorer(d), street?.opener === 'highest-board' ? 'highest' : 'lowest');
}

/**
 * Who shows first (docs/rules/betting-and-pots.md, the showdown; TDA R16, R17A): the last player to
 * bet or raise on the last street; if nobody bet, in a flop game the first live player left of the
 * button, in stud the player who acted first on it — or, if nobody could bet (all-in), the player
 * whose board would have opened. Then clockwise.
 */
function showOrder(d: Draft): number[] {
  const s = d.s;
  const start = s.round.lastAggressor ?? uncontestedStart(d);
  const order: number[] = [];
  let i = firstFrom(s.players, start, (p) => !p.folded);
  while (i !== null && !order.includes(i)) {
    order.push(i);
    i = nextIndex(s.players, i, (p) => !p.folded);
  }
  return order;
}

type Ranks = readonly Map<number, number>[];

/**
 * Showdown in order: the first hand and every all-in hand is shown; a later hand is shown only if
 * it can still win or tie a share of one of its pots — in any scoring it qualifies for (high or
 * low) — against the hands already shown, otherwise it is mucked.
 */
function revealHands(d: Draft, scorers: readonly Scorer[], pots: Pot[], ranks: Ranks): ShowdownEntry[] {
  const bestShown = scorers.map(() => pots.map(() => NO_HAND));
  return showOrder(d).map((i, position) => {
    const p = d.s.players[i] as PlayerState;
    const mine = pots.map((pot, k) => (pot.eligible.includes(i) ? k : -1)).filter((k) => k >= 0);
    const rankIn = (scoring: number): number => ranks[scoring]?.get(i) ?? NO_HAND;
    const canWin = scorers.some((_, k) => rankIn(k) !== NO_HAND && mine.some((pot) => rankIn(k) <= (bestShown[k]?.[pot] ?? NO_HAND)));
    const shown = position === 0 || p.stack === 0 || canWin;
    if (!shown) {
      d.events.push({ type: 'muck', seat: p.seat });
      return { seat: p.seat, shown };
    }
    bestShown.forEach((best, k) => mine.forEach((pot) => (best[pot] = Math.min(best[pot] ?? NO_HAND, rankIn(k)))));
    writablePlayer(d, i).shown = true;
    const words = showdownWords(scorers, ownCards(p), d.s.community);
    d.events.push({ type: 'show', seat: p.seat, cards: formatCards(cardsInDealOrder(p)), ...words });
    return { seat: p.seat, shown };
  });
}

/**
 * Compares all live hands in every scoring of the game, shows/mucks them, and awards each pot:
 * to its best eligible hand(s), or split high/low in a hi/lo game (`awardPot`).
 */
export function runShowdown(d: Draft): { pots: PotResult[]; rake: number; showdown: ShowdownEntry[] } {
  const s = d.s;
  const scorers = scorersFor(s.variant, s.rules);
  const ranks = scorers.map((scorer) => {
    const byPlayer = new Map<number, number>();
    s.players.forEach((p, i) => {
      if (!p.folded) byPlayer.set(i, scorer.handRank(ownCards(p), s.community));
    });
    return byPlayer;
  });
  const pots = buildPots(s.players);
  const showdown = revealHands(d, scorers, pots, ranks);
  const rake = takeRake(d, pots);
  return { pots: pots.map((pot) => awardPot(s, scorers, pot, ranks)), rake, showdown };
}
