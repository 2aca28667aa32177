import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { LEDGER_OK, ledgerInvariants } from '../../../../test/support/ledger-invariants';
import { PlayerRepository } from '../players/player.repository';
import { UnitOfWork } from '../unit-of-work';
import { LedgerAccountRepository } from './ledger-account.repository';
import { LedgerTransactionRepository } from './ledger-transaction.repository';

describe('ledger repositories', () => {
  let fx: PersistenceFixture;
  let uow: UnitOfWork;
  let accounts: LedgerAccountRepository;
  let transactions: LedgerTransactionRepository;
  let playerId: string;

  beforeAll(async () => {
    fx = await startPersistence();
    uow = fx.moduleRef.get(UnitOfWork);
    accounts = fx.moduleRef.get(LedgerAccountRepository);
    transactions = fx.moduleRef.get(LedgerTransactionRepository);
    playerId = (await fx.moduleRef.get(PlayerRepository).create({ screenName: 'Banker' })).id;
  });
  afterEach(async () => expect(await ledgerInvariants(fx.db.databaseUrl)).toMatchObject(LEDGER_OK));
  afterAll(() => fx.close());

  it('ensure creates an account once, even when 20 callers race for it', async () => {
    const spec = { kind: 'player-bankroll' as const, unit: 'USD', playerId };
    const results = await Promise.all(Array.from({ length: 20 }, () => uow.run(() => accounts.ensure(spec))));
    expect(new Set(results.map((a) => a.id)).size).toBe(1);
    expect(results[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      key: `player-bankroll/USD/player:${playerId}`,
      kind: 'player-bankroll',
      unit: 'USD',
      playerId,
      reference: null,
      balance: 0n,
      createdAt: expect.any(Date),
    });
    await expect(accounts.find(spec)).resolves.toEqual(results[0]);
    await expect(accounts.find({ ...spec, unit: 'EUR' })).resolves.toBeNull();
  });

  it('posts a transaction, reads it back by id and idempotency key, and lists the statement newest first', async () => {
    const cage = await accounts.ensure({ kind: 'cage', unit: 'USD' });
    const bankroll = await accounts.ensure({ kind: 'player-bankroll', unit: 'USD', playerId });
    const post = (key: string, amount: bigint) =>
      uow.run(async () => {
        const locked = await accounts.lockForUpdate([cage.id, bankroll.id, cage.id]);
        // Always in id order (the bankroll was created first here), whatever order was asked for.
        expect(locked.map((a) => a.id)).toEqual([bankroll.id, cage.id]);
        const balance = (id: string) => locked.find((a) => a.id === id)?.balance ?? 0n;
        return transactions.insert({
          kind: 'deposit',
          unit: 'USD',
          reference: null,
          memo: `deposit ${key}`,
          idempotencyKey: key,
          requestFingerprint: 'fp',
          createdByKeyId: null,
          entries: [
            { accountId: cage.id, amount: -amount, balanceAfter: balance(cage.id) - amount },
            { accountId: bankroll.id, amount, balanceAfter: balance(bankroll.id) + amount },
          ],
        });
      });
    const one = await post('repo-1', 700n);
    const two = await post('repo-2', 300n);
    expect(one.entries).toEqual([
      { id: expect.any(String), accountId: cage.id, accountKind: 'cage', playerId: null, amount: -700n, balanceAfter: -700n },
      { id: expect.any(String), accountId: bankroll.id, accountKind: 'player-bankroll', playerId, amount: 700n, balanceAfter: 700n },
    ]);
    await expect(transactions.findById(two.id)).resolves.toEqual(two);
    await expect(transactions.findByIdempotencyKey('repo-1')).resolves.toEqual(one);
    await expect(transactions.findByIdempotencyKey('nope')).resolves.toBeNull();
    await expect(accounts.findById(bankroll.id)).resolves.toMatchObject({ balance: 1000n });

    const page1 = await transactions.statement(bankroll.id, 1);
    expect(page1.items).toEqual([
      expect.objectContaining({ transactionId: two.id, kind: 'deposit', memo: 'deposit repo-2', amount: 300n, balanceAfter: 1000n }),
    ]);
    const page2 = await transactions.statement(bankroll.id, 1, page1.next ?? undefined);
    expect(page2).toEqual({ items: [expect.objectContaining({ transactionId: one.id, amount: 700n, balanceAfter: 700n })], next: null });
  });

  it('lists accounts by kind, unit and player, in id order', async () => {
    await accounts.ensure({ kind: 'house-rake', unit: 'EUR' });
    const usd = await accounts.list({ unit: 'USD', limit: 1 });
    expect(usd.items).toHaveLength(1);
    const rest = await accounts.list({ unit: 'USD', limit: 10, after: usd.next ?? undefined });
    expect([...usd.items, ...rest.items].map((a) => a.kind)).toEqual(['player-bankroll', 'cage']);
    expect((await accounts.list({ kind: 'house-rake', limit: 10 })).items.map((a) => a.unit)).toEqual(['EUR']);
    expect((await accounts.listForPlayer(playerId)).map((a) => a.unit)).toEqual(['USD']);
  });
});
