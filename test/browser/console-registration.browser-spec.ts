/**
 * The registration side of the director's console in a real browser (docs/web.md "Browser tests"):
 * headless Chromium against the real server serving the web app's build. A director
 * writes a structure in the console (a refused one first: its code and message shown), creates a
 * live tournament from it with late registration, a re-entry, rebuys and an add-on, registers
 * players and unregisters one, starts it; a bust (recorded through the API: the floor's screens
 * have their own test) lets the player re-enter from the console, once; a rebuy at level I (one the
 * player's bankroll cannot pay is refused with its code), an add-on at the add-on break (taken early
 * through the API). Each step is checked against the API (GET entries) and the page; no page logs a
 * console error or has a failed request, but for the refusals the test provokes, named one by one.
 */
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, signIn, startScreensServer } from './support/screens-server';

const STATUS_TEXT: Record<number, string> = { 409: 'Conflict', 422: 'Unprocessable Entity' };
const PLAYERS = ['Stu Ungar', 'Doyle B', 'Barbara E', 'Phil Ivey', 'Erik S'];

interface Entry {
  playerId: string;
  screenName: string;
  entryNo: number;
  status: string;
  rebuys: number;
  addOn: boolean;
}

describe("the console's registration side in Chromium", () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let director: WatchedPage;
  let page: Page;
  let structureId: string;
  let tournamentId: string;
  const playerIds = new Map<string, string>();

  const get = (path: string) => request(api.http).get(path).set('x-api-key', directorKey);
  const post = (path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', directorKey).send(body);
  const entries = async (): Promise<Entry[]> => (await get(`/tournaments/${tournamentId}/entries`).expect(200)).body.items as Entry[];
  const entriesOf = async (name: string) => (await entries()).filter((e) => e.screenName === name);
  const balance = async (name: string): Promise<number> => {
    const body = (
      await request(api.http)
        .get(`/players/${playerIds.get(name)}/balances`)
        .set('x-api-key', api.adminKey)
        .expect(200)
    ).body as { balances: { unit: string; balance: number }[] };
    return body.balances.find((b) => b.unit === 'USD')?.balance ?? 0;
  };
  /** An entry's line in the page: the player's first entry unless told, in a status when given. */
  const entryRow = (name: string, status?: string, entryNo = 1) =>
    page.locator(`[data-testid="entry"][data-entry-no="${entryNo}"]${status ? `[data-status="${status}"]` : ''}`).filter({ hasText: name });
  /** The entries' buttons by accessible name (the button says "Rebuy", its name "Rebuy Stu Ungar"). */
  const buttonNames = async (): Promise<string[]> =>
    (
      await page
        .getByTestId('entries-list')
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
    ).sort();
  /** A refusal a step provoked on purpose: its answer and the browser's console line for it are taken off the page's problems. */
  const expectRefused = (status: number, url: RegExp) => {
    const lines = [
      (p: string) => p.startsWith(`director: ${status} for POST `) && url.test(p),
      (p: string) => p === `director: console error: Failed to load resource: the server responded with a status of ${status} (${STATUS_TEXT[status]})`,
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
    for (const name of PLAYERS) {
      const id = await createPlayer(api, name);
      playerIds.set(name, id);
      // Phil Ivey can pay his entry and nothing more.
      await deposit(api, id, name === 'Phil Ivey' ? 11_00 : 100_00);
    }
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    expect(director ? director.problems.splice(0) : []).toEqual([]);
  });

  it('saves a structure written in the console, from the keyboard, after showing why one was refused', async () => {
    director = await watchedPage(browser, 'director');
    page = director.page;
    await signIn(page, baseUrl, directorKey);
    await page.getByText('Write a new structure').click();
    await page.getByLabel('Structure name').fill('Quick Rebuy Razz');
    // Level 1 comes filled in (20 min, ante 10, bring-in 25, 100-200); a break after it.
    await page.getByRole('button', { name: 'Add break' }).click();
    await page.locator('input[name="item-1-minutes"]:focus').waitFor();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10');

    // Ending on a break is refused by the server: its code and message are shown.
    await page.getByRole('button', { name: 'Save structure' }).click();
    const error = page.locator('.structure-editor [role="alert"]');
    await error.waitFor();
    expect(await error.innerText()).toMatch(/STRUCTURE_INVALID/);
    expectRefused(422, /\/tournament-structures$/);

    // Two more levels, added from the keyboard: each doubles the level before, focus on its minutes.
    for (const expected of ['item-2-minutes', 'item-3-minutes']) {
      await page.getByRole('button', { name: 'Add level' }).focus();
      await page.keyboard.press('Enter');
      await page.locator(`input[name="${expected}"]:focus`).waitFor();
    }
    await page.locator('input[name="item-3-bigBet"]').fill('900');
    // A flop game's level takes blinds instead of the ante and bring-in, filled in from its small bet.
    await page.locator('select[name="item-3-game"]').selectOption('holdem');
    expect(await page.locator('input[name="item-3-bringIn"]').count()).toBe(0);
    expect(await page.locator('input[name="item-3-smallBlind"]').inputValue()).toBe('200');
    expect(await page.locator('input[name="item-3-bigBlind"]').inputValue()).toBe('400');
    await page.getByRole('button', { name: 'Save structure' }).click();
    await page.getByTestId('structure-saved').filter({ hasText: 'Quick Rebuy Razz' }).waitFor();
    expect(await page.locator('.structure-editor [role="alert"]').count()).toBe(0);

    const saved = (await get('/tournament-structures').expect(200)).body.items as { id: string; name: string; items: unknown[] }[];
    const structure = saved.find((s) => s.name === 'Quick Rebuy Razz');
    structureId = structure?.id ?? '';
    expect(structure?.items).toEqual([
      { kind: 'level', minutes: 20, stakes: { ante: 10, bringIn: 25, smallBet: 100, bigBet: 200 } },
      { kind: 'break', minutes: 10 },
      { kind: 'level', minutes: 20, stakes: { ante: 20, bringIn: 50, smallBet: 200, bigBet: 400 } },
      { kind: 'level', minutes: 20, game: 'holdem', stakes: { smallBlind: 200, bigBlind: 400, smallBet: 400, bigBet: 900 } },
    ]);
    // Chosen for the new tournament at once.
    // (Its option comes with the saved list read again after the save: polled, not read once.)
    const chosen = await eventually(
      async () => {
        const value = await page.locator('select[name="preset"]').inputValue();
        return value === `structure:${structureId}` ? value : notYet(value);
      },
      10_000,
      'the saved structure to be chosen',
    );
    expect(chosen).toBe(`structure:${structureId}`);
  });

  it('creates a tournament from it with late registration, a re-entry, rebuys and an add-on, as money', async () => {
    await page.locator('input[name="name"]').fill('Saturday Rebuy');
    await page.locator('input[name="buyIn"]').fill('10.00');
    await page.locator('input[name="fee"]').fill('1.00');
    await page.locator('input[name="startingStack"]').fill('10000');
    await page.locator('input[name="maxPlayers"]').fill('20');
    await page.locator('select[name="dealing"]').selectOption('live');
    await page.getByLabel('Late registration through level (0: none)').fill('2');
    await page.getByLabel('Re-entries per player').fill('1');
    await page.getByLabel('Rebuys', { exact: true }).check();
    await page.getByLabel('Rebuys through level').fill('1');
    await page.getByLabel('Rebuy price (USD)').fill('10.00');
    await page.getByLabel('Rebuy fee (USD)').fill('0.50');
    await page.getByLabel('Rebuy chips').fill('10000');
    await page.getByLabel('Add-on', { exact: true }).check();
    await page.getByLabel('Add-on price (USD)').fill('5.00');
    await page.getByLabel('Add-on fee (USD)').fill('0');
    await page.getByLabel('Add-on chips').fill('15000');
    await page.getByRole('button', { name: 'Create tournament' }).click();
    await page
      .getByTestId('tournament-status')
      .filter({ hasText: /^scheduled$/ })
      .waitFor();
    tournamentId = /\/console\/tournaments\/([^/]+)$/.exec(page.url())?.[1] ?? '';
    const created = (await get(`/tournaments/${tournamentId}`).expect(200)).body;
    expect(created).toMatchObject({
      name: 'Saturday Rebuy',
      structureSource: `structure:${structureId}`,
      buyIn: 10_00,
      fee: 1_00,
      lateRegistrationLevels: 2,
      maxReentries: 1,
      rebuy: { levels: 1, price: 10_00, fee: 50, chips: 10_000 },
      addOn: { price: 5_00, fee: 0, chips: 15_000 },
    });
    const terms = await page.getByTestId('registration-terms').innerText();
    for (const part of [
      'Entry $10.00 + $1.00 for 10,000 chips',
      'up to 1 per player',
      'Rebuy $10.00 + $0.50 for 10,000 chips',
      'Add-on $5.00 + $0.00 for 15,000 chips',
    ])
      expect(terms).toContain(part);
  });

  it('registers players and unregisters one (refunded)', async () => {
    await page.getByRole('button', { name: 'Open registration' }).click();
    await page
      .getByTestId('tournament-status')
      .filter({ hasText: /^registering$/ })
      .waitFor();
    for (const name of PLAYERS) {
      await page.locator('input[name="q"]').fill(name);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: `Register ${name}` }).click();
      await entryRow(name, 'registered').waitFor();
    }
    expect(await balance('Erik S')).toBe(89_00);
    expect(await buttonNames()).toEqual(PLAYERS.map((n) => `Unregister ${n}`).sort());

    await page.getByRole('button', { name: 'Unregister Erik S' }).click();
    await entryRow('Erik S', 'unregistered').waitFor();
    expect(await entriesOf('Erik S')).toEqual([expect.objectContaining({ entryNo: 1, status: 'unregistered' })]);
    expect(await balance('Erik S')).toBe(100_00);
    await page.getByRole('heading', { name: 'Entries (4)' }).waitFor();
  });

  it('starts it; after a bust the player re-enters from the console, once', async () => {
    await page.getByRole('button', { name: 'Start tournament' }).click();
    await page
      .getByTestId('tournament-status')
      .filter({ hasText: /^running$/ })
      .waitFor();
    for (const name of ['Stu Ungar', 'Doyle B', 'Barbara E', 'Phil Ivey']) await entryRow(name, 'playing').filter({ hasText: '10,000 chips' }).waitFor();
    // Level I: rebuys are open (every stack is at the starting stack); no unregistering after the start.
    expect(await buttonNames()).toEqual(['Rebuy Barbara E', 'Rebuy Doyle B', 'Rebuy Phil Ivey', 'Rebuy Stu Ungar']);

    const bust = async (name: string) => {
      const seating = (await get(`/tournaments/${tournamentId}/seating`).expect(200)).body.items as { playerId: string; tableId: string }[];
      const seat = seating.find((r) => r.playerId === playerIds.get(name));
      await post(`/tournaments/${tournamentId}/floor/busts`, { tableId: seat?.tableId, players: [{ playerId: playerIds.get(name) }] }).expect(201);
    };
    await bust('Doyle B');
    await entryRow('Doyle B', 'busted').waitFor();
    await page.getByRole('button', { name: 'Re-enter Doyle B' }).click();
    await entryRow('Doyle B', 'playing', 2).filter({ hasText: '10,000 chips' }).waitFor();
    expect(await entriesOf('Doyle B')).toEqual([
      expect.objectContaining({ entryNo: 1, status: 'busted' }),
      expect.objectContaining({ entryNo: 2, status: 'playing' }),
    ]);
    expect(await balance('Doyle B')).toBe(78_00);
    expect(await page.getByRole('button', { name: 'Re-enter Doyle B' }).count()).toBe(0);

    // Busted again: the one re-entry is used, so no button.
    await bust('Doyle B');
    await entryRow('Doyle B', 'busted', 2).waitFor();
    expect(await buttonNames()).toEqual(['Rebuy Barbara E', 'Rebuy Phil Ivey', 'Rebuy Stu Ungar']);
  });

  it('takes a rebuy at level I and an add-on at the add-on break, each offered only then', async () => {
    // Offered (the console does not know bankrolls), refused by the server: its message and code, nothing moved.
    await page.getByRole('button', { name: 'Rebuy Phil Ivey' }).click();
    const error = page.locator('section[aria-labelledby="registration-title"] [role="alert"]');
    await error.filter({ hasText: 'INSUFFICIENT_FUNDS' }).waitFor();
    expectRefused(409, /\/players\/[^/]+\/rebuy$/);
    expect(await entriesOf('Phil Ivey')).toEqual([expect.objectContaining({ status: 'playing', rebuys: 0 })]);
    expect(await balance('Phil Ivey')).toBe(0);

    await page.getByRole('button', { name: 'Rebuy Stu Ungar' }).click();
    await entryRow('Stu Ungar', 'playing').filter({ hasText: '20,000 chips · 1 rebuy' }).waitFor();
    expect(await entriesOf('Stu Ungar')).toEqual([expect.objectContaining({ rebuys: 1, addOn: false })]);
    expect(await balance('Stu Ungar')).toBe(78_50);
    // Above the starting stack now: no second rebuy for Stu; the refusal's note is gone with the next action.
    expect(await buttonNames()).toEqual(['Rebuy Barbara E', 'Rebuy Phil Ivey']);
    expect(await error.count()).toBe(0);

    // The add-on break (after level I), taken early: rebuys close, the add-on opens.
    await post(`/tournaments/${tournamentId}/clock/break`).expect(200);
    await page.getByRole('button', { name: 'Add-on for Stu Ungar' }).waitFor();
    expect(await buttonNames()).toEqual(['Add-on for Barbara E', 'Add-on for Phil Ivey', 'Add-on for Stu Ungar']);
    expect(await page.getByTestId('registration-terms').innerText()).toContain('once per entry at the add-on break (open now)');

    await page.getByRole('button', { name: 'Add-on for Barbara E' }).click();
    await entryRow('Barbara E', 'playing').filter({ hasText: '25,000 chips · add-on taken' }).waitFor();
    expect(await entriesOf('Barbara E')).toEqual([expect.objectContaining({ rebuys: 0, addOn: true })]);
    expect(await balance('Barbara E')).toBe(84_00);
    expect(await buttonNames()).toEqual(['Add-on for Phil Ivey', 'Add-on for Stu Ungar']);
    expect(director.documents()).toBe(1);
  });
});
