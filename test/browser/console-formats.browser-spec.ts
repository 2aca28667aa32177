/**
 * The director's console for bounties, satellites and multi-day events, in a real browser
 * (docs/web.md "Bounties, satellites and multi-day events"): a director creates a PKO in the page —
 * its price shown as buy-in + bounty + fee — and the API has its bounty terms; at a live PKO set up
 * through the API the floor form busts two players naming their eliminators (one alone, one a split
 * pot), and the Bounties panel shows exactly `GET …/bounties` (knockouts as "1½"); a multi-day event
 * created in the page gets a flight created in the page, its Flights panel equal to `GET …/flights`,
 * Day 2 refused with its code while the flight is open, and the flight's page its stop rule and
 * event; a live flight bagged from its page and its report; a satellite created in the page points at
 * its target and says its seats come from the pool, and a live one shows its seats and its winner.
 */
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, deposit } from '../support/api-test-app';
import { eventually, notYet } from '../support/eventually';
import { createLiveEvent } from '../support/live-tournament';
import { watchedPage, WatchedPage } from './support/chromium';
import { openInApp, ScreensServer, signIn, startScreensServer } from './support/screens-server';

const usd = (minor: number) => `$${(minor / 100).toFixed(2)}`;

interface Standing {
  screenName: string;
  knockouts: number;
  bountyWon: number;
  bounty: number;
  status: string;
}

describe('bounties, satellites and multi-day events in the console, in Chromium', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let director: WatchedPage;
  let page: Page;
  let targetId: string;

  const get = async (path: string) => (await request(api.http).get(path).set('x-api-key', directorKey).expect(200)).body;
  const post = (path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', directorKey).send(body);
  const form = () => page.getByRole('form', { name: 'New tournament' });
  const createdId = async () => {
    await page.waitForURL(/\/console\/tournaments\/[0-9a-f-]{36}$/);
    return page.url().split('/').pop() as string;
  };
  const player = async (name: string) => {
    const id = await createPlayer(api, name);
    await deposit(api, id, 100_000);
    return id;
  };

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;
    // A satellite's target: open for registration, $100 + $9.
    targetId = await createLiveEvent(api, directorKey, { name: 'Main Event', buyIn: 10_000, fee: 900 });
    director = await watchedPage(browser, 'director');
    page = director.page;
    await signIn(page, baseUrl, directorKey);
    await form().waitFor();
  }, 180_000);

  afterAll(() => server?.close());

  afterEach(() => {
    expect(director.problems.splice(0)).toEqual([]);
  });

  it('creates a PKO in the page with its price as buy-in + bounty + fee', async () => {
    await form().getByLabel('Name').fill('PKO Razz');
    await form().getByLabel('Buy-in (USD)').fill('25.00');
    await form().getByLabel('Fee (USD)').fill('5.00');
    await form().locator('select[name="bountyKind"]').selectOption('progressive');
    await form().getByLabel('Bounty per entry (USD)').fill('25.00');
    expect(await form().getByTestId('entry-price').innerText()).toBe('Entry: $25.00 + $25.00 + $5.00 (buy-in + bounty + fee)');
    // The server refuses rebuys and an add-on with a bounty: not offered.
    expect(await form().getByLabel('Rebuys').count()).toBe(0);
    await form().getByRole('button', { name: 'Create tournament' }).click();
    const id = await createdId();
    expect(await get(`/tournaments/${id}`)).toMatchObject({ name: 'PKO Razz', buyIn: 2_500, fee: 500, bountyKind: 'progressive', bounty: 2_500 });
    await page.getByRole('heading', { name: 'Bounties' }).waitFor();
    expect(await page.getByTestId('bounty-pool').innerText()).toBe('Pool still on heads: $0.00');
  });

  it('busts players at a live PKO naming their eliminators, and the Bounties panel is the API leaderboard', async () => {
    const id = await createLiveEvent(api, directorKey, {
      name: 'Live PKO',
      buyIn: 2_500,
      fee: 500,
      bounty: { kind: 'progressive', amount: 2_500 },
      lateRegistrationLevels: 0,
      maxReentries: 0,
      maxPlayers: 9,
    });
    const names = ['Ann', 'Bea', 'Cal', 'Dot'];
    for (const name of names) await post(`/tournaments/${id}/players/${await player(name)}/register`).expect(201);
    await post(`/tournaments/${id}/start`).expect(200);
    await openInApp(page, `/console/tournaments/${id}`);
    const floor = page.getByRole('region', { name: 'Floor' });
    const who = () => floor.getByRole('group', { name: 'Who is out' });

    // Dot out to Ann alone.
    await who()
      .getByLabel(/: Dot$/)
      .check();
    await floor.getByRole('group', { name: 'Dot eliminated by' }).getByLabel('Ann').check();
    await floor.getByRole('button', { name: 'Record bust' }).click();
    await eventually(async () => ((await get(`/tournaments/${id}/bounties`)).awards.length === 1 ? true : notYet('no award yet')));

    // Cal out in a pot Ann and Bea split.
    await who()
      .getByLabel(/: Cal$/)
      .check();
    const cal = floor.getByRole('group', { name: 'Cal eliminated by' });
    await cal.getByLabel('Ann').check();
    await cal.getByLabel('Bea').check();
    await floor.getByRole('button', { name: 'Record bust' }).click();
    await eventually(async () => ((await get(`/tournaments/${id}/bounties`)).awards.length === 3 ? true : notYet('no split award yet')));

    const board = (await get(`/tournaments/${id}/bounties`)) as { pool: number; standings: Standing[] };
    // PKO: Dot's $25 → Ann $12.50 cash + $12.50 on her head; Cal's $25 split → $6.25 cash + $6.25 on each head.
    expect(board.pool).toBe(4_375 + 3_125);
    expect(board.standings.map((s) => [s.screenName, s.knockouts, s.bountyWon, s.bounty])).toEqual([
      ['Ann', 1.5, 1_875, 4_375],
      ['Bea', 0.5, 625, 3_125],
      ['Cal', 0, 0, 0],
      ['Dot', 0, 0, 0],
    ]);
    const words = (k: number) => ({ 1.5: '1½', 0.5: '½', 0: '0' })[k] as string;
    const expected = board.standings.map((s) => [
      `${s.screenName}${s.status === 'busted' ? ' · out' : ''}`,
      words(s.knockouts),
      usd(s.bountyWon),
      usd(s.bounty),
    ]);
    const rows = async () => {
      const cells = await page.getByTestId('bounty-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
      return JSON.stringify(cells) === JSON.stringify(expected) ? cells : notYet(cells);
    };
    expect(await eventually(rows)).toEqual(expected);
    expect(await page.getByTestId('bounty-pool').innerText()).toBe(`Pool still on heads: ${usd(board.pool)}`);
  });

  it('creates a multi-day event and a flight in the page; the Flights panel is the API list; Day 2 is refused while the flight is open', async () => {
    await openInApp(page, '/console');
    await form().getByLabel('Name').fill('Razz Championship');
    await form().locator('select[name="bountyKind"]').selectOption('none');
    await form().getByLabel('Starts').selectOption('multi-day');
    await form().getByLabel('Playing more than one flight').selectOption('keep-best');
    // The event takes no entries of its own, and no bounty or satellite target.
    expect(await form().getByLabel('Re-entries per player').count()).toBe(0);
    expect(await form().getByLabel('Rebuys').count()).toBe(0);
    expect(await form().locator('select[name="bountyKind"]').count()).toBe(0);
    expect(await form().getByLabel('Satellite into').count()).toBe(0);
    await form().getByRole('button', { name: 'Create tournament' }).click();
    const eventId = await createdId();
    expect(await get(`/tournaments/${eventId}`)).toMatchObject({
      format: 'multi-day',
      flightReentry: 'keep-best',
      bountyKind: 'none',
      satelliteTargetId: null,
    });

    const flights = page.getByRole('region', { name: 'Flights' });
    const newFlight = flights.getByRole('form', { name: 'New flight' });
    await newFlight.getByLabel('Flight name').fill('1a');
    await newFlight.getByLabel('Stop at % of the field left').fill('25');
    await newFlight.getByLabel('Stop at the end of level').fill('6');
    await newFlight.getByRole('button', { name: 'Create flight' }).click();
    const list = await eventually(async () => {
      const body = (await get(`/tournaments/${eventId}/flights`)) as {
        items: { flight: { name: string; status: string; entries: number; flight: { name: string } }; playersLeft: number; survivors: number }[];
      };
      return body.items.length === 1 ? body : notYet(body);
    });
    const expected = list.items.map((i) => [i.flight.flight.name, i.flight.status, String(i.flight.entries), String(i.playersLeft), String(i.survivors)]);
    expect(expected).toEqual([['1A', 'scheduled', '0', '0', '0']]);
    expect(
      await eventually(async () => {
        const cells = await page.getByTestId('flight-row').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
        return JSON.stringify(cells) === JSON.stringify(expected) ? cells : notYet(cells);
      }),
    ).toEqual(expected);

    // Day 2 before the flight is over: refused, the code and message shown, nothing started.
    await flights.getByRole('button', { name: 'Start Day 2' }).click();
    await flights.getByText('(FLIGHTS_NOT_FINISHED)').waitFor();
    expect((await get(`/tournaments/${eventId}`)).status).toBe('scheduled');
    expect(director.problems.splice(0)).toEqual([
      expect.stringMatching(/^director: 409 for POST .*\/tournaments\/[^/]+\/start$/),
      'director: console error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);

    // The flight's page: its stop rule and its event.
    await flights.getByRole('link', { name: '1A' }).click();
    const note = page.getByTestId('flight-note');
    await note.waitFor();
    // The event's name comes with a second read (the note says "its event" until then).
    const flightNote = 'Day 1 flight of Razz Championship · stops when 25% of its entries are left (registration closed) or at the end of level 6';
    await eventually(async () => ((await note.innerText()).includes(flightNote) ? true : notYet(await note.innerText())));
    expect(await note.innerText()).toContain(flightNote);
    await note.getByRole('link', { name: 'Razz Championship' }).click();
    await page.getByRole('region', { name: 'Flights' }).waitFor();
  });

  it('bags a live flight from its page once counted, and shows its report: bags biggest first, who plays Day 2, the busts', async () => {
    const eventId = (
      await post('/tournaments', {
        name: 'Razz Open',
        structurePreset: 'standard',
        currency: 'USD',
        buyIn: 10_000,
        fee: 1_000,
        startingStack: 10_000,
        maxPlayers: 100,
        seatsPerTable: 8,
        dealing: 'live',
        handForHandAt: 0,
        format: 'multi-day',
        flightReentry: 'if-busted',
      }).expect(201)
    ).body.id as string;
    const flightId = (await post(`/tournaments/${eventId}/flights`, { flightName: '1A', flightStopPercent: 50 }).expect(201)).body.id as string;
    await post(`/tournaments/${flightId}/open-registration`).expect(200);
    const ids: string[] = [];
    for (const name of ['Eve', 'Fay', 'Gus', 'Hal']) {
      const id = await player(name);
      ids.push(id);
      await post(`/tournaments/${flightId}/players/${id}/register`).expect(201);
    }
    await post(`/tournaments/${flightId}/start`).expect(200);
    const tableId = (await get(`/tournaments/${flightId}/tables`)).items[0].tableId as string;
    // Two out in one hand: ⌈4 × 50 %⌉ = 2 left, the stop is due.
    await post(`/tournaments/${flightId}/floor/busts`, {
      tableId,
      players: [
        { playerId: ids[2], startingStack: 10_000 },
        { playerId: ids[3], startingStack: 9_000 },
      ],
    }).expect(201);
    await openInApp(page, `/console/tournaments/${flightId}`);
    const note = page.getByTestId('flight-note');
    await note.getByRole('button', { name: 'Bag' }).waitFor();

    // Before the final count: refused with its code, nothing bagged.
    await note.getByRole('button', { name: 'Bag' }).click();
    await note.getByText('(FLIGHT_COUNT_INCOMPLETE)').waitFor();
    expect((await get(`/tournaments/${flightId}`)).status).toBe('running');
    expect(director.problems.splice(0)).toEqual([
      expect.stringMatching(/^director: 409 for POST .*\/tournaments\/[^/]+\/bag$/),
      'director: console error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);

    await post(`/tournaments/${flightId}/floor/chip-counts`, {
      counts: [
        { playerId: ids[0], chips: 15_000 },
        { playerId: ids[1], chips: 25_000 },
      ],
    }).expect(201);
    await note.getByRole('button', { name: 'Bag' }).click();
    await page.getByRole('list', { name: 'Bags' }).waitFor();
    expect((await get(`/tournaments/${flightId}`)).status).toBe('finished');
    const report = (await get(`/tournaments/${flightId}/flight-report`)) as {
      bagged: { entry: { screenName: string; baggedChips: number }; carriedToDay2: boolean }[];
      busted: { screenName: string }[];
    };
    // Before Day 2 draws the bags none is carried yet: each is bagged for Day 2.
    expect(report.bagged.map((b) => [b.entry.screenName, b.entry.baggedChips, b.carriedToDay2])).toEqual([
      ['Fay', 25_000, false],
      ['Eve', 15_000, false],
    ]);
    const bags = () => page.getByRole('list', { name: 'Bags' }).getByRole('listitem').allInnerTexts();
    expect(await bags()).toEqual(report.bagged.map((b) => `${b.entry.screenName}: ${b.entry.baggedChips.toLocaleString('en-US')} chips · bagged for Day 2`));
    expect(await page.getByRole('list', { name: 'Busted in the flight' }).getByRole('listitem').allInnerTexts()).toEqual(
      report.busted.map((e) => e.screenName),
    );
    expect(report.busted.map((e) => e.screenName).sort()).toEqual(['Gus', 'Hal']);

    // Day 2 from the event's page: the two bags play it.
    await note.getByRole('link', { name: 'Razz Open' }).click();
    await page.getByRole('region', { name: 'Flights' }).getByRole('button', { name: 'Start Day 2' }).click();
    await eventually(async () => {
      const status = (await get(`/tournaments/${eventId}`)).status as string;
      return status === 'running' ? status : notYet(status);
    });
    const after = (await get(`/tournaments/${flightId}/flight-report`)) as typeof report;
    expect(after.bagged.map((b) => b.carriedToDay2)).toEqual([true, true]);
    await openInApp(page, `/console/tournaments/${flightId}`);
    const carried = after.bagged.map((b) => `${b.entry.screenName}: ${b.entry.baggedChips.toLocaleString('en-US')} chips · plays Day 2`);
    expect(
      await eventually(async () => {
        const lines = await bags().catch(() => []);
        return JSON.stringify(lines) === JSON.stringify(carried) ? lines : notYet(lines);
      }),
    ).toEqual(carried);
  });

  it('creates a satellite in the page pointing at its target, its seats computed from the pool', async () => {
    await openInApp(page, '/console');
    await form().getByLabel('Name').fill('Main Event Satellite');
    await form().getByLabel('Starts').selectOption('scheduled');
    await form().getByLabel('Buy-in (USD)').fill('20.00');
    await form().getByLabel('Fee (USD)').fill('2.00');
    await form().getByLabel('Satellite into').selectOption(targetId);
    expect(await form().getByTestId('satellite-terms').innerText()).toContain(
      'Prizes are seats in Main Event, each worth its entry, $109.00: the seats are computed from the prize pool',
    );
    await form().getByRole('button', { name: 'Create tournament' }).click();
    const id = await createdId();
    expect(await get(`/tournaments/${id}`)).toMatchObject({ satelliteTargetId: targetId, satelliteSeats: null, buyIn: 2_000, fee: 200 });
    const note = page.getByTestId('satellite-note');
    await note.getByRole('link', { name: 'Main Event' }).waitFor();
    expect(await page.getByTestId('satellite-seats').innerText()).toContain('Seats: computed from the prize pool once it is final');
  });

  it("shows a live satellite's seats once its pool is final, and who won a seat once it is over", async () => {
    const id = await createLiveEvent(api, directorKey, {
      name: 'Live Satellite',
      buyIn: 4_000,
      fee: 400,
      lateRegistrationLevels: 0,
      maxReentries: 0,
      maxPlayers: 9,
      satelliteTargetId: targetId,
    });
    const ids: string[] = [];
    for (const name of ['Ivy', 'Jon', 'Kit']) {
      const playerId = await player(name);
      ids.push(playerId);
      await post(`/tournaments/${id}/players/${playerId}/register`).expect(201);
    }
    // 3 × $40 = $120: one $109 seat and $11 to 2nd.
    const started = (await post(`/tournaments/${id}/start`).expect(200)).body;
    expect(started).toMatchObject({ satelliteSeats: 1, payouts: { amounts: [10_900, 1_100] } });
    await openInApp(page, `/console/tournaments/${id}`);
    const seats = page.getByTestId('satellite-seats');
    await seats.waitFor();
    expect(await seats.innerText()).toBe('1 seat of $109.00 + $11.00 to 2nd');

    const tableId = (await get(`/tournaments/${id}/tables`)).items[0].tableId as string;
    for (const out of [ids[2], ids[1]]) await post(`/tournaments/${id}/floor/busts`, { tableId, players: [{ playerId: out }] }).expect(201);
    expect((await get(`/tournaments/${id}`)).status).toBe('finished');
    const winner = ((await get(`/tournaments/${id}/results`)).places as { screenName: string; place: number; wonEntryId: string | null }[]).find(
      (p) => p.place === 1,
    );
    expect(winner).toMatchObject({ screenName: 'Ivy', wonEntryId: expect.any(String) });
    const won = page.getByRole('list', { name: 'Seats won' });
    expect(
      await eventually(async () => {
        const lines = await won
          .getByRole('listitem')
          .allInnerTexts()
          .catch(() => []);
        return lines.length > 0 ? lines : notYet(lines);
      }),
    ).toEqual(['1st Ivy: seat in the target']);
  });
});
