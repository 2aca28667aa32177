/**
 * Crash recovery with the real process (`node dist/apps/api/src/main.js`, built by `npm test`):
 * play part of a hand over HTTP, SIGKILL the server (once between requests, once with an action
 * in flight), start it again on the same database, and finish the hand. Nothing committed is
 * lost, nothing is applied twice (a retried action with its Idempotency-Key is a replay), the
 * clock is re-armed, the event log replays to the stored snapshot and no chip is created or lost.
 */
import { randomUUID } from 'node:crypto';
import { HandEvent, HandState, replay } from '@app/razz-engine';
import { scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { randomAdminKey } from '../support/api-test-app';
import { checkOrCall, playHand } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { builtEntry, RunningProcess, startNode, stopProcess } from '../support/node-process';
import { act, createCashTable, fundedPlayer, queueDecks, sitDown, TestPlayer, viewTable, waitForHand } from '../support/tables';

const LISTENING = /razz-room API listening on (http:\/\/[^"\s]+)/;
const BANKROLL = 10_000;

async function startApi(env: Record<string, string>): Promise<{ proc: RunningProcess; url: string }> {
  const proc = startNode(builtEntry('api'), { PORT: '0', HOST: '127.0.0.1', ...env });
  await proc.waitForOutput(LISTENING);
  return { proc, url: LISTENING.exec(proc.output())?.[1] ?? '' };
}

async function kill(proc: RunningProcess): Promise<void> {
  proc.child.kill('SIGKILL');
  expect(await proc.exited).toBe('SIGKILL');
}

describe('a hand survives SIGKILL of the API process', () => {
  let db: TestDatabase;
  let running: RunningProcess | undefined;

  beforeAll(async () => (db = await createTestDatabase()));
  afterAll(async () => {
    if (running) await stopProcess(running);
    await db.drop();
  });

  it('continues from the last committed action after a restart, applying nothing twice', async () => {
    const adminKey = randomAdminKey();
    const env = { DATABASE_URL: db.databaseUrl, ADMIN_API_KEY: adminKey, NODE_ENV: 'test', TEST_DECK_INJECTION: 'true' };
    let server = await startApi(env);
    running = server.proc;
    const players: TestPlayer[] = [];
    for (let i = 0; i < 2; i++) players.push(await fundedPlayer(server.url, adminKey, BANKROLL));
    const bySeat = new Map(players.map((p, i) => [i + 1, p]));
    // An hour's clock: it is re-armed after each restart (checked in the log), but must never fire
    // and fold a seat while a loaded CI machine restarts the server twice.
    const tableId = (await createCashTable(server.url, adminKey, { handPauseMs: 50, actionTimeoutMs: 3_600_000 })).id;
    // Heads-up; seat 2 brings in.
    await queueDecks(server.url, adminKey, tableId, [scriptDeck({ stacks: { 1: 1, 2: 1 }, dealerSeat: 2, cards: { 2: '?? ?? Kd' }, streets: [] }).join(' ')]);
    for (const [seat, p] of bySeat) await sitDown(server.url, p, tableId, seat, 2_000);
    const first = await waitForHand(server.url, adminKey, tableId, 1);
    expect(first.hand?.view.toAct).toBe(2);

    // Two actions, the second with an Idempotency-Key; then the process dies between requests.
    await act(server.url, (bySeat.get(2) as TestPlayer).key, tableId, { kind: 'bring-in', version: first.hand?.version }).expect(200);
    const key = randomUUID();
    const keyed = await act(server.url, (bySeat.get(1) as TestPlayer).key, tableId, { kind: 'complete' }, key).expect(200);
    const committed = { version: keyed.body.hand.version as number, toAct: keyed.body.hand.view.toAct as number };
    await kill(server.proc);

    server = await startApi(env);
    running = server.proc;
    expect(server.proc.output()).toMatch(/re-armed timers of 1 open table/);
    const retried = await act(server.url, (bySeat.get(1) as TestPlayer).key, tableId, { kind: 'complete' }, key).expect(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    const resumed = await viewTable(server.url, adminKey, tableId);
    expect({ version: resumed.hand?.version, toAct: resumed.hand?.view.toAct }).toEqual(committed);
    const committedVersion = committed.version;

    // An action in flight when the process dies: committed or not, never half of it.
    const inFlight = act(server.url, (bySeat.get(committed.toAct) as TestPlayer).key, tableId, { kind: 'call', version: committedVersion }).then(
      (r) => r.status,
      () => 'no answer',
    );
    await new Promise((r) => setTimeout(r, 5));
    await kill(server.proc);
    await inFlight;
    server = await startApi(env);
    running = server.proc;
    const afterSecond = await viewTable(server.url, adminKey, tableId);
    expect([committedVersion, committedVersion + 1]).toContain(afterSecond.hand?.version);

    const { view } = await playHand(server.url, adminKey, tableId, bySeat, 1, checkOrCall);
    expect(view.hand?.status).toBe('finished');
    await checkHandRecord(db.databaseUrl, view.hand?.id as string);
    // Chips: the seat stacks and bankrolls of the three players hold what was deposited.
    const [total] = await sql<{ t: string }>(
      db.databaseUrl,
      `SELECT sum(balance)::text AS t FROM ledger_accounts WHERE kind IN ('seat-stack', 'player-bankroll') AND player_id = ANY($1::uuid[])`,
      [players.map((p) => p.playerId)],
    );
    expect(Number(total?.t)).toBe(2 * BANKROLL);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
    expect(await stopProcess(server.proc)).toBe(0);
    running = undefined;
    // Three starts of the built API (PROCESS_START_MS each) and a kill: 15 s seen on a loaded machine.
  }, 360_000);
});

/** One action per version, positions without gaps, and the log replays to the stored snapshot. */
async function checkHandRecord(databaseUrl: string, handId: string): Promise<void> {
  const [hand] = await sql<{ state: HandState; event_count: number }>(databaseUrl, `SELECT state, event_count FROM hands WHERE id = $1`, [handId]);
  const rows = await sql<{ seq: number; version: number; payload: HandEvent }>(
    databaseUrl,
    `SELECT seq, version, payload FROM hand_events WHERE hand_id = $1 ORDER BY seq`,
    [handId],
  );
  expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i));
  expect(rows).toHaveLength(hand?.event_count ?? -1);
  const actionVersions = rows.filter((r) => r.payload.type === 'action').map((r) => r.version);
  expect(new Set(actionVersions).size).toBe(actionVersions.length);
  const started = rows[0]?.payload as Extract<HandEvent, { type: 'hand-started' }>;
  const replayed = replay(
    { rules: started.rules, stakes: started.stakes, dealerSeat: started.dealerSeat, seats: started.seats, deck: hand?.state.deck },
    rows.map((r) => r.payload),
  );
  expect(replayed.ok && replayed.state).toEqual(hand?.state);
}
