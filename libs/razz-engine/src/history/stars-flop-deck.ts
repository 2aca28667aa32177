/**
 * A PokerStars flop-game hand (Hold'em, Omaha, Omaha Hi/Lo) as the engine's start input: the rule
 * set from the header, the button from the table line, the blind plan and stakes from the blind
 * lines (stars-blinds.ts), and a deck in the engine's dealing order — hole cards one at a time from
 * the first seat after the button, round after round; then burn, flop, burn, turn, burn, river.
 * Cards the text never shows are filled from the unused ones; a hand mucked unseen at showdown gets
 * hole cards that lose it every scoring against the hands shown before it (stars-muck-fill.ts).
 */
import type { CardText } from '../cards';
import { FlopVariant, scorersFor } from '../game';
import { seatsInDealOrder } from '../hand/start-input';
import { BlindStakes, PresetName, rulesFor, RuleSet, Stakes } from '../rules';
import { blindChips, blindsFromText, blindStakesFromText, TextBlinds } from './stars-blinds';
import type { StarsHand } from './stars-hand';
import { fillMuckedToLose, MuckSearch, ranksToLoseTo } from './stars-muck-fill';
import type { StarsEngineResult, StarsReplayOptions } from './stars-report';

/** The preset each flop game's rules start from (the header's structure then overrides the preset's). */
const FLOP_PRESETS: Readonly<Record<string, PresetName>> = Object.freeze({ holdem: 'holdem', omaha: 'omaha-pl', omaha8: 'omaha8' });

/** Omaha's four unseen hole cards: choices of the first 12 spare cards, then 24, then all. */
const FLOP_MUCK_SEARCH = (holeCards: number): MuckSearch => ({ slots: holeCards, pools: [12, 24, Number.POSITIVE_INFINITY] });

/** The header's game and structure, the cash or tournament defaults, a table big enough for every seat, then the caller's overrides. */
function flopRules(hand: StarsHand, options: StarsReplayOptions): RuleSet {
  const highest = Math.max(hand.table.maxSeats, hand.table.buttonSeat ?? 0, ...hand.seats.map((s) => s.seat));
  const overrides: Partial<RuleSet> = { bettingStructure: hand.game.structure, maxSeats: Math.min(10, Math.max(2, highest)), ...options.rules };
  return rulesFor(FLOP_PRESETS[hand.game.gameId] ?? 'holdem', overrides, hand.tournament ? 'tournament' : 'cash');
}

/**
 * Filler cards, worst first: for a high hand small cards that pair nothing, spread out against
 * straights; for Omaha Hi/Lo high cards first, which make no low. Only a first guess: hands mucked
 * at showdown are then chosen to lose (`fillMuckedToLose`).
 */
function fillerOrder(gameId: string): CardText[] {
  const ranks = gameId === 'omaha8' ? 'K9JQT7283645A' : '72J394K5Q8T6A';
  return [...ranks].flatMap((r) => [...'shdc'].map((s) => `${r}${s}` as CardText));
}

/** The board as the street headers (or the summary) give it. */
function boardOf(hand: StarsHand): CardText[] {
  const streets = hand.streets.flatMap((s) => s.community);
  return streets.length >= hand.summary.board.length ? streets : hand.summary.board;
}

interface Dealt {
  own: Map<number, CardText[]>;
  spare: CardText[];
  filled: CardText[];
}

/** Every seat's hole cards, the unknown ones filled; hands still in at the end pick first (folded hands' cards never matter). */
function holeCards(hand: StarsHand, variant: FlopVariant, rules: RuleSet, chips: ReadonlyMap<number, { live: number; dead: number }>): Dealt {
  const board = boardOf(hand);
  const known = new Set<CardText | null>([...Object.values(hand.cards).flat(), ...board]);
  const spare = fillerOrder(hand.game.gameId).filter((c) => !known.has(c));
  const folded = new Set(hand.streets.flatMap((s) => s.actions.filter((a) => a.verb === 'folds').map((a) => a.seat)));
  const showdown = hand.shows.some((x) => x.atShowdown) || hand.mucks.length > 0;
  const scorers = scorersFor(variant, rules);
  const own = new Map<number, CardText[]>();
  for (const { seat } of [...hand.seats].sort((a, b) => Number(folded.has(a.seat)) - Number(folded.has(b.seat)))) {
    const cards = [...(hand.cards[seat] ?? [])];
    const unknown = cards.flatMap((c, k) => (c === null ? [k] : []));
    for (const k of unknown) cards[k] = spare.shift() as CardText;
    if (showdown && unknown.length && !folded.has(seat)) {
      const loseTo = ranksToLoseTo(hand, seat, scorers, board, chips);
      fillMuckedToLose(cards as CardText[], unknown, spare, scorers, board, loseTo, FLOP_MUCK_SEARCH(variant.holeCards));
    }
    own.set(seat, cards as CardText[]);
  }
  const filled = hand.seats.flatMap(({ seat }) => (own.get(seat) ?? []).filter((_, k) => hand.cards[seat]?.[k] === null));
  return { own, spare, filled };
}

/** Deals as the engine does: hole cards round by round from the first seat after the button, then burn + flop, burn + turn, burn + river. */
function deckOf(hand: StarsHand, variant: FlopVariant, order: readonly number[], dealt: Dealt): CardText[] {
  const deck: (CardText | null)[] = [];
  for (let round = 0; round < variant.holeCards; round++) for (const seat of order) deck.push((dealt.own.get(seat) as CardText[])[round] as CardText);
  const board = [...boardOf(hand)];
  const next = (): CardText => board.shift() ?? (dealt.spare.shift() as CardText);
  deck.push(null, next(), next(), next(), null, next(), null, next());
  // Burn cards are never seen: any spare card.
  return [...deck.map((c) => c ?? (dealt.spare.shift() as CardText)), ...dealt.spare];
}

/** The blind plan, stakes and button the text states, or why it states none. */
function blindsOf(hand: StarsHand, options: StarsReplayOptions, notes: string[]): { plan: TextBlinds; stakes: BlindStakes; button: number } | string {
  const plan = blindsFromText(hand);
  if (typeof plan === 'string') return plan;
  const button = hand.table.buttonSeat ?? hand.positions.button;
  if (button === null) return 'no button: the table line names none and no summary line is tagged (button)';
  const stakes = { ...blindStakesFromText(hand, plan, notes), ...(options.stakes as Partial<BlindStakes> | undefined) };
  return { plan, stakes, button };
}

/**
 * The engine's start input for a parsed flop-game hand, with the assumptions made in `notes`.
 *
 * @example
 * const e = flopToEngine(hand, HOLDEM, {});
 * if (e.ok) startHand(e.value.input); // the blinds posted, the hole cards dealt as the text shows them
 */
export function flopToEngine(hand: StarsHand, variant: FlopVariant, options: StarsReplayOptions): StarsEngineResult {
  const notes: string[] = [];
  const blinds = blindsOf(hand, options, notes);
  if (typeof blinds === 'string') return { ok: false, disagreement: { code: 'BAD_HAND', message: blinds, line: hand.line } };
  const { plan, stakes, button } = blinds;
  const rules = flopRules(hand, options);
  const order = seatsInDealOrder(hand.seats, button, rules.maxSeats);
  const dealt = holeCards(hand, variant, rules, blindChips(hand, plan, stakes));
  const seats = hand.seats.map((s) => ({ seat: s.seat, stack: s.stack }));
  const input = {
    game: variant,
    rules,
    stakes: stakes as Stakes,
    seats,
    dealerSeat: button,
    blinds: { small: plan.small, big: plan.big },
    posts: plan.posts,
    deck: deckOf(hand, variant, order, dealt),
  };
  return { ok: true, value: { input, filled: dealt.filled, notes } };
}
