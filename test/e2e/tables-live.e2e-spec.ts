/**
 * Live events over WebSocket, and privacy. Two API instances share one database and one Redis
 * (events cross instances over Redis pub/sub); bots play many random hands through HTTP on both;
 * every player follows the table on a WebSocket to one of the instances. No HTTP answer and no
 * WebSocket frame meant for one player may contain a card another player holds face down, unless
 * that player showed it at the showdown — checked against the full hands in the database.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { formatCard, HandState } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { eventually } from '../support/eventually';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { LiveMessage, LiveSocket, openLive } from '../support/live-socket';
import { act, createCashTable, fundedPlayer, sitDown, TableView, TestPlayer, viewTable } from '../support/tables';

const PLAYERS = 5;
const HANDS = 12;
const CARD = /"([2-9TJQKA][shdc])"/g;

interface Seen {
  /** Hand id → texts this player received about that hand. */
  byHand: Map<string, string[]>;
}

function note(seen: Seen, handId: string | undefined, text: string): void {
  if (!handId) return;
  const list = seen.byHand.get(handId) ?? [];
  list.push(text);
  seen.byHand.set(handId, list);
}

type StoredHand = { id: string; state: HandState; seats: { seat: number; playerId: string }[] };

async function follow(url: string, key: string, tableId: string): Promise<LiveSocket> {
  const socket = await openLive(url, key);
  socket.send({ type: 'subscribe', tableId });
  await socket.waitFor((m) => m.type === 'subscribed');
  return socket;
}

/** `hand id:version` of each applied action → [before its request, after its answer] (epoch ms). */
type ActionWindows = Map<string, [number, number]>;

/** Bots: each decision through either instance with the seat's own key; now and then another player looks. */
async function playRandomly(
  http: never[],
  staffKey: string,
  tableId: string,
  players: TestPlayer[],
  seen: Map<string, Seen>,
  windows: ActionWindows,
): Promise<void> {
  for (let turn = 0; turn < 5_000; turn++) {
    const view = await viewTable(http[turn % 2] as never, staffKey, tableId);
    if (view.handsStarted > HANDS) return;
    if (view.hand?.status !== 'running') {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    const player = players[(view.hand.view.toAct as number) - 1] as TestPlayer;
    const sentAt = Date.now();
    const res = await act(http[(turn + 1) % 2] as never, player.key, tableId, { ...randomAction(view), version: view.hand.version });
    if (res.status === 200) {
      note(seen.get(player.playerId) as Seen, res.body.hand?.id, res.text);
      windows.set(`${res.body.hand?.id}:${res.body.hand?.version}`, [sentAt, Date.now()]);
    }
    const looker = players[turn % PLAYERS] as TestPlayer;
    const look = await request(http[turn % 2] as never)
      .get(`/tables/${tableId}`)
      .set('x-api-key', looker.key)
      .expect(200);
    note(seen.get(looker.playerId) as Seen, look.body.hand?.id, look.text);
  }
}

/**
 * Every text a player received about a hand, against the hand's full state: another seat's down
 * card may appear only once the hand is over and that seat showed. Counts the player's own cards
 * seen too, so a test that saw nothing cannot pass.
 */
function scan(hands: StoredHand[], players: TestPlayer[], seen: Map<string, Seen>): { leaks: string[]; checked: number; ownCardsSeen: number } {
  const result = { leaks: [] as string[], checked: 0, ownCardsSeen: 0 };
  for (const hand of hands) {
    const shownAtEnd = new Set(hand.state.players.filter((p) => p.shown).map((p) => p.seat));
    for (const viewer of players) {
      const viewerSeat = hand.seats.find((s) => s.playerId === viewer.playerId)?.seat;
      for (const text of seen.get(viewer.playerId)?.byHand.get(hand.id) ?? []) {
        result.checked++;
        const cards = new Set([...text.matchAll(CARD)].map((m) => m[1]));
        const over = /"over":true/.test(text);
        for (const p of hand.state.players) {
          const secret = p.down.map(formatCard);
          if (p.seat === viewerSeat) {
            if (secret.every((c) => cards.has(c))) result.ownCardsSeen++;
          } else if (!(over && shownAtEnd.has(p.seat))) {
            for (const c of secret) if (cards.has(c)) result.leaks.push(`hand ${hand.id}: seat ${viewerSeat ?? '-'} saw seat ${p.seat}'s ${c}`);
          }
        }
      }
    }
  }
  return result;
}

function randomAction(view: TableView): { kind: string; amount?: number } {
  const legal = view.hand?.view.legalActions ?? [];
  const pick = legal.filter((a) => a.kind !== 'fold' || Math.random() < 0.15);
  const chosen = pick[Math.floor(Math.random() * pick.length)] ?? legal[0];
  return { kind: chosen?.kind ?? 'fold', ...(chosen?.min !== undefined ? { amount: chosen.min } : {}) };
}

describe('live events across two instances, and no hole card leaks', () => {
  let db: TestDatabase;
  let apps: ApiTestApp[];
  let urls: string[];
  let adminKey: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    adminKey = randomAdminKey();
    const prefix = uniqueQueuePrefix('live');
    const config = { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix } };
    apps = [await startApiTestApp({ db, adminApiKey: adminKey, config }), await startApiTestApp({ db, adminApiKey: adminKey, config })];
    urls = [];
    for (const api of apps) {
      await api.app.listen(0, '127.0.0.1');
      urls.push((await api.app.getUrl()).replace('[::1]', '127.0.0.1'));
    }
  });
  afterAll(async () => {
    for (const api of apps) await api.close();
    await db.drop();
  });

  it('refuses a connection without a usable key, and answers bad messages and unknown tables with errors', async () => {
    const anonymous = await openLive(urls[0] as string, undefined);
    expect(await anonymous.closed).toEqual({ code: 4401, reason: 'API_KEY_MISSING' });
    expect(anonymous.messages).toEqual([expect.objectContaining({ type: 'error', code: 'API_KEY_MISSING' })]);
    const forged = await openLive(urls[0] as string, `rr_0000000000000000_${'x'.repeat(43)}`);
    expect((await forged.closed).code).toBe(4401);

    const viaQuery = await openLive(urls[1] as string, adminKey, 'query');
    await viaQuery.waitFor((m) => m.type === 'ready');
    viaQuery.socket.send('not json');
    await viaQuery.waitFor((m) => m.type === 'error' && m.code === 'BAD_MESSAGE');
    viaQuery.send({ type: 'subscribe', tableId: randomUUID() });
    await viaQuery.waitFor((m) => m.type === 'error' && m.code === 'TABLE_NOT_FOUND');
    await viaQuery.close();
  });

  it('delivers every change to clients on both instances, each filtered for its key', async () => {
    const http = apps.map((a) => a.http as never);
    const players: TestPlayer[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await fundedPlayer(http[0] as never, adminKey, 20_000));
    const tableId = (await createCashTable(http[0] as never, adminKey, { handPauseMs: 0, actionTimeoutMs: 60_000, maxBuyIn: 5_000 })).id;
    const seen = new Map<string, Seen>(players.map((p) => [p.playerId, { byHand: new Map() }]));
    const sockets: LiveSocket[] = [];
    for (const [i, p] of players.entries()) sockets.push(await follow(urls[i % 2] as string, p.key, tableId));
    const staff = await follow(urls[1] as string, adminKey, tableId);
    for (const [i, p] of players.entries()) await sitDown(http[i % 2] as never, p, tableId, i + 1, 5_000);

    const windows: ActionWindows = new Map();
    await playRandomly(http, adminKey, tableId, players, seen, windows);
    // Every client, on either instance, has heard of the last committed change.
    const last = await viewTable(http[0] as never, adminKey, tableId);
    for (const socket of [...sockets, staff]) {
      await socket.waitFor((m) => m.table?.hand?.id === last.hand?.id && (m.table?.hand?.version ?? 0) >= (last.hand?.version ?? 0));
    }
    for (const [i, socket] of sockets.entries()) {
      for (const frame of socket.frames) note(seen.get((players[i] as TestPlayer).playerId) as Seen, (JSON.parse(frame) as LiveMessage).table?.hand?.id, frame);
    }

    const hands = await sql<StoredHand>(db.databaseUrl, `SELECT id, state, seats FROM hands WHERE table_id = $1`, [tableId]);
    expect(hands.length).toBeGreaterThanOrEqual(HANDS);
    const { leaks, checked, ownCardsSeen } = scan(hands, players, seen);
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(200);
    expect(ownCardsSeen).toBeGreaterThan(50);
    // Every update is dated by its commit: an action's change between the action's request and its answer, whichever instance applied it.
    let dated = 0;
    for (const socket of [...sockets, staff]) {
      for (const m of socket.messages.filter((x) => x.type === 'update')) {
        expect(m.committedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        const window = windows.get(`${m.table?.hand?.id}:${m.table?.hand?.version}`);
        if (!window) continue;
        expect(Date.parse(m.committedAt as string)).toBeGreaterThanOrEqual(window[0]);
        expect(Date.parse(m.committedAt as string)).toBeLessThanOrEqual(window[1]);
        dated++;
      }
    }
    expect(dated).toBeGreaterThan(200);
    // Staff see every card: mid-hand frames show the down cards of every seat still in.
    const staffMidHand = staff.messages.filter((m) => m.table?.hand?.status === 'running');
    expect(
      staffMidHand.some((m) =>
        (m.table?.hand?.view as unknown as { seats: { down: (string | null)[] }[] }).seats.every((s) => s.down.every((c) => c !== null)),
      ),
    ).toBe(true);

    for (const socket of [...sockets, staff]) await socket.close();
    await request(http[0] as never)
      .post(`/tables/${tableId}/close`)
      .set('x-api-key', adminKey)
      .expect(200);
    await eventually(
      async () => {
        const view = await viewTable(http[0] as never, adminKey, tableId);
        if (view.status === 'closed') return true;
        if (view.hand?.status === 'running' && view.hand.view.toAct !== null) {
          const legal = view.hand.view.legalActions.map((a) => a.kind);
          await act(http[0] as never, adminKey, tableId, {
            kind: legal.includes('check') ? 'check' : legal.includes('bring-in') ? 'bring-in' : 'fold',
            seat: view.hand.view.toAct,
          });
        }
        return false;
      },
      30_000,
      'the table to close',
    );
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
    // Bots through two instances: 24 s on a loaded machine, 62 s beside stress-ng --cpu 2 and other jobs, 160 s on
    // one core (test:slow --one-core).
  }, 600_000);
});
