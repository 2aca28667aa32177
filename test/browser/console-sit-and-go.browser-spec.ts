/**
 * A sit & go in the director's console, in a real browser (docs/web.md "Browser tests"): a director
 * creates a three-player re-registering sit & go in the page (its switches said in words; no late
 * registration or re-entries offered) and opens its registration; the list's "Sit & gos filling
 * now" shows it with its series number and "n / max registered"; players registered through the
 * API fill it, and the page — without a reload or a click — shows it running, started by itself,
 * while the API has it running with one table and the series' next copy "#2" filling. No page logs
 * a console error or has a failed request.
 */
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, signIn, startScreensServer } from './support/screens-server';

const NAME = 'Razz Turbo SNG';

interface TournamentView {
  id: string;
  name: string;
  status: string;
  format: string;
  reRegister: boolean;
  shootOut: boolean;
  seriesId: string | null;
  seriesNumber: number;
  maxPlayers: number;
  seatsPerTable: number;
  lateRegistrationLevels: number;
  maxReentries: number;
  entries: number;
}

describe('a sit & go in the console, in Chromium', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let director: WatchedPage;
  let page: Page;
  let tournamentId: string;
  const players: string[] = [];

  const get = (path: string) => request(api.http).get(path).set('x-api-key', directorKey);
  const tournament = async (): Promise<TournamentView> => (await get(`/tournaments/${tournamentId}`).expect(200)).body as TournamentView;
  const register = (playerId: string) =>
    request(api.http).post(`/tournaments/${tournamentId}/players/${playerId}/register`).set('x-api-key', directorKey).expect(201);
  const filling = async (): Promise<TournamentView[]> =>
    (await get('/tournaments').query({ format: 'sit-and-go', status: 'registering' }).expect(200)).body.items as TournamentView[];
  /** The list's lines of sit & gos, once they say `text`. */
  const listShows = (text: string) =>
    eventually(async () => {
      const lines = await page.getByTestId('sit-and-go-line').allInnerTexts();
      return lines.includes(text) ? lines : notYet(lines);
    });

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;
    for (const name of ['Sit One', 'Sit Two', 'Sit Three']) {
      const id = await createPlayer(api, name);
      await deposit(api, id, 100_00);
      players.push(id);
    }
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    expect(director ? director.problems.splice(0) : []).toEqual([]);
  });

  it('creates a re-registering sit & go in the page, with its switches in words and no late entries', async () => {
    director = await watchedPage(browser, 'director');
    page = director.page;
    await signIn(page, baseUrl, directorKey);
    const form = page.getByRole('form', { name: 'New tournament' });
    await form.getByLabel('Name').fill(NAME);
    await form.getByLabel('Buy-in (USD)').fill('10.00');
    await form.getByLabel('Fee (USD)').fill('1.00');
    await form.getByLabel('Max players').fill('3');
    await form.getByLabel('Dealing').selectOption('live');
    expect(await form.getByLabel('Re-entries per player').count()).toBe(1);
    await form.getByLabel('Starts').selectOption('sit-and-go');
    // A sit & go starts when full: no late registration, no re-entries to offer.
    expect(await form.getByLabel('Re-entries per player').count()).toBe(0);
    expect(await form.getByLabel('Late registration through level').count()).toBe(0);
    expect(await form.getByLabel('Re-register: when it starts').count()).toBe(1);
    expect(await form.getByText('a fresh copy with the same terms').count()).toBe(1);
    expect(await form.getByText('each table plays down to one winner').count()).toBe(1);
    await form.getByLabel('Re-register: when it starts').check();
    await form.getByRole('button', { name: 'Create tournament' }).click();
    await page.waitForURL(/\/console\/tournaments\/[0-9a-f-]{36}$/);
    tournamentId = page.url().split('/').pop() as string;

    expect(await tournament()).toMatchObject({
      name: NAME,
      status: 'scheduled',
      format: 'sit-and-go',
      reRegister: true,
      shootOut: false,
      seriesId: null,
      seriesNumber: 1,
      maxPlayers: 3,
      seatsPerTable: 3,
      lateRegistrationLevels: 0,
      maxReentries: 0,
    });
    expect(await page.getByTestId('sit-and-go-note').innerText()).toContain(
      'Sit & go #1 of its series · 0 / 3 registered — starts by itself when full, once registration is open',
    );
  });

  it('lists it among the sit & gos filling once registration opens, "n / max registered"', async () => {
    await page.getByRole('button', { name: 'Open registration' }).click();
    await eventually(async () => (await tournament()).status === 'registering');
    await register(players[0] as string);
    await page.locator('select[name="tournamentFilter"]').selectOption('sit-and-go-filling');
    await listShows('sit & go #1 · 1 / 3 registered');
    expect((await filling()).map((t) => t.id)).toEqual([tournamentId]);
    expect(await page.getByRole('list', { name: 'Tournaments' }).getByRole('link').count()).toBe(1);
  });

  it('shows it running, started by itself, once players registered through the API fill it', async () => {
    await register(players[1] as string);
    await register(players[2] as string);
    expect(await tournament()).toMatchObject({ status: 'running', entries: 3 });
    // The page hears the start on its feed: no reload, no click.
    await eventually(async () => {
      const status = await page.getByTestId('tournament-status').textContent();
      return status === 'running' || notYet(status);
    });
    expect(await page.getByTestId('sit-and-go-note').innerText()).toContain('Sit & go #1 of its series · started (3 / 3 registered)');
    expect(director.documents()).toBe(1);

    // The series' next copy fills now; the list shows it when read again.
    const [copy] = await filling();
    expect(copy).toMatchObject({ name: `${NAME} #2`, seriesId: tournamentId, seriesNumber: 2, entries: 0 });
    await page.locator('select[name="tournamentFilter"]').selectOption('all');
    await page.locator('select[name="tournamentFilter"]').selectOption('sit-and-go-filling');
    await listShows('sit & go #2 · 0 / 3 registered');
  });
});
