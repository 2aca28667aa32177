/**
 * The broadcast equity feed over /live (`subscribe-broadcast`): a director's feed hears, once its
 * delay has passed, every live hand's cards and equity after each street of a Razz hand played
 * through HTTP from a known deck, and at its end; the figures are `handEquity`'s. A feed with a
 * longer delay holds everything; player and cashier keys are refused and never receive a frame nor
 * a hidden card; opening a feed is audited; a revoked key's feed socket closes like any other.
 */
import request from 'supertest';
import { EquityInput, handEquity } from '@app/razz-engine';
import { runScript, scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { playHand, scripted } from '../support/hand-driver';
import { LiveMessage, LiveSocket, openLive } from '../support/live-socket';
import { createCashTable, fundedPlayer, queueDecks, seatTogether, TEST_STAKES, TestPlayer, waitForHand } from '../support/tables';

const DELAY_SECONDS = 1;
/** Longer than the test runs: a feed asking for it must hold every frame. */
const HELD_SECONDS = 3_600;

/** Seat 3 shows the king and brings in; seat 2 (6-5 showing) leads later streets; seat 3 folds on 5th; seat 1's 7-5-3-2-A wins. */
const HAND = {
  stacks: { 1: 2_000, 2: 2_000, 3: 2_000 },
  dealerSeat: 3,
  cards: { 1: 'As 2d 3c 7h 9d Qs 5c', 2: 'Kh Qd 6s 5d 4s 8h Jc', 3: '8c 9h Kd Ts Js' },
  streets: ['3 bring-in, 1 call, 2 call', '2 check, 3 check, 1 check', '2 bet, 3 fold, 1 call', '2 check, 1 check', '2 check, 1 check'],
};

/** What each frame must show: the live hands' down and up cards by seat, and the dead cards. */
const EXPECTED = [
  { street: 'third', final: false, dead: [], hands: { 1: ['As 2d', '3c'], 2: ['Kh Qd', '6s'], 3: ['8c 9h', 'Kd'] } },
  { street: 'fourth', final: false, dead: [], hands: { 1: ['As 2d', '3c 7h'], 2: ['Kh Qd', '6s 5d'], 3: ['8c 9h', 'Kd Ts'] } },
  { street: 'fifth', final: false, dead: [], hands: { 1: ['As 2d', '3c 7h 9d'], 2: ['Kh Qd', '6s 5d 4s'], 3: ['8c 9h', 'Kd Ts Js'] } },
  { street: 'sixth', final: false, dead: ['Kd', 'Ts', 'Js'], hands: { 1: ['As 2d', '3c 7h 9d Qs'], 2: ['Kh Qd', '6s 5d 4s 8h'] } },
  { street: 'seventh', final: false, dead: ['Kd', 'Ts', 'Js'], hands: { 1: ['As 2d 5c', '3c 7h 9d Qs'], 2: ['Kh Qd Jc', '6s 5d 4s 8h'] } },
  { street: 'seventh', final: true, dead: ['Kd', 'Ts', 'Js'], hands: { 1: ['As 2d 5c', '3c 7h 9d Qs'], 2: ['Kh Qd Jc', '6s 5d 4s 8h'] } },
];

interface Frame {
  type: 'broadcast';
  tableId: string;
  handNumber: number;
  street: string;
  final: boolean;
  dead: string[];
  community: string[];
  delaySeconds: number;
  hands: { seat: number; playerId: string; down: string[]; up: string[]; equity: Record<string, unknown> | null }[];
  equity: { method: string; game?: string; deals?: number };
}

const frames = (socket: LiveSocket, handNumber: number): Frame[] =>
  socket.messages.filter((m) => m.type === 'broadcast' && (m as unknown as Frame).handNumber === handNumber) as unknown as Frame[];

async function openFeed(url: string, key: string, tableId: string, delaySeconds?: number): Promise<{ socket: LiveSocket; answer: LiveMessage }> {
  const socket = await openLive(url, key);
  await socket.waitFor((m) => m.type === 'ready');
  socket.send({ type: 'subscribe-broadcast', tableId, ...(delaySeconds === undefined ? {} : { delaySeconds }) });
  const answer = await socket.waitFor((m) => m.type === 'broadcast-subscribed' || m.type === 'error');
  return { socket, answer };
}

describe('the broadcast equity feed (subscribe-broadcast on /live)', () => {
  let api: ApiTestApp;
  let url: string;

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true, broadcast: { delaySeconds: DELAY_SECONDS } } });
    await api.app.listen(0, '127.0.0.1');
    url = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(() => api.close());

  it("a director's feed hears every street's live hands and equity after the delay; players and cashiers are refused and see no hidden card", async () => {
    runScript({ ...HAND, stakes: TEST_STAKES }); // the script is a legal hand (throws otherwise)
    const [director, heldDirector, cashier] = [await createKey(api, 'director'), await createKey(api, 'director'), await createKey(api, 'cashier')];
    const players: TestPlayer[] = [];
    for (let i = 0; i < 3; i++) players.push(await fundedPlayer(api.http, api.adminKey, 10_000));
    const table = await createCashTable(api.http, director.key, { handPauseMs: 3_000 });
    await queueDecks(api.http, director.key, table.id, [scriptDeck(HAND).join(' ')]);

    const feed = await openFeed(url, director.key, table.id);
    expect(feed.answer).toEqual({ type: 'broadcast-subscribed', tableId: table.id, delaySeconds: DELAY_SECONDS });
    const held = await openFeed(url, heldDirector.key, table.id, HELD_SECONDS);
    expect(held.answer).toEqual({ type: 'broadcast-subscribed', tableId: table.id, delaySeconds: HELD_SECONDS });
    const tooSoon = await openFeed(url, director.key, table.id, 0);
    expect(tooSoon.answer).toEqual({ type: 'error', code: 'BROADCAST_DELAY_OUT_OF_RANGE', message: expect.stringContaining(`from ${DELAY_SECONDS}`) });

    // A player (seat 3's) and a cashier: refused, then each follows the table the ordinary way.
    const watchers: { who: string; socket: LiveSocket; seat: number | null }[] = [];
    for (const [who, key, seat] of [
      ['player', (players[2] as TestPlayer).key, 3],
      ['cashier', cashier.key, null],
    ] as const) {
      const { socket, answer } = await openFeed(url, key, table.id);
      expect({ who, answer }).toEqual({
        who,
        answer: { type: 'error', code: 'BROADCAST_FORBIDDEN', message: expect.stringContaining('admin and director keys only') },
      });
      socket.send({ type: 'subscribe', tableId: table.id });
      await socket.waitFor((m) => m.type === 'subscribed');
      watchers.push({ who, socket, seat });
    }

    const bySeat = new Map(players.map((p, i) => [i + 1, p]));
    await seatTogether(api.http, table.id, bySeat, 2_000);
    const dealt = await waitForHand(api.http, director.key, table.id, 1);
    const inHand = dealt.seats.filter((s) => s.inHand).map((s) => s.seat);
    if (inHand.length !== 3) throw new Error(`hand 1 was dealt to seats ${inHand.join(', ')}, not all three: the sit-ins outlasted the pause`);
    const { view } = await playHand(api.http, director.key, table.id, bySeat, 1, scripted(HAND.streets));
    const handId = view.hand?.id as string;

    await feed.socket.waitFor(
      (m) => m.type === 'broadcast' && (m as unknown as Frame).handNumber === 1 && (m as unknown as Frame).final,
      undefined,
      'the final frame',
    );
    const seen = frames(feed.socket, 1);
    // Every street and the end, in order, each hand with all its cards; folded hands leave only their up cards, as dead cards.
    expect(seen.map((f) => ({ street: f.street, final: f.final, dead: f.dead, hands: cardsBySeat(f) }))).toEqual(
      EXPECTED.map((e) => ({
        ...e,
        hands: Object.fromEntries(Object.entries(e.hands).map(([s, [down, up]]) => [s, { down: down.split(' '), up: up.split(' ') }])),
      })),
    );
    expect(seen.every((f) => f.tableId === table.id && f.delaySeconds === DELAY_SECONDS && f.community.length === 0)).toBe(true);
    expect(seen[0]?.hands.map((h) => h.playerId)).toEqual(players.map((p) => p.playerId));

    for (const frame of seen.filter((f) => !f.final)) {
      // The figures are handEquity's on the same cards, and every pot is given out whole.
      const input: EquityInput = { game: 'razz', hands: frame.hands.map((h) => [...h.down, ...h.up]), dead: frame.dead, community: [], communityToCome: 0 };
      const direct = handEquity(input);
      if (!direct.ok) throw new Error(direct.error.message);
      expect({ street: frame.street, figures: frame.hands.map((h) => h.equity) }).toEqual({
        street: frame.street,
        figures: direct.value.hands.map(({ cards: _cards, counts: _counts, ...figures }) => figures),
      });
      expect(frame.equity).toMatchObject({ method: direct.value.method.kind, game: 'razz', deals: direct.value.method.deals });
      expect(frame.hands.reduce((sum, h) => sum + (h.equity?.share as number), 0)).toBeCloseTo(1, 9);
    }
    // Seventh street: every card known, one deal: seat 1's wheel-to-the-seven takes the pot.
    expect(seen[4]?.equity).toEqual({ method: 'exact', game: 'razz', deals: 1 });
    expect(seen[4]?.hands.map((h) => [h.seat, h.equity?.share])).toEqual([
      [1, 1],
      [2, 0],
    ]);

    // The feed that asked for an hour: nothing yet, though the short feed has had every frame of the hand.
    expect(held.socket.messages.filter((m) => m.type === 'broadcast')).toEqual([]);
    for (const { who, socket, seat } of watchers) {
      expect({ who, broadcast: socket.messages.filter((m) => m.type.startsWith('broadcast')) }).toEqual({ who, broadcast: [] });
      expect({ who, leaks: hiddenCardsSeen(socket, handId, seat) }).toEqual({ who, leaks: [] });
      expect(socket.messages.some((m) => m.type === 'update' && m.table?.hand?.id === handId && m.table.hand.view.over)).toBe(true);
    }

    // Opening a feed is audited (who, which table, the delay); a refused one writes nothing.
    const audit = await request(api.http)
      .get('/audit-log')
      .query({ action: 'table.broadcast-open', entityId: table.id })
      .set('x-api-key', api.adminKey)
      .expect(200);
    expect(
      (audit.body.items as { actorKeyId: string; actorRole: string; entityType: string; details: unknown }[])
        .map((r) => ({ key: r.actorKeyId, role: r.actorRole, entityType: r.entityType, details: r.details }))
        .reverse(),
    ).toEqual([
      { key: director.id, role: 'director', entityType: 'table', details: { delaySeconds: DELAY_SECONDS } },
      { key: heldDirector.id, role: 'director', entityType: 'table', details: { delaySeconds: HELD_SECONDS } },
    ]);

    // A revoked key's feed socket closes as every socket of it does, its held frames never sent.
    await request(api.http).post(`/api-keys/${heldDirector.id}/revoke`).set('x-api-key', api.adminKey).expect(200);
    expect(await held.socket.closed).toEqual({ code: 4401, reason: 'API_KEY_REVOKED' });
    expect(held.socket.messages.filter((m) => m.type === 'broadcast')).toEqual([]);
    for (const socket of [feed.socket, tooSoon.socket, ...watchers.map((w) => w.socket)]) await socket.close();
  });

  it('an admin key may open a feed; an unknown table and a malformed delay are refused', async () => {
    const table = await createCashTable(api.http, api.adminKey);
    const admin = await openFeed(url, api.adminKey, table.id);
    expect(admin.answer).toEqual({ type: 'broadcast-subscribed', tableId: table.id, delaySeconds: DELAY_SECONDS });
    const unknown = await openFeed(url, api.adminKey, '00000000-0000-4000-8000-000000000000');
    expect(unknown.answer).toMatchObject({ type: 'error', code: 'TABLE_NOT_FOUND' });
    admin.socket.send({ type: 'subscribe-broadcast', tableId: table.id, delaySeconds: 'soon' });
    expect(await admin.socket.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'BAD_MESSAGE' });
    for (const socket of [admin.socket, unknown.socket]) await socket.close();
  });

  it('a repeated subscribe-broadcast is answered again (another delay: BROADCAST_ALREADY_OPEN); a key has at most 10 feeds across its connections (TOO_MANY_BROADCASTS)', async () => {
    const director = await createKey(api, 'director');
    const tables: { id: string }[] = [];
    for (let i = 0; i < 6; i++) tables.push(await createCashTable(api.http, api.adminKey));
    const [a, b] = [await openLive(url, director.key), await openLive(url, director.key)];
    for (const socket of [a, b]) await socket.waitFor((m) => m.type === 'ready');
    const answers = (socket: LiveSocket) => socket.messages.filter((m) => m.type === 'broadcast-subscribed' || m.type === 'error');
    const ask = async (socket: LiveSocket, tableId: string, delaySeconds?: number): Promise<LiveMessage> => {
      const n = answers(socket).length + 1;
      socket.send({ type: 'subscribe-broadcast', tableId, ...(delaySeconds === undefined ? {} : { delaySeconds }) });
      await socket.waitFor(() => answers(socket).length >= n);
      return answers(socket)[n - 1] as LiveMessage;
    };
    for (const table of tables) expect(await ask(a, table.id)).toMatchObject({ type: 'broadcast-subscribed' });
    const first = tables[0]?.id as string;
    expect(await ask(a, first)).toEqual({ type: 'broadcast-subscribed', tableId: first, delaySeconds: DELAY_SECONDS });
    expect(await ask(a, first, DELAY_SECONDS)).toEqual({ type: 'broadcast-subscribed', tableId: first, delaySeconds: DELAY_SECONDS });
    expect(await ask(a, first, HELD_SECONDS)).toMatchObject({ type: 'error', code: 'BROADCAST_ALREADY_OPEN' });
    for (const table of tables.slice(0, 4)) expect(await ask(b, table.id)).toMatchObject({ type: 'broadcast-subscribed' });
    expect(await ask(b, tables[4]?.id as string)).toMatchObject({ type: 'error', code: 'TOO_MANY_BROADCASTS' });
    // One audit record per feed opened: the repeats opened nothing.
    const audit = await request(api.http).get(`/audit-log?action=table.broadcast-open&limit=100`).set('x-api-key', api.adminKey).expect(200);
    const opened = (audit.body.items as unknown[]).filter((r) => JSON.stringify(r).includes(director.id));
    expect(opened).toHaveLength(10);
    for (const socket of [a, b]) await socket.close();
  });
});

function cardsBySeat(frame: Frame): Record<string, { down: string[]; up: string[] }> {
  return Object.fromEntries(frame.hands.map((h) => [String(h.seat), { down: h.down, up: h.up }]));
}

/**
 * Every down card of the hand that the socket received while it was not that seat's own, before the
 * showdown showed it: seat 3 folded (never shown), seats 1 and 2 showed once the hand was over.
 */
function hiddenCardsSeen(socket: LiveSocket, handId: string, ownSeat: number | null): string[] {
  const down: Record<number, string[]> = { 1: ['As', '2d', '5c'], 2: ['Kh', 'Qd', 'Jc'], 3: ['8c', '9h'] };
  const leaks: string[] = [];
  socket.messages.forEach((m, i) => {
    if (m.table?.hand?.id !== handId) return;
    const text = socket.frames[i] as string;
    const over = m.table.hand.view.over;
    for (const [seat, cards] of Object.entries(down)) {
      if (Number(seat) === ownSeat || (over && seat !== '3')) continue;
      for (const card of cards) if (text.includes(`"${card}"`)) leaks.push(`message ${i}: seat ${seat}'s ${card}`);
    }
  });
  return leaks;
}
