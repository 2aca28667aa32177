import { Logger } from '@nestjs/common';
import { TableEventBus, TableUpdate, TableUpdateListener } from './table-event-bus';

/** Without Redis: one process, so the listeners are all here. */
export class LocalTableEventBus extends TableEventBus {
  private readonly logger = new Logger('LocalTableEventBus');
  private readonly listeners = new Map<string, Set<TableUpdateListener>>();

  async publish(update: TableUpdate): Promise<void> {
    // A JSON round trip, as Redis would do: listeners never share objects with the publisher.
    const listeners = this.listeners.get(update.tableId);
    if (!listeners || listeners.size === 0) return;
    const copy = JSON.parse(JSON.stringify(update)) as TableUpdate;
    for (const listener of listeners) {
      try {
        listener(copy);
      } catch (err) {
        this.logger.warn(`table ${update.tableId} listener failed: ${(err as Error).message}`);
      }
    }
  }

  async subscribe(tableId: string, listener: TableUpdateListener): Promise<() => void> {
    const set = this.listeners.get(tableId) ?? new Set();
    set.add(listener);
    this.listeners.set(tableId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(tableId);
    };
  }
}
