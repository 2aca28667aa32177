import type { HandHistory } from '@app/razz-engine';
import { historyHash } from '@app/razz-engine';
import { auditRecordHash } from '../audit/audit-record-hash';
import { ChainReport, checkChains, reportLine } from './check-chains';
import { chainHistory, linkHashOf } from './history-chain';
import type { StoredAuditLink, StoredChains, StoredHandLink } from './stored-chains';

/** Enough of a history to hash: the walk only hashes it. */
const history = (n: number) => ({ handId: String(1000 + n), events: [{ type: 'deal', seat: 1, up: [`${n}c`] }] }) as unknown as HandHistory;

function chainedHands(count: number, from = 1, previous: string | null = null): StoredHandLink[] {
  const hands: StoredHandLink[] = [];
  for (let n = from; n < from + count; n++) {
    const stored = chainHistory(history(n), previous);
    previous = linkHashOf(stored);
    hands.push({ number: n, serial: String(1000 + n), history: stored });
  }
  return hands;
}

function auditRecords(count: number): StoredAuditLink[] {
  const records: StoredAuditLink[] = [];
  let prevHash: string | null = null;
  for (let i = 1; i <= count; i++) {
    const fields = { id: String(i), actorKeyId: null, actorRole: 'system', action: 'x.y', entityType: 'x', entityId: `${i}`, details: { i }, requestId: null };
    const record = { ...fields, createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)), prevHash };
    const hash: string = auditRecordHash(record);
    records.push({ ...record, hash });
    prevHash = hash;
  }
  return records;
}

/** An in-memory room: tables' finished hands and an audit log, served in pages as the repository does. */
function source(tables: Record<string, StoredHandLink[]>, audit: StoredAuditLink[]): StoredChains {
  return {
    tables: async () => Object.keys(tables).map((id) => ({ id, name: id })),
    hands: async (tableId, after, limit) => (tables[tableId] ?? []).filter((h) => h.number > after).slice(0, limit),
    auditRecords: async (after, limit) => audit.filter((r) => after === null || BigInt(r.id) > BigInt(after)).slice(0, limit),
  };
}

async function lines(from: StoredChains): Promise<string[]> {
  const reports: ChainReport[] = [];
  for await (const report of checkChains(from)) reports.push(report);
  return reports.map(reportLine);
}

describe('checking the chains of a room', () => {
  it('reports each table and the audit log whole, across pages', async () => {
    expect(await lines(source({ t1: chainedHands(450), t2: chainedHands(1) }, auditRecords(2_100)))).toEqual([
      'table t1: 450 hands, chain whole',
      'table t2: 1 hand, chain whole',
      'audit log: 2,100 records, chain whole',
    ]);
  });

  it('counts the hands stored before the chain, the first chained one linking to the last of them', async () => {
    const before: StoredHandLink[] = [1, 2].map((n) => ({ number: n, serial: String(1000 + n), history: history(n) }));
    const after = chainedHands(3, 3, historyHash(history(2)));
    expect(await lines(source({ t: [...before, ...after] }, []))).toEqual([
      'table t: 5 hands, chain whole (the first 2 stored before the chain)',
      'audit log: 0 records, chain whole',
    ]);
  });

  it('names the first broken link of each chain: a changed card, a removed hand, an altered record', async () => {
    const changed = chainedHands(300);
    const victim = changed[241] as StoredHandLink;
    const tampered = JSON.parse(JSON.stringify(victim.history).replace('"242c"', '"242d"')) as HandHistory;
    changed[241] = { ...victim, history: tampered };
    const removed = chainedHands(5).filter((h) => h.number !== 3);
    const audit = auditRecords(5);
    audit[3] = { ...(audit[3] as StoredAuditLink), details: { i: 40 } };
    const [first, second, log] = await lines(source({ changed, removed }, audit));
    expect(first).toBe(`table changed: broken at hand #242 (serial 1242): stored hash ${tampered.chain?.hash} ≠ recomputed ${historyHash(tampered)}`);
    expect(second).toMatch(
      /^table removed: broken at hand #4 \(serial 1004\): previous [0-9a-f]{64} does not match hand #2 \(serial 1002\)'s hash [0-9a-f]{64}$/,
    );
    expect(log).toMatch(/^audit log: broken at record #4: stored hash [0-9a-f]{64} ≠ recomputed [0-9a-f]{64}$/);
  });

  it('names a stored history whose chain is null (or not an object) as the broken link, and checks every chain after it', async () => {
    const nulled = chainedHands(4);
    const damaged = { ...(nulled[1] as StoredHandLink), history: { ...(nulled[1]?.history as HandHistory), chain: null } as unknown as HandHistory };
    nulled[1] = damaged;
    const texted = chainedHands(2);
    texted[0] = { ...(texted[0] as StoredHandLink), history: { ...(texted[0]?.history as HandHistory), chain: 'x' } as unknown as HandHistory };
    expect(await lines(source({ nulled, texted, whole: chainedHands(3) }, auditRecords(2)))).toEqual([
      'table nulled: broken at hand #2 (serial 1002): its chain is not a link (chain must be { previous, hash }): null',
      'table texted: broken at hand #1 (serial 1001): its chain is not a link (chain must be { previous, hash }): "x"',
      'table whole: 3 hands, chain whole',
      'audit log: 2 records, chain whole',
    ]);
  });
});

describe('the link the writer takes from the previous history', () => {
  it('is its chain.hash; for a history without a sound chain (none, null, malformed) its hash computed as stored', () => {
    const [stored] = chainedHands(1) as [StoredHandLink];
    const h = stored.history as HandHistory;
    expect(linkHashOf(h)).toBe(h.chain?.hash);
    const { chain: _chain, ...unchained } = h;
    expect(linkHashOf(unchained)).toBe(historyHash(unchained));
    for (const chain of [null, 'x', 7, [], { previous: null, hash: 'not hex' }]) {
      const damaged = { ...h, chain } as unknown as HandHistory;
      expect(linkHashOf(damaged)).toMatch(/^[0-9a-f]{64}$/);
      expect(linkHashOf(damaged)).toBe(historyHash(damaged));
    }
    expect(linkHashOf({ ...h, chain: null } as unknown as HandHistory)).not.toBe(historyHash(unchained));
  });
});
