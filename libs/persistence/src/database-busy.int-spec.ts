/**
 * A busy database is a 503 DATABASE_BUSY whichever way a request meets it: inside a unit of work
 * (Prisma's P2028, unit-of-work.int-spec.ts) and, here, a read outside one that waits for a pooled
 * connection while every connection is held (pg's pool gives up after its wait).
 */
import { randomUUID } from 'node:crypto';
import { holdEveryPoolConnection } from '../../../test/support/hold-pool';
import { PersistenceFixture, startPersistence } from '../../../test/support/persistence-module';
import { asDatabaseBusy } from './database-busy.error';
import { PlayerRepository } from './players/player.repository';
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
    const pool = await holdEveryPoolConnection(uow, players);
    try {
      const failure = await players.findById(randomUUID()).then(
        () => undefined,
        (error: unknown) => error,
      );
      // pg's own error, through Prisma unchanged, is what the API's filter is told is busy.
      expect(asDatabaseBusy(failure)).toMatchObject({ name: 'DatabaseBusyError', code: 'DATABASE_BUSY', cause: failure });
      expect(failure).toMatchObject({ message: 'timeout exceeded when trying to connect' });
    } finally {
      await pool.release();
    }
    await expect(players.findById(randomUUID())).resolves.toBeNull();
  }, 120_000);
});
