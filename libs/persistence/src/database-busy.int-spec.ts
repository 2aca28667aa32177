/**
 * A busy database is a 503 DATABASE_BUSY whichever way a request meets it: inside a unit of work
 * (Prisma's P2028, unit-of-work.int-spec.ts) and, here, a read outside one that waits for a pooled
 * connection while every connection is held (pg's pool gives up after its wait).
 */
import { randomUUID } from 'node:crypto';
import { eventually, notYet, WAIT_MS } from '../../../test/support/eventually';
import { PersistenceFixture, startPersistence } from '../../../test/support/persistence-module';
import { asDatabaseBusy } from './database-busy.error';
import { PlayerRepository } from './players/player.repository';
import { POOL_SIZE } from './prisma.service';
import { UnitOfWork } from './unit-of-work';

describe('a read while every pooled connection is busy', () => {
  let fx: PersistenceFixture;

  beforeAll(async () => {
    fx = await startPersistence();
  });
  afterAll(() => fx.close());

  it('fails with an error asDatabaseBusy recognises once the pool wait runs out, and the pool serves again once the connections are free', async () => {
    const uow = fx.moduleRef.get(UnitOfWork);
    const players = fx.moduleRef.get(PlayerRepository);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let open = 0;
    // Every connection held by an open transaction, with budgets far past the pool's wait.
    const holders = Array.from({ length: POOL_SIZE }, () =>
      uow.run(
        async () => {
          await players.findById(randomUUID());
          open += 1;
          await released;
        },
        { timeoutMs: 120_000 },
      ),
    );
    try {
      await eventually(() => open === POOL_SIZE || notYet(open), WAIT_MS, 'every connection in a transaction');
      const failure = await players.findById(randomUUID()).then(
        () => undefined,
        (error: unknown) => error,
      );
      // pg's own error, through Prisma unchanged, is what the API's filter is told is busy.
      expect(asDatabaseBusy(failure)).toMatchObject({ name: 'DatabaseBusyError', code: 'DATABASE_BUSY', cause: failure });
      expect(failure).toMatchObject({ message: 'timeout exceeded when trying to connect' });
    } finally {
      release();
      await Promise.all(holders);
    }
    await expect(players.findById(randomUUID())).resolves.toBeNull();
  }, 120_000);
});
