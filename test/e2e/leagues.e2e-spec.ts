/**
 * Leagues and series over HTTP (docs/tournaments.md "Leagues and series"): four live events run
 * to the end by the floor's busts — different field sizes and buy-ins, a re-entry, a shared place —
 * and a cancelled and a still running event in the same leagues. The standings must be exactly
 * what the formulas give, worked out here from the recorded places (not by the production code);
 * a player's history, the CSV rows equal to the JSON, paging, a formula changed mid-season,
 * refusals with their codes that change nothing, the audit trail and the roles.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { createLiveEvent, fundedPlayers } from '../support/live-tournament';

interface Entry {
  playerId: string;
  screenName: string;
  entryNo: number;
  status: string;
  place: number | null;
  placeTo: number | null;
  prize: number | null;
}
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
interface Formula {
  kind: 'by-place' | 'field-size';
  places?: number[];
  participation?: number;
  k?: number;
  base?: number;
}
/** What the test knows of a finished event: its buy-in and every entry with its place. */
interface Played {
  id: string;
  buyIn: number;
  entries: Entry[];
}

const FIELD_SIZE: Formula = { kind: 'field-size', k: 10, base: 100, participation: 0 };
const BY_PLACE: Formula = { kind: 'by-place', places: [100, 80, 65, 55, 50], participation: 5 };

/** The points of one place, from the formulas as docs/tournaments.md writes them. */
function pointsAt(formula: Formula, entries: number, buyIn: number, place: number): number {
  if (formula.kind === 'by-place') return formula.places?.[place - 1] ?? 0;
  return Math.round((((formula.k ?? 10) * Math.sqrt(entries)) / Math.sqrt(place)) * (1 + Math.log10(buyIn / (formula.base ?? 100) + 0.25)));
}

/** The standings worked out from the events' places: best entry per player, shared ranges averaged, ranked. */
function expectedStandings(formula: Formula, events: Played[]): Omit<Standing, 'screenName'>[] {
  const players = new Map<string, { points: number; events: number; best: number; bestFinish: { place: number; placeTo: number } | null; prizes: number }>();
  for (const event of events) {
    const mine = new Map<string, Entry[]>();
    for (const e of event.entries) mine.set(e.playerId, [...(mine.get(e.playerId) ?? []), e]);
    for (const [playerId, entries] of mine) {
      const best = [...entries].sort((a, b) => (a.place as number) - (b.place as number))[0] as Entry;
      const from = best.place as number;
      const to = best.placeTo ?? from;
      let sum = 0;
      for (let q = from; q <= to; q++) sum += pointsAt(formula, event.entries.length, event.buyIn, q);
      const points = Math.round(sum / (to - from + 1)) + (formula.participation ?? 0);
      const p = players.get(playerId) ?? { points: 0, events: 0, best: 0, bestFinish: null, prizes: 0 };
      p.points += points;
      p.events += 1;
      p.best = Math.max(p.best, points);
      if (p.bestFinish === null || from < p.bestFinish.place) p.bestFinish = { place: from, placeTo: to };
      p.prizes += entries.reduce((sum, e) => sum + (e.prize ?? 0), 0);
      players.set(playerId, p);
    }
  }
  const rows = [...players].map(([playerId, p]) => ({
    playerId,
    points: p.points,
    events: p.events,
    bestEventPoints: p.best,
    bestFinish: p.bestFinish,
    prizes: p.prizes,
  }));
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) => b.points - a.points || b.bestEventPoints - a.bestEventPoints || b.events - a.events;
  rows.sort(order);
  return rows.map((row) => ({ rank: rows.findIndex((other) => order(other, row) === 0) + 1, ...row }));
}

/** The RFC 4180 text of a CSV whose fields hold no comma, quote or line break: its records and fields. */
const csvRecords = (text: string): string[][] => {
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(','));
};

describe('leagues and series', () => {
  let api: ApiTestApp;
  let director: string;
  let floor: string;
  let cashier: string;
  let playerKey: string;
  let players: string[];
  const played: Played[] = [];
  let cancelled: string;
  let running: string;
  let league: string;
  let second: string;

  const get = (key: string, path: string) => request(api.http).get(path).set('x-api-key', key);
  const post = (key: string, path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);
  const patch = (key: string, path: string, body: object) => request(api.http).patch(path).set('x-api-key', key).send(body);
  const entriesOf = async (id: string): Promise<Entry[]> => (await get(director, `/tournaments/${id}/entries`).expect(200)).body.items as Entry[];
  const p = (i: number): string => players[i] as string;

  /** Players out in one hand at their (only) table; two or more with equal starting stacks share their places. */
  async function bust(id: string, out: string[]): Promise<void> {
    const [table] = (await get(floor, `/tournaments/${id}/tables`).expect(200)).body.items as { tableId: string }[];
    const body = { tableId: table?.tableId, players: out.map((playerId) => ({ playerId, ...(out.length > 1 ? { startingStack: 5_000 } : {}) })) };
    await post(floor, `/tournaments/${id}/floor/busts`, body).expect(201);
  }

  /** A live event at one table: registered, started, then busts in order (each a list of players out in one hand). */
  async function liveEvent(buyIn: number, entrants: string[], busts: string[][], overrides: object = {}): Promise<string> {
    const id = await createLiveEvent(api, director, {
      name: `league week ${randomUUID().slice(0, 6)}`,
      buyIn,
      fee: 0,
      lateRegistrationLevels: 0,
      maxReentries: 0,
      ...overrides,
    });
    for (const player of entrants) await post(director, `/tournaments/${id}/players/${player}/register`).expect(201);
    await post(director, `/tournaments/${id}/start`).expect(200);
    for (const out of busts) await bust(id, out);
    return id;
  }

  async function finished(id: string, buyIn: number): Promise<Played> {
    expect((await get(director, `/tournaments/${id}`).expect(200)).body.status).toBe('finished');
    return { id, buyIn, entries: (await entriesOf(id)).filter((e) => e.status !== 'unregistered') };
  }

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    floor = (await createKey(api, 'floor')).key;
    cashier = (await createKey(api, 'cashier')).key;
    players = await fundedPlayers(api, 8);
    playerKey = (await createKey(api, 'player', p(0))).key;

    // A: $100, 6 entries, one bust at a time.
    const a = await liveEvent(10_000, [0, 1, 2, 3, 4, 5].map(p), [[p(5)], [p(4)], [p(3)], [p(2)], [p(0)]]);
    played.push(await finished(a, 10_000));
    // B: $20, 5 entries; players 2 and 3 out in one hand with equal stacks share 3–4.
    const b = await liveEvent(2_000, [0, 1, 2, 3, 6].map(p), [[p(6)], [p(2), p(3)], [p(1)]]);
    played.push(await finished(b, 2_000));
    // C: $100 with a re-entry: player 7 busts during late registration and comes back (6 entries).
    const c = await liveEvent(10_000, [0, 1, 4, 5, 7].map(p), [[p(7)]], { lateRegistrationLevels: 2, maxReentries: 1 });
    await post(director, `/tournaments/${c}/players/${p(7)}/register`).expect(201);
    await post(director, `/tournaments/${c}/clock/level`, { level: 3 }).expect(200);
    for (const out of [[p(5)], [p(7)], [p(0)], [p(4)]]) await bust(c, out);
    played.push(await finished(c, 10_000));
    // D: $50, 3 entries.
    const d = await liveEvent(5_000, [2, 3, 6].map(p), [[p(6)], [p(3)]]);
    played.push(await finished(d, 5_000));
    // A cancelled event and one still running (a place recorded already): neither counts.
    cancelled = await createLiveEvent(api, director, { name: 'cancelled week' });
    await post(director, `/tournaments/${cancelled}/players/${p(1)}/register`).expect(201);
    await post(director, `/tournaments/${cancelled}/cancel`).expect(200);
    running = await liveEvent(10_000, [0, 1, 2].map(p), [[p(1)]]);

    const leagueBody = (name: string, formula: Formula) => ({ name, currency: 'USD', season: { from: '2026-09-01', to: '2027-02-28' }, formula });
    league = (await post(director, '/leagues', leagueBody('Winter Razz Series', FIELD_SIZE)).expect(201)).body.id as string;
    second = (await post(api.adminKey, '/leagues', leagueBody('Winter points table', BY_PLACE)).expect(201)).body.id as string;
    for (const id of [...played.map((e) => e.id), cancelled, running]) {
      await post(director, `/leagues/${league}/events`, { tournamentId: id }).expect(200);
      await post(director, `/leagues/${second}/events`, { tournamentId: id }).expect(200);
    }
  }, 180_000);

  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const standings = async (id: string, key = playerKey) => (await get(key, `/leagues/${id}/standings?limit=200`).expect(200)).body;
  const comparable = (rows: Standing[]) => rows.map(({ screenName: _name, ...row }) => row);

  it('played the events as intended: field sizes, the shared place, the re-entry', () => {
    const placesOf = (event: Played) => event.entries.map((e) => [players.indexOf(e.playerId), e.entryNo, e.place, e.placeTo]);
    expect(played.map((e) => e.entries.length)).toEqual([6, 5, 6, 3]);
    expect(placesOf(played[1] as Played)).toEqual(
      expect.arrayContaining([
        [2, 1, 3, 4],
        [3, 1, 3, 4],
      ]),
    );
    expect(placesOf(played[2] as Played)).toEqual(
      expect.arrayContaining([
        [7, 1, 6, 6],
        [7, 2, 4, 4],
      ]),
    );
  });

  it('ranks the players exactly by the field-size formula over the finished events only', async () => {
    const body = await standings(league);
    expect(body).toMatchObject({ leagueId: league, currency: 'USD', eventsCounted: 4, nextCursor: null });
    // The eight players of the four finished events, each once.
    expect(body.items).toHaveLength(8);
    expect(comparable(body.items)).toEqual(expectedStandings(FIELD_SIZE, played));
    // Spot figures worked by hand: A's winner (player 1) 10 × √6 × (1 + log10(100.25)) = 73.5 → 74;
    // B's shared 3–4 ($20: 1 + log10(20.25) = 2.3064; 10 × √5 × 2.3064 = 51.57, / √3 = 29.78 → 30, / 2 = 25.79 → 26) → 28.
    const one = (body.items as Standing[]).find((s) => s.playerId === p(1));
    const historyOf2 = (await get(playerKey, `/leagues/${league}/players/${p(2)}`).expect(200)).body;
    expect(historyOf2.events.find((e: { tournamentId: string }) => e.tournamentId === played[1]?.id)).toMatchObject({ place: 3, placeTo: 4, points: 28 });
    expect((await get(playerKey, `/leagues/${league}/players/${p(1)}`).expect(200)).body.events[0]).toMatchObject({ place: 1, points: 74 });
    expect(one?.events).toBe(3);
  });

  it('ranks by the points table of a second league over the same events (a tournament in several leagues)', async () => {
    const body = await standings(second);
    expect(comparable(body.items)).toEqual(expectedStandings(BY_PLACE, played));
    // Player 3: A 4th (55 + 5), B 3–4 shared ((65 + 55) / 2 + 5), D 2nd (80 + 5) = 210.
    expect((body.items as Standing[]).find((s) => s.playerId === p(3))?.points).toBe(60 + 65 + 85);
  });

  it("a player's history: each counted event with its date, place, entries and points", async () => {
    const history = (await get(playerKey, `/leagues/${league}/players/${p(7)}`).expect(200)).body;
    const rows = expectedStandings(FIELD_SIZE, played);
    const row = rows.find((r) => r.playerId === p(7));
    const c = played[2] as Played;
    expect(history).toMatchObject({ leagueId: league, playerId: p(7), rank: row?.rank, points: row?.points, prizes: row?.prizes });
    expect(history.events).toEqual([
      {
        tournamentId: c.id,
        name: expect.any(String),
        date: expect.any(String),
        entries: 6,
        playerEntries: 2,
        place: 4,
        placeTo: 4,
        points: pointsAt(FIELD_SIZE, 6, 10_000, 4),
        prize: c.entries.filter((e) => e.playerId === p(7)).reduce((sum, e) => sum + (e.prize ?? 0), 0),
      },
    ]);
    const finishedAt = (await get(director, `/tournaments/${c.id}`).expect(200)).body.finishedAt;
    expect(history.events[0].date).toBe(finishedAt);
    // Player 0 played A, B and C and the running event: three events, the running one absent.
    const zero = (await get(playerKey, `/leagues/${league}/players/${p(0)}`).expect(200)).body;
    expect(zero.events.map((e: { tournamentId: string }) => e.tournamentId)).toEqual(played.slice(0, 3).map((e) => e.id));
    // A player with no counted event: no rank, no events.
    const fresh = (await fundedPlayers(api, 1))[0] as string;
    expect((await get(playerKey, `/leagues/${league}/players/${fresh}`).expect(200)).body).toMatchObject({ rank: null, points: 0, prizes: 0, events: [] });
  });

  it('the league lists its events, with which ones count', async () => {
    const body = (await get(cashier, `/leagues/${league}`).expect(200)).body;
    expect(body.events.map((e: { tournamentId: string; counts: boolean; status: string }) => [e.tournamentId, e.status, e.counts])).toEqual([
      ...played.map((e) => [e.id, 'finished', true]),
      [cancelled, 'cancelled', false],
      [running, 'running', false],
    ]);
    expect(body.events[0]).toMatchObject({ buyIn: 10_000, entries: 6 });
  });

  it('pages the standings with a cursor, and the CSV rows equal the JSON', async () => {
    const all = (await standings(league)).items as Standing[];
    const paged: Standing[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Standing[]; nextCursor: string | null } = (
        await get(floor, `/leagues/${league}/standings?limit=3${cursor ? `&cursor=${cursor}` : ''}`).expect(200)
      ).body;
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(paged).toEqual(all);

    const res = await get(playerKey, `/leagues/${league}/standings.csv`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csvRecords(res.text);
    expect(header).toEqual(['Rank', 'Player', 'Player id', 'Points', 'Events', 'Best finish', 'Best event points', 'Prizes (USD)']);
    expect(rows).toEqual(
      all.map((s) => [
        String(s.rank),
        s.screenName,
        s.playerId,
        String(s.points),
        String(s.events),
        s.bestFinish === null ? '' : s.bestFinish.place === s.bestFinish.placeTo ? String(s.bestFinish.place) : `${s.bestFinish.place}–${s.bestFinish.placeTo}`,
        String(s.bestEventPoints),
        (s.prizes / 100).toFixed(2),
      ]),
    );
  });

  it('a formula changed mid-season re-ranks at once; the change is audited', async () => {
    const made = (
      await post(director, '/leagues', { name: 'switching', currency: 'USD', season: { from: '2026-09-01', to: '2027-02-28' }, formula: BY_PLACE }).expect(201)
    ).body.id as string;
    for (const e of played) await post(director, `/leagues/${made}/events`, { tournamentId: e.id }).expect(200);
    expect(comparable((await standings(made)).items)).toEqual(expectedStandings(BY_PLACE, played));
    const changed = (await patch(director, `/leagues/${made}`, { name: 'switched', formula: { kind: 'field-size', k: 20 } }).expect(200)).body;
    expect(changed).toMatchObject({ name: 'switched', formula: { kind: 'field-size', k: 20, base: 100, participation: 0 } });
    expect(comparable((await standings(made)).items)).toEqual(expectedStandings({ kind: 'field-size', k: 20, base: 100, participation: 0 }, played));
    // Removing an event takes its points away.
    await post(director, `/leagues/${made}/events/${played[3]?.id}/remove`).expect(200);
    expect(comparable((await standings(made)).items)).toEqual(expectedStandings({ kind: 'field-size', k: 20 }, played.slice(0, 3)));

    const log = (await get(api.adminKey, `/audit-log?entityType=league&entityId=${made}`).expect(200)).body.items as {
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(log.map((r) => r.action).reverse()).toEqual(['league.create', ...played.map(() => 'league.event-add'), 'league.update', 'league.event-remove']);
    expect(log.find((r) => r.action === 'league.update')?.details).toMatchObject({
      before: { name: 'switching', formula: { kind: 'by-place' } },
      after: { name: 'switched', formula: { kind: 'field-size', k: 20 } },
    });
  });

  describe('refusals: a 4xx with its code, and nothing changed', () => {
    const state = async () => ({
      leagues: (await get(director, '/leagues?limit=200').expect(200)).body.items.length as number,
      league: (await get(director, `/leagues/${league}`).expect(200)).body,
      audit: (await get(api.adminKey, '/audit-log?entityType=league&limit=200').expect(200)).body.items.length as number,
    });

    async function refused(send: () => request.Test, status: number, code: string): Promise<void> {
      const before = await state();
      const res = await send();
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
      expect(await state()).toEqual(before);
    }

    const body = (changes: object) => ({ name: 'bad', currency: 'USD', season: { from: '2027-01-01', to: '2027-06-30' }, formula: BY_PLACE, ...changes });

    it.each([
      ['a by-place formula with k', { formula: { kind: 'by-place', places: [10], k: 10 } }, 400, 'INVALID_LEAGUE_FORMULA'],
      ['a by-place formula without its table', { formula: { kind: 'by-place' } }, 400, 'INVALID_LEAGUE_FORMULA'],
      ['a table that rises', { formula: { kind: 'by-place', places: [50, 80] } }, 400, 'INVALID_LEAGUE_FORMULA'],
      ['a field-size formula with a table', { formula: { kind: 'field-size', places: [1] } }, 400, 'INVALID_LEAGUE_FORMULA'],
      ['an unknown formula', { formula: { kind: 'bounty' } }, 400, 'VALIDATION_FAILED'],
      ['negative points', { formula: { kind: 'by-place', places: [-1] } }, 400, 'VALIDATION_FAILED'],
      ['a season that ends before it starts', { season: { from: '2027-06-30', to: '2027-01-01' } }, 422, 'INVALID_LEAGUE_SEASON'],
      ['a day that is not one', { season: { from: '2027-02-30', to: '2027-06-30' } }, 422, 'INVALID_LEAGUE_SEASON'],
      ['an unknown currency', { currency: 'XYZ' }, 400, 'VALIDATION_FAILED'],
      ['an unknown field', { colour: 'red' }, 400, 'VALIDATION_FAILED'],
    ])('creating a league with %s', async (_name, changes, status, code) => {
      await refused(() => post(director, '/leagues', body(changes)), status, code);
    });

    it('changing a league to a bad formula or season, or an unknown league', async () => {
      await refused(() => patch(director, `/leagues/${league}`, { formula: { kind: 'by-place', places: [1, 2] } }), 400, 'INVALID_LEAGUE_FORMULA');
      await refused(() => patch(director, `/leagues/${league}`, { season: { from: '2027-03-01', to: '2027-02-01' } }), 422, 'INVALID_LEAGUE_SEASON');
      await refused(() => patch(director, `/leagues/${league}`, { currency: 'EUR' }), 400, 'VALIDATION_FAILED');
      await refused(() => patch(director, `/leagues/${randomUUID()}`, { name: 'x' }), 404, 'LEAGUE_NOT_FOUND');
    });

    it('adding an event twice, an unknown one, one in another currency; removing one not in the league', async () => {
      await refused(() => post(director, `/leagues/${league}/events`, { tournamentId: played[0]?.id }), 409, 'LEAGUE_EVENT_ALREADY_ADDED');
      await refused(() => post(director, `/leagues/${league}/events`, { tournamentId: randomUUID() }), 404, 'TOURNAMENT_NOT_FOUND');
      const euros = await createLiveEvent(api, director, { name: 'euro week', currency: 'EUR' });
      await refused(() => post(director, `/leagues/${league}/events`, { tournamentId: euros }), 409, 'LEAGUE_EVENT_CURRENCY_MISMATCH');
      await refused(() => post(director, `/leagues/${league}/events/${euros}/remove`), 404, 'LEAGUE_EVENT_NOT_FOUND');
      await refused(() => post(director, `/leagues/${randomUUID()}/events`, { tournamentId: played[0]?.id }), 404, 'LEAGUE_NOT_FOUND');
    });

    it('reads of an unknown league or player, a bad cursor', async () => {
      for (const path of ['', '/standings', '/standings.csv', `/players/${p(0)}`]) {
        const res = await get(playerKey, `/leagues/${randomUUID()}${path}`).expect(404);
        expect(res.body.error.code).toBe('LEAGUE_NOT_FOUND');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
      expect((await get(playerKey, `/leagues/${league}/players/${randomUUID()}`).expect(404)).body.error.code).toBe('PLAYER_NOT_FOUND');
      expect((await get(playerKey, `/leagues/${league}/standings?cursor=bm9wZQ`).expect(400)).body.error.code).toBe('INVALID_CURSOR');
    });

    it('roles: only admins and directors change leagues; every key reads them', async () => {
      for (const key of [cashier, floor, playerKey]) {
        await refused(() => post(key, '/leagues', body({})), 403, 'ROLE_FORBIDDEN');
        await refused(() => patch(key, `/leagues/${league}`, { name: 'mine' }), 403, 'ROLE_FORBIDDEN');
        await refused(() => post(key, `/leagues/${league}/events/${played[0]?.id}/remove`), 403, 'ROLE_FORBIDDEN');
        await get(key, `/leagues/${league}/standings`).expect(200);
      }
      await refused(() => request(api.http).get(`/leagues/${league}/standings`), 401, 'API_KEY_MISSING');
    });
  });
});
