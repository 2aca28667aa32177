import { Logger } from '@nestjs/common';
import { CashRoomEventBus, CashRoomUpdate, CashRoomUpdateListener } from './cash-room-event-bus';

/** Without Redis: one process, so the listeners are all here. */
export class LocalCashRoomEventBus extends CashRoomEventBus {
  private readonly logger = new Logger('LocalCashRoomEventBus');
  private readonly listeners = new Set<CashRoomUpdateListener>();

  async publish(update: CashRoomUpdate): Promise<void> {
    if (this.listeners.size === 0) return;
    // A JSON round trip, as Redis would do: listeners never share objects with the publisher.
    const copy = JSON.parse(JSON.stringify(update)) as CashRoomUpdate;
    for (const listener of [...this.listeners]) {
      try {
        listener(copy);
      } catch (err) {
        this.logger.warn(`cash room listener failed: ${(err as Error).message}`);
      }
    }
  }

  async subscribe(listener: CashRoomUpdateListener): Promise<() => void> {
    // Each subscription is its own, even when the same function subscribes twice.
    const own: CashRoomUpdateListener = (update) => listener(update);
    this.listeners.add(own);
    return () => {
      this.listeners.delete(own);
    };
  }
}
