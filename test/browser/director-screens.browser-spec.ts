/**
 * The director's screens in a real browser (docs/web.md "Browser tests"): headless Chromium
 * against the real server (createApiApp on a fresh database, listening on a port) serving the web
 * app's build. A director signs in, creates a tournament from a preset, registers players and
 * starts it; a display link opened in a second page shows the clock counting down and changing
 * level when the director sets it (pushed: the page is never reloaded); a pause shows on the
 * display within a second; a bust entered in the console appears there; a revoked link stops
 * working. A page without a key shows only the login; a player key sees no director control.
 * No page logs a console error or has a failed request.
 *
 * `UPDATE_SCREENSHOTS=1` also saves the clock and the console at 1920×1080 and at phone size
 * (390×844) to docs/images/web-*.png.
 */
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { BROWSER_TIME_ZONE, watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, signIn, startScreensServer } from './support/screens-server';

const ROOT = resolve(__dirname, '../..');
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const FULL_HD = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
const PLAYERS = ['Stu Ungar', 'Doyle B', 'Barbara E', 'Phil Ivey'];
/** The room's zone (UTC+5:45): the browser runs in another (BROWSER_TIME_ZONE). */
const ROOM_TIME_ZONE = 'Asia/Kathmandu';

/** `12:34` or `1:02:03` → seconds. */
function seconds(text: string | null): number {
  const parts = (text ?? '').trim().split(':').map(Number);
  if (parts.length < 2 || parts.some((n) => !Number.isInteger(n))) throw new Error(`not a countdown: ${text}`);
  return parts.reduce((sum, n) => sum * 60 + n, 0);
}

async function buttons(page: Page): Promise<string[]> {
  return (await page.getByRole('button').allInnerTexts()).map((t) => t.trim());
}

describe("the director's screens in Chromium", () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let playerKey: string;
  const pages: WatchedPage[] = [];
  let director: WatchedPage;
  let tv: WatchedPage;
  let displayUrl: string;
  let tournamentId: string;

  const open = async (name: string, viewport?: { width: number; height: number }) => {
    const watched = await watchedPage(browser, name, viewport);
    pages.push(watched);
    return watched;
  };

  beforeAll(async () => {
    server = await startScreensServer({ room: { timeZone: ROOM_TIME_ZONE } });
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;
    for (const name of PLAYERS) await deposit(api, await createPlayer(api, name), 100_00);
    playerKey = (await createKey(api, 'player', await createPlayer(api, 'Railbird'))).key;
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    // Lighthouse-style: no console errors, no failed requests, in any page, after each step.
    // Each step answers for its own: the list is emptied as it is read.
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it('shows a page without a key only the login', async () => {
    const { page } = await open('no key');
    for (const path of ['/', '/console', '/console/tournaments/anything']) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByLabel('API key').waitFor();
      expect(await buttons(page)).toEqual(['Sign in']);
      expect(await page.getByRole('navigation').count()).toBe(0);
    }
  });

  it('lets a director sign in, create a tournament from a preset, register players and start it', async () => {
    director = await open('director');
    const { page } = director;
    await signIn(page, baseUrl, directorKey);
    expect(await page.getByTestId('whoami').innerText()).toContain('(director)');

    await page.locator('select[name="preset"] option[value="standard"]').waitFor({ state: 'attached' });
    await page.locator('input[name="name"]').fill('Friday Razz');
    await page.locator('select[name="preset"]').selectOption('standard');
    await page.locator('input[name="buyIn"]').fill('10.00');
    await page.locator('input[name="fee"]').fill('1.00');
    await page.locator('input[name="startingStack"]').fill('10000');
    await page.locator('input[name="maxPlayers"]').fill('50');
    await page.locator('select[name="dealing"]').selectOption('live');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page
      .getByTestId('tournament-status')
      .filter({ hasText: /^scheduled$/ })
      .waitFor();
    tournamentId = /\/console\/tournaments\/([^/]+)$/.exec(page.url())?.[1] ?? '';
    const created = await request(api.http).get(`/tournaments/${tournamentId}`).set('x-api-key', directorKey).expect(200);
    expect(created.body).toMatchObject({ name: 'Friday Razz', structureSource: expect.stringContaining('standard'), buyIn: 1000, fee: 100, dealing: 'live' });

    await page.getByRole('button', { name: 'Open registration' }).click();
    await page
      .getByTestId('tournament-status')
      .filter({ hasText: /^registering$/ })
      .waitFor();
    for (const name of PLAYERS) {
      await page.locator('input[name="q"]').fill(name);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Register ${name}` }).click();
      await page.getByTestId('entries-list').getByText(name).waitFor();
    }
    // A player created in the console, funded at the cage, then registered.
    await page.locator('input[name="screenName"]').fill('Newcomer');
    await page.getByRole('button', { name: 'Create player' }).click();
    await page.getByRole('button', { name: 'Register Newcomer' }).waitFor();
    const newcomer = await request(api.http).get('/players').query({ q: 'Newcomer' }).set('x-api-key', directorKey).expect(200);
    await deposit(api, newcomer.body.items[0].id as string, 100_00);
    await page.getByRole('button', { name: 'Register Newcomer' }).click();
    await page.getByTestId('entries-list').getByText('Newcomer').waitFor();

    await page.getByRole('button', { name: 'Start tournament' }).click();
    await page
      .getByTestId('tournament-status')
      .filter({ hasText: /^running$/ })
      .waitFor();
    await page.getByTestId('seating-table').first().waitFor();
    const seated = await page.getByTestId('seating-table').allInnerTexts();
    for (const name of [...PLAYERS, 'Newcomer']) expect(seated.join('\n')).toContain(name);
  });

  it("shows the display link's clock counting down, and the level the director sets, pushed without a reload", async () => {
    const { page } = director;
    await page.locator('input[name="linkName"]').fill('Main TV');
    await page.getByRole('button', { name: 'Create display link' }).click();
    displayUrl = (await page.getByTestId('display-url').getAttribute('href')) ?? '';
    expect(displayUrl).toMatch(new RegExp(`^${baseUrl}/tv/dl_`));

    tv = await open('tv', FULL_HD);
    await tv.page.goto(displayUrl);
    await tv.page.getByTestId('clock-display').waitFor();
    expect(await tv.page.getByTestId('event-name').innerText()).toBe('Friday Razz');
    await tv.page.getByTestId('level').filter({ hasText: 'Level I' }).waitFor();
    const countdown = tv.page.getByTestId('countdown');
    const first = seconds(await countdown.textContent());
    // Ticking in the page between pushes (none is sent while a level runs): the next second shows.
    const later = await eventually(async () => {
      const now = seconds(await countdown.textContent());
      return now !== first ? now : notYet(now);
    });
    expect(later).toBeLessThan(first);
    expect(await tv.page.getByTestId('players-left').innerText()).toBe('5');
    await tv.page.evaluate(() => ((globalThis as { sameDocument?: boolean }).sameDocument = true));

    await page.locator('input[name="level"]').fill('3');
    await page.getByRole('button', { name: 'Set level' }).click();
    await tv.page
      .getByTestId('level')
      .filter({ hasText: /^Level III$/ })
      .waitFor();
    const stakes = await tv.page.getByTestId('stakes-now').innerText();
    for (const part of ['Ante', '25', 'Bring-in', '50', 'Small bet', '200', 'Big bet', '400']) expect(stakes).toContain(part);
    expect(await tv.page.getByTestId('stakes-next').innerText()).toContain('Level IV');
    // Pushed, not reloaded: the same document, loaded once.
    expect(await tv.page.evaluate(() => (globalThis as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(tv.documents()).toBe(1);
  });

  it('shows a pause on the display within a second', async () => {
    const { page } = director;
    const answered = page.waitForResponse((r) => r.url().endsWith(`/tournaments/${tournamentId}/clock/pause`) && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Pause clock' }).click();
    expect((await answered).status()).toBe(200);
    // The one bounded wait on time: the push reaches the display within a second of the pause.
    await tv.page.locator('[data-flag="PAUSED"]').waitFor({ timeout: 1_000 });
    expect(await tv.page.locator('[data-flag="PAUSED"]').innerText()).toBe('PAUSED');

    await page.getByRole('button', { name: 'Resume clock' }).click();
    await tv.page.locator('[data-flag="PAUSED"]').waitFor({ state: 'detached' });
    expect(tv.documents()).toBe(1);
  });

  it('shows a bust entered in the console on the display', async () => {
    const { page } = director;
    const out = page.getByRole('group', { name: 'Who is out' }).getByRole('checkbox').first();
    await out.waitFor();
    const label = await page.getByRole('group', { name: 'Who is out' }).locator('label').first().innerText();
    const name = label.replace(/^Seat \d+: /, '').trim();
    expect(PLAYERS.concat('Newcomer')).toContain(name);
    await out.check();
    await page.getByRole('button', { name: 'Record bust' }).click();
    await tv.page.getByTestId('bust').filter({ hasText: name }).waitFor();
    await tv.page.getByTestId('players-left').filter({ hasText: /^4$/ }).waitFor();
    expect(await tv.page.getByTestId('bust').first().innerText()).toContain('5th');
    // The bust's time of day is the room's, not the browser's own zone.
    const time = tv.page.getByTestId('bust').first().locator('time');
    const [shown, at] = [await time.innerText(), await time.getAttribute('datetime')];
    const inZone = (zone: string) =>
      tv.page.evaluate(([iso, timeZone]) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso)), [
        at ?? '',
        zone,
      ] as const);
    expect(shown).toBe(await inZone(ROOM_TIME_ZONE));
    expect(shown).not.toBe(await inZone(BROWSER_TIME_ZONE));
    // The console's clock counts the bust too (read again on the event: a bust sends no clock).
    await page.getByText('4 players left of 5 entries').waitFor();
    expect(tv.documents()).toBe(1);
  });

  it('saves the screenshots when UPDATE_SCREENSHOTS=1', async () => {
    if (!SCREENSHOTS) return;
    const images = join(ROOT, 'docs/images');
    await tv.page.setViewportSize(FULL_HD);
    await tv.page.screenshot({ path: join(images, 'web-clock-1080p.png') });
    await tv.page.setViewportSize(PHONE);
    await tv.page.screenshot({ path: join(images, 'web-clock-phone.png') });
    await tv.page.setViewportSize(FULL_HD);
    await director.page.setViewportSize(FULL_HD);
    await director.page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await director.page.screenshot({ path: join(images, 'web-console-1080p.png') });
    await director.page.setViewportSize(PHONE);
    await director.page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await director.page.screenshot({ path: join(images, 'web-console-phone.png') });
    await director.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('stops a revoked display link: the open display says so at once, and the link no longer opens', async () => {
    await director.page.getByRole('button', { name: 'Revoke Main TV' }).click();
    await tv.page.getByText('This display link has been revoked').waitFor();
    expect(await tv.page.getByTestId('clock-display').count()).toBe(0);

    const again = await open('tv reopened');
    await again.page.goto(displayUrl);
    await again.page.getByText('This display link has been revoked').waitFor();
    expect(await again.page.getByTestId('countdown').count()).toBe(0);
  });

  it('shows a player key no director control', async () => {
    const { page } = await open('player');
    await signIn(page, baseUrl, playerKey);
    expect(await page.getByTestId('whoami').innerText()).toContain('(player)');
    // A player lands in the lobby; the tournaments are one link away.
    await page.waitForURL(`${baseUrl}/console/play`);
    await page.getByRole('link', { name: 'razz-room console' }).click();
    await page.getByRole('link', { name: /Friday Razz/ }).click();
    await page.getByTestId('seating-table').first().waitFor();
    await page.getByTestId('countdown').waitFor();
    expect(await buttons(page)).toEqual(['Sign out']);
    for (const form of ['input[name="name"]', 'input[name="level"]', 'input[name="linkName"]', 'input[name="q"]'])
      expect(await page.locator(form).count()).toBe(0);
  });
});
