/**
 * Leagues in the director's console, in a real browser (docs/web.md "Browser tests"): headless
 * Chromium against the real server serving the web app's build. Two live events are played to the
 * end through the API by the floor's busts (a shared place in the second). A director creates a
 * league in the page (a points table with participation points) and adds both events from the
 * page's list of tournaments; the standings the page shows are, cell by cell, the API's
 * `GET /leagues/{id}/standings` — and the figures worked out here by hand from the places; the
 * downloaded CSV has the rows of `standings.csv` and of the JSON. A formula that rises is refused
 * with its code shown and changes nothing; the field-size formula saved instead changes the
 * standings shown to the API's new ones. A player's history in the league, opened from the
 * standings, is the API's. Removing an event leaves the other's standings. A floor key reads the
 * standings with no control. No page logs a console error or has a failed request but the one
 * refusal the test provokes.
 *
 * `UPDATE_SCREENSHOTS=1` saves the league's page at 1920×1080 to docs/images/web-leagues-1080p.png.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { parseCsv } from '../support/cash-floor';
import { eventually, notYet } from '../support/eventually';
import { createLiveEvent } from '../support/live-tournament';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, signIn, startScreensServer } from './support/screens-server';

const ROOT = resolve(__dirname, '../..');
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const NAMES = ['Ada Ace', 'Ben Bicycle', 'Cy Wheel', 'Di Deuce', 'Ed Eight'];
const LEAGUE = 'Winter Razz League';

interface Standing {
  rank: number;
  playerId: string;
  screenName: string;
  points: number;
  events: number;
  bestEventPoints: number;
  bestFinish: { place: number; placeTo: number } | null;
  prizes: number;
}
interface HistoryEvent {
  tournamentId: string;
  name: string;
  entries: number;
  playerEntries: number;
  place: number | null;
  placeTo: number | null;
  points: number;
  prize: number;
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const place = (from: number | null, to: number | null) =>
  from === null ? '—' : to !== null && to !== from ? `${ordinal(from)}–${ordinal(to)}` : ordinal(from);
const money = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100);

describe('leagues in the console, in Chromium', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let floorKey: string;
  let director: WatchedPage;
  let page: Page;
  const pages: WatchedPage[] = [];
  const ids = new Map<string, string>();
  let eventA: string;
  let eventB: string;
  let leagueId: string;

  const get = (path: string) => request(api.http).get(path).set('x-api-key', directorKey);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);
  const id = (name: string) => ids.get(name) as string;
  const apiStandings = async (): Promise<Standing[]> => (await get(`/leagues/${leagueId}/standings?limit=200`).expect(200)).body.items as Standing[];
  /** The API's standings as the page writes them, row by row. */
  const asShown = (rows: Standing[]) =>
    rows.map((s) => [
      String(s.rank),
      s.screenName,
      String(s.points),
      String(s.events),
      s.bestFinish ? place(s.bestFinish.place, s.bestFinish.placeTo) : '—',
      String(s.bestEventPoints),
      money(s.prizes),
    ]);
  /** The standings table's cells, row by row. */
  const shown = (on: Page) =>
    on
      .locator('[data-testid="standing"]')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
  /** Waits until the page's standings are the API's. */
  const standingsShownAreTheApis = async (on: Page) => {
    const expected = asShown(await apiStandings());
    await eventually(async () => {
      const rows = await shown(on);
      return JSON.stringify(rows) === JSON.stringify(expected) || notYet({ rows, expected });
    });
    return expected;
  };

  /** Players out in one hand at the event's only table (two or more: equal starting stacks, a shared place). */
  const bust = async (tournamentId: string, out: string[]) => {
    const [table] = (await request(api.http).get(`/tournaments/${tournamentId}/tables`).set('x-api-key', floorKey).expect(200)).body.items as {
      tableId: string;
    }[];
    const players = out.map((name) => ({ playerId: id(name), ...(out.length > 1 ? { startingStack: 5_000 } : {}) }));
    await post(floorKey, `/tournaments/${tournamentId}/floor/busts`, { tableId: table?.tableId, players }).expect(201);
  };
  /** A live event at one table, registered, started and played to the end by busts. */
  const finishedEvent = async (name: string, buyIn: number, entrants: string[], busts: string[][]) => {
    const tournamentId = await createLiveEvent(api, directorKey, { name, buyIn, fee: 0, lateRegistrationLevels: 0, maxReentries: 0 });
    for (const player of entrants) await post(directorKey, `/tournaments/${tournamentId}/players/${id(player)}/register`).expect(201);
    await post(directorKey, `/tournaments/${tournamentId}/start`).expect(200);
    for (const out of busts) await bust(tournamentId, out);
    expect((await get(`/tournaments/${tournamentId}`).expect(200)).body.status).toBe('finished');
    return tournamentId;
  };
  /** The refusal the test provokes: its answer and the browser's console line for it are taken off the page's problems. */
  const expectRefused = (status: number, url: RegExp) => {
    const lines = [
      (p: string) => p.startsWith(`director: ${status} for `) && url.test(p),
      (p: string) => p.startsWith(`director: console error: Failed to load resource: the server responded with a status of ${status}`),
    ];
    for (const line of lines) {
      const index = director.problems.findIndex(line);
      if (index < 0) throw new Error(`expected the ${status} refusal of ${url} among ${JSON.stringify(director.problems)}`);
      director.problems.splice(index, 1);
    }
  };

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;
    floorKey = (await createKey(api, 'floor')).key;
    for (const name of NAMES) {
      ids.set(name, await createPlayer(api, name));
      await deposit(api, id(name), 100_00);
    }
    const [a, b, c, d, e] = NAMES as [string, string, string, string, string];
    // A: $10, four players out one at a time: Ada 1st, Ben 2nd, Cy 3rd, Di 4th.
    eventA = await finishedEvent('Week 1 Razz', 10_00, [a, b, c, d], [[d], [c], [b]]);
    // B: $20, three players: Ada and Ed out in one hand with equal stacks share 2nd–3rd; Ben 1st.
    eventB = await finishedEvent('Week 2 Razz', 20_00, [a, b, e], [[a, e]]);
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it('lets a director create a league in the page: season, currency, a points table', async () => {
    director = await watchedPage(browser, 'director');
    pages.push(director);
    page = director.page;
    await signIn(page, baseUrl, directorKey);
    await page.getByRole('link', { name: 'Leagues', exact: true }).click();
    const form = page.getByRole('form', { name: 'New league' });
    await form.getByLabel('Name').fill(LEAGUE);
    await form.getByLabel('Currency').selectOption('USD');
    await form.getByLabel('Season from').fill('2026-09-01');
    await form.getByLabel('Season through').fill('2027-02-28');
    await form.getByLabel('Points formula').selectOption('by-place');
    await form.getByLabel('Points of 1st, 2nd, 3rd').fill('100, 60, 30');
    await form.getByLabel('Points for entering').fill('5');
    await form.getByRole('button', { name: 'Create league' }).click();
    await page.waitForURL(/\/console\/leagues\/[0-9a-f-]{36}$/);
    leagueId = page.url().split('/').pop() as string;

    expect((await get(`/leagues/${leagueId}`).expect(200)).body).toMatchObject({
      name: LEAGUE,
      currency: 'USD',
      season: { from: '2026-09-01', to: '2027-02-28' },
      formula: { kind: 'by-place', places: [100, 60, 30], participation: 5 },
      events: [],
    });
    expect(await page.getByTestId('league-terms').innerText()).toBe('Season 2026-09-01 to 2027-02-28 · USD · points by place: 100, 60, 30 + 5 for entering');
    await page.getByRole('list', { name: 'Leagues' }).getByText(LEAGUE).waitFor();
  });

  it('adds the finished events from the list of tournaments, and shows the API standings, worked out by hand', async () => {
    const picker = page.getByLabel('Tournament (USD)');
    for (const event of [eventA, eventB]) {
      await picker.selectOption(event);
      await page.getByRole('button', { name: 'Add event' }).click();
      await eventually(async () => (await get(`/leagues/${leagueId}`).expect(200)).body.events.some((e: { tournamentId: string }) => e.tournamentId === event));
    }
    await eventually(async () => (await page.getByTestId('league-event').count()) === 2);
    expect(await page.getByTestId('league-event').allInnerTexts()).toEqual([expect.stringContaining('Week 1 Razz'), expect.stringContaining('Week 2 Razz')]);
    expect(await page.getByTestId('league-event').first().innerText()).toContain('counts');

    const rows = await standingsShownAreTheApis(page);
    // By hand from the places, table [100, 60, 30] + 5: Ben 65 + 105 = 170; Ada 105 + (60 + 30) / 2 + 5 = 155;
    // Ed 50; Cy 35; Di 5. Prizes: winner-take-all, $40 (A) and $60 (B).
    expect(rows).toEqual([
      ['1', 'Ben Bicycle', '170', '2', '1st', '105', '$60.00'],
      ['2', 'Ada Ace', '155', '2', '1st', '105', '$40.00'],
      ['3', 'Ed Eight', '50', '1', '2nd–3rd', '50', '$0.00'],
      ['4', 'Cy Wheel', '35', '1', '3rd', '35', '$0.00'],
      ['5', 'Di Deuce', '5', '1', '4th', '5', '$0.00'],
    ]);
    expect(await page.getByTestId('events-counted').innerText()).toBe('2 finished events count');
  });

  it("downloads the standings' CSV with the API's rows", async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('league-winter-razz-league-standings.csv');
    const csv = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    expect(csv).toEqual(parseCsv((await get(`/leagues/${leagueId}/standings.csv`).expect(200)).text));
    const json = await apiStandings();
    expect(csv.map((r) => [r.Rank, r.Player, r['Player id'], r.Points, r.Events])).toEqual(
      json.map((s) => [String(s.rank), s.screenName, s.playerId, String(s.points), String(s.events)]),
    );
  });

  it('shows a refused formula with its code, changing nothing; a field-size formula saved changes the standings to the API new ones', async () => {
    const before = (await get(`/leagues/${leagueId}`).expect(200)).body;
    await page.getByRole('button', { name: 'Edit league' }).click();
    const form = page.getByRole('form', { name: 'Edit league' });
    await form.getByLabel('Points of 1st, 2nd, 3rd').fill('30, 60');
    await form.getByRole('button', { name: 'Save league' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/INVALID_LEAGUE_FORMULA/);
    expectRefused(400, new RegExp(`/leagues/${leagueId}$`));
    expect((await get(`/leagues/${leagueId}`).expect(200)).body).toEqual(before);

    await form.getByLabel('Points formula').selectOption('field-size');
    await form.getByLabel('Scale (k)').fill('10');
    await form.getByLabel('Buy-in unit').fill('100');
    await form.getByLabel('Points for entering').fill('0');
    await form.getByRole('button', { name: 'Save league' }).click();
    await form.waitFor({ state: 'detached' });
    expect((await get(`/leagues/${leagueId}`).expect(200)).body.formula).toEqual({ kind: 'field-size', k: 10, base: 100, participation: 0 });
    const rows = await standingsShownAreTheApis(page);
    // Ben: A 2nd of 4 at $10: 10 × 2 / √2 × (1 + log10(10.25)) = 28.44 → 28; B 1st of 3 at $20: 10 × √3 × (1 + log10(20.25)) = 39.95 → 40.
    // Ada: A 1st 10 × 2 × 2.0107 = 40.21 → 40; B 2nd–3rd: (39.95 / √2 → 28, 39.95 / √3 → 23) averaged 25.5 → 26.
    expect(rows.slice(0, 2).map((r) => r.slice(0, 3))).toEqual([
      ['1', 'Ben Bicycle', '68'],
      ['2', 'Ada Ace', '66'],
    ]);
  });

  it("opens a player's history from the standings: the API's", async () => {
    await page.getByTestId('league-standings').getByRole('link', { name: 'Ada Ace' }).click();
    await page.waitForURL(new RegExp(`/console/leagues/${leagueId}/players/${id('Ada Ace')}$`));
    const history = (await get(`/leagues/${leagueId}/players/${id('Ada Ace')}`).expect(200)).body as {
      rank: number;
      points: number;
      prizes: number;
      events: HistoryEvent[];
    };
    await page.getByTestId('league-player-event').nth(1).waitFor();
    expect(await page.getByTestId('league-player-summary').innerText()).toBe(
      `Rank ${history.rank} · ${history.points} points · prizes ${money(history.prizes)}`,
    );
    const cells = await page
      .locator('[data-testid="league-player-event"]')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
    expect(cells.map((r) => [r[0], ...r.slice(2)])).toEqual(
      history.events.map((e) => [e.name, place(e.place, e.placeTo), String(e.entries), String(e.playerEntries), String(e.points), money(e.prize)]),
    );
    expect(history.events.map((e) => [e.tournamentId, e.place, e.placeTo])).toEqual([
      [eventA, 1, 1],
      [eventB, 2, 3],
    ]);
    await page.getByRole('link', { name: '← Standings' }).click();
    await page.getByTestId('league-standings').waitFor();
  });

  it('saves the screenshot when UPDATE_SCREENSHOTS=1', async () => {
    if (!SCREENSHOTS) return;
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ROOT, 'docs/images/web-leagues-1080p.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("removes an event: the standings are the other event's alone", async () => {
    await page.getByRole('button', { name: 'Remove Week 2 Razz' }).click();
    await eventually(async () => (await page.getByTestId('league-event').count()) === 1);
    expect((await get(`/leagues/${leagueId}`).expect(200)).body.events.map((e: { tournamentId: string }) => e.tournamentId)).toEqual([eventA]);
    const rows = await standingsShownAreTheApis(page);
    expect(rows.map((r) => r[1])).toEqual(['Ada Ace', 'Ben Bicycle', 'Cy Wheel', 'Di Deuce']);
    expect(await page.getByTestId('events-counted').innerText()).toBe('1 finished event counts');
  });

  it('shows a floor key the standings and no control', async () => {
    const floor = await watchedPage(browser, 'floor');
    pages.push(floor);
    await signIn(floor.page, baseUrl, floorKey);
    await floor.page.getByRole('link', { name: 'Leagues', exact: true }).click();
    await floor.page.getByRole('list', { name: 'Leagues' }).getByText(LEAGUE).click();
    await standingsShownAreTheApis(floor.page);
    expect(await floor.page.getByRole('form', { name: 'New league' }).count()).toBe(0);
    const buttons = await floor.page.locator('main button').allInnerTexts();
    expect(buttons).toEqual(['Download CSV']);
  });
});
