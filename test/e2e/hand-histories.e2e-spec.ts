/**
 * Hand histories through HTTP: hands played at three tables by six players, then searched (by
 * table, player, tournament, start time; paged), read as JSON by every role — admins and
 * directors see every card, cashiers the public copy, a player only hands they were dealt into,
 * with other players' down cards hidden unless shown — and named as the players were named then.
 */
import request from 'supertest';
import { HandEvent, HandHistory } from '@app/razz-engine';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { HandSummaryBody, handJson, listAllHands } from '../support/hand-histories';
import { HistoryScenario, playHistoryScenario, TOURNAMENT_ID } from '../support/hand-history-scenario';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';

type Deal = Extract<HandEvent, { type: 'deal' }>;

/** Each seat's down cards as this copy shows them (null = hidden), over every street. */
function downCards(h: HandHistory): Record<number, (string | null)[]> {
  const out: Record<number, (string | null)[]> = {};
  for (const e of h.events.filter((x): x is Deal => x.type === 'deal')) out[e.seat] = [...(out[e.seat] ?? []), ...e.down];
  return out;
}

const shows = (h: HandHistory) => h.events.filter((e) => e.type === 'show');
const hidden = (cards: (string | null)[] | undefined) => (cards ?? []).length > 0 && (cards ?? []).every((c) => c === null);
const visible = (cards: (string | null)[] | undefined) => (cards ?? []).length > 0 && (cards ?? []).every((c) => typeof c === 'string');

describe('hand histories: search, JSON, roles and censoring', () => {
  let api: ApiTestApp;
  let director: string;
  let cashier: string;
  let s: HistoryScenario;
  let newestFirst: string[];

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true } });
    director = (await createKey(api, 'director')).key;
    cashier = (await createKey(api, 'cashier')).key;
    s = await playHistoryScenario(api, director);
    newestFirst = [s.hands.tournament, s.hands.headsUp, s.hands.foldAround, s.hands.showdown];
  }, 120_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('lists every finished hand newest first for staff, with what each hand was and who won what', async () => {
    const all = await listAllHands(api.http, api.adminKey);
    expect(all.map((h) => h.id)).toEqual(newestFirst);
    expect(await listAllHands(api.http, director)).toEqual(all);
    const showdown = all[3] as HandSummaryBody;
    expect(showdown).toMatchObject({
      tableId: s.tables.first,
      tableName: 'Gotha II',
      handNumber: 1,
      tournamentId: null,
      unit: 'USD',
      game: { id: 'razz', name: 'Razz' },
      stakes: { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 },
      endedBy: 'showdown',
      rake: 0,
      hero: null,
    });
    expect(showdown.serial).toMatch(/^\d+$/);
    // Antes 3 × 5, the bring-in 10 called, four streets checked: seat 1's wheel takes it all.
    expect(showdown.totalPot).toBe(15 + 10 + 10);
    expect(showdown.players).toEqual([
      { seat: 1, playerId: s.players.ann.playerId, screenName: s.players.ann.screenName, startingStack: 2_000, net: 35 - 15, bot: false },
      { seat: 2, playerId: s.players.bo.playerId, screenName: s.players.bo.screenName, startingStack: 2_000, net: -15, bot: false },
      { seat: 3, playerId: s.players.cy.playerId, screenName: s.players.cy.screenName, startingStack: 2_000, net: -5, bot: false },
    ]);
    const serials = all.map((h) => Number(h.serial));
    expect([...serials].sort((a, b) => b - a)).toEqual(serials);
    expect(all.every((h) => h.startedAt <= h.endedAt)).toBe(true);
    expect(all.map((h) => h.id)).not.toContain(s.runningHandId);
  });

  it('filters by table, player, tournament and start time, together too, and pages without skipping or repeating', async () => {
    const ids = async (query: Record<string, string | number>) => (await listAllHands(api.http, api.adminKey, query)).map((h) => h.id);
    const [tournament, headsUp, foldAround, showdown] = newestFirst as [string, string, string, string];
    expect(await ids({ tableId: s.tables.first })).toEqual([foldAround, showdown]);
    expect(await ids({ playerId: s.players.ann.playerId })).toEqual([headsUp, foldAround, showdown]);
    expect(await ids({ playerId: s.players.di.playerId })).toEqual([headsUp]);
    expect(await ids({ playerId: s.players.ann.playerId, tableId: s.tables.second })).toEqual([headsUp]);
    expect(await ids({ tournamentId: TOURNAMENT_ID })).toEqual([tournament]);
    expect(await ids({ tournamentId: 'no-such-event' })).toEqual([]);
    const all = await listAllHands(api.http, api.adminKey);
    const startOf = (id: string) => all.find((h) => h.id === id)?.startedAt as string;
    // From inclusive, to exclusive, on the hands' own start times.
    expect(await ids({ from: startOf(foldAround), to: startOf(tournament) })).toEqual([headsUp, foldAround]);
    expect(await ids({ from: startOf(headsUp), playerId: s.players.ann.playerId })).toEqual([headsUp]);
    expect(await ids({ to: startOf(foldAround) })).toEqual([showdown]);
    for (const limit of [1, 3]) expect(await ids({ limit })).toEqual(newestFirst);
    const first = await request(api.http).get('/hands').query({ limit: 3 }).set('x-api-key', api.adminKey).expect(200);
    expect(first.body.items).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
  });

  it('shows a player only the hands they were dealt into, with their own seat and result', async () => {
    const ann = await listAllHands(api.http, s.players.ann.key);
    expect(ann.map((h) => h.id)).toEqual([s.hands.headsUp, s.hands.foldAround, s.hands.showdown]);
    expect(ann.map((h) => h.hero)).toEqual(ann.map((h) => ({ seat: 1, net: h.players.find((p) => p.playerId === s.players.ann.playerId)?.net })));
    expect((await listAllHands(api.http, s.players.di.key)).map((h) => h.id)).toEqual([s.hands.headsUp]);
    expect((await listAllHands(api.http, s.players.ed.key, { tournamentId: TOURNAMENT_ID })).map((h) => h.id)).toEqual([s.hands.tournament]);
    expect(await listAllHands(api.http, s.players.di.key, { tableId: s.tables.first })).toEqual([]);
    expect((await listAllHands(api.http, s.players.ann.key, { playerId: s.players.ann.playerId })).map((h) => h.id)).toEqual(ann.map((h) => h.id));
    const other = await request(api.http).get('/hands').query({ playerId: s.players.bo.playerId }).set('x-api-key', s.players.ann.key).expect(403);
    expect(other.body.error.code).toBe('PLAYER_SCOPE_FORBIDDEN');
    // A hand they did not play is "not found", exactly like one that does not exist.
    for (const path of [`/hands/${s.hands.showdown}`, `/hands/${s.hands.showdown}/text`]) {
      const res = await request(api.http).get(path).set('x-api-key', s.players.di.key).expect(404);
      expect(res.body.error.code).toBe('HAND_NOT_FOUND');
    }
  });

  it('gives staff every card, a player their own copy (others hidden unless shown) and cashiers the public copy', async () => {
    const admin = (await handJson(api.http, api.adminKey, s.hands.showdown)).history;
    expect(admin).toMatchObject({ viewer: 'all', deck: expect.any(Array), handId: expect.stringMatching(/^\d+$/) });
    expect([1, 2, 3].every((seat) => visible(downCards(admin)[seat]))).toBe(true);
    expect((await handJson(api.http, director, s.hands.showdown)).history).toEqual(admin);
    // The winner's wheel was shown at the showdown; seat 3 folded on 3rd street and never showed.
    expect(shows(admin).map((e) => e.seat)).toContain(1);
    expect(shows(admin).map((e) => e.seat)).not.toContain(3);
    for (const [name, seat] of [
      ['ann', 1],
      ['bo', 2],
      ['cy', 3],
    ] as const) {
      const copy = (await handJson(api.http, s.players[name].key, s.hands.showdown)).history;
      const downs = downCards(copy);
      const othersHidden = [1, 2, 3].filter((x) => x !== seat).every((x) => hidden(downs[x]));
      expect({ name, viewer: copy.viewer, deck: copy.deck, own: visible(downs[seat]), othersHidden, shows: shows(copy) }).toEqual({
        name,
        viewer: seat,
        deck: null,
        own: true,
        othersHidden: true,
        shows: shows(admin),
      });
      expect(copy.outcome).toEqual(admin.outcome);
    }
    const pub = (await handJson(api.http, cashier, s.hands.showdown)).history;
    expect(pub).toMatchObject({ viewer: null, deck: null, outcome: admin.outcome });
    expect({ hidden: [1, 2, 3].every((x) => hidden(downCards(pub)[x])), shows: shows(pub) }).toEqual({ hidden: true, shows: shows(admin) });
    // Nobody showed in the hand folded to the bring-in: only its own player sees a seat's down cards.
    const foldAround = (await handJson(api.http, s.players.bo.key, s.hands.foldAround)).history;
    expect([hidden(downCards(foldAround)[1]), visible(downCards(foldAround)[2]), hidden(downCards(foldAround)[3]), shows(foldAround)]).toEqual([
      true,
      true,
      true,
      [],
    ]);
    expect((await listAllHands(api.http, cashier)).map((h) => h.id)).toEqual(newestFirst);
  });

  it('keeps the screen names the players had when the hand was played', async () => {
    const renamed = 'Bo Renamed';
    await request(api.http).patch(`/players/${s.players.bo.playerId}`).set('x-api-key', director).send({ screenName: renamed }).expect(200);
    const history = (await handJson(api.http, api.adminKey, s.hands.showdown)).history;
    expect(history.seats.map((seat) => seat.name)).toEqual([s.players.ann.screenName, s.players.bo.screenName, s.players.cy.screenName]);
    const summary = (await listAllHands(api.http, api.adminKey, { tableId: s.tables.first })).find((h) => h.id === s.hands.showdown);
    expect(summary?.players.find((p) => p.seat === 2)?.screenName).toBe(s.players.bo.screenName);
    const table = await request(api.http).get(`/tables/${s.tables.first}`).set('x-api-key', director).expect(200);
    expect(table.body.seats.find((seat: { seat: number }) => seat.seat === 2).screenName).toBe(renamed);
  });

  it('answers unknown, running and malformed hands and bad queries with clear errors', async () => {
    const code = async (path: string, key: string, status: number) =>
      (await request(api.http).get(path).set('x-api-key', key).expect(status)).body.error.code as string;
    expect(await code('/hands/7d0c1a9e-0b6f-4c4e-9a53-2f7f6c1d2e3f', api.adminKey, 404)).toBe('HAND_NOT_FOUND');
    expect(await code(`/hands/${s.runningHandId}`, api.adminKey, 404)).toBe('HAND_NOT_FOUND');
    expect(await code(`/hands/${s.runningHandId}/text`, director, 404)).toBe('HAND_NOT_FOUND');
    expect(await code('/hands/not-a-uuid', api.adminKey, 400)).toBe('VALIDATION_FAILED');
    expect(await code('/hands?limit=0', api.adminKey, 400)).toBe('VALIDATION_FAILED');
    expect(await code('/hands?tableId=nope', api.adminKey, 400)).toBe('VALIDATION_FAILED');
    expect(await code('/hands?from=yesterday', api.adminKey, 400)).toBe('VALIDATION_FAILED');
    expect(await code('/hands?colour=red', api.adminKey, 400)).toBe('VALIDATION_FAILED');
    expect(await code('/hands?cursor=bm9wZQ', api.adminKey, 400)).toBe('INVALID_CURSOR');
    expect(await code('/hands/export?limit=501', api.adminKey, 400)).toBe('VALIDATION_FAILED');
    expect(await code('/hands?from=2026-11-30T00:00:00Z&to=2026-11-29T00:00:00Z', api.adminKey, 422)).toBe('INVALID_DATE_RANGE');
    expect(await code('/hands', 'rr_0000000000000000_nope', 401)).toBe('API_KEY_INVALID');
  });
});
