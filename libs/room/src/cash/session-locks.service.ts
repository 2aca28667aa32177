import { Injectable } from '@nestjs/common';
import { CashSession, CashSessionRepository, CashWaitlistRepository, PokerTable, TableRepository } from '@app/persistence';
import { HandError } from '../hands/hand.error';
import { AuthError, AuthErrorCode } from '../auth/auth.error';
import type { Principal } from '../auth/principal';
import { ChipSource } from '../hands/seat-ledger.service';
import { LedgerService } from '../ledger/ledger.service';
import { TableError, TableErrorCode } from '../tables/table.error';
import { CashError, CashErrorCode } from './cash.error';

/**
 * What every session use case starts with: finding the session and locking its table in the one
 * lock order (game → tables by id → session rows), who may do what, and where money comes from.
 */
@Injectable()
export class SessionLocks {
  constructor(
    private readonly sessions: CashSessionRepository,
    private readonly tables: TableRepository,
    private readonly waitlist: CashWaitlistRepository,
    private readonly ledger: LedgerService,
  ) {}

  /** The session as the caller may see it: a player key only its own. */
  async readable(actor: Principal, sessionId: string): Promise<CashSession> {
    const session = await this.sessions.findById(sessionId);
    if (!session) throw CashError.sessionNotFound(sessionId);
    if (actor.role === 'player' && session.playerId !== actor.playerId)
      throw new AuthError(AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, 'a player key may only see and change its own sessions');
    return session;
  }

  /**
   * Locks the session's table (and `alsoLock`, in id order), then reads the session again: it must
   * still be open and at that table (a concurrent move answers 409 SESSION_MOVED: retry).
   */
  async lockOpen(seen: CashSession, alsoLock: string[] = []): Promise<{ session: CashSession; table: PokerTable; others: PokerTable[] }> {
    const locked = new Map<string, PokerTable>();
    for (const id of [...new Set([seen.tableId, ...alsoLock])].sort()) {
      const table = await this.tables.lockById(id);
      if (!table) throw HandError.tableNotFound(id);
      locked.set(id, table);
    }
    const session = (await this.sessions.findById(seen.id)) as CashSession;
    if (session.status !== 'open') throw new CashError(CashErrorCode.SESSION_CLOSED, `session ${seen.id} is closed`);
    if (session.tableId !== seen.tableId)
      throw new CashError(CashErrorCode.SESSION_MOVED, `session ${seen.id} moved to another table meanwhile; read it again`);
    return { session, table: locked.get(seen.tableId) as PokerTable, others: alsoLock.map((id) => locked.get(id) as PokerTable) };
  }

  /**
   * Players handle their own money at engine tables; a live table's amounts (and any cash) are the
   * floor's to record, since only the floor sees the chips.
   */
  floorOnly(actor: Principal, table: PokerTable, source: 'bankroll' | 'cash'): void {
    if (actor.role !== 'player') return;
    if (table.dealing === 'live') throw new CashError(CashErrorCode.FLOOR_ONLY, 'at a live table the floor records buy-ins and cash-outs');
    if (source === 'cash') throw new CashError(CashErrorCode.FLOOR_ONLY, 'cash at the table is recorded by the floor');
  }

  /** The bankroll, or the cage for cash handed over (or paid out) at the table. */
  async moneySource(table: PokerTable, source: 'bankroll' | 'cash'): Promise<ChipSource> {
    if (source === 'bankroll') return { from: 'bankroll' };
    return { from: 'account', accountId: (await this.ledger.ensureAccount({ kind: 'cage', unit: table.unit })).id };
  }

  /** A seat nobody is called for is free; the seats held for called players are not, except for them. */
  async checkNotHeld(table: PokerTable, playerId: string, seated: number): Promise<void> {
    const called = table.cashGameId ? await this.waitlist.findActive(table.cashGameId, playerId) : null;
    if (called?.status === 'called' && called.calledTableId === table.id) return;
    const held = await this.waitlist.heldSeats(table.id, playerId);
    if (held > 0 && seated + held >= table.maxSeats)
      throw new CashError(CashErrorCode.SEAT_HELD, `the open seats at table ${table.id} are held for called players`);
  }

  /** The table is one of the session's game. */
  requireGameTable(table: PokerTable, cashGameId: string): void {
    if (table.cashGameId !== cashGameId)
      throw new CashError(CashErrorCode.TABLE_NOT_IN_CASH_GAME, `table ${table.id} is not a table of cash game ${cashGameId}`);
    if (table.status !== 'open') throw new TableError(TableErrorCode.TABLE_CLOSED, `table ${table.id} is ${table.status}`);
  }
}
