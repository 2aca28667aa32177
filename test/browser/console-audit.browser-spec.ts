/**
 * The console's audit trail in a real browser (docs/web.md "The console"): headless Chromium
 * against the real server serving the web app's build. A director's actions in the console (open
 * registration, start, pause, resume) and through the API (registrations, a run of pauses) appear
 * in the event's trail, newest first, in words, with who did them — the ones made elsewhere once
 * the live feed or the next change here brings them; a later visit pages the older records in with
 * "Load more". The floor sees no trail (and asks for none). No page logs a console error or has a
 * failed request.
 */
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, signIn, startScreensServer } from './support/screens-server';

const PLAYERS = ['Stu Ungar', 'Doyle B', 'Barbara E'];
/** The trail's first page (the panel's page size). */
const PAGE = 20;

describe("the console's audit trail in Chromium", () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let director: { id: string; key: string };
  let floorKey: string;
  let tournamentId: string;
  let page: Page;
  const pages: WatchedPage[] = [];

  const post = (path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', director.key).send(body);
  const records = () => page.getByTestId('audit-record');
  const actions = async () => records().evaluateAll((items) => items.map((li) => li.getAttribute('data-action')));
  /** Waits until the trail's newest record is `action`, and returns the record's text. */
  const newest = async (action: string) => {
    await page.locator(`[data-testid="audit-record"]:first-child[data-action="${action}"]`).waitFor();
    return records().first().innerText();
  };
  const open = async (name: string) => {
    const watched = await watchedPage(browser, name);
    pages.push(watched);
    return watched.page;
  };

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    director = await createKey(api, 'director');
    floorKey = (await createKey(api, 'floor')).key;
    const created = await post('/tournaments', {
      name: 'Audit Razz',
      structurePreset: 'standard',
      currency: 'USD',
      buyIn: 1_000,
      fee: 100,
      startingStack: 10_000,
      maxPlayers: 20,
      dealing: 'live',
    }).expect(201);
    tournamentId = created.body.id as string;
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    // No console errors, no failed requests, no answer of 400 or more, in any page, after each step.
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it('shows a director the event’s first record: when (as the console writes times), what in words, the details, who', async () => {
    page = await open('director');
    await signIn(page, baseUrl, director.key);
    await page.getByRole('link', { name: /Audit Razz/ }).click();
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    const text = await newest('tournament.create');
    expect(text).toContain('Tournament created — “Audit Razz” · buy-in $10.00 · fee $1.00');
    expect(text).toContain(`director · key ${director.id.slice(0, 8)}`);
    const time = records().first().locator('time');
    const at = (await time.getAttribute('datetime')) ?? '';
    // Written as the console writes every time (src/format/times.ts): the browser's locale, the
    // room's time zone (here the server's own, named in the page; the browser runs in another).
    const zone = (await page.locator('meta[name="room-time-zone"]').getAttribute('content')) ?? undefined;
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const local = await page.evaluate(
      ([iso, timeZone]) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
      [at, zone] as const,
    );
    expect(Math.abs(Date.parse(at) - Date.now())).toBeLessThan(10 * 60_000);
    expect(await time.innerText()).toBe(local);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it("adds the director's actions on top as they are made, here or through the API", async () => {
    await page.getByRole('button', { name: 'Open registration' }).click();
    expect(await newest('tournament.open-registration')).toContain('Registration opened — scheduled → registering');

    // Registered through the API: the trail has them once something changes here (the start).
    for (const name of PLAYERS) {
      const playerId = await createPlayer(api, name);
      await deposit(api, playerId, 10_000);
      await post(`/tournaments/${tournamentId}/players/${playerId}/register`).expect(201);
    }
    await page.getByRole('button', { name: 'Start tournament' }).click();
    expect(await newest('tournament.start')).toContain('Tournament started — registering → running');
    await page.getByRole('button', { name: 'Pause clock' }).click();
    expect(await newest('tournament.clock-pause')).toContain('Clock paused');
    await page.getByRole('button', { name: 'Resume clock' }).click();
    expect(await newest('tournament.clock-resume')).toContain('Clock resumed');

    expect(await actions()).toEqual([
      'tournament.clock-resume',
      'tournament.clock-pause',
      'tournament.start',
      'tournament.register',
      'tournament.register',
      'tournament.register',
      'tournament.open-registration',
      'tournament.create',
    ]);
    // Players by screen name, newest first.
    const registered = page.locator('[data-testid="audit-record"][data-action="tournament.register"]');
    const lines = await registered.allInnerTexts();
    expect(lines.map((line) => PLAYERS.find((name) => line.includes(`Player registered — ${name}`)))).toEqual([...PLAYERS].reverse());

    // Pauses made elsewhere come in with the feed's clock, without a reload.
    await page.evaluate(() => ((globalThis as { sameDocument?: boolean }).sameDocument = true));
    for (let i = 0; i < PAGE / 2; i++) {
      await post(`/tournaments/${tournamentId}/clock/pause`).expect(200);
      await post(`/tournaments/${tournamentId}/clock/resume`).expect(200);
    }
    await eventually(async () => {
      const count = await records().count();
      return count === 8 + PAGE ? count : notYet(count);
    });
    expect((await actions()).slice(0, 2)).toEqual(['tournament.clock-resume', 'tournament.clock-pause']);
    expect(await page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('pages in older records with "Load more" on a later visit', async () => {
    await page.reload();
    await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
    await eventually(async () => {
      const count = await records().count();
      return count === PAGE ? count : notYet(count);
    });
    expect(await page.locator('[data-action="tournament.create"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.locator('[data-testid="audit-record"]:last-child[data-action="tournament.create"]').waitFor();
    expect(await records().count()).toBe(8 + PAGE);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    const ids = await records().evaluateAll((items) => items.map((li) => li.querySelector('time')?.getAttribute('datetime') ?? ''));
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('shows the floor no trail, and asks for none', async () => {
    const floor = await open('floor');
    await signIn(floor, baseUrl, floorKey);
    await floor.getByRole('link', { name: /Audit Razz/ }).click();
    await floor.getByTestId('tournament-status').waitFor();
    await floor.getByTestId('seating-table').first().waitFor();
    expect(await floor.getByRole('heading', { name: 'Audit trail' }).count()).toBe(0);
    // The afterEach check would see a 403 had the page asked for the trail.
  });
});
