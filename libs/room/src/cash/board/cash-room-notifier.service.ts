import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '@app/persistence';
import { CashRoomChange, CashRoomEventBus } from './cash-room-event-bus';

/**
 * Tells the room's cash followers (the waitlist board) that a game changed — once the unit of
 * work it happens in commits (at once outside one). A rolled-back change says nothing.
 */
@Injectable()
export class CashRoomNotifier {
  private readonly logger = new Logger('CashRoomNotifier');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: CashRoomEventBus,
  ) {}

  changed(change: CashRoomChange, cashGameId: string): void {
    this.uow.afterCommit(() =>
      this.bus
        .publish({ change, cashGameId, at: new Date().toISOString() })
        .catch((err: Error) => this.logger.warn(`cash room ${change} of ${cashGameId} not published: ${err.message}`)),
    );
  }
}
