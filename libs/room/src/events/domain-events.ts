import type { PokerTable, TableSeat } from '@app/persistence';
import type { Actor } from '../audit/actor';

/** One seat dealt into a finished hand: the stack it started the hand with (before settling) and ends with. */
export interface HandSeatResult {
  readonly seat: number;
  readonly playerId: string;
  readonly startingStack: bigint;
  readonly finalStack: bigint;
}

/**
 * A hand is over and settled: its result is posted and its last step written; the seats still
 * stand as they were dealt (leavers have not gone yet). `seats`: every seat dealt in.
 */
export interface HandFinished {
  readonly table: PokerTable;
  readonly handId: string;
  readonly seats: readonly HandSeatResult[];
}

/**
 * After `hand.finished`: the seats that waited for the hand have gone (leavers cashed out and
 * unseated; everyone at a closing table, which is now closed). `table` is the table as it is now;
 * `playerIds`: everyone seated when the hand ended or dealt into it.
 */
export interface HandSeatsReleased {
  readonly table: PokerTable;
  readonly handId: string;
  readonly playerIds: readonly string[];
}

/** A seat's chips left the table: `amount` (its whole stack; transaction null when it was empty). */
export interface SeatCashedOut {
  readonly table: PokerTable;
  readonly seat: TableSeat;
  readonly amount: bigint;
  readonly transactionId: string | null;
  /** Paid out in cash through the cage rather than to the bankroll. */
  readonly toCash: boolean;
  readonly actor?: Actor;
}

/** A table was closed (`closed`), or will close when its hand ends (`closing`), by staff. */
export interface TableClosed {
  readonly table: PokerTable;
}

/** The table's next hand is about to be dealt (the deal's job runs). */
export interface TableDealing {
  readonly tableId: string;
}

/**
 * Every domain event of the room, by name, with its payload: what one module tells the others
 * without knowing who listens. A module publishes with `DomainEventPublisher.publish(name, payload)`
 * and handles with `@OnDomainEvent(name)` on a provider's method; `grep -rn "@OnDomainEvent('<name>')" libs`
 * finds every handler. docs/domain-events.md lists the publishers and handlers.
 *
 * The rules of every event:
 * - `publish` awaits every handler, and a handler's error rejects it: published inside a unit of
 *   work, a failing handler rolls the publisher's whole change back.
 * - Handlers run inside the publisher's unit of work when it has one (the transaction follows the
 *   call, so their writes commit or roll back with it); work that must see the committed data goes
 *   to `UnitOfWork.afterCommit`.
 * - The handlers of one event start together, in no promised order: none may depend on another
 *   having run. Two steps that need an order are two events, published one after the other.
 * - Names say the moment the event is published, so a new handler knows where in the unit of
 *   work it runs.
 */
export interface DomainEvents {
  /**
   * Published by the hand's progress inside the hand's unit of work (the table locked), right after
   * the settlement and before the leavers go. Tournaments record eliminations; cash games collect
   * the time charges that waited for the hand (from leavers' stacks too, which is why it is first).
   */
  'hand.finished': HandFinished;
  /**
   * Published in the same unit of work once the leavers have gone. Pending requests of the hand's
   * players are queued to be applied after the commit.
   */
  'hand.seats-released': HandSeatsReleased;
  /**
   * Published by the seat ledger inside the unit of work that cashes the seat out (the table locked),
   * wherever that happens: a session's cash-out, a leave settled at a hand's end, a closing table.
   * Cash games end the session wrapping the seat.
   */
  'seat.cashed-out': SeatCashedOut;
  /**
   * Published by the hand lifecycle before it deals a table's next hand, outside any unit of work
   * (handlers open their own). The pending requests that still wait there are applied first.
   */
  'table.dealing': TableDealing;
  /**
   * Published by `TablesService.close` inside its unit of work, once the table is closed (its
   * seats cashed out) or marked closing. Cash games tell the waitlist board after the commit.
   */
  'table.closed': TableClosed;
}

/** The name of a domain event. */
export type DomainEventName = keyof DomainEvents;
