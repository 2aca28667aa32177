import { Test, TestingModule } from '@nestjs/testing';
import { createTestDatabase, TestDatabase } from '../../../test/setup/test-database';
import { PersistenceModule } from './persistence.module';
import { SystemEventRepository } from './system-event.repository';

describe('SystemEventRepository', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let events: SystemEventRepository;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await Test.createTestingModule({ imports: [PersistenceModule.forRoot({ databaseUrl: db.databaseUrl })] }).compile();
    await moduleRef.init();
    events = moduleRef.get(SystemEventRepository);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  it('records an event and reads it back as a domain value', async () => {
    const payload = { token: 'abc', attempt: 2, nested: { list: [1, 'two', null, true] } };
    const recorded = await events.record('job.noop', payload);

    expect(recorded).toEqual({ id: expect.stringMatching(/^\d+$/), kind: 'job.noop', payload, createdAt: expect.any(Date) });
    await expect(events.listRecent('job.noop')).resolves.toEqual([recorded]);
  });

  it('lists newest first, filters by kind and honours the limit', async () => {
    const first = await events.record('list.a', { n: 1 });
    const second = await events.record('list.a', { n: 2 });
    await events.record('list.b', { n: 3 });
    const third = await events.record('list.a', { n: 4 });

    await expect(events.listRecent('list.a')).resolves.toEqual([third, second, first]);
    await expect(events.listRecent('list.a', 2)).resolves.toEqual([third, second]);
    const all = await events.listRecent(undefined, 1000);
    expect(all.map((event) => event.kind)).toEqual(expect.arrayContaining(['list.a', 'list.b', 'job.noop']));
  });

  it('keeps JSON scalars, including null, as the payload', async () => {
    for (const payload of [null, 'text', 42, false, []]) {
      const recorded = await events.record('scalar', payload);
      expect(recorded.payload).toEqual(payload);
    }
    const stored = await events.listRecent('scalar');
    expect(stored.map((event) => event.payload)).toEqual([[], false, 42, 'text', null]);
  });
});
