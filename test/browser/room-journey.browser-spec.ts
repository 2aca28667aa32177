/**
 * The three room screens together, each in its own browser page against one real server: a
 * player joins a Razz game's waitlist by clicking in the lobby, and the waitlist board on the TV
 * shows the name within a second of the join's answer (pushed, no reload); the floor calls the
 * player in the floor console, and the board says so in words; the floor seats them with a buy-in
 * from the bankroll, and the board takes the name off and counts one seat fewer; the player's
 * lobby offers the way back to the table, where the player sits with the chips bought and, once a
 * second player sits down, sees the first hand dealt with their own down cards and the other's
 * face down. The ledger moved exactly the buy-in. No page logs a console error or has a failed
 * request.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey } from '../support/api-test-app';
import { createCashGame, openCashTable, openSession } from '../support/cash';
import { bankroll } from '../support/cash-floor';
import { cardsOnTable } from '../support/player-client';
import { fundedPlayer, TestPlayer, waitForHand } from '../support/tables';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, openInApp, signIn, startScreensServer } from './support/screens-server';

const STAKES = { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 };
const GAME = 'Razz $0.20/$0.40';
/** The bound: the board shows a join within a second of its answer. */
const PUSHED_MS = 1_000;

const exact = (name: string) => ({ name, exact: true });

describe('the room screens together: lobby → waitlist board → floor console → table', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let floorKey: string;
  let gameId: string;
  let tableId: string;
  let ann: TestPlayer;
  const pages: WatchedPage[] = [];

  const open = async (name: string) => {
    const watched = await watchedPage(browser, name);
    pages.push(watched);
    return watched.page;
  };
  const boardGame = (tv: Page): Locator => tv.locator(`[data-testid="board-game"][data-game-id="${gameId}"]`);
  const boardNames = async (tv: Page) => (await boardGame(tv).locator('.board-entry-name').allInnerTexts()).map((t) => t.trim());
  const seatsOpen = async (tv: Page) => Number(await boardGame(tv).getByTestId('board-seats-open').getAttribute('data-seats-open'));

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    floorKey = (await createKey(api, 'floor')).key;
    gameId = (await createCashGame(api.http, api.adminKey, { name: GAME, stakes: STAKES, maxSeats: 6, handPauseMs: 500 })).id;
    tableId = await openCashTable(api.http, floorKey, gameId, 'Table 1');
    ann = await fundedPlayer(api.http, api.adminKey, 100_00);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it('takes a player from the lobby through the waitlist and the floor to a seat, the board following every step', async () => {
    const link = (await request(api.http).post('/waitlist-board/display-links').set('x-api-key', floorKey).send({ name: 'By the door' }).expect(201)).body as {
      path: string;
    };
    const tv = await open('board');
    await tv.goto(`${baseUrl}${link.path}`);
    await boardGame(tv).getByRole('heading', { level: 2 }).filter({ hasText: GAME }).waitFor();
    expect(await boardNames(tv)).toEqual([]);
    const openAtStart = await seatsOpen(tv);
    expect(openAtStart).toBe(6);

    // The player joins from the lobby; the board shows the name within a second of the answer.
    const lobby = await open('player');
    await signIn(lobby, baseUrl, ann.key);
    await lobby.waitForURL(`${baseUrl}/console/play`);
    const game = lobby.getByTestId(`game-${gameId}`);
    const joined = lobby.waitForResponse((r) => r.url().endsWith(`/cash-games/${gameId}/waitlist`) && r.request().method() === 'POST');
    await game.getByRole('button', exact('Join the waitlist')).click();
    expect((await joined).status()).toBe(201);
    await boardGame(tv).locator('.board-entry-name').filter({ hasText: ann.screenName }).waitFor({ timeout: PUSHED_MS });
    await game.getByTestId('waitlist-place').getByText('On the waitlist: number 1').waitFor();

    // The floor calls the player to Table 1 in the floor console; the board says so in words.
    const floor = await open('floor');
    await signIn(floor, baseUrl, floorKey);
    await openInApp(floor, `/console/cash/${gameId}`);
    const entry = floor.getByTestId('waitlist-entry').filter({ hasText: ann.screenName });
    await entry.getByRole('button', exact(`Call ${ann.screenName}`)).click();
    await entry.locator('select[name="callTable"]').selectOption({ label: 'Table 1 (6 open)' });
    await entry.getByRole('button', exact(`Call ${ann.screenName} now`)).click();
    await entry.getByText('CALLED').waitFor();
    const called = boardGame(tv).locator('[data-status="called"]').filter({ hasText: ann.screenName });
    await called.waitFor();
    expect(await called.innerText()).toMatch(/called — Table 1, until \d/);
    expect(await seatsOpen(tv)).toBe(openAtStart - 1); // the held seat
    // The player's lobby hears it too (it reads again by itself).
    await game
      .getByTestId('waitlist-called')
      .getByText(/Called to Table 1 — seat held until \d/)
      .waitFor();

    // The floor seats the player with a buy-in from the bankroll: off the board, one seat fewer.
    await entry.getByRole('button', exact(`Seat ${ann.screenName}…`)).click();
    const form = floor.getByRole('form', { name: `Seat ${ann.screenName}` });
    await form.locator('select[name="seat"]').selectOption({ label: 'Seat 1' });
    await form.getByLabel(/^Buy-in/).fill('20.00');
    await form.locator('select[name="source"]').selectOption('bankroll');
    await form.getByRole('button', exact(`Seat ${ann.screenName}`)).click();
    await floor.locator(`[data-testid="cash-session"][data-player="${ann.screenName}"]`).waitFor();
    await boardGame(tv).locator('.board-entry-name').filter({ hasText: ann.screenName }).waitFor({ state: 'detached' });
    expect(await seatsOpen(tv)).toBe(openAtStart - 1);
    expect(await boardNames(tv)).toEqual([]);
    expect(await bankroll(api, ann.playerId)).toBe(80_00);

    // Back in the lobby the session leads to the table, where the player sits with the chips bought.
    await lobby.getByTestId('open-sessions').getByRole('button').first().click();
    await lobby.waitForURL(`${baseUrl}/console/play/${tableId}`);
    const mySeat = lobby.getByTestId('play-seat-1');
    await mySeat.getByText(ann.screenName).waitFor();

    // A second player sits down through the API; the first hand is dealt to both.
    const bo = await fundedPlayer(api.http, api.adminKey, 100_00);
    await openSession(api.http, bo.key, { tableId, seat: 2, buyIn: 2000 }).expect(201);
    const dealt = await waitForHand(api.http, api.adminKey, tableId, 1);
    const staff = dealt.hand?.view as { seats: { seat: number; down: (string | null)[] }[] } | undefined;
    const mine = staff?.seats.find((s) => s.seat === 1)?.down.filter((c): c is string => c !== null) ?? [];
    const theirs = staff?.seats.find((s) => s.seat === 2)?.down.filter((c): c is string => c !== null) ?? [];
    expect(mine).toHaveLength(2);
    expect(theirs).toHaveLength(2);
    await lobby
      .getByTestId('play-centre')
      .getByText(/Hand #1/)
      .waitFor();
    await lobby.locator('[data-testid="play-seat-1"] [data-testid="down-cards"] [data-card]').first().waitFor();
    const shown = await cardsOnTable(lobby);
    expect(shown.seats[1]?.down).toEqual(mine);
    expect(shown.seats[2]?.down).toEqual(['back', 'back']);
    for (const card of theirs) expect(shown.all).not.toContain(card);
    expect(await boardGame(tv).getByTestId('board-seats-open').getAttribute('data-seats-open')).toBe(String(openAtStart - 2));
  });
});
