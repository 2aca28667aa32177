import { Injectable, OnModuleInit } from '@nestjs/common';
import { CashSessionRepository, PokerTable } from '@app/persistence';
import { CashGameHooks, CashGamePort, SeatCashedOut } from '../hands/cash-game-port';
import { TimeCollectionService } from './time-collection.service';

/**
 * What the tables and hands tell the cash games, registered with the hands module's port at
 * start-up (API and worker alike): a seat cashed out — however it happened: the session's
 * cash-out, a leave during a hand settled at its end, a closing table — ends the session wrapping
 * it, in the same unit of work; a finished hand lets the time charges that waited for it be collected.
 */
@Injectable()
export class CashSessionRecorder implements CashGameHooks, OnModuleInit {
  constructor(
    private readonly port: CashGamePort,
    private readonly sessions: CashSessionRepository,
    private readonly time: TimeCollectionService,
  ) {}

  onModuleInit(): void {
    this.port.register(this);
  }

  async seatCashedOut(event: SeatCashedOut): Promise<void> {
    const found = await this.sessions.findBySeating(event.seat.seatingId);
    if (!found || found.seating.endedAt !== null) return;
    const at = new Date();
    await this.sessions.endSeating(event.seat.seatingId, at);
    await this.sessions.addEvent({
      sessionId: found.session.id,
      kind: 'cash-out',
      tableId: event.table.id,
      amount: event.amount,
      source: event.toCash ? 'cash' : 'bankroll',
      ledgerTransactionId: event.transactionId,
      actorKeyId: event.actor?.keyId ?? null,
    });
    await this.sessions.close(found.session.id, at);
  }

  handFinished(table: PokerTable): Promise<void> {
    return this.time.collectPending(table);
  }
}
