/**
 * The hash chains end to end (docs/fairness.md "The hash chain"): hands played through the
 * services store chained histories — each linked to the table's hand before, each hash
 * recomputable — also after hands stored before the chain existed; the audit records the room
 * wrote chain too; and `npm run chains:check`, run as a process, finds every chain whole in the
 * untouched database and names each chain's first broken link in copies where a card was
 * changed, a history removed, a hand deleted, two hands' histories swapped, or an audit record
 * altered or deleted (each done as the database owner, with the append-only triggers off).
 */
import { spawn } from 'node:child_process';
import { Client } from 'pg';
import { TournamentTableQueries } from '@app/persistence';
import { HandHistory, historyHash, seededRng } from '@app/razz-engine';
import { EntriesService } from '@app/room/tournaments/entries.service';
import { TournamentsService } from '@app/room/tournaments/tournaments.service';
import { createTestDatabase, TestDatabase } from './setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from './setup/test-redis';
import { sql } from './support/ledger-invariants';
import { REPO_ROOT } from './support/node-process';
import { playOneHand } from './support/tournament-bots';
import { DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from './support/tournaments';

interface StoredHand {
  id: string;
  number: number;
  serial: string;
  history: HandHistory;
}

const HEX = '[0-9a-f]{64}';

/** Statements run as the database owner with every trigger off (append-only ones and foreign keys too). */
async function asOwner(databaseUrl: string, statements: [string, unknown[]?][]): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`SET session_replication_role = replica`);
    for (const [text, values] of statements) await client.query(text, values ?? []);
  } finally {
    await client.end();
  }
}

async function storedHands(databaseUrl: string, tableId: string): Promise<StoredHand[]> {
  const rows = await sql<{ id: string; number: number; serial: string; history: string }>(
    databaseUrl,
    `SELECT id::text, number, serial::text, history::text FROM hands WHERE table_id = $1 AND status = 'finished' ORDER BY number`,
    [tableId],
  );
  return rows.map((r) => ({ ...r, history: JSON.parse(r.history) as HandHistory }));
}

/** A copy of the played database (`CREATE DATABASE … TEMPLATE`), to break one thing in. */
async function copyOf(db: TestDatabase, label: string): Promise<TestDatabase> {
  const admin = process.env.TEST_PG_ADMIN_URL as string;
  const name = `${db.name}_${label}`;
  await sql(admin, `CREATE DATABASE "${name}" TEMPLATE "${db.name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), name, drop: async () => void (await sql(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) };
}

/** `npm run chains:check` as a process (what the script line runs), on `databaseUrl` only. */
function runCheck(databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['-r', './scripts/register-swc.js', 'scripts/check-chains.ts'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** One up or down card of the history changed to another suit of the same rank. */
function withOneCardChanged(history: HandHistory): HandHistory {
  const text = JSON.stringify(history);
  const card = /"([2-9TJQKA])([shdc])"/.exec(text.slice(text.indexOf('"events"')));
  if (!card) throw new Error('test setup: no card in the history');
  const other = card[2] === 's' ? 'h' : 's';
  const at = text.indexOf(card[0], text.indexOf('"events"'));
  return JSON.parse(`${text.slice(0, at)}"${card[1]}${other}"${text.slice(at + card[0].length)}`) as HandHistory;
}

describe('the hash chains of a room, and npm run chains:check (real Postgres)', () => {
  let db: TestDatabase;
  let legacyTable: string;
  let table: string;
  const copies: TestDatabase[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    const moduleRef = await tournamentModule(db.databaseUrl, { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('chains'), processing: false });
    try {
      const tournaments = moduleRef.get(TournamentsService);
      const t = await tournaments.create(DIRECTOR, tournamentDto({ seatsPerTable: 6 }));
      await tournaments.openRegistration(DIRECTOR, t.id);
      for (let i = 0; i < 12; i++) await moduleRef.get(EntriesService).register(DIRECTOR, t.id, await fundedPlayer(moduleRef, 11_000));
      await tournaments.start(DIRECTOR, t.id);
      [legacyTable, table] = (await moduleRef.get(TournamentTableQueries).listTables(t.id)).map((x) => x.id) as [string, string];
      const rng = seededRng('chains');
      for (let i = 0; i < 3; i++) for (const id of [legacyTable, table]) await playOneHand(moduleRef, id, rng);
      // The first table's hands so far as a room before this change stored them: no chain.
      await asOwner(db.databaseUrl, [[`UPDATE hands SET history = (history::jsonb - 'chain')::json WHERE table_id = $1`, [legacyTable]]]);
      for (let i = 0; i < 4; i++) for (const id of [legacyTable, table]) await playOneHand(moduleRef, id, rng);
    } finally {
      await moduleRef.close();
    }
  }, 300_000);
  afterAll(async () => {
    for (const copy of copies) await copy.drop();
    await db.drop();
  });

  it('stores each history linked to the table’s hand before, with the hash recomputed from it', async () => {
    const hands = await storedHands(db.databaseUrl, table);
    expect(hands.length).toBeGreaterThanOrEqual(6);
    expect(hands[0]?.history.chain?.previous).toBeNull();
    hands.forEach((hand, i) => {
      expect(hand.history.chain?.hash).toBe(historyHash(hand.history));
      if (i > 0) expect(hand.history.chain?.previous).toBe(hands[i - 1]?.history.chain?.hash);
    });
  });

  it('links the first chained history after hands stored before the chain to the last of them, hashed as stored', async () => {
    const hands = await storedHands(db.databaseUrl, legacyTable);
    const unchained = hands.filter((h) => h.history.chain === undefined);
    expect(unchained.map((h) => h.number)).toEqual([1, 2, 3]);
    const [firstChained, ...rest] = hands.slice(3);
    expect(firstChained?.history.chain?.previous).toBe(historyHash(hands[2]?.history as HandHistory));
    expect(rest.length).toBeGreaterThan(0);
    for (const hand of [firstChained, ...rest]) expect(hand?.history.chain?.hash).toBe(historyHash(hand?.history as HandHistory));
  });

  it('finds every chain whole in the untouched database, and says so with exit code 0', async () => {
    const [audit] = await sql<{ n: number }>(db.databaseUrl, `SELECT count(*)::int AS n FROM audit_log WHERE hash IS NOT NULL`);
    const counts = { legacy: (await storedHands(db.databaseUrl, legacyTable)).length, table: (await storedHands(db.databaseUrl, table)).length };
    const run = await runCheck(db.databaseUrl);
    expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: expect.not.stringContaining('could not check') });
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      `table ${legacyTable}: ${counts.legacy} hands, chain whole (the first 3 stored before the chain)`,
      `table ${table}: ${counts.table} hands, chain whole`,
      `audit log: ${audit?.n} records, chain whole`,
      'chains:check: all 3 chains whole',
    ]);
    expect(audit?.n).toBeGreaterThan(12); // players, deposits, registrations, the tournament's
  }, 120_000);

  /** Breaks a copy of the database with `statements` (as its owner), runs the check on it. */
  async function checkBroken(label: string, statements: [string, unknown[]?][]) {
    const copy = await copyOf(db, label);
    copies.push(copy);
    await asOwner(copy.databaseUrl, statements);
    const run = await runCheck(copy.databaseUrl);
    return { code: run.code, lines: run.stdout.trimEnd().split('\n') };
  }

  it('names the hand whose card was changed and the altered audit record: stored hashes that no longer recompute', async () => {
    const hand = (await storedHands(db.databaseUrl, table))[4] as StoredHand;
    const changed = withOneCardChanged(hand.history);
    const [record] = await sql<{ id: string; hash: string }>(db.databaseUrl, `SELECT id::text, hash FROM audit_log ORDER BY id OFFSET 5 LIMIT 1`);
    const run = await checkBroken('altered', [
      [`UPDATE hands SET history = $1::json WHERE id = $2`, [JSON.stringify(changed), hand.id]],
      [`UPDATE audit_log SET details = '{"amount": 1}' WHERE id = $1`, [record?.id]],
    ]);
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `table ${legacyTable}: ${(await storedHands(db.databaseUrl, legacyTable)).length} hands, chain whole (the first 3 stored before the chain)`,
      `table ${table}: broken at hand #${hand.number} (serial ${hand.serial}): stored hash ${hand.history.chain?.hash} ≠ recomputed ${historyHash(changed)}`,
      expect.stringMatching(new RegExp(`^audit log: broken at record #${record?.id}: stored hash ${record?.hash} ≠ recomputed ${HEX}$`)),
      `chains:check: 2 of 3 chains broken; the first: table ${table} at hand #${hand.number} (serial ${hand.serial})`,
    ]);
  }, 120_000);

  it('names a finished hand whose history was removed, the hand after one deleted outright, and the record after a deleted one', async () => {
    const [, , , legacyBefore, legacyGone, legacyAfter] = await storedHands(db.databaseUrl, legacyTable);
    if (!legacyBefore || !legacyGone || !legacyAfter) throw new Error('test setup: the first table played fewer than 6 hands');
    const blanked = (await storedHands(db.databaseUrl, table))[3] as StoredHand;
    const records = await sql<{ id: string; hash: string }>(db.databaseUrl, `SELECT id::text, hash FROM audit_log ORDER BY id OFFSET 5 LIMIT 3`);
    const [previous, gone, next] = records as [{ id: string; hash: string }, { id: string; hash: string }, { id: string; hash: string }];
    const run = await checkBroken('removed', [
      [`DELETE FROM hands WHERE id = $1`, [legacyGone.id]],
      [`UPDATE hands SET history = NULL WHERE id = $1`, [blanked.id]],
      [`DELETE FROM audit_log WHERE id = $1`, [gone.id]],
    ]);
    expect(run.code).toBe(1);
    expect(run.lines).toEqual([
      `table ${legacyTable}: broken at hand #${legacyAfter.number} (serial ${legacyAfter.serial}): previous ${legacyGone.history.chain?.hash} does not match hand #${legacyBefore.number} (serial ${legacyBefore.serial})'s hash ${legacyBefore.history.chain?.hash}`,
      `table ${table}: broken at hand #${blanked.number} (serial ${blanked.serial}): its history is missing`,
      `audit log: broken at record #${next.id}: previous ${gone.hash} does not match record #${previous.id}'s hash ${previous.hash}`,
      `chains:check: 3 of 3 chains broken; the first: table ${legacyTable} at hand #${legacyAfter.number} (serial ${legacyAfter.serial})`,
    ]);
  }, 120_000);

  it('names the first of two hands whose histories were swapped', async () => {
    const [before, first, second] = (await storedHands(db.databaseUrl, table)).slice(1, 4) as [StoredHand, StoredHand, StoredHand];
    const run = await checkBroken('swapped', [
      [`UPDATE hands SET history = $1::json WHERE id = $2`, [JSON.stringify(second.history), first.id]],
      [`UPDATE hands SET history = $1::json WHERE id = $2`, [JSON.stringify(first.history), second.id]],
    ]);
    expect(run.code).toBe(1);
    expect(run.lines).toContain(
      `table ${table}: broken at hand #${first.number} (serial ${first.serial}): previous ${first.history.chain?.hash} does not match hand #${before.number} (serial ${before.serial})'s hash ${before.history.chain?.hash}`,
    );
    expect(run.lines.at(-1)).toBe(`chains:check: 1 of 3 chains broken; the first: table ${table} at hand #${first.number} (serial ${first.serial})`);
  }, 120_000);
});
