import { Test, TestingModule } from '@nestjs/testing';
import { MetricsModule, MetricsRegistry } from '@app/metrics';
import { createTestDatabase, TestDatabase } from '../../../test/setup/test-database';
import { histogramCount, metricValue } from '../../../test/support/metrics-text';
import { PersistenceModule } from './persistence.module';
import { PrismaService } from './prisma.service';

/** The database figures as the API and the worker expose them: PersistenceModule beside the application's registry. */
describe('DatabaseMetrics', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let prisma: PrismaService;
  const scrape = async () => (await moduleRef.get(MetricsRegistry).exposition()).body;
  const statements = async () => histogramCount(await scrape(), 'razz_db_statement_duration_seconds');

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await Test.createTestingModule({
      imports: [MetricsModule.forRoot({ process: 'api', defaultMetrics: false }), PersistenceModule.forRoot({ databaseUrl: db.databaseUrl })],
    }).compile();
    await moduleRef.init();
    prisma = moduleRef.get(PrismaService);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  it('times each statement once: a query is one, a transaction its statements with BEGIN and COMMIT', async () => {
    const before = await statements();
    for (const n of [1, 2, 3]) await prisma.$queryRawUnsafe('SELECT $1::int AS n', n);
    expect((await statements()) - before).toBe(3);

    const beforeTx = await statements();
    await prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT 1');
      await tx.$queryRawUnsafe('SELECT 2');
    });
    expect((await statements()) - beforeTx).toBe(4);
  });

  it('times a statement that fails too', async () => {
    const before = await statements();
    await expect(prisma.$queryRawUnsafe('SELECT * FROM no_such_table')).rejects.toThrow();
    expect((await statements()) - before).toBe(1);
  });

  it('reads the pool at scrape time: a connection held by a transaction is not idle', async () => {
    await prisma.$queryRawUnsafe('SELECT 1');
    const idle = await scrape();
    expect(metricValue(idle, 'razz_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(metricValue(idle, 'razz_db_pool_connections', { state: 'idle' })).toBe(metricValue(idle, 'razz_db_pool_connections', { state: 'total' }));
    expect(metricValue(idle, 'razz_db_pool_connections', { state: 'waiting' })).toBe(0);

    const during = await prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT 1');
      return scrape();
    });
    const total = metricValue(during, 'razz_db_pool_connections', { state: 'total' }) ?? 0;
    expect(metricValue(during, 'razz_db_pool_connections', { state: 'idle' })).toBeLessThan(total);
  });
});
