import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { AuditRepository } from './audit.repository';

describe('AuditRepository', () => {
  let fx: PersistenceFixture;
  let audit: AuditRepository;

  beforeAll(async () => {
    fx = await startPersistence();
    audit = fx.moduleRef.get(AuditRepository);
  });
  afterAll(() => fx.close());

  it('records and lists newest first, with filters and paging', async () => {
    const base = { actorKeyId: null, actorRole: 'system', details: { n: 1 }, requestId: null };
    await audit.record({ ...base, action: 'player.create', entityType: 'player', entityId: 'p1' });
    await audit.record({ ...base, action: 'player.update', entityType: 'player', entityId: 'p1' });
    await audit.record({ ...base, action: 'ledger.deposit', entityType: 'ledger-transaction', entityId: '7', details: null });
    const { items } = await audit.list({ limit: 10 });
    const [third, second, first] = items;
    expect(items).toHaveLength(3);
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      ...base,
      action: 'player.create',
      entityType: 'player',
      entityId: 'p1',
      createdAt: expect.any(Date),
    });
    expect(third).toMatchObject({ action: 'ledger.deposit', details: null });

    const page1 = await audit.list({ limit: 2 });
    expect(page1.items).toEqual([third, second]);
    await expect(audit.list({ limit: 2, before: page1.next ?? undefined })).resolves.toEqual({ items: [first], next: null });
    await expect(audit.list({ limit: 10, entityType: 'player', entityId: 'p1' })).resolves.toMatchObject({ items: [second, first] });
    await expect(audit.list({ limit: 10, action: 'ledger.deposit' })).resolves.toMatchObject({ items: [third] });
  });

  it('keeps the request id a record was written for, and lists the records of one request', async () => {
    const base = { actorKeyId: null, actorRole: 'admin', action: 'player.create', entityType: 'player', details: {} };
    await audit.record({ ...base, entityId: 'r1', requestId: 'req-1' });
    await audit.record({ ...base, entityId: 'r2', requestId: 'req-2' });
    await audit.record({ ...base, entityId: 'r3', requestId: 'req-1' });
    const [second, other, first] = (await audit.list({ limit: 3 })).items;
    expect([first?.requestId, other?.requestId, second?.requestId]).toEqual(['req-1', 'req-2', 'req-1']);
    await expect(audit.list({ limit: 10, requestId: 'req-1' })).resolves.toEqual({ items: [second, first], next: null });
  });
});
