/**
 * The pending-requests migration's hand-written rules, proven with plain SQL, and the
 * repository's guarantees: a key once, a request resolved once, the waiting ones found by player
 * and scope in the order received.
 */
import { randomUUID } from 'node:crypto';
import { PRESETS } from '@app/razz-engine';
import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { sql } from '../../../../test/support/ledger-invariants';
import { UniqueViolationError } from '../common/unique-violation.error';
import { CashGameRepository } from '../cash/cash-game.repository';
import { CashSessionRepository } from '../cash/cash-session.repository';
import { PlayerRepository } from '../players/player.repository';
import { TableRepository } from '../tables/table.repository';
import { PendingRequestRepository } from './pending-request.repository';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

describe('pending requests in the database', () => {
  let fx: PersistenceFixture;
  let playerId: string;
  let tableId: string;
  let sessionId: string;
  let requests: PendingRequestRepository;
  const topUp = (amount: number, key: string | null = null) =>
    requests.create({
      kind: 'top-up',
      cashSessionId: sessionId,
      tournamentId: null,
      playerId,
      tableId,
      handId: null,
      params: { amount, source: 'bankroll' },
      idempotencyKey: key,
      actorKeyId: null,
      actorRole: 'player',
    });

  beforeAll(async () => {
    fx = await startPersistence();
    requests = fx.moduleRef.get(PendingRequestRepository);
    playerId = (await fx.moduleRef.get(PlayerRepository).create({ screenName: `q${randomUUID().slice(0, 8)}` })).id;
    const game = await fx.moduleRef.get(CashGameRepository).create({
      name: 'g',
      dealing: 'engine',
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
      timeCharge: null,
      timePeriodMinutes: null,
      holdSeconds: 60,
      noAnswer: 'end',
      createdByKeyId: null,
    });
    tableId = (
      await fx.moduleRef.get(TableRepository).create({
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
        dealing: 'engine',
        cashGameId: game.id,
        schedule: null,
      })
    ).id;
    sessionId = (await fx.moduleRef.get(CashSessionRepository).create({ playerId, cashGameId: game.id, tableId, unit: 'USD', startedAt: new Date() })).id;
  });
  afterAll(() => fx.close());

  it('has every hand-written rule after migrating', async () => {
    const checks = await sql<{ name: string }>(
      fx.db.databaseUrl,
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'c' AND conrelid = 'pending_requests'::regclass ORDER BY conname`,
    );
    expect(checks.map((c) => c.name)).toEqual(['pending_requests_failure', 'pending_requests_resolution', 'pending_requests_subject']);
    const triggers = await sql<{ name: string }>(
      fx.db.databaseUrl,
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgrelid = 'pending_requests'::regclass`,
    );
    expect(triggers.map((t) => t.name)).toEqual(['pending_requests_resolved_is_final']);
    const index = await sql<{ def: string }>(fx.db.databaseUrl, `SELECT indexdef AS def FROM pg_indexes WHERE indexname = 'pending_requests_waiting'`);
    expect(index[0]?.def).toMatch(/WHERE \(status = 'pending'/);
  });

  it('refuses a request without its subject, a resolution without its time, a failure without its code', async () => {
    const insert = (kind: string, session: string | null, extra = '') =>
      sql(
        fx.db.databaseUrl,
        `INSERT INTO pending_requests (id, kind, player_id, cash_session_id, table_id, params, actor_role${extra ? ', status' : ''}) VALUES (gen_random_uuid(), $1::pending_request_kind, $2, $3, $4, '{}', 'player'${extra})`,
        [kind, playerId, session, tableId],
      );
    await expect(insert('top-up', null)).rejects.toThrow(/pending_requests_subject/);
    await expect(insert('tournament-move', sessionId)).rejects.toThrow(/pending_requests_subject/);
    await expect(insert('top-up', sessionId, ", 'applied'")).rejects.toThrow(/pending_requests_resolution/);
    const { id } = await topUp(10);
    await expect(sql(fx.db.databaseUrl, `UPDATE pending_requests SET status = 'failed', resolved_at = now() WHERE id = $1`, [id])).rejects.toThrow(
      /pending_requests_failure/,
    );
  });

  it('resolves a request once: locked only while pending, and a resolved one never changes again', async () => {
    const { id } = await topUp(20);
    expect((await requests.lockPending(id))?.id).toBe(id);
    expect(await requests.resolve(id, 'failed', { code: 'INSUFFICIENT_FUNDS', message: 'no money' })).toMatchObject({
      status: 'failed',
      failure: { code: 'INSUFFICIENT_FUNDS', message: 'no money' },
    });
    expect(await requests.lockPending(id)).toBeNull();
    await expect(
      sql(fx.db.databaseUrl, `UPDATE pending_requests SET status = 'applied', failure_code = NULL, failure_message = NULL WHERE id = $1`, [id]),
    ).rejects.toThrow(/is failed and cannot change/);
    await expect(sql(fx.db.databaseUrl, `DELETE FROM pending_requests WHERE id = $1`, [id])).rejects.toThrow(/cannot change/);
  });

  it('takes an idempotency key once, and finds the waiting ones of a player at a cash table in the order received', async () => {
    const key = `api:${randomUUID()}`;
    const first = await topUp(30, key);
    await expect(topUp(31, key)).rejects.toEqual(new UniqueViolationError('pending-request', 'idempotencyKey'));
    expect((await requests.findByIdempotencyKey(key))?.id).toBe(first.id);
    const second = await topUp(40);
    const waiting = await requests.pendingFor([playerId], { cashTableId: tableId });
    expect(waiting.map((r) => r.id).slice(-2)).toEqual([first.id, second.id]);
    expect(waiting.every((r) => r.status === 'pending')).toBe(true);
    expect(await requests.pendingFor([playerId], { cashTableId: randomUUID() })).toEqual([]);
    expect(await requests.anyPending()).toBe(true);
  });
});
