import { Test } from '@nestjs/testing';
import { createTestDatabase, TestDatabase } from '../../../test/setup/test-database';
import { postgresErrorOf } from './database-error';
import { DatabaseUnavailableError } from './database-unavailable.error';
import { findFreePort } from './free-port';
import { PersistenceModule } from './persistence.module';
import { PrismaService } from './prisma.service';

/**
 * What start-up does: build the module and run its init hooks — with the production connect
 * timeout: a 2 s one here made the first connection fail on a machine at a load average of 20–25
 * (the first query of a process took 2.4 s there). The refusals below do not wait for it: nothing
 * listening is refused at once, a missing database or a wrong password is answered by the server.
 */
async function startPersistence(databaseUrl: string, preparedStatements?: boolean) {
  const moduleRef = await Test.createTestingModule({
    imports: [PersistenceModule.forRoot({ databaseUrl, preparedStatements })],
  }).compile();
  await moduleRef.init();
  return moduleRef;
}

async function startupError(databaseUrl: string): Promise<DatabaseUnavailableError> {
  const error: unknown = await startPersistence(databaseUrl).then(
    async (moduleRef) => {
      await moduleRef.close();
      return undefined;
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof DatabaseUnavailableError)) throw new Error(`expected a DatabaseUnavailableError, got ${String(error)}`);
  return error;
}

describe('PrismaService', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(() => db.drop());

  it('connects on start-up and answers queries', async () => {
    const moduleRef = await startPersistence(db.databaseUrl);
    try {
      const prisma = moduleRef.get(PrismaService);
      await expect(prisma.$queryRaw`SELECT 1 AS one`).resolves.toEqual([{ one: 1 }]);
    } finally {
      await moduleRef.close();
    }
  });

  /** One transaction pins one pooled connection: run a statement three times, then ask that connection what it holds prepared. */
  async function preparedAfterThreeRuns(prisma: PrismaService): Promise<{ name: string; statement: string }[]> {
    return prisma.$transaction(async (tx) => {
      for (const n of [1, 2, 3]) await tx.$queryRawUnsafe('SELECT $1::int + 1 AS next', n);
      return tx.$queryRawUnsafe<{ name: string; statement: string }[]>('SELECT name, statement FROM pg_prepared_statements ORDER BY name');
    });
  }

  it('prepares each statement once per connection and reuses it (named statements, plans cached)', async () => {
    const moduleRef = await startPersistence(db.databaseUrl);
    try {
      const prisma = moduleRef.get(PrismaService);
      const prepared = await preparedAfterThreeRuns(prisma);
      const mine = prepared.filter((p) => p.statement === 'SELECT $1::int + 1 AS next');
      expect(mine).toHaveLength(1);
      expect(mine[0]?.name).toMatch(/^s\d+$/);
      expect(prepared.some((p) => p.statement.startsWith('SELECT name, statement FROM pg_prepared_statements'))).toBe(true);
      await expect(prisma.$queryRawUnsafe('SELECT $1::int + 1 AS next', 41)).resolves.toEqual([{ next: 42 }]);
    } finally {
      await moduleRef.close();
    }
  });

  it('prepares nothing when prepared statements are turned off (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    const moduleRef = await startPersistence(db.databaseUrl, false);
    try {
      expect(await preparedAfterThreeRuns(moduleRef.get(PrismaService))).toEqual([]);
    } finally {
      await moduleRef.close();
    }
  });

  it('answers a direct statement (no query engine) with the rows Prisma would, and Postgres errors readable alike', async () => {
    const moduleRef = await startPersistence(db.databaseUrl);
    try {
      const prisma = moduleRef.get(PrismaService);
      const sql = `SELECT $1::bigint * 2 AS big, $2::json AS doc, $3::timestamptz AS at, gen_random_uuid() IS NOT NULL AS ok, 7::int AS small, NULL::text AS nothing`;
      const params = ['9007199254740993', JSON.stringify({ a: [1, 'x'] }), new Date('2026-12-05T06:00:00.123Z')];
      const direct = await prisma.direct<Record<string, unknown>>(sql, params);
      expect(direct).toEqual(await prisma.$queryRawUnsafe(sql, ...params));
      expect(direct).toEqual([{ big: 18014398509481986n, doc: { a: [1, 'x'] }, at: new Date('2026-12-05T06:00:00.123Z'), ok: true, small: 7, nothing: null }]);
      // Named apart from Prisma's statements (which prepared the same text as s…): both kinds live on the same connections.
      const names = await prisma.direct<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [sql]);
      expect(names.map((n) => n.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^d\d+$/)]));
      const failure: unknown = await prisma.direct('SELECT 1 / $1::int AS x', [0]).catch((err: unknown) => err);
      expect(postgresErrorOf(failure)).toMatchObject({ code: '22012', message: 'division by zero' });
    } finally {
      await moduleRef.close();
    }
  });

  it('stops start-up with a one-line reason when nothing listens at DATABASE_URL', async () => {
    const port = await findFreePort();
    const error = await startupError(`postgresql://razz:s3cret@127.0.0.1:${port}/razz`);
    expect(error.code).toBe('DATABASE_UNAVAILABLE');
    expect(error.message).toBe(`database unavailable at postgresql://razz:***@127.0.0.1:${port}/razz: Can't reach database server at 127.0.0.1:${port}`);
  });

  it('names the problem when the server is there but the database is not', async () => {
    const url = new URL(db.databaseUrl);
    url.pathname = '/no_such_database';
    const error = await startupError(url.toString());
    expect(error.message).toContain('database "no_such_database" does not exist');
    expect(error.message).not.toContain('\n');
  });

  it('never prints the password', async () => {
    const url = new URL(db.databaseUrl);
    url.password = 'wrong-password';
    const error = await startupError(url.toString());
    expect(error.message).toContain('password authentication failed');
    expect(error.message).not.toContain('wrong-password');
  });
});
