import type { HandEvent } from '@app/razz-engine';
import type { TableFacts } from './table-facts';

/** The decision clock of a hand after the change: the old version's job cancelled, a new one armed. */
export interface ClockChange {
  handId: string;
  /** The version whose timeout job is now pointless (null for a new hand). */
  cancelVersion: number | null;
  /** The decision now pending, or null once the hand is over. */
  arm: { version: number; deadlineAt: Date } | null;
}

/** A start-hand job to enqueue after commit. */
export interface StartHandRequest {
  handNumber: number;
  jobId: string;
  delayMs: number;
}

/** A player a tournament moved to another table (or another seat): their clients are told. */
export interface PlayerMoved {
  playerId: string;
  fromTable: string;
  toTable: string;
  seat: number;
}

/**
 * What one committed unit of work changed at a table, and what must happen after the commit:
 * publish to live clients, re-arm the action clock, schedule the next hand. Built inside the
 * transaction, applied only once it committed (a rolled-back change publishes nothing).
 */
export interface TableChange {
  tableId: string;
  handId: string | null;
  /** New engine events, in full (the bus censors per client). */
  events: HandEvent[];
  facts: TableFacts;
  clock: ClockChange | null;
  startHand: StartHandRequest | null;
  /** Players moved away from this table (tournament balancing): each one's clients get a `moved` message. */
  moved?: PlayerMoved[];
}

/** Job ids of the table jobs (`:` is reserved by BullMQ). */
export const jobIds = {
  startHand: (tableId: string, handNumber: number, trigger?: string) => `${tableId}-${handNumber}${trigger ? `-${trigger}` : ''}`,
  actionTimeout: (handId: string, version: number) => `${handId}-${version}`,
};
