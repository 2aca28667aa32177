import { Injectable } from '@nestjs/common';
import { CashSessionRepository } from '@app/persistence';
import type { HandFinished, SeatCashedOut, TableClosed } from '../events/domain-events';
import { OnDomainEvent } from '../events/on-domain-event.decorator';
import { CashRoomNotifier } from './board/cash-room-notifier.service';
import { TimeCollectionService } from './time-collection.service';

/**
 * What the tables and hands tell the cash games, as domain events (in the API and the worker
 * alike: hands end, and leavers are cashed out, wherever jobs run): a seat cashed out — however it
 * happened: the session's cash-out, a leave during a hand settled at its end, a closing table —
 * ends the session wrapping it, in the same unit of work; a finished hand lets the time charges
 * that waited for it be collected; a table closed is told to the waitlist board. Tables of no cash game are none of its business.
 */
@Injectable()
export class CashSessionRecorder {
  constructor(
    private readonly sessions: CashSessionRepository,
    private readonly time: TimeCollectionService,
    private readonly room: CashRoomNotifier,
  ) {}

  @OnDomainEvent('seat.cashed-out')
  async seatCashedOut(event: SeatCashedOut): Promise<void> {
    if (!event.table.cashGameId) return;
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
    this.room.changed('session-closed', event.table.cashGameId);
  }

  /** Before the hand's leavers go (`hand.finished`), so a charge that waited for the hand comes off their stack too. */
  @OnDomainEvent('hand.finished')
  async handFinished({ table }: HandFinished): Promise<void> {
    if (!table.cashGameId) return;
    await this.time.collectPending(table);
  }

  /** A cash game's table closed by staff leaves the waitlist board (after the commit). */
  @OnDomainEvent('table.closed')
  async tableClosed({ table }: TableClosed): Promise<void> {
    if (table.cashGameId) this.room.changed('table-closed', table.cashGameId);
  }
}
