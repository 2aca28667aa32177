import { RAZZ } from '../game/razz';
import { afterAction, closeStreet } from './progress';
import { performAction } from './betting/act';
import { emptyRound } from './betting/round';
import { dealStreet } from './dealing';
import { beginDraft, Draft } from './draft';
import type { HandEvent } from './events';
import { actorCount, bringInIndex } from './order';
import { CheckedStart, checkStartInput, StartHandInput } from './start-input';
import type { ActionResult, HandState, PlayerState } from './types';
import { StreetDef, StudVariant, variantProblem } from '../game/stud-variant';
import { engineError } from './errors';

/** Dealing order: clockwise from the first seat after the dealer. */
function playersInDealOrder(c: CheckedStart): PlayerState[] {
  const distance = (seat: number): number => (seat - c.dealerSeat - 1 + c.rules.maxSeats) % c.rules.maxSeats;
  return [...c.seats]
    .sort((a, b) => distance(a.seat) - distance(b.seat))
    .map((s) => ({ seat: s.seat, stack: s.stack, committed: 0, streetBet: 0, down: [], up: [], folded: false, acted: false, matched: 0, shown: false }));
}

function initialState(c: CheckedStart, variant: StudVariant): HandState {
  return {
    version: 0,
    variant,
    rules: c.rules,
    stakes: c.stakes,
    dealerSeat: c.dealerSeat,
    players: playersInDealOrder(c),
    deck: c.deck,
    reshuffleOrder: c.reshuffleOrder,
    stub: c.deck,
    stubPos: 0,
    burns: [],
    community: [],
    street: 0,
    round: emptyRound(c.stakes, variant.streets[0] as StreetDef),
    toAct: null,
    phase: 'betting',
    bringInPlayer: 0,
    result: null,
  };
}

/** Every player posts the ante; a stack shorter than the ante posts what it has (all-in). */
function postAntes(d: Draft): void {
  const ante = d.s.stakes.ante;
  if (ante === 0) return;
  for (const p of d.s.players) {
    const amount = Math.min(ante, p.stack);
    p.stack -= amount;
    p.committed += amount;
    d.events.push({ type: 'ante', seat: p.seat, amount, allIn: p.stack === 0 });
  }
}

/**
 * 3rd street's forced bet (TDA RP-10E): the bring-in player posts or completes; one with fewer
 * chips than the bring-in posts them automatically; one already all-in posts nothing. In the last
 * two cases the next player faces the full bring-in. The bring-in is a bet, and there is no bet
 * when nobody can bet against it: with fewer than two players who can act (the others all-in from
 * the ante), nobody posts it and the cards are dealt out, as on a later street.
 */
function openThirdStreet(d: Draft): void {
  const s = d.s;
  const i = bringInIndex(s, d.scorer);
  const p = s.players[i] as PlayerState;
  s.bringInPlayer = i;
  if (actorCount(s.players) < 2) return closeStreet(d);
  if (p.stack >= s.stakes.bringIn) {
    s.toAct = i;
    return;
  }
  if (p.stack > 0) performAction(d, i, 'bring-in', p.streetBet + p.stack, true);
  else {
    s.round.currentBet = s.stakes.bringIn;
    s.round.bringInLevel = s.stakes.bringIn;
  }
  afterAction(d, i);
}

/**
 * Starts a hand: antes, 3rd street (two down, one up, one card at a time from the first seat after
 * the dealer) and the bring-in. Returns the state (version 1) and the events so far.
 *
 * @example
 * const r = startHand({ stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
 *   seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], rng: cryptoRng() });
 * if (r.ok) console.log(legalActions(r.state)); // the bring-in player's options
 */
export function startHand(input: StartHandInput): ActionResult {
  const checked = checkStartInput(input);
  if ('code' in checked) return { ok: false, error: checked };
  const variant = input.game ?? RAZZ;
  const problem = variantProblem(variant);
  if (problem) return { ok: false, error: engineError('INVALID_INPUT', problem) };
  const d = beginDraft(initialState(checked, variant));
  const started: HandEvent = {
    type: 'hand-started',
    game: variant.id,
    rules: checked.rules,
    stakes: checked.stakes,
    dealerSeat: checked.dealerSeat,
    seats: [...checked.seats].sort((a, b) => a.seat - b.seat),
  };
  d.events.push(started);
  postAntes(d);
  dealStreet(d, 0);
  openThirdStreet(d);
  return { ok: true, state: d.s, events: d.events };
}
