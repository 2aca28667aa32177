import { afterAction, closeStreet } from './progress';
import { performAction } from './betting/act';
import { emptyRound } from './betting/round';
import { openPreflop, postBlinds } from './blinds';
import { dealStreet } from './dealing';
import { beginDraft, Draft, draftScorer, ownEverything, writablePlayers, writableRound } from './draft';
import type { HandEvent } from './events';
import { actorCount, bringInIndex } from './order';
import { CheckedStart, checkStartInput, StartHandInput } from './start-input';
import type { ActionResult, HandState, PlayerState } from './types';
import type { StreetDef } from '../game/variant';
import { anteOf, StudStakes } from '../rules/stakes';

/** Dealing order: clockwise from the first seat after the dealer. */
function playersInDealOrder(c: CheckedStart): PlayerState[] {
  return c.dealOrder.map(({ seat, stack }) => ({
    seat,
    stack,
    committed: 0,
    streetBet: 0,
    down: [],
    up: [],
    folded: false,
    acted: false,
    matched: 0,
    shown: false,
  }));
}

function initialState(c: CheckedStart): HandState {
  const players = playersInDealOrder(c);
  return {
    version: 0,
    variant: c.variant,
    rules: c.rules,
    stakes: c.stakes,
    dealerSeat: c.dealerSeat,
    blinds: c.blinds,
    players,
    deck: c.deck,
    reshuffleOrder: c.reshuffleOrder,
    stub: c.deck,
    stubPos: 0,
    burns: [],
    community: [],
    street: 0,
    round: emptyRound(c.stakes, c.variant.streets[0] as StreetDef, c.rules),
    toAct: null,
    phase: 'betting',
    bringInPlayer: 0,
    result: null,
  };
}

/** Every player posts the ante; a stack shorter than the ante posts what it has (all-in). */
function postAntes(d: Draft): void {
  const ante = anteOf(d.s.stakes);
  if (ante === 0) return;
  for (const p of writablePlayers(d)) {
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
  const i = bringInIndex(s, draftScorer(d));
  const p = s.players[i] as PlayerState;
  s.bringInPlayer = i;
  if (actorCount(s.players) < 2) return closeStreet(d);
  const { bringIn } = s.stakes as StudStakes;
  if (p.stack >= bringIn) {
    s.toAct = i;
    return;
  }
  if (p.stack > 0) performAction(d, i, 'bring-in', p.streetBet + p.stack, true);
  else {
    const r = writableRound(d);
    r.currentBet = bringIn;
    r.bringInLevel = bringIn;
  }
  afterAction(d, i);
}

function startedEvent(c: CheckedStart, s: HandState): HandEvent {
  const seats = [...c.seats].sort((a, b) => a.seat - b.seat);
  const started: HandEvent = { type: 'hand-started', game: c.variant.id, rules: c.rules, stakes: c.stakes, dealerSeat: c.dealerSeat, seats };
  return s.blinds ? { ...started, blinds: s.blinds } : started;
}

/**
 * Starts a hand. Stud: antes, 3rd street (two down, one up, one card at a time from the first seat
 * after the dealer) and the bring-in. Flop games: antes, the blinds, the hole cards (one at a time
 * from the first seat after the button, round after round) and the first to act left of the big
 * blind. Returns the state (version 1) and the events so far.
 *
 * @example
 * const r = startHand({ stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
 *   seats: [{ seat: 1, stack: 100 }, { seat: 2, stack: 100 }], rng: cryptoRng() });
 * if (r.ok) console.log(legalActions(r.state)); // the bring-in player's options
 * startHand({ game: HOLDEM, stakes: { smallBlind: 1, bigBlind: 2, smallBet: 2, bigBet: 4 }, dealerSeat: 3,
 *   seats: [{ seat: 1, stack: 100 }, { seat: 3, stack: 100 }], rng: cryptoRng() }); // seat 3: button and small blind
 */
export function startHand(input: StartHandInput): ActionResult {
  const checked = checkStartInput(input);
  if ('code' in checked) return { ok: false, error: checked };
  const d = beginDraft(initialState(checked));
  // The players and the round were just made for this hand: no copy on first write.
  ownEverything(d);
  d.events.push(startedEvent(checked, d.s));
  postAntes(d);
  if (d.s.blinds) {
    postBlinds(d, d.s.blinds);
    dealStreet(d, 0);
    openPreflop(d);
  } else {
    dealStreet(d, 0);
    openThirdStreet(d);
  }
  return { ok: true, state: d.s, events: d.events };
}
