/**
 * A flop game's forced bets (docs/rules/flop-games.md, blinds): the small and the big blind, other
 * posts, and who acts first before the flop. The blinds are live bets: a player who posted the big
 * blind may still raise when nobody has, and everyone faces the full big blind even when its
 * poster was short of it.
 */
import type { BlindStakes } from '../rules/stakes';
import { nextToAct } from './betting/round';
import { Draft, writablePlayer, writableRound } from './draft';
import { closeStreet } from './progress';
import type { BlindPlan, BlindPostKind, PlayerState } from './types';

type BlindKind = 'small' | BlindPostKind;

/** What one post puts in: `live` chips count as the player's bet, `dead` chips only go to the pot. */
function amountsOf(kind: BlindKind, stakes: BlindStakes): { live: number; dead: number } {
  switch (kind) {
    case 'small':
      return { live: stakes.smallBlind, dead: 0 };
    case 'big':
      return { live: stakes.bigBlind, dead: 0 };
    case 'small-and-big':
      return { live: stakes.bigBlind, dead: stakes.smallBlind };
    case 'dead-small':
      return { live: 0, dead: stakes.smallBlind };
  }
}

function indexOfSeat(players: readonly PlayerState[], seat: number): number {
  return players.findIndex((x) => x.seat === seat);
}

/** One post, as much of it as the stack allows (live part first); nothing is written for a stack already all-in. */
function post(d: Draft, seat: number, kind: BlindKind): void {
  const p = writablePlayer(d, indexOfSeat(d.s.players, seat));
  const { live, dead } = amountsOf(kind, d.s.stakes as BlindStakes);
  const liveChips = Math.min(live, p.stack);
  p.stack -= liveChips;
  p.streetBet += liveChips;
  p.committed += liveChips;
  const deadChips = Math.min(dead, p.stack);
  p.stack -= deadChips;
  p.committed += deadChips;
  if (liveChips + deadChips === 0) return;
  d.events.push({ type: 'blind', seat, blind: kind, amount: liveChips + deadChips, dead: deadChips, allIn: p.stack === 0 });
}

/**
 * Posts the small blind, the big blind and the other posts, in that order, and sets the betting to
 * the big blind: the first bet of the round (fixed limit: counted toward the cap) that everyone
 * must call in full.
 */
export function postBlinds(d: Draft, plan: BlindPlan): void {
  if (plan.small !== null) post(d, plan.small, 'small');
  post(d, plan.big, 'big');
  for (const extra of plan.posts) post(d, extra.seat, extra.kind);
  const { bigBlind } = d.s.stakes as BlindStakes;
  const r = writableRound(d);
  r.currentBet = bigBlind;
  r.counted = 1;
  r.countedLevel = bigBlind;
}

/**
 * The first to act before the flop: the first player left of the big blind who owes an action
 * (heads-up the button, who posted the small blind). With nobody to act — everyone all-in but one
 * who already matches — the cards are dealt out.
 */
export function openPreflop(d: Draft): void {
  const s = d.s;
  const big = s.players.findIndex((p) => p.seat === s.blinds?.big);
  s.bringInPlayer = big;
  const first = nextToAct(s, big);
  writableRound(d).firstToAct = first;
  if (first === null) return closeStreet(d);
  s.toAct = first;
}
