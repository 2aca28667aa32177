/**
 * Deals in the director's console and the re-entries on the TV clock, in a real browser (docs/web.md
 * "Browser tests"): headless Chromium against the real server serving the web app's
 * build. A live event of five players paying three places is brought down to three through the API
 * (two busts at the floor, then chip counts: setup is not the point); a director opens the deals
 * panel and sees ICM and chip-chop side by side, each figure equal to what the API proposes for the
 * same stacks (chip-chop again with last place guaranteed), confirms the chip-chop deal behind its
 * "Yes", and the results show the deal's payouts. A display of another event shows its re-entries
 * once a busted player has entered again. A proposal the server refuses (the prize pool not final
 * yet) shows its code and message. No console error or failed request in any page beyond that one
 * refusal.
 */
import type { Browser, Locator } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, signIn, startScreensServer } from './support/screens-server';

const PLAYERS = ['Deal Ace', 'Deal Deuce', 'Deal Trey', 'Deal Four', 'Deal Five'];
/** The three left and the stacks the floor counts for them: unequal, so ICM and chip-chop differ. */
const STACKS = [25_000, 15_000, 10_000];

interface Deal {
  id: string;
  method: 'icm' | 'chip-chop';
  players: { entryId: string; playerId: string; stack: number; amount: number }[];
}

/** `$1,234.50` → 123450 and `25,000` → 25000: the digits of a figure as the page shows it (any locale's grouping). */
const digits = (text: string): number => Number(text.replace(/\D/g, ''));

describe('deals in the console and re-entries on the clock, in Chromium', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let dealEvent: string;
  let reentryEvent: string;
  let director: WatchedPage;
  const ids = new Map<string, string>();
  const pages: WatchedPage[] = [];

  const get = (path: string) => request(api.http).get(path).set('x-api-key', directorKey);
  const post = (path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', directorKey).send(body);
  const open = async (name: string) => {
    const watched = await watchedPage(browser, name);
    pages.push(watched);
    return watched;
  };

  /** A started live event of `names` (registered through the API); its id. */
  async function liveEvent(name: string, names: string[], overrides: object = {}): Promise<string> {
    const created = await post('/tournaments', {
      name,
      structurePreset: 'standard',
      currency: 'USD',
      buyIn: 1_000,
      fee: 100,
      startingStack: 10_000,
      maxPlayers: 9,
      seatsPerTable: 8,
      handForHandAt: 0,
      dealing: 'live',
      ...overrides,
    }).expect(201);
    const id = created.body.id as string;
    await post(`/tournaments/${id}/open-registration`).expect(200);
    for (const screenName of names) {
      const playerId = await createPlayer(api, screenName);
      ids.set(screenName, playerId);
      await deposit(api, playerId, 100_00);
      await post(`/tournaments/${id}/players/${playerId}/register`).expect(201);
    }
    await post(`/tournaments/${id}/start`).expect(200);
    return id;
  }

  async function bust(tournamentId: string, screenName: string): Promise<void> {
    const tables = (await get(`/tournaments/${tournamentId}/tables`).expect(200)).body.items as { tableId: string; seats: { playerId: string }[] }[];
    const playerId = ids.get(screenName) as string;
    const table = tables.find((t) => t.seats.some((s) => s.playerId === playerId));
    await post(`/tournaments/${tournamentId}/floor/busts`, { tableId: table?.tableId, players: [{ playerId }] }).expect(201);
  }

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;

    // Five entries, three places paid: the prize pool is final at the start (no late registration).
    dealEvent = await liveEvent('Deal Razz', PLAYERS, {
      payoutTable: { name: 'top three', bands: [{ minEntries: 3, maxEntries: null, percentages: [50, 30, 20] }] },
    });
    await bust(dealEvent, 'Deal Five');
    await bust(dealEvent, 'Deal Four');
    await post(`/tournaments/${dealEvent}/floor/chip-counts`, {
      counts: PLAYERS.slice(0, 3).map((name, i) => ({ playerId: ids.get(name), chips: STACKS[i] })),
    }).expect(201);
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  /** The panel's row of a player: chips, ICM and chip-chop as shown. */
  async function row(panel: Locator, playerId: string): Promise<{ name: string; chips: number; icm: number; chipChop: number }> {
    const tr = panel.locator(`tr[data-player-id="${playerId}"]`);
    return {
      name: (await tr.locator('th').innerText()).trim(),
      chips: digits(await tr.getByTestId('deal-chips').innerText()),
      icm: digits(await tr.getByTestId('deal-icm').innerText()),
      chipChop: digits(await tr.getByTestId('deal-chip-chop').innerText()),
    };
  }

  /** Every player's row equals the API's proposals for the same stacks; ICM and chip-chop differ somewhere. */
  async function expectFigures(panel: Locator, icm: Deal, chipChop: Deal): Promise<void> {
    expect(await panel.getByTestId('deal-row').count()).toBe(3);
    for (const p of icm.players) {
      const name = PLAYERS.find((n) => ids.get(n) === p.playerId);
      expect(await row(panel, p.playerId)).toEqual({
        name,
        chips: p.stack,
        icm: p.amount,
        chipChop: chipChop.players.find((c) => c.entryId === p.entryId)?.amount,
      });
    }
    expect(icm.players.map((p) => p.amount)).not.toEqual(chipChop.players.map((p) => p.amount));
  }

  it('shows the director ICM and chip-chop side by side, as the API proposes them, and pays the one confirmed', async () => {
    director = await open('director');
    const { page } = director;
    await signIn(page, baseUrl, directorKey);
    await page.getByRole('link', { name: /Deal Razz/ }).click();
    const panel = page.locator('section[aria-labelledby="deals-title"]');
    await panel.getByRole('heading', { name: 'Deal (3 players left)' }).waitFor();

    const oracle = async (method: Deal['method'], guaranteeLastPlace?: boolean) =>
      (await post(`/tournaments/${dealEvent}/deals`, { method, ...(guaranteeLastPlace === undefined ? {} : { guaranteeLastPlace }) }).expect(201)).body as Deal;
    const icm = await oracle('icm');
    expect(icm.players.map((p) => p.stack)).toEqual(STACKS);

    await panel.getByRole('button', { name: 'Propose deals' }).click();
    await panel.getByRole('button', { name: 'Confirm ICM deal' }).waitFor();
    await expectFigures(panel, icm, await oracle('chip-chop'));

    // Last place guaranteed: everyone first gets 3rd prize, only the rest goes by chips.
    await panel.getByLabel(/guarantee everyone last place/).check();
    await panel.getByRole('button', { name: 'Propose again' }).click();
    await panel.getByRole('columnheader', { name: 'Chip-chop (last place guaranteed)' }).waitFor();
    const guaranteed = await oracle('chip-chop', true);
    await expectFigures(panel, icm, guaranteed);
    expect(guaranteed.players.map((p) => p.amount)).not.toEqual((await oracle('chip-chop')).players.map((p) => p.amount));

    // Nothing is paid until the confirm step's "Yes".
    await panel.getByRole('button', { name: 'Confirm chip-chop deal' }).click();
    await panel.getByText('Pay the chip-chop deal and end the tournament?').waitFor();
    expect((await get(`/tournaments/${dealEvent}`).expect(200)).body.status).toBe('running');
    await panel.getByRole('button', { name: 'Yes, pay the chip-chop deal' }).click();

    await page
      .getByTestId('tournament-status')
      .filter({ hasText: /^finished$/ })
      .waitFor();
    expect(await panel.count()).toBe(0);
    const results = (await get(`/tournaments/${dealEvent}/results`).expect(200)).body as { places: { playerId: string; screenName: string; prize: number }[] };
    const paid = new Map(results.places.map((p) => [p.playerId, p.prize]));
    for (const p of guaranteed.players) expect(paid.get(p.playerId)).toBe(p.amount);
    // The console's results, pushed by the feed's `finished`: each player's prize is the deal's.
    const places = page.getByRole('list', { name: 'Places' });
    for (const p of guaranteed.players) {
      const name = PLAYERS.find((n) => ids.get(n) === p.playerId) as string;
      const line = places.getByRole('listitem').filter({ hasText: name });
      await line.waitFor();
      expect(digits((await line.innerText()).split('·')[1] ?? '')).toBe(p.amount);
    }
  });

  it('shows a display the re-entries apart from the entries, pushed without a reload', async () => {
    const names = ['Re Ann', 'Re Bob', 'Re Cat', 'Re Dan'];
    const id = await liveEvent('Re-entry Razz', names, { lateRegistrationLevels: 2, maxReentries: 1 });
    reentryEvent = id;
    const link = await post(`/tournaments/${id}/display-links`, { name: 'Re-entry TV' }).expect(201);
    const tv = await open('tv');
    await tv.page.goto(`${baseUrl}${link.body.path as string}`);
    await tv.page.getByTestId('clock-display').waitFor();
    expect(await tv.page.getByTestId('re-entries').innerText()).toBe('0');
    expect(await tv.page.getByTestId('entries').innerText()).toBe('4');

    await bust(id, 'Re Ann');
    await tv.page.getByTestId('players-left').filter({ hasText: /^3$/ }).waitFor();
    await deposit(api, ids.get('Re Ann') as string, 100_00);
    await post(`/tournaments/${id}/players/${ids.get('Re Ann') as string}/register`).expect(201);
    // The re-entry is pushed on the feed (`entry`): the display reads its counts again, no reload.
    await tv.page.getByTestId('entries').filter({ hasText: /^5$/ }).waitFor();
    await tv.page.getByTestId('re-entries').filter({ hasText: /^1$/ }).waitFor();
    expect(await tv.page.getByTestId('players-left').innerText()).toBe('4');
    const snapshot = await request(api.http)
      .get(`/displays/${link.body.token as string}`)
      .expect(200);
    expect(snapshot.body).toMatchObject({ reEntries: 1, uniquePlayers: 4, clock: { entries: 5, playersLeft: 4 } });
    expect(tv.documents()).toBe(1);
  });

  it("shows a refused proposal's code and message: no deal while the prize pool is not final", async () => {
    const { page } = director;
    // Made after the console listed the tournaments: opened by its address (the key stays in the tab's session).
    await page.goto(`${baseUrl}/console/tournaments/${reentryEvent}`);
    const panel = page.locator('section[aria-labelledby="deals-title"]');
    await panel.getByRole('heading', { name: 'Deal (4 players left)' }).waitFor();
    const refused = await post(`/tournaments/${reentryEvent}/deals`, { method: 'icm' }).expect(409);
    await panel.getByRole('button', { name: 'Propose deals' }).click();
    const alert = panel.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe(`${refused.body.error.message as string} (DEAL_NOT_ALLOWED)`);
    expect(await panel.getByTestId('deals-table').count()).toBe(0);
    // The one problem this step asks for: the refused proposal (its answer, and Chromium's console line about it).
    expect(director.problems.splice(0).sort()).toEqual([
      expect.stringMatching(/^director: 409 for POST .*\/tournaments\/[^/]+\/deals$/),
      'director: console error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
  });
});
