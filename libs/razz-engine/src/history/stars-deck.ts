/**
 * A PokerStars hand as the engine's start input: rule set, stakes, seats and a deck that deals
 * every card the text shows where the text shows it. Cards the text never shows are filled from
 * the unused cards; a hand mucked unseen at showdown gets ones that lose it every scoring against
 * the hands shown (stars-muck-fill.ts), so it stays a losing hand in the replay. Filled cards are
 * not facts about the hand: the imported history hides them again.
 */
import type { CardText } from '../cards';
import { GAMES, isFlopVariant, scorersFor, StudVariant } from '../game';
import { PresetName, rulesFor, RuleSet, Stakes, StudStakes } from '../rules';
import { flopToEngine } from './stars-flop-deck';
import type { StarsHand } from './stars-hand';
import { fillMuckedToLose, ranksToLoseTo } from './stars-muck-fill';
import type { StarsEngineResult, StarsReplayOptions } from './stars-report';

export type { StarsEngineHand, StarsEngineResult } from './stars-report';

/** The header's game and structure, the cash or tournament defaults, then the caller's overrides. */
function rulesOf(hand: StarsHand, options: StarsReplayOptions): RuleSet {
  const maxSeats = hand.table.maxSeats > 8 || hand.seats.some((s) => s.seat > 8) ? 9 : 8;
  const low = hand.game.lowEvaluation;
  const overrides: Partial<RuleSet> = { ...(low ? { lowEvaluation: low } : {}), bettingStructure: hand.game.structure, maxSeats, ...options.rules };
  return rulesFor(hand.game.gameId as PresetName, overrides, hand.tournament ? 'tournament' : 'cash');
}

/**
 * The bring-in: the amount posted, unless that post was a short all-in; then (and when the
 * bring-in player was all-in from the ante) the players after it face the full bring-in, so a call
 * before any completion names it, and an all-in call bounds it from below. When the bring-in
 * player completed at once, the text never states it: 1 chip is assumed. Any assumed amount that
 * fits these bounds plays the hand the same way.
 */
function bringInOf(hand: StarsHand, notes: string[]): number {
  const third = hand.streets[0]?.actions ?? [];
  const post = third.find((a) => a.verb === 'brings-in');
  if (post && !post.allIn) return post.amount;
  const firstRaise = third.findIndex((a) => a.verb === 'bets' || a.verb === 'raises');
  const calls = third.slice(0, firstRaise < 0 ? third.length : firstRaise).filter((a) => a.verb === 'calls');
  const full = calls.find((a) => !a.allIn);
  if (full) return full.amount;
  const bound = Math.max(post ? post.amount + 1 : 1, ...calls.map((a) => a.amount));
  notes.push(
    `the bring-in is not stated in full; assumed ${bound} chip${bound === 1 ? '' : 's'} (any amount within what the text shows plays the hand the same way)`,
  );
  return bound;
}

function stakesOf(hand: StarsHand, options: StarsReplayOptions, notes: string[]): Stakes {
  const ante = hand.antes.reduce((max, a) => Math.max(max, a.amount), 0);
  const given = options.stakes as Partial<StudStakes> | undefined;
  const bringIn = given?.bringIn ?? bringInOf(hand, notes);
  return { ante, bringIn, smallBet: hand.stakes.small, bigBet: hand.stakes.big, ...given };
}

/**
 * A first guess at filler cards, worst first. Razz family: high cards (deuce-to-seven: aces first)
 * that pair the seat's cards. High games: small cards that pair nothing, spread out against
 * straights. Hands mucked at showdown are then chosen to lose (`fillMuckedToLose`).
 */
function fillerOrder(rules: RuleSet, gameId: string): { cards: CardText[]; pair: boolean } {
  const low = gameId === 'razz';
  const ranks = !low ? '72J394K5Q8T6A' : rules.lowEvaluation === 'deuce-to-seven' ? 'AKQJT98765432' : 'KQJT98765432A';
  return { cards: [...ranks].flatMap((r) => [...'shdc'].map((s) => `${r}${s}` as CardText)), pair: low };
}

interface Filled {
  own: Map<number, CardText[]>;
  spare: CardText[];
  filled: CardText[];
}

/** Fills every unknown card from the spare cards; hands mucked at showdown are then filled to lose. */
function fillUnknown(hand: StarsHand, variant: StudVariant, rules: RuleSet): Filled {
  const community = [...hand.streets.flatMap((s) => s.community)];
  const known = new Set<CardText | null>([...Object.values(hand.cards).flat(), ...community, ...hand.summary.board]);
  const order = fillerOrder(rules, hand.game.gameId);
  const spare = order.cards.filter((c) => !known.has(c));
  const folded = new Set(hand.streets.flatMap((s) => s.actions.filter((a) => a.verb === 'folds').map((a) => a.seat)));
  const showdown = hand.shows.some((x) => x.atShowdown) || hand.mucks.length > 0;
  const own = new Map<number, CardText[]>();
  // Hands still in at the end pick first: folded hands' cards never matter.
  const seats = [...hand.seats].sort((a, b) => Number(folded.has(a.seat)) - Number(folded.has(b.seat)));
  for (const { seat } of seats) {
    const cards = [...(hand.cards[seat] ?? [])];
    const unknown = cards.flatMap((c, k) => (c === null ? [k] : []));
    for (const k of unknown) {
      const ranks = cards.filter((x): x is CardText => x !== null).map((x) => x[0]);
      const at = Math.max(
        0,
        spare.findIndex((c) => ranks.includes(c[0] as string) === order.pair),
      );
      cards[k] = spare.splice(at, 1)[0] as CardText;
    }
    if (showdown && unknown.length && !folded.has(seat)) {
      const scorers = scorersFor(variant, rules);
      fillMuckedToLose(cards as CardText[], unknown, spare, scorers, community, ranksToLoseTo(hand, seat, scorers, community));
    }
    own.set(seat, cards as CardText[]);
  }
  const filled = hand.seats.flatMap(({ seat }) => (own.get(seat) ?? []).filter((_, k) => hand.cards[seat]?.[k] === null));
  return { own, spare, filled };
}

/**
 * The deck being laid out in the order the engine draws: `null` slots are burn cards, filled with
 * spare cards at the end. When the deck runs out, the engine deals on from the burn cards in the
 * order they were burned (docs/rules/stud-games.md), so a card dealt then goes into an earlier burn slot.
 */
interface Layout {
  deck: (CardText | null)[];
  /** Slots of the burn cards the engine is dealing from once the deck ran out; null before. */
  stub: number[] | null;
  /** Slots burned since the deck (or the last stub) began. */
  burns: number[];
}

function cardsLeft(l: Layout): number {
  return l.stub === null ? 52 - l.deck.length : l.stub.length;
}

function reuseBurnsIfEmpty(l: Layout): void {
  if (cardsLeft(l) > 0) return;
  l.stub = l.burns;
  l.burns = [];
}

/** Draws the next slot and puts `card` there (null: a burn card, any spare). False when no card is left. */
function draw(l: Layout, card: CardText | null): boolean {
  reuseBurnsIfEmpty(l);
  if (l.stub === null) {
    l.deck.push(card);
    if (card === null) l.burns.push(l.deck.length - 1);
    return true;
  }
  const slot = l.stub.shift();
  if (slot === undefined) return false;
  if (card === null) l.burns.push(slot);
  else l.deck[slot] = card;
  return true;
}

/** Deals as the engine does: 3rd street one round at a time, then per street a burn and one card per live seat, or a community card. */
function deckOf(hand: StarsHand, order: readonly number[], own: Map<number, CardText[]>, spare: CardText[]): CardText[] | string {
  const l: Layout = { deck: [], stub: null, burns: [] };
  const next = new Map(order.map((s) => [s, 0]));
  const dealTo = (seat: number): boolean => {
    const k = next.get(seat) as number;
    next.set(seat, k + 1);
    return draw(l, (own.get(seat) as CardText[])[k] as CardText);
  };
  let ok = [0, 1, 2].every(() => order.every(dealTo));
  for (const street of hand.streets.slice(1)) {
    if (street.community.length > 1) return `${street.community.length} community cards on one street`;
    reuseBurnsIfEmpty(l);
    const community = street.community[0];
    if (community === undefined) ok = ok && draw(l, null) && order.filter((s) => street.dealtTo.includes(s)).every(dealTo);
    else ok = ok && (cardsLeft(l) < 2 || draw(l, null)) && draw(l, community);
  }
  if (!ok) return 'the text deals more cards than one deck holds';
  const deck = l.deck.map((c) => c ?? (spare.shift() as CardText));
  return [...deck, ...spare];
}

/**
 * The engine's start input for a parsed hand (Razz and its presets, 7 Card Stud, 7 Card Stud
 * Hi/Lo; Hold'em, Omaha and Omaha Hi/Lo in stars-flop-deck.ts), with the assumptions made in `notes`.
 *
 * @example
 * const e = starsToEngine(hand, {});
 * if (e.ok) startHand(e.value.input);
 */
export function starsToEngine(hand: StarsHand, options: StarsReplayOptions = {}): StarsEngineResult {
  const game = GAMES[hand.game.gameId];
  if (!game) {
    return { ok: false, disagreement: { code: 'UNSUPPORTED_GAME', message: `the engine does not deal ${hand.game.base}`, line: hand.line } };
  }
  if (isFlopVariant(game.variant)) return flopToEngine(hand, game.variant, options);
  const notes: string[] = [];
  const rules = rulesOf(hand, options);
  const dealerSeat = hand.table.buttonSeat ?? rules.maxSeats;
  const distance = (seat: number): number => (seat - dealerSeat - 1 + rules.maxSeats) % rules.maxSeats;
  const order = hand.seats.map((s) => s.seat).sort((a, b) => distance(a) - distance(b));
  const { own, spare, filled } = fillUnknown(hand, game.variant, rules);
  const deck = deckOf(hand, order, own, spare);
  if (typeof deck === 'string') return { ok: false, disagreement: { code: 'BAD_HAND', message: deck, line: hand.line } };
  const seats = hand.seats.map((s) => ({ seat: s.seat, stack: s.stack }));
  const input = { game: game.variant, rules, stakes: stakesOf(hand, options, notes), seats, dealerSeat, deck };
  return { ok: true, value: { input, filled, notes } };
}
