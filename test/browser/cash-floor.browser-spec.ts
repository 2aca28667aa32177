/**
 * The floor's cash games (/console/cash) in a real browser (docs/web.md "Browser tests"): headless
 * Chromium against the real server serving the web app's build. A director creates a live Razz
 * game in the page; a floor key opens two tables, adds two players to the waitlist, calls one and
 * seats them (a buy-in over the maximum is refused first, with the server's code, and changes
 * nothing) from the bankroll, seats the other in cash; the time collection is charged; a top-up;
 * a move to the other table with the chips counted; two more players on the list, one called
 * (seat held until a time of the room's zone), then a no-show and a removal; cash-outs with the
 * counted amounts (to the bankroll, in cash). After each step the API says what changed: the
 * bankrolls and the cage moved exactly, each session's net is its cash-outs less its buy-ins. The
 * day's report shows the sessions and its downloaded CSV has the API's rows. The page fits a
 * phone; a player key is told it is the floor's page and gets no control. No console error or
 * failed request but the one refusal provoked.
 *
 * `UPDATE_SCREENSHOTS=1` saves the game's page at 1920×1080 and at phone size (390×844) to
 * docs/images/web-cash-floor-*.png (two tables with players, a waitlist with a called player).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { collectTimeNow, createCashGame, getSession, openCashTable, openSession, periodStart, type SessionView } from '../support/cash';
import { playHand, type Policy } from '../support/hand-driver';
import { fundedPlayer, type TestPlayer } from '../support/tables';
import { bankroll, cageBalance, parseCsv } from '../support/cash-floor';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, openInApp, signIn, startScreensServer } from './support/screens-server';

const ROOT = resolve(__dirname, '../..');
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
/** The room's zone (UTC+5:45): the browser runs in another. */
const ROOM_TIME_ZONE = 'Asia/Kathmandu';
const GAME = 'Razz $4/$8 Live';

/** The bring-in is posted, everyone else folds: a hand ends in a few actions. */
const bringInThenFold: Policy = (view) => {
  const legal = new Set(view.hand?.view.legalActions.map((a) => a.kind));
  for (const kind of ['bring-in', 'fold', 'check'] as const) if (legal.has(kind)) return { kind };
  return { kind: 'call' };
};

interface Game {
  id: string;
  dealing: string;
  stakes: Record<string, number>;
  minBuyIn: number;
  maxBuyIn: number;
  timeCollection: { amount: number; periodMinutes: number } | null;
  holdSeconds: number;
  tables: { tableId: string; maxSeats: number; seated: number }[];
}
interface Entry {
  playerId: string;
  screenName: string;
  status: string;
  position: number | null;
  holdUntil: string | null;
  calledTableId: string | null;
}
interface SessionSummary {
  id: string;
  playerId: string;
  tableId: string;
}

describe("the floor's cash games in Chromium", () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let floorKey: string;
  let playerKey: string;
  const pages: WatchedPage[] = [];
  let floor: WatchedPage;
  let director: WatchedPage;
  let gameId: string;
  const players: Record<string, string> = {};
  const tableIds: Record<string, string> = {};
  const sessions: Record<string, string> = {};

  const admin = () => api.adminKey;
  const get = (path: string) => request(api.http).get(path).set('x-api-key', admin());
  const game = async (): Promise<Game> => (await get(`/cash-games/${gameId}`).expect(200)).body as Game;
  const waitlist = async (): Promise<Entry[]> => (await get(`/cash-games/${gameId}/waitlist`).expect(200)).body.items as Entry[];
  const openSessions = async (): Promise<SessionSummary[]> =>
    (await get('/cash-sessions').query({ gameId, status: 'open' }).expect(200)).body.items as SessionSummary[];
  const session = (name: string): Promise<SessionView> => getSession(api.http, admin(), sessions[name] as string);
  const open = async (name: string) => {
    const watched = await watchedPage(browser, name);
    pages.push(watched);
    return watched;
  };
  const exact = (name: string) => ({ name, exact: true });
  const entry = (name: string): Locator => floor.page.getByTestId('waitlist-entry').filter({ hasText: name });
  const sessionCard = (name: string): Locator => floor.page.locator(`[data-testid="cash-session"][data-player="${name}"]`);
  /** A figure of a session's card (`Buy-ins`, `Time charged`…) as shown. */
  const figure = (card: Locator, label: string) =>
    card
      .locator('div', { has: floor.page.locator('dt', { hasText: label }) })
      .locator('dd')
      .innerText();
  /** Waits until the figure shows `text`. */
  const figureShows = (card: Locator, label: string, text: string) =>
    eventually(async () => {
      const shown = await figure(card, label);
      return shown === text || notYet(shown);
    });
  const money = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);
  const inRoom = (at: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: ROOM_TIME_ZONE }).format(new Date(at));
  /** Opens a path in the app without loading the page again (a reload would cut the page's requests short). */
  const goInApp = (path: string) => floor.page.evaluate(`history.pushState(null, '', '${path}'); dispatchEvent(new PopStateEvent('popstate'))`);
  /** Sets the session ids by player once they are open. */
  const noteSessions = async () => {
    for (const s of await openSessions()) {
      const name = Object.keys(players).find((n) => players[n] === s.playerId);
      if (name) sessions[name] = s.id;
    }
  };

  beforeAll(async () => {
    server = await startScreensServer({ room: { timeZone: ROOM_TIME_ZONE } });
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;
    floorKey = (await createKey(api, 'floor')).key;
    for (const name of ['Amarillo Slim', 'Puggy Pearson', 'Johnny Moss', 'Chip Reese', 'Ted Forrest']) players[name] = await createPlayer(api, name);
    await deposit(api, players['Amarillo Slim'] as string, 500_00);
    playerKey = (await createKey(api, 'player', await createPlayer(api, 'Railbird'))).key;
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it('lets a director create a live game in the page, with time collection', async () => {
    director = await open('director');
    const { page } = director;
    await signIn(page, baseUrl, directorKey);
    await page.getByRole('link', exact('Cash games')).click();
    const form = page.getByRole('form', { name: 'New cash game' });
    await form.getByLabel('Name').fill(GAME);
    await form.getByLabel('Game').selectOption('razz');
    await form.getByLabel('Dealing').selectOption('live');
    await form.getByLabel('Ante (USD)').fill('1.00');
    await form.getByLabel('Bring-in (USD)').fill('2.00');
    await form.getByLabel('Small bet (USD)').fill('4.00');
    await form.getByLabel('Big bet (USD)').fill('8.00');
    await form.getByLabel('Minimum buy-in (USD)').fill('40.00');
    await form.getByLabel('Maximum buy-in (USD)').fill('200.00');
    await form.getByLabel('Charge each seat for time').check();
    await form.getByLabel('Charge per seat (USD)').fill('5.00');
    await form.getByLabel('Every (minutes)').fill('30');
    await form.getByLabel('Seat held for a called player (seconds)').fill('900');
    await form.getByRole('button', exact('Create game')).click();
    await page.waitForURL(/\/console\/cash\/[0-9a-f-]{36}$/);
    gameId = page.url().split('/').pop() as string;

    expect(await game()).toMatchObject({
      dealing: 'live',
      stakes: { ante: 100, bringIn: 200, smallBet: 400, bigBet: 800 },
      minBuyIn: 40_00,
      maxBuyIn: 200_00,
      timeCollection: { amount: 5_00, periodMinutes: 30 },
      holdSeconds: 900,
      tables: [],
    });
    expect(await page.getByTestId('time-collection').innerText()).toBe('$5.00 every 30 minutes per seat');
    const listed = page.getByTestId('cash-game').filter({ hasText: GAME });
    expect(await listed.innerText()).toContain('Razz · Live dealer');
    expect(await listed.innerText()).toContain('0 tables · 0 seats open');
  });

  it('lets the floor open two tables, and gives it no director control', async () => {
    // A mixed game on offer beside it (through the API), listed by its mix's name.
    const flop = { smallBlind: 200, bigBlind: 400, smallBet: 400, bigBet: 800 };
    const stud = { ante: 50, bringIn: 100, smallBet: 400, bigBet: 800 };
    await request(api.http)
      .post('/cash-games')
      .set('x-api-key', directorKey)
      .send({
        name: 'HORSE $4/$8',
        dealing: 'engine',
        unit: 'USD',
        minBuyIn: 40_00,
        maxBuyIn: 1_000_00,
        schedule: {
          games: [
            { preset: 'holdem', stakes: flop },
            { preset: 'omaha8', stakes: flop },
            { preset: 'razz', stakes: stud },
            { preset: 'stud', stakes: stud },
            { preset: 'stud8', stakes: stud },
          ],
          rotation: { kind: 'per-orbit' },
        },
      })
      .expect(201);
    floor = await open('floor');
    const { page } = floor;
    await signIn(page, baseUrl, floorKey);
    await page.getByRole('link', exact('Cash games')).click();
    await page.getByRole('link', { name: new RegExp(GAME.replace(/\$/g, '\\$')) }).click();
    await page.getByRole('heading', exact(GAME)).waitFor();
    expect(await page.getByRole('form', { name: 'New cash game' }).count()).toBe(0);
    expect(await page.getByRole('button', exact('Close game')).count()).toBe(0);
    expect(await page.getByTestId('cash-game').filter({ hasText: 'HORSE $4/$8' }).innerText()).toContain(
      "HORSE (mixed: Hold'em Limit, Omaha Hi-Lo, Razz, Seven-Card Stud, Stud Hi-Lo) · Dealt by the engine",
    );

    for (const name of ['Table 1', 'Table 2']) {
      await page.getByLabel("New table's name").fill(name);
      await page.getByRole('button', exact('Open table')).click();
      await page.getByTestId('cash-table').filter({ hasText: name }).waitFor();
    }
    const { tables } = await game();
    expect(tables).toHaveLength(2);
    for (const t of tables) {
      const view = (await get(`/tables/${t.tableId}`).expect(200)).body as { name: string; dealing: string; seats: unknown[] };
      expect(view).toMatchObject({ dealing: 'live', seats: [] });
      tableIds[view.name] = t.tableId;
    }
    expect(await page.getByTestId('cash-table').filter({ hasText: 'Table 2' }).innerText()).toContain('8 seats open');
  });

  it('adds two players to the waitlist found by name, and calls the first to a table', async () => {
    const { page } = floor;
    for (const name of ['Amarillo Slim', 'Puggy Pearson']) {
      await page.getByLabel('Find a player').fill(name.split(' ')[1] as string);
      await page.getByRole('button', exact('Search')).click();
      await page.getByRole('button', exact(`Add ${name} to the waitlist`)).click();
      await entry(name).waitFor();
    }
    expect((await waitlist()).map((e) => [e.screenName, e.status, e.position])).toEqual([
      ['Amarillo Slim', 'waiting', 1],
      ['Puggy Pearson', 'waiting', 2],
    ]);

    await entry('Amarillo Slim').getByRole('button', exact('Call Amarillo Slim')).click();
    await entry('Amarillo Slim').locator('select[name="callTable"]').selectOption({ label: 'Table 1 (8 open)' });
    await entry('Amarillo Slim').getByRole('button', exact('Call Amarillo Slim now')).click();
    await entry('Amarillo Slim').getByText('CALLED').waitFor();
    const [called] = await waitlist();
    expect(called).toMatchObject({ screenName: 'Amarillo Slim', status: 'called', calledTableId: tableIds['Table 1'] });
    expect(await entry('Amarillo Slim').innerText()).toContain(`CALLED to Table 1 · seat held until ${inRoom(called?.holdUntil as string)}`);
  });

  it("refuses a buy-in over the game's maximum with the server's code, changing nothing", async () => {
    const { page } = floor;
    await entry('Amarillo Slim').getByRole('button', exact('Seat Amarillo Slim…')).click();
    const form = page.getByRole('form', { name: 'Seat Amarillo Slim' });
    await form.getByLabel(/^Buy-in/).fill('250.00');
    const refused = page.waitForResponse((r) => r.url().endsWith('/cash-sessions') && r.request().method() === 'POST');
    await form.getByRole('button', exact('Seat Amarillo Slim')).click();
    expect((await refused).status()).toBe(422);
    const alert = page.getByRole('region', { name: /^Waitlist/ }).getByRole('alert');
    expect(await alert.innerText()).toContain('(BUY_IN_OUT_OF_RANGE)');
    expect(await openSessions()).toEqual([]);
    expect(await bankroll(api, players['Amarillo Slim'] as string)).toBe(500_00);
    expect((await waitlist())[0]?.status).toBe('called');
    expect(floor.problems.splice(0).sort()).toEqual([
      expect.stringMatching(/^floor: 422 for POST .*\/cash-sessions$/),
      'floor: console error: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
  });

  it('seats the called player from the bankroll and the next one in cash', async () => {
    const { page } = floor;
    const cage = await cageBalance(api);
    const slim = page.getByRole('form', { name: 'Seat Amarillo Slim' });
    expect(await slim.locator('select[name="seatTable"]').inputValue()).toBe(tableIds['Table 1']);
    await slim.locator('select[name="seat"]').selectOption({ label: 'Seat 1' });
    await slim.getByLabel(/^Buy-in/).fill('100.00');
    await slim.locator('select[name="source"]').selectOption('bankroll');
    await slim.getByRole('button', exact('Seat Amarillo Slim')).click();
    await sessionCard('Amarillo Slim').waitFor();

    await entry('Puggy Pearson').getByRole('button', exact('Seat Puggy Pearson…')).click();
    const puggy = page.getByRole('form', { name: 'Seat Puggy Pearson' });
    await puggy.locator('select[name="seatTable"]').selectOption({ label: 'Table 1 (7 open)' });
    await puggy.locator('select[name="seat"]').selectOption({ label: 'Seat 2' });
    await puggy.getByLabel(/^Buy-in/).fill('80.00');
    await puggy.locator('select[name="source"]').selectOption('cash');
    await puggy.getByRole('button', exact('Seat Puggy Pearson')).click();
    await sessionCard('Puggy Pearson').waitFor();

    await noteSessions();
    expect(await session('Amarillo Slim')).toMatchObject({ tableId: tableIds['Table 1'], buyIns: 100_00, cashOuts: 0, net: -100_00 });
    expect((await session('Amarillo Slim')).seatings).toMatchObject([{ seat: 1, endedAt: null }]);
    expect(await session('Puggy Pearson')).toMatchObject({ tableId: tableIds['Table 1'], buyIns: 80_00, net: -80_00 });
    expect((await session('Puggy Pearson')).events).toMatchObject([{ kind: 'buy-in', amount: 80_00, source: 'cash' }]);
    expect(await bankroll(api, players['Amarillo Slim'] as string)).toBe(400_00);
    expect(await bankroll(api, players['Puggy Pearson'] as string)).toBe(0);
    expect(await cageBalance(api)).toBe(cage - 80_00);
    expect(await waitlist()).toEqual([]);
    const table1 = page.getByTestId('cash-table').filter({ hasText: 'Table 1' });
    expect(await table1.getByRole('row', { name: /^1 Amarillo Slim/ }).innerText()).toContain('$100.00');
    expect(await table1.getByRole('row', { name: /^2 Puggy Pearson/ }).innerText()).toContain('$80.00');
  });

  it("shows each session's time charged once the period's collection ran", async () => {
    const tableId = tableIds['Table 1'] as string;
    await collectTimeNow(api.app, server.db.databaseUrl, tableId, await periodStart(server.db.databaseUrl, tableId, 30, 1), 2);
    expect(await session('Amarillo Slim')).toMatchObject({ timeCharged: 5_00 });
    expect(await session('Puggy Pearson')).toMatchObject({ timeCharged: 5_00 });
    // The page reads the game again by itself every few seconds.
    await figureShows(sessionCard('Amarillo Slim'), 'Time charged', '$5.00');
    expect(await figure(sessionCard('Puggy Pearson'), 'Time charged')).toBe('$5.00');
    expect(await figure(sessionCard('Amarillo Slim'), 'Net so far')).toBe('-$5.00');
  });

  it('tops a player up from the bankroll', async () => {
    const card = sessionCard('Amarillo Slim');
    await card.getByRole('button', exact('Top up Amarillo Slim…')).click();
    await card.getByLabel('Top-up (USD)').fill('50.00');
    const topUp = floor.page.waitForRequest((r) => r.url().endsWith('/top-ups'));
    await card.getByRole('button', exact('Top up Amarillo Slim')).click();
    expect((await topUp).headers()['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    await floor.page.getByRole('status').filter({ hasText: 'Topped up Amarillo Slim.' }).waitFor();
    expect(await session('Amarillo Slim')).toMatchObject({ buyIns: 150_00, net: -150_00 });
    expect((await session('Amarillo Slim')).events.map((e) => [e.kind, e.amount, e.source])).toEqual([
      ['buy-in', 100_00, 'bankroll'],
      ['top-up', 50_00, 'bankroll'],
    ]);
    expect(await bankroll(api, players['Amarillo Slim'] as string)).toBe(350_00);
    await figureShows(card, 'Buy-ins', '$150.00');
  });

  it('moves a player to the other table with the chips counted there', async () => {
    // Another player sits at table 2 (through the API: setup).
    const cage = await cageBalance(api);
    await request(api.http)
      .post('/cash-sessions')
      .set('x-api-key', floorKey)
      .send({ playerId: players['Johnny Moss'], tableId: tableIds['Table 2'], seat: 1, buyIn: 120_00, source: 'cash' })
      .expect(201);
    await noteSessions();

    const card = sessionCard('Puggy Pearson');
    await card.getByRole('button', exact('Move Puggy Pearson…')).click();
    await card.locator('select[name="moveTable"]').selectOption({ label: 'Table 2 (7 open)' });
    await card.locator('select[name="moveSeat"]').selectOption({ label: 'Seat 4' });
    await card.getByLabel('Chips counted (USD)').fill('95.00');
    await card.getByRole('button', exact('Move Puggy Pearson')).click();
    await floor.page.getByRole('status').filter({ hasText: 'Moved Puggy Pearson to Table 2 seat 4.' }).waitFor();

    const moved = await session('Puggy Pearson');
    // Won 20.00 at table 1 (75.00 left after the time charge, 95.00 counted): the live result, then the move.
    expect(moved).toMatchObject({ tableId: tableIds['Table 2'], buyIns: 80_00, liveResults: 20_00, net: -80_00 });
    expect(moved.events.map((e) => [e.kind, e.amount])).toEqual([
      ['buy-in', 80_00],
      ['result', 20_00],
      ['move', 95_00],
    ]);
    expect(moved.seatings.map((s) => [s.tableId, s.seat, s.endedAt === null])).toEqual([
      [tableIds['Table 1'], 2, false],
      [tableIds['Table 2'], 4, true],
    ]);
    expect(await cageBalance(api)).toBe(cage - 120_00);
    const table2 = floor.page.getByTestId('cash-table').filter({ hasText: 'Table 2' });
    await table2.getByRole('row', { name: /^4 Puggy Pearson/ }).waitFor();
    expect(await table2.getByRole('row', { name: /^4 Puggy Pearson/ }).innerText()).toContain('$95.00');
    expect(await table2.innerText()).toContain('Open seats: 2, 3, 5, 6, 7, 8');
  });

  it('calls a player from a longer list: the seat is held until a time of the room', async () => {
    const { page } = floor;
    for (const name of ['Chip Reese', 'Ted Forrest']) {
      await page.getByLabel('Find a player').fill(name);
      await page.getByRole('button', exact('Search')).click();
      await page.getByRole('button', exact(`Add ${name} to the waitlist`)).click();
      await entry(name).waitFor();
    }
    await entry('Chip Reese').getByRole('button', exact('Call Chip Reese')).click();
    await entry('Chip Reese').locator('select[name="callTable"]').selectOption({ label: 'Table 1 (7 open)' });
    await entry('Chip Reese').getByRole('button', exact('Call Chip Reese now')).click();
    await entry('Chip Reese').getByText('CALLED').waitFor();
    const list = await waitlist();
    expect(list.map((e) => [e.screenName, e.status, e.position])).toEqual([
      ['Chip Reese', 'called', null],
      ['Ted Forrest', 'waiting', 1],
    ]);
    expect(await entry('Chip Reese').innerText()).toContain(`seat held until ${inRoom(list[0]?.holdUntil as string)}`);
    expect(await entry('Ted Forrest').innerText()).toContain('#1 waiting');
    expect(await page.getByTestId('cash-table').filter({ hasText: 'Table 1' }).innerText()).toContain('Seat held for Chip Reese');
  });

  it('fits a phone: nothing wider than the screen', async () => {
    const { page } = floor;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', exact(GAME)).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('saves the screenshots when UPDATE_SCREENSHOTS=1', async () => {
    if (!SCREENSHOTS) return;
    const { page } = floor;
    const images = join(ROOT, 'docs/images');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(images, 'web-cash-floor-1080p.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate("document.getElementById('tables-title').scrollIntoView()");
    await page.screenshot({ path: join(images, 'web-cash-floor-phone.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('marks a called player who did not come (to the end of the list) and takes a player off it', async () => {
    await entry('Chip Reese').getByRole('button', exact('No-show: Chip Reese')).click();
    await entry('Chip Reese').getByText('#2 waiting').waitFor();
    expect((await waitlist()).map((e) => [e.screenName, e.status, e.position])).toEqual([
      ['Ted Forrest', 'waiting', 1],
      ['Chip Reese', 'waiting', 2],
    ]);
    await entry('Ted Forrest').getByRole('button', exact('Remove Ted Forrest')).click();
    await entry('Ted Forrest').waitFor({ state: 'detached' });
    expect((await waitlist()).map((e) => [e.screenName, e.position])).toEqual([['Chip Reese', 1]]);
  });

  it('cashes out at the live tables with the counted amounts, after a confirm step', async () => {
    const { page } = floor;
    // Slim is the last at table 1: 150.00 in, 5.00 time, 20.00 lost to Puggy's result → 125.00 on the table.
    const slim = sessionCard('Amarillo Slim');
    await slim.getByRole('button', exact('Cash out Amarillo Slim…')).click();
    await slim.getByLabel('Chips counted (USD)').fill('125.00');
    await slim.locator('select[name="cashOutTo"]').selectOption('bankroll');
    await slim.getByRole('button', exact('Cash out Amarillo Slim')).click();
    expect(
      await slim
        .getByRole('group', { name: /^Cash out Amarillo Slim: / })
        .getByRole('status')
        .innerText(),
    ).toBe('Cash out Amarillo Slim: $125.00 to the bankroll?');
    await slim.getByRole('button', exact('Yes, cash out Amarillo Slim')).click();
    await page.getByRole('status').filter({ hasText: 'Cashed out Amarillo Slim: $125.00 to the bankroll.' }).waitFor();
    const slimDone = await session('Amarillo Slim');
    expect(slimDone).toMatchObject({ status: 'closed', buyIns: 150_00, cashOuts: 125_00, timeCharged: 5_00, liveResults: -20_00 });
    expect(slimDone.net).toBe(slimDone.cashOuts - slimDone.buyIns);
    expect(await bankroll(api, players['Amarillo Slim'] as string)).toBe(475_00);

    const cage = await cageBalance(api);
    const puggy = sessionCard('Puggy Pearson');
    await puggy.getByRole('button', exact('Cash out Puggy Pearson…')).click();
    await puggy.getByLabel('Chips counted (USD)').fill('110.00');
    await puggy.locator('select[name="cashOutTo"]').selectOption('cash');
    await puggy.getByRole('button', exact('Cash out Puggy Pearson')).click();
    await puggy.getByRole('button', exact('Yes, cash out Puggy Pearson')).click();
    await page.getByRole('status').filter({ hasText: 'Cashed out Puggy Pearson: $110.00 in cash.' }).waitFor();
    const puggyDone = await session('Puggy Pearson');
    expect(puggyDone).toMatchObject({ status: 'closed', buyIns: 80_00, cashOuts: 110_00, net: 30_00 });
    expect(await cageBalance(api)).toBe(cage + 110_00);
    expect(await bankroll(api, players['Puggy Pearson'] as string)).toBe(0);

    // Johnny, last at table 2, leaves with what is left there (through the API): 120.00 + 95.00 − 110.00.
    await request(api.http).post(`/cash-sessions/${sessions['Johnny Moss']}/cash-out`).set('x-api-key', floorKey).send({ amount: 105_00 }).expect(200);
    await page.getByText('Nobody is playing.').waitFor({ timeout: 15_000 });
    expect(await openSessions()).toEqual([]);
  });

  it("shows the day's report, and downloads its CSV with the API's rows", async () => {
    const { page } = floor;
    const report = page.getByRole('region', { name: "The day's report" });
    const asked = page.waitForResponse((r) => r.url().includes('/cash-reports/days?'));
    await report.getByRole('button', exact('Refresh report')).click();
    const query = new URL((await asked).url()).searchParams;
    // Today in the room's zone (UTC+5:45, no summer time): from its midnight to the next.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ROOM_TIME_ZONE }).format(new Date());
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - (5 * 60 + 45) * 60_000);
    expect([query.get('from'), query.get('to'), query.get('gameId')]).toEqual([
      from.toISOString(),
      new Date(from.getTime() + 86_400_000).toISOString(),
      gameId,
    ]);

    const filter = { from: query.get('from'), to: query.get('to'), gameId };
    const days = (await get('/cash-reports/days').query(filter).expect(200)).body.items as Record<string, number | string>[];
    expect(days.reduce((sum, d) => sum + Number(d.sessions), 0)).toBe(3);
    expect(days.reduce((sum, d) => sum + Number(d.timeCollected), 0)).toBe(10_00);
    const rows = report.getByTestId('day-row');
    await eventually(async () => (await rows.count()) === days.length || notYet(await rows.count()));
    for (const d of days) expect(await rows.filter({ hasText: String(d.day) }).innerText()).toMatch(new RegExp(`^${d.day}\\s+${d.sessions}\\s+${d.hands}\\s`));
    const byPlayer = (await get('/cash-reports/players').query(filter).expect(200)).body.items as { net: number }[];
    expect(byPlayer.reduce((sum, p) => sum + p.net, 0)).toBe(-10_00);
    await report
      .getByTestId('player-report')
      .getByRole('row', { name: /^Puggy Pearson/ })
      .waitFor();

    const downloading = page.waitForEvent('download');
    await report.getByRole('button', exact('Download CSV')).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`cash-days-${today}.csv`);
    const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    const expected = (await get('/cash-reports/days.csv').query(filter).expect(200)).text;
    expect(csv).toEqual(parseCsv(expected));
    expect(csv.map((r) => [r.day, Number(r.sessions), Number(r.timeCollected), Number(r.playedMs)])).toEqual(
      days.map((d) => [d.day, d.sessions, d.timeCollected, d.playedMs]),
    );
  });

  it('at an engine game, says a top-up during the hand waits for it to end (202), and cashes out the stack', async () => {
    // Setup through the API: an engine game whose table deals only when the test deals, two players in a hand.
    const engine = await createCashGame(api.http, directorKey, { name: 'Razz $0.20/$0.40', maxSeats: 6 });
    const tableId = await openCashTable(api.http, floorKey, engine.id, 'Engine 1');
    const [a, b] = [await fundedPlayer(api.http, admin(), 100_00), await fundedPlayer(api.http, admin(), 100_00)] as [TestPlayer, TestPlayer];
    const sessionA = (await openSession(api.http, a.key, { tableId, seat: 1, buyIn: 20_00 }).expect(201)).body.id as string;
    const sessionB = (await openSession(api.http, b.key, { tableId, seat: 2, buyIn: 20_00 }).expect(201)).body.id as string;
    await expect(api.app.get(HandLifecycleService).startHand(tableId, 1)).resolves.toBe(true);

    await goInApp(`/console/cash/${engine.id}`);
    await floor.page.getByRole('heading', exact('Razz $0.20/$0.40')).waitFor();
    const cardA = sessionCard(a.screenName);
    await cardA.getByRole('button', exact(`Top up ${a.screenName}…`)).click();
    await cardA.getByLabel('Top-up (USD)').fill('5.00');
    const asked = floor.page.waitForResponse((r) => r.url().endsWith('/top-ups'));
    await cardA.getByRole('button', exact(`Top up ${a.screenName}`)).click();
    expect((await asked).status()).toBe(202);
    await floor.page
      .getByRole('status')
      .filter({ hasText: `Top-up for ${a.screenName} pending until the hand ends.` })
      .waitFor();
    const pending = (await get(`/cash-sessions/${sessionA}/pending-requests`).expect(200)).body.items as { status: string; params: { amount: number } }[];
    expect(pending).toMatchObject([{ status: 'pending', params: { amount: 5_00 } }]);
    expect((await getSession(api.http, admin(), sessionA)).buyIns).toBe(20_00);

    await playHand(
      api.http,
      directorKey,
      tableId,
      new Map([
        [1, a],
        [2, b],
      ]),
      1,
      bringInThenFold,
    );
    const toppedUp = await eventually(async () => {
      const s = await getSession(api.http, admin(), sessionA);
      return s.buyIns === 25_00 ? s : notYet(s.buyIns);
    });
    expect(toppedUp.events.map((e) => e.kind)).toEqual(['buy-in', 'top-up']);
    expect(await bankroll(api, a.playerId)).toBe(75_00);

    // Between hands the engine pays out the stack, whatever it is now.
    const stackB = ((await get(`/tables/${tableId}`).expect(200)).body.seats as { seat: number; stack: number }[]).find((s) => s.seat === 2)?.stack as number;
    const cardB = sessionCard(b.screenName);
    await cardB.getByRole('button', exact(`Cash out ${b.screenName}…`)).click();
    await eventually(async () => (await cardB.innerText()).includes(`Pays out the stack (${money(stackB)})`) || notYet(await cardB.innerText()));
    await cardB.getByRole('button', exact(`Cash out ${b.screenName}`)).click();
    await cardB.getByRole('button', exact(`Yes, cash out ${b.screenName}`)).click();
    await cardB.waitFor({ state: 'detached' });
    await floor.page
      .getByRole('status')
      .filter({ hasText: `Cashed out ${b.screenName}: ${money(stackB)} to the bankroll.` })
      .waitFor();
    const closed = await getSession(api.http, admin(), sessionB);
    expect(closed).toMatchObject({ status: 'closed', buyIns: 20_00, cashOuts: stackB, net: stackB - 20_00 });
    expect(await bankroll(api, b.playerId)).toBe(80_00 + stackB);
  });

  it('closes the empty tables (the floor), then the game after a confirm step (a director)', async () => {
    await goInApp(`/console/cash/${gameId}`);
    for (const name of ['Table 1', 'Table 2']) {
      await floor.page.getByRole('button', exact(`Close ${name}`)).click();
      await floor.page.getByRole('button', exact(`Yes, close ${name}`)).click();
      await floor.page.getByTestId('cash-table').filter({ hasText: name }).waitFor({ state: 'detached' });
    }
    expect((await game()).tables).toEqual([]);

    const { page } = director;
    await page.getByRole('button', exact('Close game')).click();
    await page.getByRole('button', exact(`Yes, close ${GAME}`)).click();
    await page.getByTestId('game-terms').getByText('closed').waitFor();
    expect(await game()).toMatchObject({ status: 'closed' });
    await page.getByTestId('cash-game').filter({ hasText: GAME }).waitFor({ state: 'detached' });
  });

  it("tells a player key it is the floor's page, with no control", async () => {
    const { page } = await open('player');
    await signIn(page, baseUrl, playerKey);
    await openInApp(page, `/console/cash/${gameId}`);
    await page.getByRole('note').filter({ hasText: 'Cash games are run from this page by the floor' }).waitFor();
    expect((await page.getByRole('button').allInnerTexts()).map((t) => t.trim())).toEqual(['Sign out']);
    expect(await page.getByRole('textbox').count()).toBe(0);
  });
});
