/**
 * The waitlist board (docs/cash-games.md "Waitlist board", docs/api.md "The waitlist board's
 * links"): the floor makes a board link for a TV; its token, shown once, reads every open cash
 * game's stakes, tables, open seats and list — players by display name only — without an API key
 * (`GET /boards/{token}`), and follows it live on `/display-live`; revoking it closes both. A
 * tournament's token opens no board and a board's no tournament. The floor's no-show route.
 */
import request from 'supertest';
import WebSocket from 'ws';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { ApiTestApp, createKey, createPlayer, deposit, randomAdminKey, startApiTestApp } from '../support/api-test-app';
import { runningTournament } from '../support/balancing';
import { CASH_STAKES, createCashGame, openCashTable } from '../support/cash';
import { eventually, notYet } from '../support/eventually';

interface BoardEntry {
  name: string;
  status: 'called' | 'waiting';
  position: number | null;
  tableId: string | null;
  tableName: string | null;
  holdUntil: string | null;
}
interface BoardTable {
  id: string;
  name: string;
  seats: number;
  seated: number;
  held: number;
  openSeats: number;
}
interface BoardGame {
  id: string;
  name: string;
  dealing: string;
  preset: string;
  mix: string | null;
  stakes: Record<string, number>;
  unit: string;
  tables: BoardTable[];
  seatsOpen: number;
  waitlist: BoardEntry[];
}
interface Board {
  names: string;
  games: BoardGame[];
}
interface BoardMessage {
  type: string;
  code?: string;
  board?: Board;
}
interface BoardSocket {
  messages: BoardMessage[];
  closed: Promise<{ code: number; reason: string }>;
  socket: WebSocket;
}

const STUD_STAKES = { ante: 100, bringIn: 100, smallBet: 400, bigBet: 800 };
const BLINDS = { smallBlind: 200, bigBlind: 400, smallBet: 400, bigBet: 800 };
const HORSE = [
  { preset: 'holdem', stakes: BLINDS },
  { preset: 'omaha8', stakes: BLINDS },
  { preset: 'razz', stakes: STUD_STAKES },
  { preset: 'stud', stakes: STUD_STAKES },
  { preset: 'stud8', stakes: STUD_STAKES },
];

async function openBoardSocket(baseUrl: string, token: string): Promise<BoardSocket> {
  const url = new URL('/display-live', baseUrl.replace(/^http/, 'ws'));
  url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  const messages: BoardMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString()) as BoardMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { messages, closed, socket };
}

/** The newest board the socket got whose game `gameId` satisfies `ok`. */
async function boardWhere(live: BoardSocket, gameId: string, ok: (game: BoardGame) => boolean): Promise<BoardGame> {
  return eventually(() => {
    const last = live.messages.filter((m) => m.type === 'waitlist-board').at(-1);
    const game = last?.board?.games.find((g) => g.id === gameId);
    return game && ok(game) ? game : notYet(live.messages.at(-1));
  });
}

const names = (game: BoardGame | undefined) => game?.waitlist.map((e) => e.name);

describe('waitlist board', () => {
  let db: TestDatabase;
  let api: ApiTestApp;
  let baseUrl: string;
  let floor: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApiTestApp({ db });
    await api.app.listen(0, '127.0.0.1');
    baseUrl = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
    floor = (await createKey(api, 'floor')).key;
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const newLink = async (key = floor, body: object = {}) =>
    (await request(api.http).post('/waitlist-board/display-links').set('x-api-key', key).send(body).expect(201)).body as {
      id: string;
      token: string;
      path: string;
    };
  const join = (gameId: string, playerId: string) =>
    request(api.http).post(`/cash-games/${gameId}/waitlist`).set('x-api-key', floor).send({ playerId }).expect(201);
  const call = (gameId: string, tableId: string, playerId?: string) =>
    request(api.http)
      .post(`/cash-games/${gameId}/waitlist/call`)
      .set('x-api-key', floor)
      .send({ tableId, ...(playerId ? { playerId } : {}) })
      .expect(200);
  const board = async (token: string) => (await request(api.http).get(`/boards/${token}`).expect(200)).body as Board;

  it('makes links for the floor only: the token once, a /board/ path, listed without it, revoked idempotently and audited', async () => {
    const director = (await createKey(api, 'director')).key;
    const cashier = (await createKey(api, 'cashier')).key;
    const player = (await createKey(api, 'player', await createPlayer(api))).key;
    const created = await request(api.http).post('/waitlist-board/display-links').set('x-api-key', floor).send({ name: 'TV by the door' }).expect(201);
    const token = created.body.token as string;
    expect(created.body).toEqual({
      id: expect.any(String),
      kind: 'waitlist-board',
      name: 'TV by the door',
      token: expect.stringMatching(/^dl_[A-Za-z0-9_-]{43}$/),
      path: `/board/${token}`,
      createdAt: expect.any(String),
      revokedAt: null,
    });
    expect((await newLink(director)).id).toEqual(expect.any(String));
    expect((await newLink(api.adminKey)).id).toEqual(expect.any(String));
    const unnamed = await request(api.http).get('/waitlist-board/display-links').set('x-api-key', director).expect(200);
    expect(unnamed.body.items).toHaveLength(3);
    expect(unnamed.body.items.map((l: { name: string }) => l.name)).toEqual(['waitlist board', 'waitlist board', 'TV by the door']);
    for (const item of unnamed.body.items as object[]) expect(Object.keys(item).sort()).toEqual(['createdAt', 'id', 'kind', 'name', 'revokedAt']);
    expect(JSON.stringify(unnamed.body)).not.toContain(token);

    for (const key of [cashier, player]) {
      await request(api.http).post('/waitlist-board/display-links').set('x-api-key', key).send({}).expect(403);
      await request(api.http).get('/waitlist-board/display-links').set('x-api-key', key).expect(403);
      await request(api.http)
        .post(`/waitlist-board/display-links/${created.body.id as string}/revoke`)
        .set('x-api-key', key)
        .expect(403);
    }
    await request(api.http).post('/waitlist-board/display-links').send({}).expect(401);
    for (const body of [{ name: '' }, { name: 'x'.repeat(65) }, { tournamentId: created.body.id }]) {
      const res = await request(api.http).post('/waitlist-board/display-links').set('x-api-key', floor).send(body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }

    await request(api.http).get(`/boards/${token}`).expect(200);
    const revoked = await request(api.http)
      .post(`/waitlist-board/display-links/${created.body.id as string}/revoke`)
      .set('x-api-key', floor)
      .expect(200);
    expect(revoked.body).toEqual({ ...unnamed.body.items[2], revokedAt: expect.any(String) });
    const again = await request(api.http)
      .post(`/waitlist-board/display-links/${created.body.id as string}/revoke`)
      .set('x-api-key', director)
      .expect(200);
    expect(again.body).toEqual(revoked.body);
    const refused = await request(api.http).get(`/boards/${token}`).expect(401);
    expect(refused.body.error).toEqual({ code: 'DISPLAY_LINK_INVALID', message: expect.any(String) });

    const audit = await request(api.http)
      .get('/audit-log')
      .query({ entityType: 'display-link', entityId: created.body.id })
      .set('x-api-key', api.adminKey)
      .expect(200);
    expect((audit.body.items as { action: string }[]).map((r) => r.action).sort()).toEqual(['display-link.create', 'display-link.revoke']);
    const missing = await request(api.http)
      .post('/waitlist-board/display-links/00000000-0000-4000-8000-000000000000/revoke')
      .set('x-api-key', floor)
      .expect(404);
    expect(missing.body.error.code).toBe('DISPLAY_LINK_NOT_FOUND');
  });

  it('shows every open game: stakes, tables, seats open, the list with called players first and their table — names only', async () => {
    const engine = await createCashGame(api.http, api.adminKey, { name: 'Razz $5/$10 board' });
    const live = await createCashGame(api.http, api.adminKey, { name: 'Stud $4/$8 live', dealing: 'live', preset: 'stud', stakes: STUD_STAKES, maxSeats: 8 });
    const horse = await createCashGame(api.http, api.adminKey, {
      name: 'HORSE $4/$8',
      preset: undefined,
      stakes: undefined,
      schedule: { games: HORSE, rotation: { kind: 'per-orbit' } },
    });
    const closed = await createCashGame(api.http, api.adminKey, { name: 'Closed game' });
    await request(api.http).post(`/cash-games/${closed.id}/close`).set('x-api-key', api.adminKey).expect(200);
    const t1 = await openCashTable(api.http, floor, engine.id, 'Table 1');
    const t2 = await openCashTable(api.http, floor, engine.id, 'Table 2');
    const liveTable = await openCashTable(api.http, floor, live.id, 'Table 7');

    const people: Record<string, string> = {};
    for (const name of ['Ann Lee', 'Bob Stone', 'Cat Moss', 'Dee Park']) people[name] = await createPlayer(api, name);
    for (const name of ['Ann Lee', 'Bob Stone', 'Cat Moss']) await join(engine.id, people[name] as string);
    await join(live.id, people['Dee Park'] as string);
    await join(live.id, people['Ann Lee'] as string);
    const called = await call(engine.id, t2, people['Bob Stone']);

    const { token } = await newLink();
    const body = await board(token);
    expect(body.names).toBe('screen-names');
    const ids = body.games.map((g) => g.id);
    expect(ids).toEqual(expect.arrayContaining([engine.id, live.id, horse.id]));
    expect(ids).not.toContain(closed.id);
    expect(ids.indexOf(engine.id)).toBeLessThan(ids.indexOf(live.id));
    const maxSeats = engine.maxSeats as number;
    expect(body.games.find((g) => g.id === engine.id)).toEqual({
      id: engine.id,
      name: 'Razz $5/$10 board',
      dealing: 'engine',
      preset: 'razz',
      mix: null,
      stakes: CASH_STAKES,
      unit: 'USD',
      tables: [
        { id: t1, name: 'Table 1', seats: maxSeats, seated: 0, held: 0, openSeats: maxSeats },
        { id: t2, name: 'Table 2', seats: maxSeats, seated: 0, held: 1, openSeats: maxSeats - 1 },
      ],
      seatsOpen: 2 * maxSeats - 1,
      waitlist: [
        { name: 'Bob Stone', status: 'called', position: null, tableId: t2, tableName: 'Table 2', holdUntil: called.body.holdUntil },
        { name: 'Ann Lee', status: 'waiting', position: 1, tableId: null, tableName: null, holdUntil: null },
        { name: 'Cat Moss', status: 'waiting', position: 2, tableId: null, tableName: null, holdUntil: null },
      ],
    });
    expect(body.games.find((g) => g.id === live.id)).toMatchObject({
      dealing: 'live',
      preset: 'stud',
      stakes: STUD_STAKES,
      tables: [{ id: liveTable, name: 'Table 7', seats: 8, seated: 0, held: 0, openSeats: 8 }],
      seatsOpen: 8,
      waitlist: [
        { name: 'Dee Park', status: 'waiting', position: 1 },
        { name: 'Ann Lee', status: 'waiting', position: 2 },
      ],
    });
    expect(body.games.find((g) => g.id === horse.id)).toMatchObject({ mix: 'HORSE', preset: 'holdem', stakes: BLINDS, tables: [], seatsOpen: 0, waitlist: [] });

    // Nothing about a player but a display name: no ids, no entry ids, no balances.
    const text = JSON.stringify(body);
    for (const id of Object.values(people)) expect(text).not.toContain(id);
    expect(text).not.toContain(called.body.id as string);
    expect(text).not.toMatch(/"(playerId|screenName|balance|via|joinedAt|calls|estimatedWaitMinutes)"/);
    for (const game of body.games)
      for (const entry of game.waitlist) expect(Object.keys(entry).sort()).toEqual(['holdUntil', 'name', 'position', 'status', 'tableId', 'tableName']);

    // A room that shows initials: the same board, initials only.
    const initialsApp = await startApiTestApp({ db, config: { waitlistBoard: { names: 'initials' } } });
    try {
      const shown = (await request(initialsApp.http).get(`/boards/${token}`).expect(200)).body as Board;
      expect(shown.names).toBe('initials');
      expect(names(shown.games.find((g) => g.id === engine.id))).toEqual(['B.S.', 'A.L.', 'C.M.']);
      expect(names(shown.games.find((g) => g.id === live.id))).toEqual(['D.P.', 'A.L.']);
      expect(JSON.stringify(shown)).not.toMatch(/Ann|Bob|Cat|Dee|Lee|Stone|Moss|Park/);
    } finally {
      await initialsApp.close();
    }
  });

  it('pushes the board on /display-live at once, then after a join, a call, a seat taken and a no-show; a revocation closes it 4401', async () => {
    const game = await createCashGame(api.http, api.adminKey, { name: 'Live feed game', noAnswer: 'end' });
    const tableId = await openCashTable(api.http, floor, game.id, 'Table 3');
    const eve = await createPlayer(api, 'Eve Fox');
    const finn = await createPlayer(api, 'Finn Gray');
    await deposit(api, finn, 100_00);
    const link = await newLink();

    const live = await openBoardSocket(baseUrl, link.token);
    const first = await eventually(() => live.messages[0] ?? notYet(live.messages));
    expect(first).toEqual({ type: 'waitlist-board', board: await board(link.token) });
    const open = first.board?.games.find((g) => g.id === game.id)?.seatsOpen as number;
    expect(open).toBeGreaterThan(1);

    await join(game.id, eve);
    await boardWhere(live, game.id, (g) => names(g)?.join() === 'Eve Fox');
    await join(game.id, finn);
    await boardWhere(live, game.id, (g) => names(g)?.join() === 'Eve Fox,Finn Gray');

    await call(game.id, tableId, finn);
    const calledBoard = await boardWhere(live, game.id, (g) => g.waitlist[0]?.status === 'called');
    expect(calledBoard.waitlist[0]).toMatchObject({ name: 'Finn Gray', status: 'called', tableId, tableName: 'Table 3', holdUntil: expect.any(String) });
    expect(calledBoard.seatsOpen).toBe(open - 1);

    await request(api.http).post('/cash-sessions').set('x-api-key', floor).send({ tableId, seat: 1, buyIn: 1000, playerId: finn }).expect(201);
    const seated = await boardWhere(live, game.id, (g) => names(g)?.join() === 'Eve Fox');
    expect(seated.tables[0]).toMatchObject({ seated: 1, held: 0, openSeats: open - 1 });
    expect(seated.seatsOpen).toBe(open - 1);

    await call(game.id, tableId, eve);
    await boardWhere(live, game.id, (g) => g.waitlist[0]?.status === 'called' && g.seatsOpen === open - 2);
    const noShow = await request(api.http).post(`/cash-games/${game.id}/waitlist/${eve}/no-show`).set('x-api-key', floor).expect(200);
    expect(noShow.body).toMatchObject({ playerId: eve, status: 'waiting', position: 1, calledTableId: null, holdUntil: null, calls: 1 });
    const back = await boardWhere(live, game.id, (g) => g.waitlist[0]?.status === 'waiting' && g.seatsOpen === open - 1);
    expect(back.waitlist).toEqual([{ name: 'Eve Fox', status: 'waiting', position: 1, tableId: null, tableName: null, holdUntil: null }]);

    // A table opened and closed again: pushed both times. The wait is well under the socket's
    // 15-second re-read, so only the close's own push can pass it.
    const spare = await openCashTable(api.http, floor, game.id, 'Table 4');
    await boardWhere(live, game.id, (g) => g.tables.some((t) => t.id === spare));
    await request(api.http).post(`/tables/${spare}/close`).set('x-api-key', floor).expect(200);
    await eventually(
      () => {
        const last = live.messages.filter((m) => m.type === 'waitlist-board').at(-1);
        const tables = last?.board?.games.find((g) => g.id === game.id)?.tables ?? [];
        return !tables.some((t) => t.id === spare) || notYet(tables.map((t) => t.name));
      },
      5_000,
      'the closed table to leave the board',
    );

    // The board read over HTTP is the one pushed last.
    const pushed = live.messages.filter((m) => m.type === 'waitlist-board').at(-1)?.board;
    expect(pushed).toEqual(await board(link.token));

    await request(api.http).post(`/waitlist-board/display-links/${link.id}/revoke`).set('x-api-key', floor).expect(200);
    expect(await live.closed).toEqual({ code: 4401, reason: 'DISPLAY_LINK_INVALID' });
    expect(live.messages.at(-1)).toMatchObject({ type: 'error', code: 'DISPLAY_LINK_INVALID' });
    await request(api.http).get(`/boards/${link.token}`).expect(401);
    const refused = await openBoardSocket(baseUrl, link.token);
    expect(await refused.closed).toEqual({ code: 4401, reason: 'DISPLAY_LINK_INVALID' });
  });

  it('opens no tournament with a board token and no board with a tournament token', async () => {
    const director = (await createKey(api, 'director')).key;
    const tournamentId = await runningTournament(api.app, 2);
    const tv = await request(api.http).post(`/tournaments/${tournamentId}/display-links`).set('x-api-key', director).send({}).expect(201);
    const boardLink = await newLink();

    const noBoard = await request(api.http)
      .get(`/boards/${tv.body.token as string}`)
      .expect(401);
    expect(noBoard.body.error.code).toBe('DISPLAY_LINK_INVALID');
    const noClock = await request(api.http).get(`/displays/${boardLink.token}`).expect(401);
    expect(noClock.body.error.code).toBe('DISPLAY_LINK_INVALID');
    await request(api.http)
      .get(`/displays/${tv.body.token as string}`)
      .expect(200);
    await request(api.http).get(`/boards/${boardLink.token}`).expect(200);

    // Each kind's revoke route knows only its own links.
    const wrongKind = await request(api.http)
      .post(`/waitlist-board/display-links/${tv.body.id as string}/revoke`)
      .set('x-api-key', director)
      .expect(404);
    expect(wrongKind.body.error.code).toBe('DISPLAY_LINK_NOT_FOUND');
    await request(api.http).post(`/tournaments/${tournamentId}/display-links/${boardLink.id}/revoke`).set('x-api-key', director).expect(404);
    await request(api.http)
      .get(`/displays/${tv.body.token as string}`)
      .expect(200);
    await request(api.http).get(`/boards/${boardLink.token}`).expect(200);

    // On the socket: a tournament's token follows the tournament, never the board.
    const clock = await openBoardSocket(baseUrl, tv.body.token as string);
    const firstMessage = await eventually(() => clock.messages[0] ?? notYet(clock.messages));
    expect(firstMessage.type).toBe('tournament');
    clock.socket.close();
    await clock.closed;
  });

  it('no-show: a called player goes to the end of the list, or off it, the held seat released; a waiting one is NOT_CALLED, a stranger NOT_ON_WAITLIST', async () => {
    const endGame = await createCashGame(api.http, api.adminKey, { noAnswer: 'end' });
    const removeGame = await createCashGame(api.http, api.adminKey, { noAnswer: 'remove' });
    const endTable = await openCashTable(api.http, floor, endGame.id);
    const removeTable = await openCashTable(api.http, floor, removeGame.id);
    const [gil, hal, ivy] = [await createPlayer(api), await createPlayer(api), await createPlayer(api)];
    for (const p of [gil, hal]) await join(endGame.id, p);
    await join(removeGame.id, ivy);
    const list = async (gameId: string) => (await request(api.http).get(`/cash-games/${gameId}/waitlist`).set('x-api-key', floor).expect(200)).body;
    const noShows = async () =>
      (await request(api.http).get('/audit-log').query({ action: 'cash.waitlist-no-show' }).set('x-api-key', api.adminKey).expect(200)).body.items as {
        entityId: string;
      }[];

    // Refusals change nothing and record nothing.
    const before = await list(endGame.id);
    const auditBefore = await noShows();
    const waiting = await request(api.http).post(`/cash-games/${endGame.id}/waitlist/${gil}/no-show`).set('x-api-key', floor).expect(409);
    expect(waiting.body.error).toEqual({ code: 'NOT_CALLED', message: `player ${gil} is waiting, not called: there is no held seat to release` });
    const stranger = await request(api.http).post(`/cash-games/${endGame.id}/waitlist/${ivy}/no-show`).set('x-api-key', floor).expect(404);
    expect(stranger.body.error).toEqual({ code: 'NOT_ON_WAITLIST', message: `player ${ivy} is not on this game's waitlist` });
    const noGame = await request(api.http).post(`/cash-games/00000000-0000-4000-8000-000000000000/waitlist/${gil}/no-show`).set('x-api-key', floor).expect(404);
    expect(noGame.body.error.code).toBe('CASH_GAME_NOT_FOUND');
    const player = (await createKey(api, 'player', gil)).key;
    await request(api.http).post(`/cash-games/${endGame.id}/waitlist/${gil}/no-show`).set('x-api-key', player).expect(403);
    expect(await list(endGame.id)).toEqual(before);
    expect(await noShows()).toEqual(auditBefore);

    // noAnswer 'end': behind the others, the seat held for them free again.
    const { token } = await newLink();
    const heldAt = async (gameId: string) => (await board(token)).games.find((g) => g.id === gameId)?.tables[0]?.held;
    await call(endGame.id, endTable, gil);
    expect(await heldAt(endGame.id)).toBe(1);
    const moved = await request(api.http).post(`/cash-games/${endGame.id}/waitlist/${gil}/no-show`).set('x-api-key', floor).expect(200);
    expect(moved.body).toMatchObject({ playerId: gil, status: 'waiting', position: 2, calls: 1, calledTableId: null, holdUntil: null });
    expect((await list(endGame.id)).items.map((e: { playerId: string }) => e.playerId)).toEqual([hal, gil]);
    expect(await heldAt(endGame.id)).toBe(0);

    // noAnswer 'remove': off the list.
    await call(removeGame.id, removeTable, ivy);
    expect(await heldAt(removeGame.id)).toBe(1);
    const removed = await request(api.http).post(`/cash-games/${removeGame.id}/waitlist/${ivy}/no-show`).set('x-api-key', floor).expect(200);
    expect(removed.body).toMatchObject({ playerId: ivy, status: 'removed', position: null, holdUntil: null });
    expect((await list(removeGame.id)).items).toEqual([]);
    expect(await heldAt(removeGame.id)).toBe(0);
    await request(api.http).post(`/cash-games/${removeGame.id}/waitlist/${ivy}/no-show`).set('x-api-key', floor).expect(404);

    const recorded = await noShows();
    expect(recorded.length - auditBefore.length).toBe(2);
    expect(recorded.map((r) => r.entityId)).toEqual(expect.arrayContaining([endGame.id, removeGame.id]));
  });
});

describe('waitlist board across two API instances (Redis)', () => {
  let db: TestDatabase;
  let apps: [ApiTestApp, ApiTestApp];
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    const adminApiKey = randomAdminKey();
    const config = { redisUrl: testRedisUrl(), jobs: { inProcess: true, prefix: uniqueQueuePrefix('waitlist-board') } };
    apps = [await startApiTestApp({ db, adminApiKey, config }), await startApiTestApp({ db, adminApiKey, config })];
    await apps[1].app.listen(0, '127.0.0.1');
    url = (await apps[1].app.getUrl()).replace('[::1]', '127.0.0.1');
  });
  afterAll(async () => {
    for (const api of apps) await api.close();
    await db.drop();
  });

  it('hears the floor on the other instance: a join and a new table are pushed, a revocation closes the socket 4401', async () => {
    const [one] = apps;
    const game = await createCashGame(one.http, one.adminKey, { name: 'Across instances' });
    const link = await request(one.http).post('/waitlist-board/display-links').set('x-api-key', one.adminKey).send({}).expect(201);
    const live = await openBoardSocket(url, link.body.token as string);
    await boardWhere(live, game.id, (g) => g.waitlist.length === 0 && g.tables.length === 0);
    const player = await createPlayer(one, 'Jo Kim');
    await request(one.http).post(`/cash-games/${game.id}/waitlist`).set('x-api-key', one.adminKey).send({ playerId: player }).expect(201);
    await boardWhere(live, game.id, (g) => names(g)?.join() === 'Jo Kim');
    await openCashTable(one.http, one.adminKey, game.id, 'Table 9');
    await boardWhere(live, game.id, (g) => g.tables.map((t) => t.name).join() === 'Table 9' && g.seatsOpen > 0);
    await request(one.http)
      .post(`/waitlist-board/display-links/${link.body.id as string}/revoke`)
      .set('x-api-key', one.adminKey)
      .expect(200);
    expect(await live.closed).toEqual({ code: 4401, reason: 'DISPLAY_LINK_INVALID' });
  });
});
