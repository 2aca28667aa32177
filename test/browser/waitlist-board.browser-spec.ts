/**
 * The waitlist board in a real browser (docs/cash-games.md "Waitlist board"): headless Chromium
 * against the real server serving the web app's build. The board opened at /board/<token> shows
 * the open cash games side by side; a player who joins a list through the API appears within a
 * second (pushed: the page is never reloaded); the floor's call shows them called, in words, with
 * the table and until when in the room's time zone; once seated they leave the list and the seats
 * open go down. A room that shows initials shows initials; a server gone says so and comes back by
 * itself; a revoked link says so.
 *
 * `UPDATE_SCREENSHOTS=1` also saves the board at 1920×1080 and at phone size (390×844) to
 * docs/images/web-board-*.png.
 */
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';
import { createCashGame, openCashTable } from '../support/cash';
import { BROWSER_TIME_ZONE, watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, startScreensServer } from './support/screens-server';

const ROOT = resolve(__dirname, '../..');
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const FULL_HD = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
/** The room's zone (UTC+5:45): the browser runs in another (BROWSER_TIME_ZONE). */
const ROOM_TIME_ZONE = 'Asia/Kathmandu';
/** "Shows within a second": the push after a commit, not a poll. */
const PUSHED_MS = 1_000;

const STUD_STAKES = { ante: 100, bringIn: 100, smallBet: 400, bigBet: 800 };
const BIG_STUD = { ante: 200, bringIn: 300, smallBet: 1000, bigBet: 2000 };
const BLINDS = { smallBlind: 200, bigBlind: 400, smallBet: 400, bigBet: 800 };
const HORSE = [
  { preset: 'holdem', stakes: BLINDS },
  { preset: 'omaha8', stakes: BLINDS },
  { preset: 'razz', stakes: STUD_STAKES },
  { preset: 'stud', stakes: STUD_STAKES },
  { preset: 'stud8', stakes: STUD_STAKES },
];

const gameCard = (page: Page, gameId: string) => page.locator(`[data-testid="board-game"][data-game-id="${gameId}"]`);
const entryNames = async (page: Page, gameId: string) => (await gameCard(page, gameId).locator('.board-entry-name').allInnerTexts()).map((t) => t.trim());
const seatsOpen = async (page: Page, gameId: string) => Number(await gameCard(page, gameId).getByTestId('board-seats-open').getAttribute('data-seats-open'));

/** A time of day as the page writes it, in `zone`. */
const timeIn = (page: Page, iso: string, zone: string) =>
  page.evaluate(([at, timeZone]) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at)), [
    iso,
    zone,
  ] as const);

describe('the waitlist board in Chromium', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let floor: string;
  const pages: WatchedPage[] = [];
  let tv: WatchedPage;
  let link: { id: string; token: string; path: string };
  const games: Record<'razz' | 'stud' | 'horse', string> = { razz: '', stud: '', horse: '' };
  const tables: Record<string, string> = {};
  const people: Record<string, string> = {};

  const open = async (name: string, viewport = FULL_HD) => {
    const watched = await watchedPage(browser, name, viewport);
    pages.push(watched);
    return watched;
  };
  const joinList = (gameId: string, name: string) =>
    request(api.http).post(`/cash-games/${gameId}/waitlist`).set('x-api-key', floor).send({ playerId: people[name] }).expect(201);
  const call = async (gameId: string, tableId: string, name: string) =>
    (await request(api.http).post(`/cash-games/${gameId}/waitlist/call`).set('x-api-key', floor).send({ tableId, playerId: people[name] }).expect(200))
      .body as { holdUntil: string };

  beforeAll(async () => {
    server = await startScreensServer({ room: { timeZone: ROOM_TIME_ZONE } });
    ({ api, baseUrl, browser } = server);
    floor = (await createKey(api, 'floor')).key;
    games.razz = (await createCashGame(api.http, api.adminKey, { name: 'Razz $4/$8', stakes: STUD_STAKES, maxSeats: 8, minBuyIn: 8000, maxBuyIn: 40000 })).id;
    games.stud = (await createCashGame(api.http, api.adminKey, { name: 'Stud $10/$20', dealing: 'live', preset: 'stud', stakes: BIG_STUD, maxSeats: 8 })).id;
    games.horse = (
      await createCashGame(api.http, api.adminKey, {
        name: 'HORSE $4/$8',
        preset: undefined,
        stakes: undefined,
        schedule: { games: HORSE, rotation: { kind: 'per-orbit' } },
        maxSeats: 8,
      })
    ).id;
    tables.razz1 = await openCashTable(api.http, floor, games.razz, 'Table 1');
    tables.razz2 = await openCashTable(api.http, floor, games.razz, 'Table 2');
    tables.stud = await openCashTable(api.http, floor, games.stud, 'Table 5');
    tables.horse = await openCashTable(api.http, floor, games.horse, 'Table 8');
    for (const name of ['Ann Lee', 'Bob Stone', 'Cat Moss', 'Dee Park', 'Eli Ward', 'Fay Quinn', 'Gus Hale', 'Hana Ito', 'Ivan Roth', 'Jo Kim', 'Lou Tran']) {
      people[name] = await createPlayer(api, name);
    }
    await deposit(api, people['Cat Moss'] as string, 1_000_00);
    for (const name of ['Ann Lee', 'Bob Stone']) await joinList(games.razz, name);
    for (const name of ['Dee Park', 'Eli Ward', 'Fay Quinn']) await joinList(games.stud, name);
    for (const name of ['Gus Hale', 'Hana Ito']) await joinList(games.horse, name);
    link = (await request(api.http).post('/waitlist-board/display-links').set('x-api-key', floor).send({ name: 'Board by the door' }).expect(201)).body;
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it('shows every open game side by side at 1080p: name, stakes, seats open, its list in order', async () => {
    tv = await open('board');
    await tv.page.goto(`${baseUrl}${link.path}`);
    await tv.page.getByTestId('waitlist-board').waitFor();
    expect(await tv.page.getByTestId('board-game').count()).toBe(3);
    const boxes = await Promise.all([games.razz, games.stud, games.horse].map(async (id) => (await gameCard(tv.page, id).boundingBox()) ?? notShown(id)));
    // One row, left to right, none overlapping.
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
    expect(boxes[0]!.x + boxes[0]!.width).toBeLessThanOrEqual(boxes[1]!.x);
    expect(boxes[1]!.x + boxes[1]!.width).toBeLessThanOrEqual(boxes[2]!.x);

    expect(await gameCard(tv.page, games.razz).getByRole('heading', { level: 2 }).innerText()).toBe('Razz $4/$8');
    expect(await gameCard(tv.page, games.razz).getByTestId('board-stakes').innerText()).toBe('$4/$8');
    expect(await gameCard(tv.page, games.razz).innerText()).toContain('ante $1, bring-in $1');
    expect(await gameCard(tv.page, games.horse).innerText()).toContain('HORSE');
    expect(await gameCard(tv.page, games.stud).getByTestId('board-seats-open').innerText()).toBe('8 seats open');
    expect(await seatsOpen(tv.page, games.razz)).toBe(16);
    expect(await entryNames(tv.page, games.razz)).toEqual(['Ann Lee', 'Bob Stone']);
    expect(await entryNames(tv.page, games.stud)).toEqual(['Dee Park', 'Eli Ward', 'Fay Quinn']);
    expect(await gameCard(tv.page, games.stud).locator('[data-status="waiting"] .board-entry-mark').allInnerTexts()).toEqual(['1.', '2.', '3.']);
  });

  it('follows the floor without a reload: a join within a second, a call in words with the table and until when, a seat taken', async () => {
    await joinList(games.razz, 'Cat Moss');
    await gameCard(tv.page, games.razz).getByText('Cat Moss').waitFor({ timeout: PUSHED_MS });
    expect(await entryNames(tv.page, games.razz)).toEqual(['Ann Lee', 'Bob Stone', 'Cat Moss']);

    const before = await seatsOpen(tv.page, games.razz);
    const called = await call(games.razz, tables.razz2 as string, 'Cat Moss');
    const row = gameCard(tv.page, games.razz).locator('[data-status="called"]');
    await row.waitFor({ timeout: PUSHED_MS });
    const until = await timeIn(tv.page, called.holdUntil, ROOM_TIME_ZONE);
    expect(await row.innerText()).toContain(`called — Table 2, until ${until}`);
    expect(until).not.toBe(await timeIn(tv.page, called.holdUntil, BROWSER_TIME_ZONE));
    // Called first, then the waiting ones.
    expect(await entryNames(tv.page, games.razz)).toEqual(['Cat Moss', 'Ann Lee', 'Bob Stone']);
    expect(await seatsOpen(tv.page, games.razz)).toBe(before - 1);

    await request(api.http)
      .post('/cash-sessions')
      .set('x-api-key', floor)
      .send({ tableId: tables.razz2, seat: 1, buyIn: 20000, playerId: people['Cat Moss'] })
      .expect(201);
    await gameCard(tv.page, games.razz).getByText('Cat Moss').waitFor({ state: 'detached', timeout: PUSHED_MS });
    expect(await entryNames(tv.page, games.razz)).toEqual(['Ann Lee', 'Bob Stone']);
    expect(await seatsOpen(tv.page, games.razz)).toBe(before - 1);
    expect(await gameCard(tv.page, games.razz).innerText()).toContain('Table 2 1/8 seated');
    expect(tv.documents()).toBe(1);
  });

  it('fits a phone: one column, every game and its list readable', async () => {
    const phone = await open('board phone', PHONE);
    await phone.page.goto(`${baseUrl}${link.path}`);
    await phone.page.getByTestId('waitlist-board').waitFor();
    const boxes = await Promise.all([games.razz, games.stud].map(async (id) => (await gameCard(phone.page, id).boundingBox()) ?? notShown(id)));
    expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const scroll = Number(await phone.page.evaluate('document.documentElement.scrollWidth'));
    expect(scroll).toBeLessThanOrEqual(PHONE.width);
    await phone.page.close();
  });

  it('shows initials in a room that says so; a server gone says so and comes back by itself', async () => {
    const config = { web: { distDir: server.build.dir }, room: { timeZone: ROOM_TIME_ZONE }, waitlistBoard: { names: 'initials' as const } };
    let initials: ApiTestApp | null = await startApiTestApp({ db: server.db, config });
    await initials.app.listen(0, '127.0.0.1');
    const url = (await initials.app.getUrl()).replace('[::1]', '127.0.0.1');
    const port = Number(new URL(url).port);
    const watched = await watchedPage(browser, 'initials board');
    try {
      await watched.page.goto(`${url}${link.path}`);
      await watched.page.getByTestId('waitlist-board').waitFor();
      expect(await entryNames(watched.page, games.stud)).toEqual(['D.P.', 'E.W.', 'F.Q.']);
      expect(await watched.page.locator('main').innerText()).not.toMatch(/Park|Ward|Quinn/);

      await initials.close();
      initials = null;
      await watched.page.getByText('reconnecting — server unreachable').waitFor();
      // The last board stays up while the server is away.
      expect(await entryNames(watched.page, games.stud)).toEqual(['D.P.', 'E.W.', 'F.Q.']);
      initials = await startApiTestApp({ db: server.db, config });
      await initials.app.listen(port, '127.0.0.1');
      await watched.page.getByText('reconnecting — server unreachable').waitFor({ state: 'detached' });
      await joinList(games.stud, 'Ivan Roth');
      await gameCard(watched.page, games.stud).getByText('I.R.').waitFor();
      expect(watched.documents()).toBe(1);
      // While the server was away its reconnection's attempts were refused; nothing else went wrong.
      expect(watched.problems.filter((p) => !/display-live/.test(p))).toEqual([]);
    } finally {
      await watched.page.close();
      await initials?.close();
    }
  });

  it('saves the screenshots when UPDATE_SCREENSHOTS=1', async () => {
    if (!SCREENSHOTS) return;
    for (const name of ['Jo Kim', 'Lou Tran']) await joinList(games.razz, name);
    await call(games.razz, tables.razz1 as string, 'Bob Stone');
    await gameCard(tv.page, games.razz).locator('[data-status="called"]').waitFor();
    await gameCard(tv.page, games.razz).getByText('Lou Tran').waitFor();
    await gameCard(tv.page, games.stud).getByText('Ivan Roth').waitFor();
    const images = join(ROOT, 'docs/images');
    await tv.page.screenshot({ path: join(images, 'web-board-1080p.png') });
    await tv.page.setViewportSize(PHONE);
    await tv.page.screenshot({ path: join(images, 'web-board-phone.png') });
    await tv.page.setViewportSize(FULL_HD);
  });

  it('stops a revoked link: the open board says so at once, and the link no longer opens', async () => {
    await request(api.http).post(`/waitlist-board/display-links/${link.id}/revoke`).set('x-api-key', floor).expect(200);
    await tv.page.getByText('This board link has been revoked').waitFor({ timeout: PUSHED_MS });
    expect(await tv.page.getByTestId('waitlist-board').count()).toBe(0);

    const again = await open('board reopened');
    await again.page.goto(`${baseUrl}${link.path}`);
    await again.page.getByText('This board link has been revoked').waitFor();
    expect(await again.page.getByTestId('board-game').count()).toBe(0);
  });
});

function notShown(id: string): never {
  throw new Error(`game ${id} is not on the page`);
}
