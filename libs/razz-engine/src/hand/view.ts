import { CardText, formatCard, formatCards } from '../cards';
import { scorersFor, showdownWords } from '../game/scoring';
import { isFlopVariant, type StreetName } from '../game/variant';
import type { Stakes } from '../rules';
import type { HandEvent } from './events';
import { legalActions } from './legal-actions';
import { buildPots } from './pots';
import { cardsInDealOrder } from './showdown';
import { ownCards } from './split-pot';
import type { HandResult, HandState, LegalAction, PlayerState, ShowdownEntry } from './types';

export interface SeatView {
  seat: number;
  stack: number;
  /** Chips bet on the current street, still in front of the player. */
  streetBet: number;
  /** Chips put in this hand in all. */
  committed: number;
  folded: boolean;
  allIn: boolean;
  /** Down cards (a flop game's hole cards); null for a card this viewer may not see. */
  down: (CardText | null)[];
  up: CardText[];
  /** All cards in deal order, once shown at showdown (or to their owner). */
  cards?: CardText[];
}

/** A showdown entry in a view: a shown hand with its description, as its `show` event gave it. */
export interface ViewShowdownEntry extends ShowdownEntry {
  /** Shown hands only: `7-5-4-2-A`-style words (hi/lo games: `HI: …; LO: …`), the `show` event's description. */
  description?: string;
}

/** The hand's result in a view: the showdown entries with the shown hands' descriptions. */
export interface ViewHandResult extends Omit<HandResult, 'showdown'> {
  showdown: ViewShowdownEntry[];
}

/** What one seat (or a spectator, `viewer: null`) may know about the hand. */
export interface HandView {
  version: number;
  game: string;
  viewer: number | null;
  street: StreetName;
  stakes: Stakes;
  /** Stud: the seat the deal starts after; flop games: the button. */
  dealerSeat: number;
  /** Flop games: the small blind's seat (null: dead) and the big blind's; null in stud games. */
  blinds: { small: number | null; big: number } | null;
  /**
   * Stud games: the seat that owed 3rd street's bring-in (its door card decided it), whether it
   * posted the bring-in or completed; null in flop games.
   */
  bringIn: number | null;
  seats: SeatView[];
  /** The community cards: a flop game's board, or stud's one shared card when the deck ran short. */
  community: CardText[];
  /** Pots already in the middle (bets of the current street not included), with eligible seats. */
  pots: { amount: number; eligible: number[] }[];
  /** Every chip in play this hand, including current bets. */
  total: number;
  toAct: number | null;
  /** The viewer's options, only when it is the viewer's turn. */
  legalActions: LegalAction[];
  over: boolean;
  result: ViewHandResult | null;
}

function seatView(p: PlayerState, viewer: number | null): SeatView {
  const visible = p.seat === viewer || p.shown;
  return {
    seat: p.seat,
    stack: p.stack,
    streetBet: p.streetBet,
    committed: p.committed,
    folded: p.folded,
    allIn: !p.folded && p.stack === 0,
    down: visible ? formatCards(p.down) : p.down.map(() => null),
    up: formatCards(p.up),
    ...(visible ? { cards: formatCards(cardsInDealOrder(p)) } : {}),
  };
}

/** The result with each shown hand described as its `show` event was (worked out only once the hand is over, never per action). */
function resultView(state: HandState): ViewHandResult | null {
  const result = state.result;
  if (!result || !result.showdown.some((e) => e.shown)) return result;
  const scorers = scorersFor(state.variant, state.rules);
  const showdown = result.showdown.map((entry): ViewShowdownEntry => {
    const p = state.players.find((q) => q.seat === entry.seat);
    return entry.shown && p ? { ...entry, description: showdownWords(scorers, ownCards(p), state.community).description } : entry;
  });
  return { ...result, showdown };
}

/**
 * The hand as `viewer` may see it: its own down cards, everyone's up cards, the pots, whose turn
 * it is and, on its turn, its legal actions. Other seats' down cards stay hidden until shown at
 * showdown; the deck and burn cards are never included. `null` is a spectator.
 *
 * @example viewFor(state, 3).seats.find((s) => s.seat === 5)?.down // [null, null]
 */
export function viewFor(state: HandState, viewer: number | null): HandView {
  const toAct = state.toAct === null ? null : (state.players[state.toAct]?.seat ?? null);
  const pots = buildPots(state.players, (p) => p.committed - p.streetBet).map((pot) => ({
    amount: pot.amount,
    eligible: pot.eligible.map((i) => (state.players[i] as PlayerState).seat),
  }));
  return {
    version: state.version,
    game: state.variant.id,
    viewer,
    street: (state.variant.streets[state.street] ?? state.variant.streets[0])?.name ?? 'third',
    stakes: state.stakes,
    dealerSeat: state.dealerSeat,
    blinds: state.blinds ? { small: state.blinds.small, big: state.blinds.big } : null,
    bringIn: isFlopVariant(state.variant) ? null : (state.players[state.bringInPlayer]?.seat ?? null),
    seats: [...state.players].sort((a, b) => a.seat - b.seat).map((p) => seatView(p, viewer)),
    community: state.community.map(formatCard),
    pots,
    total: state.players.reduce((sum, p) => sum + p.committed, 0),
    toAct,
    legalActions: toAct !== null && toAct === viewer ? legalActions(state) : [],
    over: state.phase === 'over',
    result: resultView(state),
  };
}

function censor(event: HandEvent, viewer: number | null): HandEvent {
  switch (event.type) {
    case 'deal':
      return event.seat === viewer ? event : { ...event, down: event.down.map(() => null) };
    case 'burn':
      return { ...event, card: null };
    case 'stub-from-burns':
    case 'stub-reshuffled':
      return { ...event, cards: event.cards.map(() => null) };
    default:
      return event;
  }
}

/**
 * The events a seat (or spectator, `null`) may receive: other seats' down cards and all burn
 * cards are blanked. Shown hands arrive as `show` events at showdown.
 */
export function eventsFor(events: readonly HandEvent[], viewer: number | null): HandEvent[] {
  return events.map((e) => censor(e, viewer));
}
