/**
 * The hand-written rules of the cash-games migration, proven with plain SQL (no application code),
 * and the repositories' own guarantees: one open session per player and table, once on a list,
 * the play time of the reports clipped to a range and to UTC days.
 */
import { randomUUID } from 'node:crypto';
import { PRESETS } from '@app/razz-engine';
import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { sql } from '../../../../test/support/ledger-invariants';
import { UniqueViolationError } from '../common/unique-violation.error';
import { PlayerRepository } from '../players/player.repository';
import { TableRepository } from '../tables/table.repository';
import { CashGameRepository } from './cash-game.repository';
import { CashReportRepository } from './cash-report.repository';
import { CashSessionRepository } from './cash-session.repository';
import { CashWaitlistRepository } from './cash-waitlist.repository';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

describe('cash games in the database', () => {
  let fx: PersistenceFixture;
  let playerId: string;
  let gameId: string;
  let tableId: string;

  beforeAll(async () => {
    fx = await startPersistence();
    playerId = (await fx.moduleRef.get(PlayerRepository).create({ screenName: `c${randomUUID().slice(0, 8)}` })).id;
    const game = await fx.moduleRef.get(CashGameRepository).create({
      name: 'g',
      dealing: 'live',
      preset: 'razz',
      schedule: null,
      rules: PRESETS.razz,
      stakes: STAKES,
      maxSeats: 8,
      unit: 'USD',
      minBuyIn: 100n,
      maxBuyIn: 1000n,
      actionTimeoutMs: 1000,
      handPauseMs: 0,
      maxTimeouts: 2,
      timeCharge: 50n,
      timePeriodMinutes: 30,
      holdSeconds: 60,
      noAnswer: 'end',
      createdByKeyId: null,
    });
    gameId = game.id;
    const table = await fx.moduleRef.get(TableRepository).create({
      name: 't',
      kind: 'cash',
      preset: 'razz',
      rules: PRESETS.razz,
      stakes: STAKES,
      maxSeats: 8,
      unit: 'USD',
      minBuyIn: 100n,
      maxBuyIn: 1000n,
      actionTimeoutMs: 1000,
      handPauseMs: 0,
      maxTimeouts: 2,
      dealSittingOut: false,
      tournamentId: null,
      createdByKeyId: null,
      dealing: 'live',
      cashGameId: gameId,
      schedule: null,
    });
    tableId = table.id;
  });
  afterAll(() => fx.close());

  it('has every hand-written rule after migrating', async () => {
    const owned = `('cash_games', 'cash_sessions', 'cash_session_seatings', 'cash_session_events', 'cash_waitlist_entries', 'cash_time_charges')`;
    const triggers = await sql<{ name: string }>(
      fx.db.databaseUrl,
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgrelid::regclass::text IN ${owned} ORDER BY tgname`,
    );
    expect(triggers.map((t) => t.name)).toEqual(['cash_session_events_append_only', 'cash_session_events_no_truncate', 'cash_sessions_closed_is_final']);
    const checks = await sql<{ name: string }>(
      fx.db.databaseUrl,
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'c' AND conrelid::regclass::text IN ${owned} ORDER BY conname`,
    );
    expect(checks.map((c) => c.name)).toEqual([
      'cash_games_buy_in_range',
      'cash_games_settings',
      'cash_games_time_collection',
      'cash_session_events_amount',
      'cash_session_events_kind',
      'cash_session_events_source',
      'cash_session_seatings_end',
      'cash_sessions_end',
      'cash_time_charges_amounts',
      'cash_waitlist_entries_via',
    ]);
    const indexes = await sql<{ name: string }>(
      fx.db.databaseUrl,
      `SELECT indexname AS name FROM pg_indexes WHERE indexname IN ('cash_sessions_one_open_per_table', 'cash_waitlist_one_active_entry') ORDER BY 1`,
    );
    expect(indexes).toHaveLength(2);
  });

  it('lets a table float go negative, and no other table account', async () => {
    const insert = (kind: string) =>
      sql(fx.db.databaseUrl, `INSERT INTO ledger_accounts (key, kind, unit, reference) VALUES ($1, $2::ledger_account_kind, 'USD', 'table:x')`, [
        `${kind}/${randomUUID()}`,
        kind,
      ]);
    await insert('table-float');
    await insert('cage');
    const idOf = async (kind: string) =>
      (await sql<{ id: string }>(fx.db.databaseUrl, `SELECT id::text FROM ledger_accounts WHERE kind::text = $1`, [kind]))[0];
    const [float, cage] = [await idOf('table-float'), await idOf('cage')];
    await sql(
      fx.db.databaseUrl,
      `BEGIN; INSERT INTO ledger_transactions (id, kind, unit, idempotency_key, request_fingerprint) VALUES (9001, 'live-result', 'USD', 'k1', 'f');
      INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (9001, ${float?.id}, -70, -70), (9001, ${cage?.id}, 70, 70); COMMIT;`,
    );
    expect((await sql<{ b: string }>(fx.db.databaseUrl, `SELECT balance::text AS b FROM ledger_accounts WHERE id = $1`, [float?.id]))[0]?.b).toBe('-70');
    await insert('seat-stack');
    const stack = await idOf('seat-stack');
    await expect(
      sql(
        fx.db.databaseUrl,
        `BEGIN; INSERT INTO ledger_transactions (id, kind, unit, idempotency_key, request_fingerprint) VALUES (9002, 'live-result', 'USD', 'k2', 'f');
        INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (9002, ${stack?.id}, -70, -70), (9002, ${cage?.id}, 70, 140); COMMIT;`,
      ),
    ).rejects.toThrow(/ledger_accounts_balance_non_negative/);
  });

  it('keeps one open session per player and table, and closed sessions final', async () => {
    const sessions = fx.moduleRef.get(CashSessionRepository);
    const at = new Date('2001-01-01T23:00:00.000Z');
    const first = await sessions.create({ playerId, cashGameId: gameId, tableId, unit: 'USD', startedAt: at });
    await expect(sessions.create({ playerId, cashGameId: gameId, tableId, unit: 'USD', startedAt: at })).rejects.toEqual(
      new UniqueViolationError('cash-session', 'tableId'),
    );
    const seatingId = randomUUID();
    await sessions.addSeating({ sessionId: first.id, tableId, seat: 1, seatingId, startedAt: at });
    await sessions.addEvent({ sessionId: first.id, kind: 'buy-in', tableId, amount: 500n, source: 'bankroll', ledgerTransactionId: null, actorKeyId: null });
    await expect(sql(fx.db.databaseUrl, `UPDATE cash_session_events SET amount = 1`)).rejects.toThrow(/cash_session_events is append-only: UPDATE/);
    await expect(
      sql(fx.db.databaseUrl, `INSERT INTO cash_session_events (session_id, kind, table_id, amount) VALUES ($1, 'top-up', $2, -5)`, [first.id, tableId]),
    ).rejects.toThrow(/cash_session_events_amount/);
    await expect(
      sql(fx.db.databaseUrl, `INSERT INTO cash_session_events (session_id, kind, table_id, amount) VALUES ($1, 'tip', $2, 5)`, [first.id, tableId]),
    ).rejects.toThrow(/cash_session_events_kind/);
    await expect(sql(fx.db.databaseUrl, `UPDATE cash_sessions SET status = 'closed' WHERE id = $1`, [first.id])).rejects.toThrow(/cash_sessions_end/);
    const end = new Date('2001-01-02T01:30:00.000Z');
    await sessions.endSeating(seatingId, end);
    await sessions.close(first.id, end);
    await expect(sql(fx.db.databaseUrl, `UPDATE cash_sessions SET status = 'open', ended_at = NULL WHERE id = $1`, [first.id])).rejects.toThrow(
      /is closed and cannot change/,
    );
    // Closed, the player may sit down there again.
    await expect(sessions.create({ playerId, cashGameId: gameId, tableId, unit: 'USD', startedAt: end })).resolves.toMatchObject({ status: 'open' });
  });

  it('clips play time to the range and splits it over UTC days, exactly', async () => {
    // The seating above: 23:00 on 1 January to 01:30 on the 2nd; the second session (started 01:30) has no seating yet.
    const reports = fx.moduleRef.get(CashReportRepository);
    const asOf = new Date('2001-01-02T02:00:00.000Z');
    const filter = { from: new Date('2001-01-01T00:00:00.000Z'), to: new Date('2001-01-03T00:00:00.000Z'), asOf, cashGameId: gameId };
    const days = await reports.dayRows(filter, 10);
    expect(days.map((d) => [d.day, d.playedMs])).toEqual([
      ['2001-01-01', 3_600_000n],
      ['2001-01-02', 5_400_000n],
    ]);
    const clipped = await reports.playerRows({ ...filter, from: new Date('2001-01-02T00:00:00.000Z') }, 10);
    expect(clipped).toEqual([expect.objectContaining({ playerId, playedMs: 5_400_000n, buyIns: 0n, sessions: 1 })]);
  });

  it('puts a player on a game’s list once at a time', async () => {
    const lists = fx.moduleRef.get(CashWaitlistRepository);
    const entry = await lists.join({ cashGameId: gameId, playerId, via: 'remote', at: new Date() });
    await expect(lists.join({ cashGameId: gameId, playerId, via: 'remote', at: new Date() })).rejects.toEqual(
      new UniqueViolationError('waitlist-entry', 'playerId'),
    );
    await lists.end(entry.id, 'removed', 'left', new Date());
    await expect(lists.join({ cashGameId: gameId, playerId, via: 'in-person', at: new Date() })).resolves.toMatchObject({
      status: 'waiting',
      via: 'in-person',
    });
    await expect(sql(fx.db.databaseUrl, `UPDATE cash_waitlist_entries SET via = 'phone'`)).rejects.toThrow(/cash_waitlist_entries_via/);
  });
});
