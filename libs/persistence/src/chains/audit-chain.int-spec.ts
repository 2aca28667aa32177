/**
 * The audit chain on a real Postgres: every record written through the repository carries the
 * hash of the one before it (by id), also when many are written at once; the head lock is taken
 * only as the unit of work commits; records from before the chain are linked to as stored; and
 * the migration's CHECKs and unique link refuse what no writer may store.
 */
import { sql } from '../../../../test/support/ledger-invariants';
import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import type { NewAuditRecord } from '../audit/audit-record';
import { auditRecordHash } from '../audit/audit-record-hash';
import { AuditRepository } from '../audit/audit.repository';
import { UnitOfWork } from '../unit-of-work';
import { ChainCheckRepository } from './chain-check.repository';
import { auditLink } from './check-chains';
import { ChainWalk } from './chain-walk';
import type { StoredAuditLink } from './stored-chains';

const entry = (entityId: string, details: NewAuditRecord['details'] = { n: Number(entityId) || 0 }): NewAuditRecord => ({
  actorKeyId: null,
  actorRole: 'system',
  action: 'test.write',
  entityType: 'test',
  entityId,
  details,
  requestId: null,
});

describe('the audit chain (real Postgres)', () => {
  let fx: PersistenceFixture;
  let audit: AuditRepository;
  let uow: UnitOfWork;
  let stored: ChainCheckRepository;
  const all = () => stored.auditRecords(null, 10_000);

  beforeAll(async () => {
    fx = await startPersistence();
    audit = fx.moduleRef.get(AuditRepository);
    uow = fx.moduleRef.get(UnitOfWork);
    stored = fx.moduleRef.get(ChainCheckRepository);
  });
  afterAll(() => fx.close());

  function walk(records: StoredAuditLink[]) {
    const w = new ChainWalk();
    for (const record of records) w.add(auditLink(record));
    return w.result();
  }

  it('links the first record written after the chain to the last one before it, as stored', async () => {
    // Records written before the migration: no hash, inserted as the old code did.
    await sql(
      fx.db.databaseUrl,
      `INSERT INTO audit_log (actor_role, action, entity_type, entity_id, details) VALUES ('system', 'old', 'x', '1', '{"b":1,"a":[2,"é"]}'), ('system', 'old', 'x', '2', 'null')`,
    );
    await audit.record(entry('3', { nested: { z: 1, a: null }, list: [3, 'x'] }));
    const [old1, old2, first] = await all();
    expect([old1?.hash, old2?.hash]).toEqual([null, null]);
    expect(first?.prevHash).toBe(auditRecordHash({ ...(old2 as StoredAuditLink), prevHash: null }));
    expect(first?.hash).toBe(auditRecordHash(first as StoredAuditLink));
    expect(walk(await all())).toEqual({ items: 3, beforeChain: 2, broken: null });
  });

  it('hashes exactly the ten documented fields in canonical JSON', async () => {
    const last = (await all()).at(-1) as StoredAuditLink;
    const canonical =
      `{"action":"test.write","actorKeyId":null,"actorRole":"system","createdAt":"${last.createdAt.toISOString()}",` +
      `"details":{"list":[3,"x"],"nested":{"a":null,"z":1}},"entityId":"3","entityType":"test","id":"${last.id}","prevHash":"${last.prevHash}","requestId":null}`;
    const [row] = await sql<{ digest: string }>(fx.db.databaseUrl, `SELECT encode(sha256(convert_to($1, 'UTF8')), 'hex') AS digest`, [canonical]);
    expect(last.hash).toBe(row?.digest);
  });

  it('stays one chain when 50 records are written at once, each in its own unit of work', async () => {
    const before = (await all()).length;
    await Promise.all(Array.from({ length: 50 }, (_, i) => uow.run(() => audit.record(entry(`p${i}`)))));
    const records = await all();
    expect(records).toHaveLength(before + 50);
    expect(new Set(records.map((r) => r.prevHash)).size).toBe(records.length - 1); // the two old ones link to nothing
    expect(walk(records)).toEqual({ items: before + 50, beforeChain: 2, broken: null });
  });

  it('writes the record as the unit of work commits: a second writer is not held up by the first one’s work, and a rollback leaves no link', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let recorded!: () => void;
    const inWork = new Promise<void>((resolve) => (recorded = resolve));
    const slow = uow.run(async () => {
      await audit.record(entry('slow'));
      recorded();
      await held;
    });
    await inWork;
    // Were the head lock taken at the record call, this would wait for `slow` to commit.
    await uow.run(() => audit.record(entry('quick')));
    release();
    await slow;
    await expect(
      uow.run(async () => {
        await audit.record(entry('rolled-back'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const records = await all();
    expect(records.slice(-2).map((r) => r.entityId)).toEqual(['quick', 'slow']);
    expect(walk(records).broken).toBeNull();
  });

  it('keeps the log append-only, and refuses a fork, a malformed hash and a link without a hash', async () => {
    const [last] = (await all()).slice(-1);
    await expect(sql(fx.db.databaseUrl, `UPDATE audit_log SET hash = $1 WHERE id = $2`, ['0'.repeat(64), last?.id])).rejects.toThrow(/append-only: UPDATE/);
    const insert = (prevHash: string | null, hash: string | null) =>
      sql(
        fx.db.databaseUrl,
        `INSERT INTO audit_log (actor_role, action, entity_type, entity_id, details, prev_hash, hash) VALUES ('system', 'x', 'x', 'x', '{}', $1, $2)`,
        [prevHash, hash],
      );
    await expect(insert(last?.prevHash ?? null, 'a'.repeat(64))).rejects.toThrow(/audit_log_prev_hash_key/);
    await expect(insert(null, 'A'.repeat(64))).rejects.toThrow(/audit_log_hash_hex/);
    await expect(insert('b'.repeat(63), 'a'.repeat(64))).rejects.toThrow(/audit_log_prev_hash_hex/);
    await expect(insert('b'.repeat(64), null)).rejects.toThrow(/audit_log_linked_has_hash/);
  });
});
