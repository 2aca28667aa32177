/**
 * A PokerStars hand as the engine's start input: rule set, stakes, seats and a deck that deals
 * every card the text shows where the text shows it. Cards the text never shows are filled from
 * the unused cards, worst first (high cards that pair the seat's own cards), so a hand that was
 * mucked unseen stays a losing hand in the replay.
 */
import type { CardText } from '../cards';
import type { LowEvaluation } from '../eval';
import type { StartHandInput } from '../hand/start-input';
import { rulesFor, RuleSet, Stakes } from '../rules';
import type { StarsHand } from './stars-hand';
import type { StarsDisagreement, StarsReplayOptions } from './stars-report';

export interface StarsEngineHand {
  input: StartHandInput & { rules: RuleSet; stakes: Stakes; dealerSeat: number; deck: CardText[] };
  /** Cards put in the deck only so the engine can deal: not facts about the hand. */
  filled: CardText[];
  notes: string[];
}

export type StarsEngineResult = { ok: true; value: StarsEngineHand } | { ok: false; disagreement: StarsDisagreement };

function rulesOf(hand: StarsHand, low: LowEvaluation, options: StarsReplayOptions): RuleSet {
  const maxSeats = hand.table.maxSeats > 8 || hand.seats.some((s) => s.seat > 8) ? 9 : 8;
  const overrides: Partial<RuleSet> = { lowEvaluation: low, bettingStructure: hand.game.structure, maxSeats, ...options.rules };
  return rulesFor('razz', overrides, hand.tournament ? 'tournament' : 'cash');
}

/**
 * The bring-in: the amount posted, unless that post was a short all-in; then (and when the
 * bring-in player was all-in from the ante) the first call before any completion names it. When
 * the bring-in player completed at once, the text never states it: 1 chip is assumed — any amount
 * below the small bet plays such a hand the same way.
 */
function bringInOf(hand: StarsHand, notes: string[]): number {
  const third = hand.streets[0]?.actions ?? [];
  const post = third.find((a) => a.verb === 'brings-in');
  if (post && !post.allIn) return post.amount;
  for (const a of third) {
    if (a.verb === 'bets' || a.verb === 'raises') break;
    if (a.verb === 'calls' && !a.allIn) return a.amount;
  }
  if (post) {
    notes.push(`the full bring-in is not stated (a short all-in bring-in); assumed ${post.amount} chips`);
    return post.amount;
  }
  notes.push('the bring-in is not stated (the bring-in player completed); assumed 1 chip, which plays this hand the same way');
  return 1;
}

function stakesOf(hand: StarsHand, options: StarsReplayOptions, notes: string[]): Stakes {
  const ante = hand.antes.reduce((max, a) => Math.max(max, a.amount), 0);
  const bringIn = options.stakes?.bringIn ?? bringInOf(hand, notes);
  return { ante, bringIn, smallBet: hand.smallBet, bigBet: hand.bigBet, ...options.stakes };
}

/** All 52 cards, worst for a low hand first: kings down to aces (deuce-to-seven: aces down to deuces). */
function worstFirst(low: LowEvaluation): CardText[] {
  const ranks = low === 'deuce-to-seven' ? 'AKQJT98765432' : 'KQJT98765432A';
  return [...ranks].flatMap((r) => [...'shdc'].map((s) => `${r}${s}` as CardText));
}

/** Fills every unknown card: seats still in at the end first, each preferring cards that pair what it holds. */
function fillUnknown(hand: StarsHand, low: LowEvaluation): { own: Map<number, CardText[]>; spare: CardText[]; filled: CardText[] } {
  const known = new Set<CardText | null>([...Object.values(hand.cards).flat(), ...hand.streets.flatMap((s) => s.community), ...hand.summary.board]);
  let spare = worstFirst(low).filter((c) => !known.has(c));
  const folded = new Set(hand.streets.flatMap((s) => s.actions.filter((a) => a.verb === 'folds').map((a) => a.seat)));
  const seats = [...hand.seats].sort((a, b) => Number(folded.has(a.seat)) - Number(folded.has(b.seat)));
  const own = new Map<number, CardText[]>();
  const filled: CardText[] = [];
  for (const { seat } of seats) {
    const cards = [...(hand.cards[seat] ?? [])];
    cards.forEach((c, k) => {
      if (c !== null) return;
      const ranks = cards.filter((x): x is CardText => x !== null).map((x) => x[0]);
      const pick = spare.find((s) => ranks.includes(s[0] as string)) ?? (spare[0] as CardText);
      spare = spare.filter((s) => s !== pick);
      cards[k] = pick;
      filled.push(pick);
    });
    own.set(seat, cards as CardText[]);
  }
  return { own, spare, filled };
}

/** Deals as the engine does: 3rd street one round at a time, then per street a burn and one card per live seat, or a community card. */
function deckOf(hand: StarsHand, order: readonly number[], own: Map<number, CardText[]>, spare: CardText[]): CardText[] | string {
  const deck: CardText[] = [];
  for (let k = 0; k < 3; k++) for (const seat of order) deck.push((own.get(seat) as CardText[])[k] as CardText);
  const next = new Map(order.map((s) => [s, 3]));
  for (const street of hand.streets.slice(1)) {
    if (street.community.length > 1) return `${street.community.length} community cards on one street`;
    const community = street.community[0];
    if (community === undefined || 52 - deck.length >= 2) {
      const burn = spare.pop();
      if (burn === undefined) return 'the text deals more cards than one deck holds';
      deck.push(burn);
    }
    if (community !== undefined) deck.push(community);
    for (const seat of order.filter((s) => community === undefined && street.dealtTo.includes(s))) {
      const k = next.get(seat) as number;
      deck.push((own.get(seat) as CardText[])[k] as CardText);
      next.set(seat, k + 1);
    }
  }
  return deck.length + spare.length === 52 ? [...deck, ...spare] : 'the text deals more cards than one deck holds';
}

/**
 * The engine's start input for a parsed Razz-family hand (null rule set: another game), with the
 * assumptions made in `notes`.
 *
 * @example
 * const e = starsToEngine(hand, {});
 * if (e.ok) startHand(e.value.input);
 */
export function starsToEngine(hand: StarsHand, options: StarsReplayOptions = {}): StarsEngineResult {
  const low = hand.game.lowEvaluation;
  if (low === null) return { ok: false, disagreement: { code: 'UNSUPPORTED_GAME', message: `${hand.game.base} is not dealt by the engine yet (Razz family only)`, line: hand.line } };
  const notes: string[] = [];
  const rules = rulesOf(hand, low, options);
  const dealerSeat = hand.table.buttonSeat ?? rules.maxSeats;
  const distance = (seat: number): number => (seat - dealerSeat - 1 + rules.maxSeats) % rules.maxSeats;
  const order = hand.seats.map((s) => s.seat).sort((a, b) => distance(a) - distance(b));
  const { own, spare, filled } = fillUnknown(hand, low);
  const deck = deckOf(hand, order, own, spare);
  if (typeof deck === 'string') return { ok: false, disagreement: { code: 'BAD_HAND', message: deck, line: hand.line } };
  const seats = hand.seats.map((s) => ({ seat: s.seat, stack: s.stack }));
  return { ok: true, value: { input: { rules, stakes: stakesOf(hand, options, notes), seats, dealerSeat, deck }, filled, notes } };
}
