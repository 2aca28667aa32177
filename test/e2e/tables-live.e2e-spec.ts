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
import { LiveSocket, openLive } from '../support/live-socket';
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
    const http = apps.map((a) => a.http);
    const players: TestPlayer[] = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await fundedPlayer(http[0] as never, adminKey, 20_000));
    const tableId = (await createCashTable(http[0] as never, adminKey, { handPauseMs: 0, actionTimeoutMs: 60_000, maxBuyIn: 5_000 })).id;
    const seen = new Map<string, Seen>(players.map((p) => [p.playerId, { byHand: new Map() }]));
    const sockets: LiveSocket[] = [];
    for (const [i, p] of players.entries()) {
      const socket = await openLive(urls[i % 2] as string, p.key);
      socket.send({ type: 'subscribe', tableId });
      await socket.waitFor((m) => m.type === 'subscribed');
      sockets.push(socket);
    }
    const staff = await openLive(urls[1] as string, adminKey);
    staff.send({ type: 'subscribe', tableId });
    await staff.waitFor((m) => m.type === 'subscribed');
    for (const [i, p] of players.entries()) await sitDown(http[i % 2] as never, p, tableId, i + 1, 5_000);

    // Bots: each decision through a random instance, with the seat's own key.
    let turn = 0;
    for (let guard = 0; guard < 5_000; guard++) {
      const view = await viewTable(http[turn++ % 2] as never, adminKey, tableId);
      if (view.handsStarted > HANDS) break;
      if (view.hand?.status !== 'running') {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      const player = players[(view.hand.view.toAct as number) - 1] as TestPlayer;
      const res = await act(http[turn % 2] as never, player.key, tableId, { ...randomAction(view), version: view.hand.version });
      if (res.status === 200) note(seen.get(player.playerId) as Seen, res.body.hand?.id, res.text);
      // Now and then a player who is not acting looks at the table.
      const looker = players[guard % PLAYERS] as TestPlayer;
      const look = await request(http[guard % 2] as never).get(`/tables/${tableId}`).set('x-api-key', looker.key).expect(200);
      note(seen.get(looker.playerId) as Seen, look.body.hand?.id, look.text);
    }
    // Every client, on either instance, has heard of the last committed change.
    const last = await viewTable(http[0] as never, adminKey, tableId);
    for (const socket of [...sockets, staff]) {
      await socket.waitFor((m) => m.table?.hand?.id === last.hand?.id && (m.table?.hand?.version ?? 0) >= (last.hand?.version ?? 0));
    }
    for (const [i, socket] of sockets.entries()) {
      for (const frame of socket.frames) {
        const message = JSON.parse(frame) as { table?: { hand?: { id: string } } };
        note(seen.get((players[i] as TestPlayer).playerId) as Seen, message.table?.hand?.id, frame);
      }
    }

    const hands = await sql<{ id: string; state: HandState; seats: { seat: number; playerId: string }[] }>(db.databaseUrl, `SELECT id, state, seats FROM hands WHERE table_id = $1`, [tableId]);
    expect(hands.length).toBeGreaterThanOrEqual(HANDS);
    let ownCardsSeen = 0;
    let checked = 0;
    const leaks: string[] = [];
    for (const hand of hands) {
      const shownAtEnd = new Set(hand.state.players.filter((p) => p.shown).map((p) => p.seat));
      for (const viewer of players) {
        const viewerSeat = hand.seats.find((s) => s.playerId === viewer.playerId)?.seat;
        for (const text of seen.get(viewer.playerId)?.byHand.get(hand.id) ?? []) {
          checked++;
          const cards = new Set([...text.matchAll(CARD)].map((m) => m[1]));
          const over = /"over":true/.test(text);
          for (const p of hand.state.players) {
            const secret = p.down.map(formatCard);
            if (p.seat === viewerSeat) {
              if (secret.every((c) => cards.has(c))) ownCardsSeen++;
              continue;
            }
            if (over && shownAtEnd.has(p.seat)) continue;
            for (const c of secret) if (cards.has(c)) leaks.push(`hand ${hand.id}: seat ${viewerSeat ?? '-'} saw seat ${p.seat}'s ${c}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBeGreaterThan(200);
    expect(ownCardsSeen).toBeGreaterThan(50);
    // Staff see every card: some staff frame holds another's down cards mid-hand.
    expect(staff.frames.some((f) => /"sees":"everything"/.test(f))).toBe(true);

    for (const socket of [...sockets, staff]) await socket.close();
    await request(http[0] as never).post(`/tables/${tableId}/close`).set('x-api-key', adminKey).expect(200);
    await eventually(async () => {
      const view = await viewTable(http[0] as never, adminKey, tableId);
      if (view.status === 'closed') return true;
      if (view.hand?.status === 'running' && view.hand.view.toAct !== null) {
        const legal = view.hand.view.legalActions.map((a) => a.kind);
        await act(http[0] as never, adminKey, tableId, { kind: legal.includes('check') ? 'check' : legal.includes('bring-in') ? 'bring-in' : 'fold', seat: view.hand.view.toAct });
      }
      return false;
    }, 30_000, 'the table to close');
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });
});
