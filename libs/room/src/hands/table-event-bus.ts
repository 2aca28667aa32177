import type { TableChange } from './table-change';

/**
 * One committed change of a table, as the server knows it: the change less its after-commit work
 * (the clock, the next hand), so the new engine events in full and the facts every view is built
 * from. Server-internal (it holds every card): each WebSocket client receives only what
 * `eventsFor` / `buildTableView` allow its key to see.
 */
export type TableUpdate = Pick<TableChange, 'tableId' | 'handId' | 'events' | 'facts' | 'moved'> & {
  /**
   * When the publishing process learnt that the change had committed (epoch ms, its clock): live
   * `update` frames carry it, so a client (and bench/viewers.bench.ts) can tell commit → frame.
   */
  committedAt: number;
};

export type TableUpdateListener = (update: TableUpdate) => void;

/**
 * Carries committed table changes to every API instance's WebSocket clients: in-process without
 * Redis, Redis pub/sub (one channel per table) with `REDIS_URL`, so a change committed by any
 * instance or worker reaches clients connected anywhere.
 */
export abstract class TableEventBus {
  abstract publish(update: TableUpdate): Promise<void>;
  /** Calls `listener` for every update of the table until the returned function is called. */
  abstract subscribe(tableId: string, listener: TableUpdateListener): Promise<() => void>;
}
