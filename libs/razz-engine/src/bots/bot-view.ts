import { Card, CardText, DECK_SIZE, formatCard } from '../cards';
import type { Evaluation } from '../eval/types';
import type { StreetName } from '../game/variant';
import type { HandView, SeatView } from '../hand/view';
import type { LegalAction } from '../hand/types';
import type { RuleSet, Stakes } from '../rules';
import type { BettingRecord } from './betting-record';

/**
 * Another seat as a bot sees it. There is no field for its down cards — only how many it holds —
 * so no bot can read them, whatever view it was built from.
 */
export interface SeenSeat {
  seat: number;
  /** Up cards in the order dealt (the door card first); a folded seat's stay known. */
  up: readonly Card[];
  downCount: number;
  folded: boolean;
  allIn: boolean;
  stack: number;
  /** Chips bet on the current street. */
  streetBet: number;
  /** Chips put in this hand in all. */
  committed: number;
}

/** The deciding seat: what every seat sees of it, plus its own down cards. */
export interface OwnSeat extends SeenSeat {
  down: readonly Card[];
}

/**
 * What one seat may know when it is its turn, as a bot reads it: cards as numbers (cheap to
 * compare), the other seats without their down cards, the betting so far, the legal actions.
 * Built only from that seat's censored `HandView` (`botViewFor`).
 */
export interface BotView {
  /** The game's id: `razz`, `stud`, `stud8`, `holdem`, `omaha`, `omaha8`. */
  game: string;
  /** Razz's low evaluation (`ace-to-five`, `ace-to-six`, `deuce-to-seven`); `high` for the other games. */
  evaluation: Evaluation;
  bettingStructure: RuleSet['bettingStructure'];
  street: StreetName;
  stakes: Stakes;
  me: OwnSeat;
  /** Every other seat dealt in, in seat order, folded ones included. */
  others: readonly SeenSeat[];
  community: readonly Card[];
  /** Every chip in play this hand, the current street's bets included. */
  pot: number;
  /** The highest street total so far: what the deciding seat must reach to call. */
  currentBet: number;
  legal: readonly LegalAction[];
  /** Every action of the hand so far, in order. */
  betting: readonly BettingRecord[];
}

/** Card text → card number, built once: views write cards as text, bots compare numbers. */
const CARD_BY_TEXT: ReadonlyMap<string, Card> = new Map(Array.from({ length: DECK_SIZE }, (_, c) => [formatCard(c), c]));

function cardsOf(texts: readonly (CardText | null)[]): Card[] {
  const out: Card[] = [];
  for (const text of texts) {
    const card = text === null ? undefined : CARD_BY_TEXT.get(text);
    if (card !== undefined) out.push(card);
  }
  return out;
}

function seenSeat(s: SeatView): SeenSeat {
  return {
    seat: s.seat,
    up: cardsOf(s.up),
    downCount: s.down.length,
    folded: s.folded,
    allIn: s.allIn,
    stack: s.stack,
    streetBet: s.streetBet,
    committed: s.committed,
  };
}

/** The street total to call: the call option's (a short all-in bring-in still counts in full), else the highest bet. */
function currentBet(view: HandView): number {
  const call = view.legalActions.find((o) => o.kind === 'call');
  const highest = view.seats.reduce((most, s) => Math.max(most, s.streetBet), 0);
  return Math.max(highest, call?.min ?? 0);
}

/**
 * A seat's censored view (`viewFor(state, seat)`) as a bot reads it. Takes the view, not the
 * state: the view already holds no other seat's down cards, and the result has no place for them.
 * `rules` gives what every player at the table knows (how hands are valued, the betting
 * structure); `betting` the hand's actions so far (`bettingOf(events)`).
 * Throws `RangeError` for a spectator's view (`viewer: null`): a bot plays a seat.
 *
 * @example
 * const view = botViewFor(viewFor(state, 3), state.rules, bettingOf(events));
 * view.others.map((o) => o.up.length); // [1, 1]: door cards only, and no down cards to read
 */
export function botViewFor(view: HandView, rules: Pick<RuleSet, 'lowEvaluation' | 'bettingStructure'>, betting: readonly BettingRecord[] = []): BotView {
  const mine = view.seats.find((s) => s.seat === view.viewer);
  if (view.viewer === null || mine === undefined) throw new RangeError('a bot view needs the view of a seat in the hand');
  const others = view.seats.filter((s) => s !== mine).map(seenSeat);
  return {
    game: view.game,
    evaluation: view.game === 'razz' ? rules.lowEvaluation : 'high',
    bettingStructure: rules.bettingStructure,
    street: view.street,
    stakes: view.stakes,
    me: { ...seenSeat(mine), down: cardsOf(mine.down) },
    others,
    community: cardsOf(view.community),
    pot: view.total,
    currentBet: currentBet(view),
    legal: view.legalActions,
    betting,
  };
}
