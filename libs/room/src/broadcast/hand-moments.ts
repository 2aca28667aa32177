import { Card, HandEvent, HandState, isFlopVariant, StreetName } from '@app/razz-engine';
import { communityToCome, StubCount } from './community-to-come';

/** One seat of the hand at a moment: its cards so far, and whether it had folded by then. */
export interface MomentSeat {
  seat: number;
  down: Card[];
  up: Card[];
  folded: boolean;
}

/**
 * A moment the broadcast shows: a street's cards just dealt, or the hand over. The cards are the
 * engine's uncensored ones: this never leaves the server as is.
 */
export interface HandMoment {
  /** The street whose cards were just dealt; at the end, the last street dealt. */
  street: StreetName;
  /** The hand is over (the `hand-ended` event). */
  final: boolean;
  /** In dealing order, folded seats included. */
  seats: MomentSeat[];
  community: Card[];
  /** Stud: community cards still to come if every live hand reaches the showdown (0 in flop games and at the end). */
  communityToCome: number;
}

/** Cards dealt: to the seats, or to the middle. */
const isDealing = (event: HandEvent | undefined): boolean => event?.type === 'deal' || event?.type === 'community' || event?.type === 'board';

/** The state the moments are read from, rewound one event at a time (counts of the stub only). */
interface Cursor {
  seats: MomentSeat[];
  community: Card[];
  stub: StubCount;
}

/**
 * The moments one committed change of a hand holds, oldest first: the end of every street dealt in
 * it, and the hand's end. `state` is the hand after the change and `events` what the change
 * appended. A change can deal several streets (a player all in: the cards run out to the end), so
 * each moment is `state` rewound past the events that followed it: the cards dealt later taken
 * back, the folds later undone, the stub counted back. Nothing here needs the hand's earlier events.
 */
export function handMoments(state: HandState, events: readonly HandEvent[]): HandMoment[] {
  const cursor = cursorOf(state);
  const moments: HandMoment[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i] as HandEvent;
    if (event.type === 'hand-ended') moments.push(momentOf(state, cursor, lastStreet(state), true));
    // The last card of a street: the next event is no more dealing (a bet, the next street, the showdown).
    else if ((event.type === 'deal' || event.type === 'community' || event.type === 'board') && !isDealing(events[i + 1])) {
      moments.push(momentOf(state, cursor, event.street, false));
    }
    undo(cursor, event);
  }
  return moments.reverse();
}

/** The hand as it stands: what a feed opened mid-hand shows first. */
export function currentMoment(state: HandState): HandMoment {
  return momentOf(state, cursorOf(state), lastStreet(state), state.phase === 'over');
}

function lastStreet(state: HandState): StreetName {
  return (state.variant.streets[state.street] ?? (state.variant.streets[0] as { name: StreetName })).name;
}

function cursorOf(state: HandState): Cursor {
  return {
    seats: state.players.map((p) => ({ seat: p.seat, down: [...p.down], up: [...p.up], folded: p.folded })),
    community: [...state.community],
    stub: { left: state.stub.length - state.stubPos, burns: state.burns.length },
  };
}

function momentOf(state: HandState, cursor: Cursor, street: StreetName, final: boolean): HandMoment {
  const seats = cursor.seats.map((s) => ({ ...s, down: [...s.down], up: [...s.up] }));
  const live = seats.filter((s) => !s.folded).length;
  const index = state.variant.streets.findIndex((s) => s.name === street);
  const toCome =
    final || isFlopVariant(state.variant) ? 0 : communityToCome(cursor.stub, live, state.variant.streets.slice(index + 1), state.rules.shortDeck === 'tda');
  return { street, final, seats, community: [...cursor.community], communityToCome: toCome };
}

/** Takes one event back: the cards it dealt return to the stub, a fold is undone. */
function undo(cursor: Cursor, event: HandEvent): void {
  const seat = (n: number) => cursor.seats.find((s) => s.seat === n);
  switch (event.type) {
    case 'deal': {
      const s = seat(event.seat);
      if (s) {
        s.down = s.down.slice(0, s.down.length - event.down.length);
        s.up = s.up.slice(0, s.up.length - event.up.length);
      }
      cursor.stub.left += event.down.length + event.up.length;
      return;
    }
    case 'community':
      cursor.community = cursor.community.slice(0, -1);
      cursor.stub.left += 1;
      return;
    case 'board':
      cursor.community = cursor.community.slice(0, cursor.community.length - event.cards.length);
      cursor.stub.left += event.cards.length;
      return;
    case 'burn':
      cursor.stub = { left: cursor.stub.left + 1, burns: cursor.stub.burns - 1 };
      return;
    // The burns became the stub when it ran out: before that, an empty stub and those burns.
    case 'stub-from-burns':
      cursor.stub = { left: 0, burns: event.cards.length };
      return;
    // TDA's reshuffle took the stub and the burns together; only their sum decides the last street.
    case 'stub-reshuffled':
      cursor.stub = { left: event.cards.length, burns: 0 };
      return;
    case 'action': {
      const s = event.action === 'fold' ? seat(event.seat) : undefined;
      if (s) s.folded = false;
      return;
    }
    default:
      return;
  }
}
