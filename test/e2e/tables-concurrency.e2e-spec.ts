/**
 * Two API instances (each its own Nest app, Prisma pool and in-process job driver) on one
 * database, hammered with the same actions for the same table at once. The table row lock must
 * serialise them: each decision is applied exactly once, every other attempt is a clean 409,
 * the event logs have no gaps or duplicates and replay to the stored snapshots, and no chip is
 * created or lost.
 */
import { HandState } from '@app/razz-engine';
import { ApiTestApp, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { expectWholeHandLogs } from '../support/hand-logs';
import { act, createCashTable, fundedPlayer, sitDown, TableView, TestPlayer, viewTable } from '../support/tables';

const PLAYERS = 4;
const BUY_IN = 3_000;
const BANKROLL = 10_000;
const HANDS = 4;
const COPIES = 6;

/** A random legal action for the seat to act (folds rarely, so hands go on). */
function randomAction(view: TableView): { kind: string; amount?: number } {
  const legal = view.hand?.view.legalActions ?? [];
  const pick = legal.filter((a) => a.kind !== 'fold' || Math.random() < 0.1);
  const chosen = pick[Math.floor(Math.random() * pick.length)] ?? legal[0];
  return { kind: chosen?.kind ?? 'fold', ...(chosen?.min !== undefined ? { amount: chosen.min } : {}) };
}

describe('two API instances on one database, one table', () => {
  let db: TestDatabase;
  let apps: ApiTestApp[];
  let players: TestPlayer[];
  let tableId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const adminApiKey = randomAdminKey();
    apps = [await startApiTestApp({ db, adminApiKey }), await startApiTestApp({ db, adminApiKey })];
    const [a] = apps as [ApiTestApp];
    players = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await fundedPlayer(a.http, adminApiKey, BANKROLL));
    tableId = (await createCashTable(a.http, adminApiKey, { handPauseMs: 30, actionTimeoutMs: 120_000, maxBuyIn: BUY_IN })).id;
    // Seat half of them through each instance.
    for (const [i, p] of players.entries()) await sitDown((apps[i % 2] as ApiTestApp).http, p, tableId, i + 1, BUY_IN);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db.drop();
  });

  it('applies each decision once however many copies race through both instances, and keeps the logs and the chips whole', async () => {
    const admin = (apps[0] as ApiTestApp).adminKey;
    const rejected: { status: number; code: string }[] = [];
    let applied = 0;
    for (let attempts = 0; attempts < 2_000; attempts++) {
      const view = await viewTable((apps[attempts % 2] as ApiTestApp).http, admin, tableId);
      if (view.handsStarted > HANDS) break;
      if (view.hand?.status !== 'running') {
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const seat = view.hand.view.toAct as number;
      const player = players[seat - 1] as TestPlayer;
      const action = { ...randomAction(view), version: view.hand.version };
      // The same decision, several times through both instances, plus another player barging in.
      const intruder = players[seat % PLAYERS] as TestPlayer;
      const sends = [
        ...Array.from({ length: COPIES }, (_, i) => act((apps[i % 2] as ApiTestApp).http, player.key, tableId, action)),
        act((apps[1] as ApiTestApp).http, intruder.key, tableId, { kind: 'fold', version: view.hand.version }),
      ];
      const results = await Promise.all(sends);
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      applied++;
      for (const r of results.filter((x) => x.status !== 200)) rejected.push({ status: r.status, code: r.body.error?.code });
    }
    expect(applied).toBeGreaterThan(20);
    expect(new Set(rejected.map((r) => r.status))).toEqual(new Set([409]));
    // COPIES - 1 copies and the intruder per decision, all refused.
    expect(rejected).toHaveLength(applied * COPIES);
    for (const r of rejected) expect(['STALE_VERSION', 'NOT_YOUR_TURN', 'HAND_OVER', 'NOT_IN_HAND', 'NO_HAND_IN_PROGRESS']).toContain(r.code);

    await expectWholeHandLogs(db.databaseUrl, tableId, HANDS);
    // Chips: every seat stack plus every bankroll is what was deposited.
    const [total] = await sql<{ total: string }>(
      db.databaseUrl,
      `SELECT sum(balance)::text AS total FROM ledger_accounts WHERE kind IN ('seat-stack', 'player-bankroll') AND player_id = ANY($1::uuid[])`,
      [players.map((p) => p.playerId)],
    );
    expect(Number(total?.total)).toBe(BANKROLL * PLAYERS);
    // A hand still running: its stacks plus the chips in the middle are exactly its players' seat stacks.
    const [running] = await sql<{ state: HandState; seats: { stackAccountId: string }[] }>(
      db.databaseUrl,
      `SELECT state, seats FROM hands WHERE table_id = $1 AND status = 'running'`,
      [tableId],
    );
    if (running) {
      const inPlay = running.state.players.reduce((sum, p) => sum + p.stack + p.committed, 0);
      const [held] = await sql<{ total: string }>(db.databaseUrl, `SELECT sum(balance)::text AS total FROM ledger_accounts WHERE id = ANY($1::bigint[])`, [
        running.seats.map((s) => s.stackAccountId),
      ]);
      expect(Number(held?.total)).toBe(inPlay);
    }
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
    // Every decision raced through two instances: 26 s on a loaded machine, 61 s beside stress-ng --cpu 2 and other jobs.
  }, 300_000);
});
