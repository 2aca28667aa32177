/**
 * The turn an API instance remembers for a table after its optimistic write (docs/tables.md
 * "Concurrency"): the table's next action there is computed from it without a read, and the
 * database refuses a step computed from a turn that moved on anywhere else — another instance
 * acting, a seat or a setting changing — so the action is read afresh and applied once. A retried
 * Idempotency-Key is answered as a replay, also when the retry would be legal in the turn the
 * first request left. Two instances on one database; which way each action went is read from
 * each instance's `razz_table_action_paths_total`.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { checkOrCall } from '../support/hand-driver';
import { expectWholeHandLogs } from '../support/hand-logs';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { metricValue, scrapeMetrics } from '../support/metrics-text';
import { act, createCashTable, fundedPlayer, sitDown, TableView, TestPlayer, viewTable, waitForHand } from '../support/tables';

const PATHS = ['remembered', 'read', 'locked'] as const;
type Paths = Record<(typeof PATHS)[number], number>;

async function paths(app: ApiTestApp): Promise<Paths> {
  const text = await scrapeMetrics(app.http);
  return Object.fromEntries(PATHS.map((path) => [path, metricValue(text, 'razz_table_action_paths_total', { path }) ?? 0])) as Paths;
}

/** What each path counted between two readings. */
const moved = (before: Paths, after: Paths): Paths => Object.fromEntries(PATHS.map((path) => [path, after[path] - before[path]])) as Paths;

const NONE: Paths = { remembered: 0, read: 0, locked: 0 };

describe('the turn an instance remembers for a table', () => {
  let db: TestDatabase;
  let a: ApiTestApp;
  let b: ApiTestApp;
  let bySeat: Map<number, TestPlayer>;
  let tableId: string;
  let admin: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const adminApiKey = randomAdminKey();
    a = await startApiTestApp({ db, adminApiKey });
    b = await startApiTestApp({ db, adminApiKey });
    admin = a.adminKey;
    const players = [await fundedPlayer(a.http, admin, 10_000), await fundedPlayer(a.http, admin, 10_000)];
    tableId = (await createCashTable(a.http, admin, { handPauseMs: 0, actionTimeoutMs: 120_000, maxBuyIn: 3_000 })).id;
    bySeat = new Map(players.map((p, i) => [i + 1, p]));
    for (const [seat, p] of bySeat) await sitDown(a.http, p, tableId, seat, 3_000);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
  });

  /** The seat to act sends its check-or-call through `app` (with the hand's version unless told not to); returns the table after it. */
  async function step(app: ApiTestApp, view: TableView, withVersion: boolean): Promise<TableView> {
    const seat = view.hand?.view.toAct as number;
    const body = { ...checkOrCall(view, seat), ...(withVersion ? { version: view.hand?.version } : {}) };
    const res = await act(app.http, (bySeat.get(seat) as TestPlayer).key, tableId, body);
    expect({ status: res.status, body: res.body.error }).toEqual({ status: 200, body: undefined });
    const after = await viewTable(a.http, admin, tableId);
    // Applied once, in this hand.
    expect(after.hand?.id).toBe(view.hand?.id);
    expect(after.hand?.version).toBeGreaterThan(view.hand?.version as number);
    return after;
  }

  /** `path` went up by one on `app` for the action `run` sends, nothing else moved on either instance. */
  async function expectPath<T>(app: ApiTestApp, path: keyof Paths, run: () => Promise<T>): Promise<T> {
    const before = { a: await paths(a), b: await paths(b) };
    const result = await run();
    const counted = { a: moved(before.a, await paths(a)), b: moved(before.b, await paths(b)) };
    const expected = { ...NONE, [path]: 1 };
    expect(counted).toEqual(app === a ? { a: expected, b: NONE } : { a: NONE, b: expected });
    return result;
  }

  it('writes the next action from it without a read, and reads afresh after another instance acted or the table changed', async () => {
    let view = await waitForHand(a.http, admin, tableId, 1);
    const handId = view.hand?.id;
    let sent = 0;

    // The hand's first action through A: nothing remembered yet, one read.
    view = await expectPath(a, 'read', () => step(a, view, true));
    // A wrote the table's last step: the next is computed from what A remembers.
    view = await expectPath(a, 'remembered', () => step(a, view, true));
    // Through B, which remembers nothing.
    view = await expectPath(b, 'read', () => step(b, view, true));
    // A's turn is behind now. Without a version to tell it so, A computes from it, and the engine
    // refuses the step there (another seat was to act): the locked path reads and applies it, once.
    view = await expectPath(a, 'locked', () => step(a, view, false));
    // Nothing remembered after a write under the lock: the next action through A is read.
    view = await expectPath(a, 'read', () => step(a, view, true));
    sent += 5;

    // A remembers the current turn; then the table row moves elsewhere, the hand not: a seat's
    // client seed set through B, and the action time changed by another process.
    const seatNotToAct = view.hand?.view.toAct === 1 ? 2 : 1;
    const seeded = await request(b.http)
      .post(`/tables/${tableId}/client-seed`)
      .set('x-api-key', (bySeat.get(seatNotToAct) as TestPlayer).key)
      .send({ seed: 'moved elsewhere' });
    expect(seeded.status).toBe(200);
    await sql(db.databaseUrl, `UPDATE tables SET action_timeout_ms = 90000 WHERE id = $1`, [tableId]);
    // A's remembered step would have armed a 120 s clock; the one written was computed from the table read afresh.
    const actedAt = Date.now();
    view = await expectPath(a, 'read', () => step(a, view, false));
    const clock = Date.parse(view.hand?.deadlineAt as string) - actedAt;
    expect(clock).toBeGreaterThan(85_000);
    expect(clock).toBeLessThan(95_000);
    // And remembered again from there.
    view = await expectPath(a, 'remembered', () => step(a, view, true));
    sent += 2;

    expect(view.hand?.id).toBe(handId);
    const [actions] = await sql<{ n: number }>(
      db.databaseUrl,
      `SELECT count(*)::int AS n FROM hand_events WHERE hand_id = $1 AND type = 'action' AND NOT coalesce((payload->>'automatic')::boolean, false)`,
      [handId],
    );
    expect(actions?.n).toBe(sent);
    await expectWholeHandLogs(db.databaseUrl, tableId, 1);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });

  it('answers a retried Idempotency-Key as a replay, also when the retry would be legal in the turn the first request left', async () => {
    const before = await paths(a);
    let legalAgain = 0;
    let replays = 0;
    for (let attempt = 0; attempt < 400 && legalAgain < 3; attempt++) {
      const view = await viewTable(a.http, admin, tableId);
      if (view.hand?.status !== 'running') {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const seat = view.hand.view.toAct as number;
      const player = bySeat.get(seat) as TestPlayer;
      const body = checkOrCall(view, seat); // no version: only the key tells a retry from a new action
      const key = randomUUID();
      const first = await act(a.http, player.key, tableId, body, key);
      expect(first.status).toBe(200);
      const left = first.body as TableView;
      const again = await act(a.http, player.key, tableId, body, key);
      expect({ status: again.status, replayed: again.headers['idempotent-replayed'] }).toEqual({ status: 200, replayed: 'true' });
      replays++;
      if (left.hand?.status !== 'running') continue;
      // Nothing applied by the retry.
      const now = await viewTable(a.http, admin, tableId);
      expect({ id: now.hand?.id, version: now.hand?.version }).toEqual({ id: left.hand.id, version: left.hand.version });
      if (left.hand.view.toAct === seat && left.hand.view.legalActions.some((l) => l.kind === body.kind)) legalAgain++;
    }
    // The case that needs the database's key check: the same player to act again, the same action legal.
    expect(legalAgain).toBeGreaterThanOrEqual(3);
    // Each first request applied once (most from the remembered turn), no retry applied.
    const counted = moved(before, await paths(a));
    expect(counted.remembered).toBeGreaterThan(0);
    expect(counted.remembered + counted.read + counted.locked).toBe(replays);
    await expectWholeHandLogs(db.databaseUrl, tableId, 1);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });
});
