/**
 * The ledger under concurrency and retries, on a real Postgres: the cashier's movements and the
 * LedgerService API later issues build on. After every test the ledger's invariants are read
 * straight from the database.
 */
import { Test, TestingModule } from '@nestjs/testing';
import { ConfigModule } from '@app/config';
import { JobsModule } from '@app/jobs';
import { PersistenceModule, UnitOfWork } from '@app/persistence';
import { RoomModule } from '../room.module';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';
import { testConfig } from '../../../../test/support/test-config';
import type { Actor } from '../audit/actor';
import { PlayersService } from '../players/players.service';
import { CashierService } from './cashier.service';
import { LedgerError } from './ledger.error';
import { LedgerService } from './ledger.service';

const cashierActor: Actor = { keyId: null, role: 'cashier' };

describe('LedgerService and CashierService (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let cashier: CashierService;
  let ledger: LedgerService;
  let players: PlayersService;
  let uow: UnitOfWork;
  let n = 0;
  const newPlayer = async () => (await players.create(cashierActor, { screenName: `player-${++n}` })).id;
  const bankroll = (playerId: string, unit = 'USD') => ledger.balanceOf({ kind: 'player-bankroll', unit, playerId });
  const codeOf = (result: PromiseSettledResult<unknown>) => (result.status === 'rejected' ? (result.reason as LedgerError).code : 'ok');
  /**
   * Runs the requests at once, then again — as a client would, with the same idempotency key —
   * those the database was too busy to serve in time (`DATABASE_BUSY`: rolled back whole). On a
   * quiet machine every request goes through at the first try; on a slow one the last of a long
   * queue for the same rows can outwait its transaction's 15 s wait for a connection. The verdict
   * is then the same on both: what each request finally answered.
   */
  const settleRetryingBusy = async <T>(requests: (() => Promise<T>)[]): Promise<PromiseSettledResult<Awaited<T>>[]> => {
    const results = await Promise.allSettled(requests.map((request) => request()));
    for (let round = 0; round < 20; round++) {
      const busy = results.flatMap((result, i) => (codeOf(result) === 'DATABASE_BUSY' ? [i] : []));
      if (busy.length === 0) break;
      const again = await Promise.allSettled(busy.map((i) => (requests[i] as () => Promise<T>)()));
      busy.forEach((i, k) => (results[i] = again[k] as PromiseSettledResult<Awaited<T>>));
    }
    return results;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(testConfig({ databaseUrl: db.databaseUrl })),
        PersistenceModule.forRoot({ databaseUrl: db.databaseUrl }),
        JobsModule.forRoot({ redisUrl: undefined, processing: false, prefix: 'test' }),
        RoomModule.register({ processors: false }),
      ],
    }).compile();
    await moduleRef.init();
    cashier = moduleRef.get(CashierService);
    ledger = moduleRef.get(LedgerService);
    players = moduleRef.get(PlayersService);
    uow = moduleRef.get(UnitOfWork);
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  it('50 parallel withdrawals against a balance that covers 33 of them: exactly 33 succeed, never below zero', async () => {
    const playerId = await newPlayer();
    await cashier.deposit(cashierActor, { playerId, unit: 'USD', amount: 1000 }, 'seed-50');
    const results = await settleRetryingBusy(
      Array.from({ length: 50 }, (_, i) => () => cashier.withdraw(cashierActor, { playerId, unit: 'USD', amount: 30 }, `withdraw-50-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(33);
    expect(results.filter((r) => r.status === 'rejected').map(codeOf)).toEqual(Array(17).fill('INSUFFICIENT_FUNDS'));
    expect(await bankroll(playerId)).toBe(10n);
    const after = await sql<{ min: string; count: string }>(
      db.databaseUrl,
      `SELECT min(e.balance_after)::text AS min, count(*)::text AS count FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.player_id = $1`,
      [playerId],
    );
    expect(after[0]).toEqual({ min: '10', count: '34' });
  });

  it('the same deposit 20 times in parallel with one key moves money once and answers all 20 alike', async () => {
    const playerId = await newPlayer();
    const request = { playerId, unit: 'USD', amount: 2500, memo: 'cash' };
    const settled = await settleRetryingBusy(Array.from({ length: 20 }, () => () => cashier.deposit(cashierActor, request, 'same-deposit')));
    expect(settled.map(codeOf)).toEqual(Array(20).fill('ok'));
    const receipts = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(new Set(receipts.map((r) => r.transaction.id)).size).toBe(1);
    expect(receipts.filter((r) => !r.replayed)).toHaveLength(1);
    expect(receipts.every((r) => JSON.stringify(r.transaction) === JSON.stringify(receipts[0]?.transaction))).toBe(true);
    expect(await bankroll(playerId)).toBe(2500n);
    const audit = await sql(db.databaseUrl, `SELECT 1 FROM audit_log WHERE action = 'ledger.deposit' AND entity_id = $1`, [receipts[0]?.transaction.id]);
    expect(audit).toHaveLength(1);
  });

  it('refuses a reused idempotency key for a different request, and moves nothing', async () => {
    const playerId = await newPlayer();
    await cashier.deposit(cashierActor, { playerId, unit: 'USD', amount: 100 }, 'reused');
    await expect(cashier.deposit(cashierActor, { playerId, unit: 'USD', amount: 101 }, 'reused')).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await expect(cashier.withdraw(cashierActor, { playerId, unit: 'USD', amount: 100 }, 'reused')).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await bankroll(playerId)).toBe(100n);
  });

  it('opposite transfers between the same two players, 40 at once, neither deadlock nor lose a cent', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    await cashier.deposit(cashierActor, { playerId: a, unit: 'EUR', amount: 500 }, 'tr-a');
    await cashier.deposit(cashierActor, { playerId: b, unit: 'EUR', amount: 500 }, 'tr-b');
    const results = await settleRetryingBusy(
      Array.from(
        { length: 40 },
        (_, i) => () => cashier.transfer(cashierActor, { fromPlayerId: i % 2 ? a : b, toPlayerId: i % 2 ? b : a, unit: 'EUR', amount: 7 }, `tr-${i}`),
      ),
    );
    expect(results.map(codeOf)).toEqual(Array(40).fill('ok'));
    expect((await bankroll(a, 'EUR')) + (await bankroll(b, 'EUR'))).toBe(1000n);
    expect(await bankroll(a, 'EUR')).toBe(500n);
  });

  it('takes deposits and transfers only for active players, but lets a deactivated player cash out', async () => {
    const [active, leaving] = [await newPlayer(), await newPlayer()];
    await cashier.deposit(cashierActor, { playerId: leaving, unit: 'GBP', amount: 300 }, 'leaving-in');
    await players.deactivate({ keyId: null, role: 'admin' }, leaving);
    await expect(cashier.deposit(cashierActor, { playerId: leaving, unit: 'GBP', amount: 1 }, 'leaving-2')).rejects.toMatchObject({ code: 'PLAYER_INACTIVE' });
    await expect(cashier.transfer(cashierActor, { fromPlayerId: leaving, toPlayerId: active, unit: 'GBP', amount: 1 }, 'leaving-3')).rejects.toMatchObject({
      code: 'PLAYER_INACTIVE',
    });
    await cashier.withdraw(cashierActor, { playerId: leaving, unit: 'GBP', amount: 300 }, 'leaving-out');
    expect(await bankroll(leaving, 'GBP')).toBe(0n);
    await expect(cashier.deposit(cashierActor, { playerId: '00000000-0000-4000-8000-000000000000', unit: 'GBP', amount: 1 }, 'nobody')).rejects.toMatchObject({
      code: 'PLAYER_NOT_FOUND',
    });
  });

  describe('the LedgerService API for later features', () => {
    it('posts inside the caller’s unit of work: a later failure there rolls the posting back', async () => {
      const playerId = await newPlayer();
      await cashier.deposit(cashierActor, { playerId, unit: 'USD', amount: 1000 }, 'api-seed');
      const rake = await ledger.ensureAccount({ kind: 'house-rake', unit: 'USD' });
      const wallet = await ledger.ensureAccount({ kind: 'player-bankroll', unit: 'USD', playerId });
      const posting = {
        kind: 'rake',
        unit: 'USD',
        reference: 'hand:1',
        entries: [
          { accountId: wallet.id, amount: -40n },
          { accountId: rake.id, amount: 40n },
        ],
      };

      await expect(
        uow.run(async () => {
          await ledger.post(posting, { idempotencyKey: 'hand:1:rake' });
          throw new Error('the hand could not be saved');
        }),
      ).rejects.toThrow('the hand could not be saved');
      expect(await bankroll(playerId)).toBe(1000n);

      const first = await uow.run(() => ledger.post(posting, { idempotencyKey: 'hand:1:rake' }));
      const again = await ledger.post(posting, { idempotencyKey: 'hand:1:rake' });
      expect(first.replayed).toBe(false);
      expect(again).toEqual({ transaction: first.transaction, replayed: true });
      expect(await bankroll(playerId)).toBe(960n);
      expect(await ledger.balanceOf({ kind: 'house-rake', unit: 'USD' })).toBe(40n);
    });

    it('postUnique writes without looking the key up; a key taken all the same is refused by the database and the caller’s unit of work rolls back whole', async () => {
      const playerId = await newPlayer();
      await cashier.deposit(cashierActor, { playerId, unit: 'USD', amount: 1000 }, 'unique-seed');
      const rake = await ledger.ensureAccount({ kind: 'house-rake', unit: 'USD' });
      const wallet = await ledger.ensureAccount({ kind: 'player-bankroll', unit: 'USD', playerId });
      const rakeBefore = await ledger.balanceOf({ kind: 'house-rake', unit: 'USD' });
      const move = (amount: bigint) => ({
        kind: 'rake',
        unit: 'USD',
        entries: [
          { accountId: wallet.id, amount: -amount },
          { accountId: rake.id, amount },
        ],
      });

      const first = await uow.run(() => ledger.postUnique(move(40n), { idempotencyKey: 'hand:2:settlement' }));
      expect(Object.fromEntries(first.entries.map((e) => [e.accountId, e.balanceAfter]))).toEqual({ [wallet.id]: 960n, [rake.id]: rakeBefore + 40n });

      await expect(
        uow.run(async () => {
          await ledger.post(move(10n), { idempotencyKey: 'hand:2:other' });
          await ledger.postUnique(move(40n), { idempotencyKey: 'hand:2:settlement' });
        }),
      ).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
      expect(await bankroll(playerId)).toBe(960n);
      expect(await ledger.balanceOf({ kind: 'house-rake', unit: 'USD' })).toBe(rakeBefore + 40n);
      // The other posting of the rolled-back unit of work was not kept either: its key is still new.
      expect((await ledger.post(move(10n), { idempotencyKey: 'hand:2:other' })).replayed).toBe(false);
      expect(await bankroll(playerId)).toBe(950n);
    });

    it.each([
      ['a single entry', [{ amount: 5n }], /two or more entries/],
      ['entries that do not sum to zero', [{ amount: 5n }, { amount: -4n }], /sum to 1, not zero/],
      ['a zero entry', [{ amount: 0n }, { amount: 0n }], /zero moves nothing/],
    ])('refuses %s (POSTING_INVALID) and writes nothing', async (_label, amounts, message) => {
      const before = await ledgerInvariants(db.databaseUrl);
      const cage = await ledger.ensureAccount({ kind: 'cage', unit: 'USD' });
      const fees = await ledger.ensureAccount({ kind: 'house-fees', unit: 'USD' });
      const entries = amounts.map((entry, i) => ({ accountId: i === 0 ? cage.id : fees.id, amount: entry.amount }));
      await expect(ledger.post({ kind: 'test', unit: 'USD', entries }, { idempotencyKey: `invalid-${_label}` })).rejects.toMatchObject({
        code: 'POSTING_INVALID',
        message: expect.stringMatching(message),
      });
      expect(await ledgerInvariants(db.databaseUrl)).toEqual(before);
    });

    it('never mixes units: UNIT_MISMATCH for an account in another unit', async () => {
      const usd = await ledger.ensureAccount({ kind: 'cage', unit: 'USD' });
      const eur = await ledger.ensureAccount({ kind: 'house-fees', unit: 'EUR' });
      const entries = [
        { accountId: usd.id, amount: -5n },
        { accountId: eur.id, amount: 5n },
      ];
      await expect(ledger.post({ kind: 'test', unit: 'USD', entries }, { idempotencyKey: 'mixed' })).rejects.toMatchObject({ code: 'UNIT_MISMATCH' });
      await expect(ledger.ensureAccount({ kind: 'cage', unit: 'XYZ' })).rejects.toMatchObject({ code: 'UNKNOWN_UNIT' });
    });
  });
});
