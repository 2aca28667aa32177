import { PersistenceFixture, startPersistence } from '../../../test/support/persistence-module';
import { sql } from '../../../test/support/ledger-invariants';
import { AuditRepository } from './audit/audit.repository';
import { PlayerRepository } from './players/player.repository';
import { UnitOfWork } from './unit-of-work';

describe('UnitOfWork', () => {
  let fx: PersistenceFixture;
  let uow: UnitOfWork;
  let players: PlayerRepository;
  let audit: AuditRepository;
  const count = async (table: string) => Number((await sql<{ n: string }>(fx.db.databaseUrl, `SELECT count(*)::text AS n FROM ${table}`))[0]?.n);

  beforeAll(async () => {
    fx = await startPersistence();
    uow = fx.moduleRef.get(UnitOfWork);
    players = fx.moduleRef.get(PlayerRepository);
    audit = fx.moduleRef.get(AuditRepository);
  });
  afterAll(() => fx.close());

  it('commits every repository call in the work together', async () => {
    const player = await uow.run(async () => {
      const created = await players.create({ screenName: 'Together' });
      await audit.record({
        actorKeyId: null,
        actorRole: 'system',
        action: 'player.create',
        entityType: 'player',
        entityId: created.id,
        details: {},
        requestId: null,
      });
      return created;
    });
    await expect(players.findById(player.id)).resolves.toEqual(player);
    expect(await count('audit_log')).toBe(1);
  });

  it('rolls all of it back when the work throws, and rethrows the error', async () => {
    const before = [await count('players'), await count('audit_log')];
    const failure = new Error('changed my mind');
    await expect(
      uow.run(async () => {
        const created = await players.create({ screenName: 'Rollback' });
        await audit.record({
          actorKeyId: null,
          actorRole: 'system',
          action: 'player.create',
          entityType: 'player',
          entityId: created.id,
          details: {},
          requestId: null,
        });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect([await count('players'), await count('audit_log')]).toEqual(before);
  });

  it('holds a unit of work to the time budget it names: past it the transaction is expired and nothing of it is kept', async () => {
    const before = await count('players');
    // A budget far below the work's own pause: on any machine, the slower the surer, the transaction outlives it.
    const work = uow.run(
      async () => {
        await players.create({ screenName: 'Overdue' });
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        await players.create({ screenName: 'Overdue2' });
      },
      { timeoutMs: 300 },
    );
    // Rolled back whole, and said as a busy database (a 503 at the edge) with Prisma's P2028 under it.
    await expect(work).rejects.toMatchObject({ code: 'DATABASE_BUSY', message: expect.stringMatching(/nothing was changed/), cause: { code: 'P2028' } });
    expect(await count('players')).toBe(before);
  });

  it('joins an outer unit of work instead of opening a second transaction', async () => {
    const before = await count('players');
    await expect(
      uow.run(async () => {
        await uow.run(() => players.create({ screenName: 'Inner' }));
        expect(uow.active).toBe(true);
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await count('players')).toBe(before);
    expect(uow.active).toBe(false);
  });

  it('keeps concurrent units of work apart', async () => {
    const results = await Promise.allSettled(
      ['Keep-1', 'Drop-1', 'Keep-2', 'Drop-2'].map((name) =>
        uow.run(async () => {
          await players.create({ screenName: name });
          if (name.startsWith('Drop')) throw new Error(name);
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    const names = (await players.list({ status: 'all', limit: 100, search: '-' })).items.map((p) => p.screenName);
    expect(names).toEqual(['Keep-1', 'Keep-2']);
  });

  it('runs after-commit effects once the outermost unit of work has committed, outside it, and never after a rollback', async () => {
    const seen: string[] = [];
    await uow.run(async () => {
      const created = await uow.run(() => players.create({ screenName: 'After-1' }));
      uow.afterCommit(async () => {
        // Not inside the transaction any more: a fresh read through the pool sees the row.
        seen.push(`${uow.active}:${(await players.findById(created.id))?.screenName}`);
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['false:After-1']);

    await expect(
      uow.run(async () => {
        await players.create({ screenName: 'After-2' });
        uow.afterCommit(async () => void seen.push('rolled back'));
        throw new Error('no commit');
      }),
    ).rejects.toThrow('no commit');
    expect(seen).toEqual(['false:After-1']);
  });

  it('logs a failing after-commit effect instead of failing the committed work, and runs the next one', async () => {
    const seen: string[] = [];
    const created = await uow.run(async () => {
      uow.afterCommit(async () => {
        throw new Error('enqueue failed');
      });
      uow.afterCommit(async () => void seen.push('second'));
      return players.create({ screenName: 'After-3' });
    });
    expect(created.screenName).toBe('After-3');
    expect(seen).toEqual(['second']);
  });

  describe('query() inside a unit of work (on the connection the transaction holds)', () => {
    const preparedAs = (sqlText: string) =>
      uow.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [sqlText]).then((rows) => rows.map((r) => r.name));

    it('runs in the transaction itself: it sees what the work wrote before commit, and it goes to the connection without Prisma', async () => {
      await uow.run(async () => {
        const created = await players.create({ screenName: 'Same-Tx' });
        const probe = `SELECT screen_name AS name, txid_current()::text AS tx FROM players WHERE id = $1::uuid`;
        const [row] = await uow.query<{ name: string; tx: string }>(probe, [created.id]);
        // Uncommitted: only this transaction's own connection can see the row.
        expect(row?.name).toBe('Same-Tx');
        const [prismaTx] = await uow.client.$queryRawUnsafe<{ tx: string }[]>(`SELECT txid_current()::text AS tx`);
        expect(row?.tx).toBe(prismaTx?.tx);
        // Prepared under a direct statement's name (`d…`) on this session: sent by `pg`, not by Prisma's engine (`s…`).
        expect(await preparedAs(probe)).toEqual([expect.stringMatching(/^d\d+$/)]);
      });
    });

    it('rolls back with the work', async () => {
      const before = await count('players');
      await expect(
        uow.run(async () => {
          await uow.query(
            `INSERT INTO players (id, screen_name, screen_name_key, updated_at) VALUES (gen_random_uuid(), 'Direct-Rollback', 'direct-rollback', now())`,
            [],
          );
          expect(await count('players')).toBe(before); // not visible outside before commit
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(await count('players')).toBe(before);
    });

    it('refuses a statement the work sends after its transaction ended, instead of sending it on a connection the pool gave to someone else', async () => {
      const before = await count('players');
      let late: Promise<unknown> | undefined;
      await uow.run(async () => {
        // A timer started inside the work keeps the work's context: it fires after commit.
        late = new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
          uow.query(`INSERT INTO players (id, screen_name, screen_name_key, updated_at) VALUES (gen_random_uuid(), 'Too-Late', 'too-late', now())`, []),
        );
      });
      await expect(late).rejects.toThrow(/Transaction already closed/);
      expect(await count('players')).toBe(before);
    });
  });
});
