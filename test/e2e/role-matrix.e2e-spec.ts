/**
 * Every route × every kind of caller → the expected status, exactly the matrix in docs/api.md.
 * The route list comes from the OpenAPI document, so a new route without a row here fails, and
 * each route's documented roles (x-roles) must be the ones this matrix allows.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { PokerTable, TableRepository, UnitOfWork } from '@app/persistence';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { SeedEpochsService } from '@app/room/hands/seed-epochs.service';
import { ClockService } from '@app/room/tournaments/clock.service';
import { bustAt } from '../support/balancing';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';
import { handAgainstNewcomer } from '../support/hand-history-scenario';

type Caller = 'none' | 'invalid-key' | 'revoked-key' | 'admin' | 'director' | 'cashier' | 'floor' | 'player-self' | 'player-other';
const CALLERS: Caller[] = ['none', 'invalid-key', 'revoked-key', 'admin', 'director', 'cashier', 'floor', 'player-self', 'player-other'];
type Role = 'admin' | 'director' | 'cashier' | 'floor' | 'player-self' | 'player-other';

interface Fixture {
  selfPlayer: string;
  otherPlayer: string;
  accountId: string;
  transactionId: string;
  keyId: string;
  structureId: string;
  /** Running, self and other playing, prize pool final (no late registration). */
  tournamentId: string;
  /** A finished hand the self player was dealt into and the other player was not. */
  handId: string;
}

interface Row {
  route: string;
  /** Callers that succeed; every other key gets 403, no key or a bad key 401. `public`: everyone succeeds. */
  allowed: Role[] | 'public';
  /** The documented roles (x-roles in /docs-json). */
  documented: string[];
  success: number;
  /** Callers refused with another status than 403: a player asking for a hand not theirs gets 404 (hand ids do not leak). */
  refusedWith?: Partial<Record<Role, number>>;
  /**
   * Prepares the route's targets and returns the request to send (wrapped: a supertest request is
   * a thenable, which `await` would send). Runs once per caller, so a mutating route gets fresh
   * targets each time.
   */
  send: (api: ApiTestApp, fx: Fixture) => Promise<{ req: request.Test }>;
}

const STAFF_READ: Role[] = ['admin', 'director', 'cashier', 'floor'];
const MONEY: Role[] = ['admin', 'cashier'];
const ALL: Role[] = ['admin', 'director', 'cashier', 'floor', 'player-self', 'player-other'];
const json = (test: request.Test, body: object) => test.send(body);
const ALL_DOCUMENTED = ['admin', 'director', 'cashier', 'floor', 'player'];
const SEATING: Role[] = ['admin', 'director', 'player-self'];
const SEATING_DOCUMENTED = ['admin', 'director', 'player'];
/** The floor's work: seating and moving players, waitlists, what it records at live tables. */
const FLOOR: Role[] = ['admin', 'director', 'floor'];
const FLOOR_SEATING: Role[] = ['admin', 'director', 'floor', 'player-self'];
const FLOOR_SEATING_DOCUMENTED = ['admin', 'director', 'floor', 'player'];
const tableBody = () => ({
  name: `m-${randomUUID().slice(0, 8)}`,
  kind: 'cash',
  preset: 'razz',
  stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  unit: 'USD',
  minBuyIn: 100,
  maxBuyIn: 1000,
  handPauseMs: 0,
});

async function newTable(api: ApiTestApp): Promise<string> {
  return (await request(api.http).post('/tables').set('x-api-key', api.adminKey).send(tableBody()).expect(201)).body.id as string;
}

/**
 * A heads-up hand (the player's own seat 1 against seat 2) at the moment it is the player's turn:
 * the action names seat 1, so staff act for it, the player for itself, another player is refused.
 */
async function selfPlayerToAct(api: ApiTestApp, fx: Fixture): Promise<{ tableId: string; body: object }> {
  const tableId = await newTable(api);
  await deposit(api, fx.otherPlayer, 1000);
  for (const [seat, playerId] of [
    [1, fx.selfPlayer],
    [2, fx.otherPlayer],
  ] as const) {
    await request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', api.adminKey).send({ seat, buyIn: 500, playerId }).expect(201);
  }
  for (let i = 0; i < 500; i++) {
    const hand = (await request(api.http).get(`/tables/${tableId}`).set('x-api-key', api.adminKey).expect(200)).body.hand;
    const legal = new Set<string>((hand?.view.legalActions ?? []).map((a: { kind: string }) => a.kind));
    const kind = ['check', 'bring-in', 'call'].find((k) => legal.has(k)) ?? 'complete';
    if (hand?.status === 'running' && hand.view.toAct === 1) return { tableId, body: { kind, seat: 1, version: hand.version } };
    if (hand?.status === 'running')
      await request(api.http).post(`/tables/${tableId}/actions`).set('x-api-key', api.adminKey).send({ kind, seat: 2 }).expect(200);
    else await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the hand never came to seat 1');
}
const idem = (test: request.Test) => test.set('Idempotency-Key', randomUUID());

const admin = (api: ApiTestApp, test: request.Test) => test.set('x-api-key', api.adminKey);

/** A tournament through the API as admin: scheduled, or further along. */
async function tournament(api: ApiTestApp, stage: 'scheduled' | 'registering' | 'running', players: string[] = [], extra: object = {}): Promise<string> {
  const body = {
    name: `matrix ${randomUUID().slice(0, 6)}`,
    structurePreset: 'turbo',
    currency: 'USD',
    buyIn: 100,
    fee: 10,
    startingStack: 1_000,
    maxPlayers: 20,
    handPauseMs: 600_000,
    ...extra,
  };
  const id = (await admin(api, request(api.http).post('/tournaments')).send(body).expect(201)).body.id as string;
  if (stage === 'scheduled') return id;
  await admin(api, request(api.http).post(`/tournaments/${id}/open-registration`)).expect(200);
  for (const p of players) await admin(api, request(api.http).post(`/tournaments/${id}/players/${p}/register`)).expect(201);
  if (stage === 'running') await admin(api, request(api.http).post(`/tournaments/${id}/start`)).expect(200);
  return id;
}

/** A multi-day event with one flight (admin): the event's id or the flight's. */
async function multiDayFlight(api: ApiTestApp, which: 'event' | 'flight'): Promise<string> {
  const eventId = await tournament(api, 'scheduled', [], { format: 'multi-day', flightReentry: 'keep-best' });
  const flight = await admin(api, request(api.http).post(`/tournaments/${eventId}/flights`))
    .send({ flightName: '1A', flightStopLevel: 1 })
    .expect(201);
  return which === 'event' ? eventId : (flight.body.id as string);
}

/** A running tournament of `count` fresh players at two-seat tables, and its tables by number. */
async function twoSeatTables(
  api: ApiTestApp,
  count: number,
  extra: object = {},
): Promise<{ id: string; tables: { tableId: string; number: number; seats: { playerId: string }[] }[] }> {
  const players: string[] = [];
  for (let i = 0; i < count; i++) {
    players.push(await createPlayer(api));
    await deposit(api, players[i] as string, 1_000);
  }
  const id = await tournament(api, 'running', players, { seatsPerTable: 2, ...extra });
  return { id, tables: (await admin(api, request(api.http).get(`/tournaments/${id}/tables`)).expect(200)).body.items };
}

/**
 * A live tournament in play (dealt by a dealer, the floor reports busts and counts; the floor-input
 * routes refuse an engine-dealt one with NOT_A_LIVE_TOURNAMENT): `count` fresh players at
 * two-seat tables.
 */
const liveTables = (api: ApiTestApp, count: number, extra: object = {}) => twoSeatTables(api, count, { dealing: 'live', ...extra });

/** Every player seated, with `chips` each: a chip count's or a chip race's body. */
const stacksOf = (tables: { seats: { playerId: string }[] }[], chips: number) => tables.flatMap((t) => t.seats.map((s) => ({ playerId: s.playerId, chips })));

/**
 * Table 1 can break: six players at three two-seat tables, one bust each at tables 1 and 2, and
 * table 3 (first in the break order) mid-hand, so balancing waits for it instead of breaking it.
 */
async function breakableTable(api: ApiTestApp): Promise<{ id: string; tableId: string }> {
  const { id, tables } = await twoSeatTables(api, 6);
  const [one, , three] = tables;
  await api.app.get(HandLifecycleService).startHand(three?.tableId as string, 1);
  await bustAt(api.app, id, 1, 1);
  await bustAt(api.app, id, 2, 1);
  return { id, tableId: one?.tableId as string };
}

const TOURNAMENT_STAFF: Role[] = ['admin', 'director'];

const leagueBody = () => ({
  name: `league ${randomUUID().slice(0, 6)}`,
  currency: 'USD',
  season: { from: '2027-01-01', to: '2027-06-30' },
  formula: { kind: 'by-place', places: [100, 80, 65], participation: 5 },
});

/** A league made by the admin, counting `tournamentId` when given. */
async function newLeague(api: ApiTestApp, tournamentId?: string): Promise<string> {
  const id = (await admin(api, request(api.http).post('/leagues')).send(leagueBody()).expect(201)).body.id as string;
  if (tournamentId)
    await admin(api, request(api.http).post(`/leagues/${id}/events`))
      .send({ tournamentId })
      .expect(200);
  return id;
}
const ENTRANTS: Role[] = ['admin', 'director', 'cashier', 'player-self'];
const ENTRANTS_DOC = ['admin', 'director', 'cashier', 'player (own :playerId)'];

const TOURNAMENT_ROWS: Row[] = [
  {
    route: 'POST /tournament-structures',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 201,
    send: async (api) => ({
      req: json(request(api.http).post('/tournament-structures'), {
        name: `s-${randomUUID().slice(0, 8)}`,
        items: [{ kind: 'level', minutes: 10, stakes: { ante: 0, bringIn: 5, smallBet: 20, bigBet: 40 } }],
      }),
    }),
  },
  {
    route: 'GET /tournament-structures',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/tournament-structures') }),
  },
  {
    route: 'GET /tournament-structures/{structureId}',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournament-structures/${fx.structureId}`) }),
  },
  {
    route: 'GET /tournament-structure-presets',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/tournament-structure-presets') }),
  },
  {
    route: 'POST /tournaments',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 201,
    send: async (api) => ({
      req: json(request(api.http).post('/tournaments'), {
        name: 'm',
        structurePreset: 'standard',
        currency: 'USD',
        buyIn: 100,
        fee: 0,
        startingStack: 100,
        maxPlayers: 9,
      }),
    }),
  },
  {
    route: 'GET /tournaments',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/tournaments') }),
  },
  {
    route: 'GET /tournaments/{tournamentId}',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/entries',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/entries`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/results',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/results`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/bounties',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/bounties`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/clock',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/clock`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/open-registration',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api) => ({ req: request(api.http).post(`/tournaments/${await tournament(api, 'scheduled')}/open-registration`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/start',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).post(`/tournaments/${await tournament(api, 'registering', [fx.selfPlayer, fx.otherPlayer])}/start`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/cancel',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).post(`/tournaments/${await tournament(api, 'registering', [fx.otherPlayer])}/cancel`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/flights',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 201,
    send: async (api) => ({
      req: request(api.http)
        .post(`/tournaments/${await tournament(api, 'scheduled', [], { format: 'multi-day', flightReentry: 'if-busted' })}/flights`)
        .send({ flightName: '1A', flightStopPercent: 20 }),
    }),
  },
  {
    // Refused at once for a flight whose stop is not due: the role check comes first.
    route: 'POST /tournaments/{tournamentId}/bag',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 409,
    send: async (api) => ({ req: request(api.http).post(`/tournaments/${await multiDayFlight(api, 'flight')}/bag`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/flights',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get(`/tournaments/${await multiDayFlight(api, 'event')}/flights`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/flight-report',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get(`/tournaments/${await multiDayFlight(api, 'flight')}/flight-report`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/players/{playerId}/register',
    allowed: ENTRANTS,
    documented: ENTRANTS_DOC,
    success: 201,
    send: async (api, fx) => ({ req: request(api.http).post(`/tournaments/${await tournament(api, 'registering')}/players/${fx.selfPlayer}/register`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/players/{playerId}/unregister',
    allowed: ENTRANTS,
    documented: ENTRANTS_DOC,
    success: 200,
    send: async (api, fx) => ({
      req: request(api.http).post(`/tournaments/${await tournament(api, 'registering', [fx.selfPlayer])}/players/${fx.selfPlayer}/unregister`),
    }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/players/{playerId}/rebuy',
    allowed: ENTRANTS,
    documented: ENTRANTS_DOC,
    success: 200,
    send: async (api, fx) => {
      const id = await tournament(api, 'running', [fx.selfPlayer, fx.otherPlayer], { rebuy: { levels: 2, price: 100, fee: 0, chips: 1_000 } });
      return { req: json(request(api.http).post(`/tournaments/${id}/players/${fx.selfPlayer}/rebuy`), { rebuyNumber: 1 }) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/players/{playerId}/add-on',
    allowed: ENTRANTS,
    documented: ENTRANTS_DOC,
    success: 200,
    send: async (api, fx) => {
      const id = await tournament(api, 'running', [fx.selfPlayer, fx.otherPlayer], { addOn: { price: 100, fee: 0, chips: 1_000 } });
      // Turbo: the first break follows level VI (item 6); the clock is taken there as its job would.
      await admin(api, request(api.http).post(`/tournaments/${id}/clock/level`))
        .send({ level: 6 })
        .expect(200);
      await api.app.get(ClockService).levelUp({ tournamentId: id, itemIndex: 6, epoch: 1 });
      return { req: request(api.http).post(`/tournaments/${id}/players/${fx.selfPlayer}/add-on`) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/clock/pause',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).post(`/tournaments/${await tournament(api, 'running', [fx.selfPlayer, fx.otherPlayer])}/clock/pause`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/clock/resume',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => {
      const id = await tournament(api, 'running', [fx.selfPlayer, fx.otherPlayer]);
      await admin(api, request(api.http).post(`/tournaments/${id}/clock/pause`)).expect(200);
      return { req: request(api.http).post(`/tournaments/${id}/clock/resume`) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/clock/level',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => ({ req: json(request(api.http).post(`/tournaments/${fx.tournamentId}/clock/level`), { level: 2 }) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/clock/break',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).post(`/tournaments/${await tournament(api, 'running', [fx.selfPlayer, fx.otherPlayer])}/clock/break`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/deals',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 201,
    send: async (api, fx) => ({ req: json(request(api.http).post(`/tournaments/${fx.tournamentId}/deals`), { method: 'icm' }) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/tables',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/tables`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/players/{playerId}/pending-requests',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/players/${fx.selfPlayer}/pending-requests`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/players/{playerId}/move',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => {
      // Three players at two-seat tables: one table full, the other with a free seat.
      const { id, tables } = await twoSeatTables(api, 3);
      const full = tables.find((t) => t.seats.length === 2);
      const short = tables.find((t) => t.seats.length === 1);
      return { req: json(request(api.http).post(`/tournaments/${id}/players/${full?.seats[0]?.playerId}/move`), { tableId: short?.tableId }) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/tables/{tableId}/break',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => {
      const { id, tableId } = await breakableTable(api);
      return { req: request(api.http).post(`/tournaments/${id}/tables/${tableId}/break`) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/tables/{tableId}/button',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => {
      const { id, tables } = await liveTables(api, 2);
      return { req: json(request(api.http).post(`/tournaments/${id}/tables/${tables[0]?.tableId}/button`), { seat: 1 }) };
    },
  },
  ...(['lock', 'unlock'] as const).map((change): Row => ({
    route: `POST /tournaments/{tournamentId}/tables/{tableId}/${change}`,
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => {
      const table = (await admin(api, request(api.http).get(`/tournaments/${fx.tournamentId}/tables`)).expect(200)).body.items[0];
      return { req: request(api.http).post(`/tournaments/${fx.tournamentId}/tables/${table.tableId}/${change}`) };
    },
  })),
  {
    route: 'POST /tournaments/{tournamentId}/deals/{dealId}/confirm',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api, fx) => {
      const id = await tournament(api, 'running', [fx.selfPlayer, fx.otherPlayer]);
      const deal = await admin(api, request(api.http).post(`/tournaments/${id}/deals`))
        .send({ method: 'chip-chop' })
        .expect(201);
      return { req: request(api.http).post(`/tournaments/${id}/deals/${deal.body.id}/confirm`) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/redraw',
    allowed: TOURNAMENT_STAFF,
    documented: TOURNAMENT_STAFF,
    success: 200,
    send: async (api) => ({ req: request(api.http).post(`/tournaments/${(await twoSeatTables(api, 3)).id}/redraw`) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/floor',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/floor`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/balance',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => ({ req: request(api.http).post(`/tournaments/${(await liveTables(api, 3)).id}/balance`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/floor/busts',
    allowed: FLOOR,
    documented: FLOOR,
    success: 201,
    send: async (api) => {
      // Three players: one out at the full table leaves two in play.
      const { id, tables } = await liveTables(api, 3);
      const full = tables.find((t) => t.seats.length === 2);
      return {
        req: json(request(api.http).post(`/tournaments/${id}/floor/busts`), { tableId: full?.tableId, players: [{ playerId: full?.seats[0]?.playerId }] }),
      };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/floor/chip-counts',
    allowed: FLOOR,
    documented: FLOOR,
    success: 201,
    send: async (api) => {
      const { id, tables } = await liveTables(api, 2);
      return { req: json(request(api.http).post(`/tournaments/${id}/floor/chip-counts`), { counts: stacksOf(tables, 1_000).slice(0, 1) }) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/floor/colour-up',
    allowed: FLOOR,
    documented: FLOOR,
    success: 201,
    send: async (api) => {
      const { id, tables } = await liveTables(api, 2);
      // A chip race is run at a break: turbo's first follows level VI (item 6), taken there as its job would.
      await admin(api, request(api.http).post(`/tournaments/${id}/clock/level`))
        .send({ level: 6 })
        .expect(200);
      await api.app.get(ClockService).levelUp({ tournamentId: id, itemIndex: 6, epoch: 1 });
      return { req: json(request(api.http).post(`/tournaments/${id}/floor/colour-up`), { removedChip: 5, stacks: stacksOf(tables, 1_000) }) };
    },
  },
  {
    route: 'POST /tournaments/{tournamentId}/floor/hand-done',
    allowed: FLOOR,
    documented: FLOOR,
    success: 201,
    send: async (api) => {
      // Hand-for-hand from the start (four players left at two tables, handForHandAt 4); balancing opens its first round.
      const { id, tables } = await liveTables(api, 4, { handForHandAt: 4 });
      await eventually(
        async () => {
          const floor = (await admin(api, request(api.http).get(`/tournaments/${id}/floor`)).expect(200)).body;
          return floor.handForHand.open === true || notYet(floor.handForHand);
        },
        WAIT_MS,
        'the first hand-for-hand round to open',
      );
      return { req: json(request(api.http).post(`/tournaments/${id}/floor/hand-done`), { tableId: tables[0]?.tableId }) };
    },
  },
  {
    route: 'GET /tournaments/{tournamentId}/floor/inputs',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/floor/inputs`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/floor/inputs/{inputId}/undo',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => {
      const { id, tables } = await liveTables(api, 2);
      const count = await admin(api, request(api.http).post(`/tournaments/${id}/floor/chip-counts`))
        .send({ counts: stacksOf(tables, 900).slice(0, 1) })
        .expect(201);
      return { req: json(request(api.http).post(`/tournaments/${id}/floor/inputs/${count.body.id}/undo`), {}) };
    },
  },
  {
    route: 'GET /tournaments/{tournamentId}/moves',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/moves`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/moves/{moveId}/done',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => {
      // A director's move at a live event: the seat changes at once, the floor gets an instruction to carry out.
      const { id, tables } = await liveTables(api, 3);
      const full = tables.find((t) => t.seats.length === 2);
      const short = tables.find((t) => t.seats.length === 1);
      await admin(api, request(api.http).post(`/tournaments/${id}/players/${full?.seats[0]?.playerId}/move`))
        .send({ tableId: short?.tableId })
        .expect(200);
      const moves = (await admin(api, request(api.http).get(`/tournaments/${id}/moves`)).expect(200)).body.items as { id: string }[];
      expect(moves).toHaveLength(1);
      return { req: request(api.http).post(`/tournaments/${id}/moves/${moves[0]?.id}/done`) };
    },
  },
  ...(['seating', 'players/lookup?q=p', 'results/export', 'statistics'] as const).map((report): Row => ({
    route: `GET /tournaments/{tournamentId}/${report.split('?')[0]}`,
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/${report}`) }),
  })),
];
const HAND_READERS: Role[] = ['admin', 'director', 'cashier', 'floor', 'player-self'];

const cashGameBody = () => ({
  name: `g-${randomUUID().slice(0, 8)}`,
  dealing: 'engine',
  preset: 'razz',
  stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
  unit: 'USD',
  minBuyIn: 100,
  maxBuyIn: 1000,
  handPauseMs: 600_000,
});

async function newCashGame(api: ApiTestApp): Promise<string> {
  return (await request(api.http).post('/cash-games').set('x-api-key', api.adminKey).send(cashGameBody()).expect(201)).body.id as string;
}

async function newCashTable(api: ApiTestApp, gameId: string): Promise<string> {
  return (await request(api.http).post(`/cash-games/${gameId}/tables`).set('x-api-key', api.adminKey).send({ name: 'matrix' }).expect(201)).body.id as string;
}

async function joinedWaitlist(api: ApiTestApp, playerId: string): Promise<{ gameId: string; tableId: string }> {
  const gameId = await newCashGame(api);
  const tableId = await newCashTable(api, gameId);
  await request(api.http).post(`/cash-games/${gameId}/waitlist`).set('x-api-key', api.adminKey).send({ playerId }).expect(201);
  return { gameId, tableId };
}

/** An open session of the self player at a fresh game's table (and a second table of that game). */
async function selfSession(api: ApiTestApp, fx: Fixture): Promise<{ sessionId: string; otherTableId: string }> {
  const gameId = await newCashGame(api);
  const [tableId, otherTableId] = [await newCashTable(api, gameId), await newCashTable(api, gameId)];
  const res = await request(api.http)
    .post('/cash-sessions')
    .set('x-api-key', api.adminKey)
    .send({ tableId, seat: 1, buyIn: 500, playerId: fx.selfPlayer })
    .expect(201);
  return { sessionId: res.body.id as string, otherTableId };
}
/** A pending top-up of the self player's session, as if asked for during a hand (the row a 202 leaves). */
async function selfPendingTopUp(api: ApiTestApp, fx: Fixture): Promise<string> {
  const { sessionId } = await selfSession(api, fx);
  const [session] = await sql<{ table_id: string }>(api.db.databaseUrl, 'SELECT table_id::text FROM cash_sessions WHERE id = $1', [sessionId]);
  const [row] = await sql<{ id: string }>(
    api.db.databaseUrl,
    `INSERT INTO pending_requests (id, kind, player_id, cash_session_id, table_id, params, actor_role) VALUES (gen_random_uuid(), 'top-up', $1, $2, $3, '{"amount":100,"source":"bankroll"}', 'player') RETURNING id::text`,
    [fx.selfPlayer, sessionId, session?.table_id],
  );
  return row?.id as string;
}
const REPORTS = ['players', 'tables', 'days'].flatMap((name) => [name, `${name}.csv`]);

const ROWS: Row[] = [
  { route: 'GET /health', allowed: 'public', documented: ['public'], success: 200, send: async (api) => ({ req: request(api.http).get('/health') }) },
  { route: 'GET /health/live', allowed: 'public', documented: ['public'], success: 200, send: async (api) => ({ req: request(api.http).get('/health/live') }) },
  {
    route: 'GET /health/ready',
    allowed: 'public',
    documented: ['public'],
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/health/ready') }),
  },
  { route: 'GET /metrics', allowed: 'public', documented: ['public'], success: 200, send: async (api) => ({ req: request(api.http).get('/metrics') }) },
  {
    route: 'POST /tournaments/{tournamentId}/display-links',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 201,
    send: async (api, fx) => ({ req: json(request(api.http).post(`/tournaments/${fx.tournamentId}/display-links`), { name: 'TV' }) }),
  },
  {
    route: 'GET /tournaments/{tournamentId}/display-links',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/display-links`) }),
  },
  {
    // The event's audit trail: the people who run it; the whole log (/audit-log) stays admin-only.
    route: 'GET /tournaments/{tournamentId}/audit-log',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/tournaments/${fx.tournamentId}/audit-log`) }),
  },
  {
    route: 'POST /tournaments/{tournamentId}/display-links/{linkId}/revoke',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 200,
    send: async (api, fx) => {
      const link = await admin(api, request(api.http).post(`/tournaments/${fx.tournamentId}/display-links`))
        .send({})
        .expect(201);
      return { req: json(request(api.http).post(`/tournaments/${fx.tournamentId}/display-links/${link.body.id}/revoke`), {}) };
    },
  },
  {
    // Public: the display link's token is the credential (no key needed, any key ignored).
    route: 'GET /displays/{token}',
    allowed: 'public',
    documented: ['public'],
    success: 200,
    send: async (api, fx) => {
      const link = await admin(api, request(api.http).post(`/tournaments/${fx.tournamentId}/display-links`))
        .send({})
        .expect(201);
      return { req: request(api.http).get(`/displays/${link.body.token}`) };
    },
  },
  {
    route: 'POST /waitlist-board/display-links',
    allowed: FLOOR,
    documented: FLOOR,
    success: 201,
    send: async (api) => ({ req: json(request(api.http).post('/waitlist-board/display-links'), { name: 'TV' }) }),
  },
  {
    route: 'GET /waitlist-board/display-links',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/waitlist-board/display-links') }),
  },
  {
    route: 'POST /waitlist-board/display-links/{linkId}/revoke',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => {
      const link = await admin(api, request(api.http).post('/waitlist-board/display-links')).send({}).expect(201);
      return { req: json(request(api.http).post(`/waitlist-board/display-links/${link.body.id}/revoke`), {}) };
    },
  },
  {
    // Public: the board link's token is the credential (no key needed, any key ignored).
    route: 'GET /boards/{token}',
    allowed: 'public',
    documented: ['public'],
    success: 200,
    send: async (api) => {
      const link = await admin(api, request(api.http).post('/waitlist-board/display-links')).send({}).expect(201);
      return { req: request(api.http).get(`/boards/${link.body.token}`) };
    },
  },
  {
    route: 'GET /auth/me',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/auth/me') }),
  },
  {
    route: 'POST /players',
    allowed: FLOOR,
    documented: FLOOR,
    success: 201,
    send: async (api) => ({ req: json(request(api.http).post('/players'), { screenName: `m-${randomUUID().slice(0, 8)}` }) }),
  },
  { route: 'GET /players', allowed: STAFF_READ, documented: STAFF_READ, success: 200, send: async (api) => ({ req: request(api.http).get('/players') }) },
  {
    route: 'GET /players/{playerId}',
    allowed: [...STAFF_READ, 'player-self'],
    documented: [...STAFF_READ, 'player (own :playerId)'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/players/${fx.selfPlayer}`) }),
  },
  {
    route: 'PATCH /players/{playerId}',
    allowed: ['admin', 'director'],
    documented: ['admin', 'director'],
    success: 200,
    send: async (api, fx) => ({ req: json(request(api.http).patch(`/players/${fx.selfPlayer}`), { fullName: `Name ${randomUUID().slice(0, 4)}` }) }),
  },
  {
    route: 'POST /players/{playerId}/deactivate',
    allowed: ['admin'],
    documented: ['admin'],
    success: 200,
    send: async (api) => ({ req: request(api.http).post(`/players/${await createPlayer(api)}/deactivate`) }),
  },
  {
    route: 'POST /players/{playerId}/reactivate',
    allowed: ['admin'],
    documented: ['admin'],
    success: 200,
    send: async (api) => {
      const id = await createPlayer(api);
      await request(api.http).post(`/players/${id}/deactivate`).set('x-api-key', api.adminKey).expect(200);
      return { req: request(api.http).post(`/players/${id}/reactivate`) };
    },
  },
  {
    route: 'GET /players/{playerId}/balances',
    allowed: ['admin', 'cashier', 'player-self'],
    documented: ['admin', 'cashier', 'player (own :playerId)'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/players/${fx.selfPlayer}/balances`) }),
  },
  {
    route: 'GET /players/{playerId}/statement',
    allowed: ['admin', 'cashier', 'player-self'],
    documented: ['admin', 'cashier', 'player (own :playerId)'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/players/${fx.selfPlayer}/statement?unit=USD`) }),
  },
  {
    route: 'POST /cashier/deposits',
    allowed: MONEY,
    documented: MONEY,
    success: 201,
    send: async (api, fx) => ({ req: idem(json(request(api.http).post('/cashier/deposits'), { playerId: fx.selfPlayer, unit: 'USD', amount: 5 })) }),
  },
  {
    route: 'POST /cashier/withdrawals',
    allowed: MONEY,
    documented: MONEY,
    success: 201,
    send: async (api, fx) => ({ req: idem(json(request(api.http).post('/cashier/withdrawals'), { playerId: fx.selfPlayer, unit: 'USD', amount: 1 })) }),
  },
  {
    route: 'POST /cashier/transfers',
    allowed: MONEY,
    documented: MONEY,
    success: 201,
    send: async (api, fx) => ({
      req: idem(json(request(api.http).post('/cashier/transfers'), { fromPlayerId: fx.selfPlayer, toPlayerId: fx.otherPlayer, unit: 'USD', amount: 1 })),
    }),
  },
  { route: 'GET /ledger/accounts', allowed: MONEY, documented: MONEY, success: 200, send: async (api) => ({ req: request(api.http).get('/ledger/accounts') }) },
  {
    route: 'GET /ledger/accounts/{accountId}/statement',
    allowed: MONEY,
    documented: MONEY,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/ledger/accounts/${fx.accountId}/statement`) }),
  },
  {
    route: 'GET /ledger/transactions/{transactionId}',
    allowed: MONEY,
    documented: MONEY,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/ledger/transactions/${fx.transactionId}`) }),
  },
  {
    route: 'POST /api-keys',
    allowed: ['admin'],
    documented: ['admin'],
    success: 201,
    send: async (api) => ({ req: json(request(api.http).post('/api-keys'), { name: 'matrix', role: 'director' }) }),
  },
  { route: 'GET /api-keys', allowed: ['admin'], documented: ['admin'], success: 200, send: async (api) => ({ req: request(api.http).get('/api-keys') }) },
  {
    route: 'GET /api-keys/{keyId}',
    allowed: ['admin'],
    documented: ['admin'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/api-keys/${fx.keyId}`) }),
  },
  {
    route: 'POST /api-keys/{keyId}/revoke',
    allowed: ['admin'],
    documented: ['admin'],
    success: 200,
    send: async (api) => ({ req: request(api.http).post(`/api-keys/${(await createKey(api, 'cashier')).id}/revoke`) }),
  },
  { route: 'GET /audit-log', allowed: ['admin'], documented: ['admin'], success: 200, send: async (api) => ({ req: request(api.http).get('/audit-log') }) },
  {
    route: 'POST /tables',
    allowed: ['admin', 'director'],
    documented: ['admin', 'director'],
    success: 201,
    send: async (api) => ({ req: json(request(api.http).post('/tables'), tableBody()) }),
  },
  { route: 'GET /tables', allowed: ALL, documented: ALL_DOCUMENTED, success: 200, send: async (api) => ({ req: request(api.http).get('/tables') }) },
  {
    route: 'GET /tables/{tableId}',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get(`/tables/${await newTable(api)}`) }),
  },
  {
    route: 'POST /tables/{tableId}/close',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api) => ({ req: request(api.http).post(`/tables/${await newTable(api)}/close`) }),
  },
  {
    route: 'POST /tables/{tableId}/seats',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 201,
    send: async (api, fx) => ({ req: json(request(api.http).post(`/tables/${await newTable(api)}/seats`), { seat: 1, buyIn: 500, playerId: fx.selfPlayer }) }),
  },
  {
    route: 'POST /tables/{tableId}/bots',
    allowed: ['admin', 'director'],
    documented: ['admin', 'director'],
    success: 201,
    // A practice table (play chips) with no one else seated: the bot waits, no hand is dealt.
    send: async (api) => {
      const tableId = (
        await request(api.http)
          .post('/tables')
          .set('x-api-key', api.adminKey)
          .send({ ...tableBody(), unit: 'PLAY' })
          .expect(201)
      ).body.id as string;
      return { req: json(request(api.http).post(`/tables/${tableId}/bots`), { seat: 2, strategy: 'tips', chips: 500 }) };
    },
  },
  {
    route: 'GET /tables/{tableId}/seed-epochs',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get(`/tables/${await newTable(api)}/seed-epochs`) }),
  },
  {
    route: 'POST /tables/{tableId}/seed-epochs/reveal',
    allowed: ['admin', 'director'],
    documented: ['admin', 'director'],
    success: 200,
    send: async (api) => {
      const tableId = await newTable(api);
      // The table's open epoch, as if it had dealt a hand (one that dealt none has nothing to reveal).
      const table = await api.app.get(TableRepository).findById(tableId);
      const epochs = api.app.get(SeedEpochsService);
      await api.app.get(UnitOfWork).run(async () => epochs.countHand(await epochs.epochForDeal(table as PokerTable)));
      return { req: request(api.http).post(`/tables/${tableId}/seed-epochs/reveal`) };
    },
  },
  {
    route: 'POST /tables/{tableId}/client-seed',
    allowed: SEATING,
    documented: SEATING_DOCUMENTED,
    success: 200,
    send: async (api, fx) => {
      const tableId = await newTable(api);
      await request(api.http)
        .post(`/tables/${tableId}/seats`)
        .set('x-api-key', api.adminKey)
        .send({ seat: 1, buyIn: 500, playerId: fx.selfPlayer })
        .expect(201);
      return { req: json(request(api.http).post(`/tables/${tableId}/client-seed`), { seed: 'matrix', playerId: fx.selfPlayer }) };
    },
  },
  ...(['leave', 'sit-out', 'sit-in'] as const).map((change): Row => ({
    route: `POST /tables/{tableId}/${change}`,
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 200,
    send: async (api, fx) => {
      const tableId = await newTable(api);
      await request(api.http)
        .post(`/tables/${tableId}/seats`)
        .set('x-api-key', api.adminKey)
        .send({ seat: 1, buyIn: 500, playerId: fx.selfPlayer })
        .expect(201);
      return { req: json(request(api.http).post(`/tables/${tableId}/${change}`), { playerId: fx.selfPlayer }) };
    },
  })),
  {
    route: 'POST /cash-games',
    allowed: ['admin', 'director'],
    documented: ['admin', 'director'],
    success: 201,
    send: async (api) => ({ req: json(request(api.http).post('/cash-games'), cashGameBody()) }),
  },
  { route: 'GET /cash-games', allowed: ALL, documented: ALL_DOCUMENTED, success: 200, send: async (api) => ({ req: request(api.http).get('/cash-games') }) },
  {
    route: 'GET /cash-games/{gameId}',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get(`/cash-games/${await newCashGame(api)}`) }),
  },
  {
    route: 'POST /cash-games/{gameId}/tables',
    allowed: FLOOR,
    documented: FLOOR,
    success: 201,
    send: async (api) => ({ req: json(request(api.http).post(`/cash-games/${await newCashGame(api)}/tables`), { name: 'matrix' }) }),
  },
  {
    route: 'POST /cash-games/{gameId}/close',
    allowed: ['admin', 'director'],
    documented: ['admin', 'director'],
    success: 200,
    send: async (api) => ({ req: request(api.http).post(`/cash-games/${await newCashGame(api)}/close`) }),
  },
  {
    route: 'POST /cash-games/{gameId}/waitlist',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 201,
    send: async (api, fx) => ({ req: json(request(api.http).post(`/cash-games/${await newCashGame(api)}/waitlist`), { playerId: fx.selfPlayer }) }),
  },
  {
    route: 'GET /cash-games/{gameId}/waitlist',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/cash-games/${(await joinedWaitlist(api, fx.selfPlayer)).gameId}/waitlist`) }),
  },
  {
    route: 'POST /cash-games/{gameId}/waitlist/call',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api, fx) => {
      const { gameId, tableId } = await joinedWaitlist(api, fx.selfPlayer);
      return { req: json(request(api.http).post(`/cash-games/${gameId}/waitlist/call`), { tableId }) };
    },
  },
  {
    route: 'POST /cash-games/{gameId}/waitlist/{playerId}/remove',
    allowed: FLOOR_SEATING,
    documented: ['admin', 'director', 'floor', 'player (own :playerId)'],
    success: 204,
    send: async (api, fx) => ({
      req: request(api.http).post(`/cash-games/${(await joinedWaitlist(api, fx.selfPlayer)).gameId}/waitlist/${fx.selfPlayer}/remove`),
    }),
  },
  {
    route: 'POST /cash-games/{gameId}/waitlist/{playerId}/no-show',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api, fx) => {
      const { gameId, tableId } = await joinedWaitlist(api, fx.selfPlayer);
      await admin(api, request(api.http).post(`/cash-games/${gameId}/waitlist/call`))
        .send({ tableId })
        .expect(200);
      return { req: request(api.http).post(`/cash-games/${gameId}/waitlist/${fx.selfPlayer}/no-show`) };
    },
  },
  {
    route: 'POST /cash-sessions',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 201,
    send: async (api, fx) => ({
      req: json(request(api.http).post('/cash-sessions'), {
        tableId: await newCashTable(api, await newCashGame(api)),
        seat: 1,
        buyIn: 500,
        playerId: fx.selfPlayer,
      }),
    }),
  },
  {
    route: 'GET /cash-sessions',
    allowed: STAFF_READ,
    documented: STAFF_READ,
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/cash-sessions') }),
  },
  {
    route: 'GET /cash-sessions/{sessionId}',
    allowed: [...STAFF_READ, 'player-self'],
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/cash-sessions/${(await selfSession(api, fx)).sessionId}`) }),
  },
  {
    route: 'POST /cash-sessions/{sessionId}/top-ups',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 201,
    send: async (api, fx) => ({ req: idem(json(request(api.http).post(`/cash-sessions/${(await selfSession(api, fx)).sessionId}/top-ups`), { amount: 100 })) }),
  },
  {
    route: 'POST /cash-sessions/{sessionId}/cash-out',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: json(request(api.http).post(`/cash-sessions/${(await selfSession(api, fx)).sessionId}/cash-out`), {}) }),
  },
  {
    route: 'POST /cash-sessions/{sessionId}/move',
    allowed: FLOOR,
    documented: FLOOR,
    success: 200,
    send: async (api, fx) => {
      const { sessionId, otherTableId } = await selfSession(api, fx);
      return { req: json(request(api.http).post(`/cash-sessions/${sessionId}/move`), { tableId: otherTableId, seat: 1 }) };
    },
  },
  {
    route: 'GET /cash-sessions/{sessionId}/pending-requests',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/cash-sessions/${(await selfSession(api, fx)).sessionId}/pending-requests`) }),
  },
  {
    route: 'GET /pending-requests/{requestId}',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/pending-requests/${await selfPendingTopUp(api, fx)}`) }),
  },
  {
    route: 'POST /pending-requests/{requestId}/cancel',
    allowed: FLOOR_SEATING,
    documented: FLOOR_SEATING_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).post(`/pending-requests/${await selfPendingTopUp(api, fx)}/cancel`) }),
  },
  {
    route: 'GET /players/{playerId}/cash-sessions',
    allowed: [...STAFF_READ, 'player-self'],
    documented: [...STAFF_READ, 'player (own :playerId)'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/players/${fx.selfPlayer}/cash-sessions`) }),
  },
  {
    route: 'GET /players/{playerId}/waitlist-entries',
    allowed: [...STAFF_READ, 'player-self'],
    documented: [...STAFF_READ, 'player (own :playerId)'],
    success: 200,
    send: async (api, fx) => {
      await joinedWaitlist(api, fx.selfPlayer);
      return { req: request(api.http).get(`/players/${fx.selfPlayer}/waitlist-entries`) };
    },
  },
  ...REPORTS.map((report): Row => ({
    route: `GET /cash-reports/${report}`,
    allowed: STAFF_READ,
    documented: STAFF_READ,
    success: 200,
    send: async (api) => ({ req: request(api.http).get(`/cash-reports/${report}`) }),
  })),
  {
    route: 'POST /tables/{tableId}/actions',
    allowed: SEATING,
    documented: SEATING_DOCUMENTED,
    success: 200,
    send: async (api, fx) => {
      const { tableId, body } = await selfPlayerToAct(api, fx);
      return { req: json(request(api.http).post(`/tables/${tableId}/actions`), body) };
    },
  },
  ...TOURNAMENT_ROWS,
  {
    route: 'GET /hands',
    allowed: HAND_READERS,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get('/hands').query({ playerId: fx.selfPlayer }) }),
  },
  {
    route: 'GET /hands/export',
    allowed: HAND_READERS,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get('/hands/export').query({ playerId: fx.selfPlayer }) }),
  },
  {
    route: 'GET /hands/{handId}',
    allowed: HAND_READERS,
    refusedWith: { 'player-other': 404 },
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/hands/${fx.handId}`) }),
  },
  {
    route: 'POST /hands/replay',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({
      req: json(request(api.http).post('/hands/replay'), { text: 'PokerStars Hand #1: not a hand\n' }),
    }),
  },
  {
    route: 'GET /hands/{handId}/text',
    allowed: HAND_READERS,
    refusedWith: { 'player-other': 404 },
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/hands/${fx.handId}/text`) }),
  },
  {
    route: 'POST /leagues',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 201,
    send: async (api) => ({ req: json(request(api.http).post('/leagues'), leagueBody()) }),
  },
  {
    route: 'GET /leagues',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get('/leagues') }),
  },
  {
    route: 'GET /leagues/{leagueId}',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api) => ({ req: request(api.http).get(`/leagues/${await newLeague(api)}`) }),
  },
  {
    route: 'PATCH /leagues/{leagueId}',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 200,
    send: async (api) => ({ req: json(request(api.http).patch(`/leagues/${await newLeague(api)}`), { name: 'renamed' }) }),
  },
  {
    route: 'POST /leagues/{leagueId}/events',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 200,
    send: async (api, fx) => ({ req: json(request(api.http).post(`/leagues/${await newLeague(api)}/events`), { tournamentId: fx.tournamentId }) }),
  },
  {
    route: 'POST /leagues/{leagueId}/events/{tournamentId}/remove',
    allowed: TOURNAMENT_STAFF,
    documented: ['admin', 'director'],
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).post(`/leagues/${await newLeague(api, fx.tournamentId)}/events/${fx.tournamentId}/remove`) }),
  },
  {
    route: 'GET /leagues/{leagueId}/standings',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/leagues/${await newLeague(api, fx.tournamentId)}/standings`) }),
  },
  {
    route: 'GET /leagues/{leagueId}/standings.csv',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/leagues/${await newLeague(api, fx.tournamentId)}/standings.csv`) }),
  },
  {
    route: 'GET /leagues/{leagueId}/players/{playerId}',
    allowed: ALL,
    documented: ALL_DOCUMENTED,
    success: 200,
    send: async (api, fx) => ({ req: request(api.http).get(`/leagues/${await newLeague(api, fx.tournamentId)}/players/${fx.selfPlayer}`) }),
  },
];

function expectedStatus(row: Row, caller: Caller): number {
  if (row.allowed === 'public') return row.success;
  if (caller === 'none' || caller === 'invalid-key' || caller === 'revoked-key') return 401;
  return row.allowed.includes(caller) ? row.success : (row.refusedWith?.[caller] ?? 403);
}

describe('the role matrix: every route × every caller', () => {
  let api: ApiTestApp;
  let fx: Fixture;
  const keys = new Map<Caller, string>();

  beforeAll(async () => {
    api = await startApiTestApp();
    const [selfPlayer, otherPlayer] = [await createPlayer(api), await createPlayer(api)];
    const funded = await deposit(api, selfPlayer, 1_000_000);
    await deposit(api, otherPlayer, 1_000_000);
    const bankroll = (funded.body.entries as { accountId: string; playerId: string | null }[]).find((e) => e.playerId === selfPlayer);
    const cashierKey = await createKey(api, 'cashier');
    const structure = await admin(api, request(api.http).post('/tournament-structures'))
      .send({ name: 'matrix', items: [{ kind: 'level', minutes: 10, stakes: { ante: 0, bringIn: 5, smallBet: 20, bigBet: 40 } }] })
      .expect(201);
    const tournamentId = await tournament(api, 'running', [selfPlayer, otherPlayer]);
    fx = {
      selfPlayer,
      otherPlayer,
      accountId: bankroll?.accountId ?? '',
      transactionId: funded.body.id,
      keyId: cashierKey.id,
      structureId: structure.body.id,
      tournamentId,
      handId: await handAgainstNewcomer(api, selfPlayer),
    };
    keys.set('admin', api.adminKey);
    keys.set('director', (await createKey(api, 'director')).key);
    keys.set('cashier', cashierKey.key);
    keys.set('floor', (await createKey(api, 'floor')).key);
    keys.set('player-self', (await createKey(api, 'player', selfPlayer)).key);
    keys.set('player-other', (await createKey(api, 'player', otherPlayer)).key);
    keys.set('invalid-key', `rr_0000000000000000_${'x'.repeat(43)}`);
    const revoked = await createKey(api, 'admin');
    await request(api.http).post(`/api-keys/${revoked.id}/revoke`).set('x-api-key', api.adminKey).expect(200);
    keys.set('revoked-key', revoked.key);
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('covers exactly the routes the OpenAPI document lists, with the roles it documents', async () => {
    const doc = await request(api.http).get('/docs-json').expect(200);
    const documented = Object.entries(doc.body.paths as Record<string, Record<string, { 'x-roles'?: string[] }>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, roles: op['x-roles'] })),
    );
    expect(documented.map((d) => d.route).sort()).toEqual(ROWS.map((row) => row.route).sort());
    for (const row of ROWS)
      expect({ route: row.route, roles: documented.find((d) => d.route === row.route)?.roles }).toEqual({ route: row.route, roles: row.documented });
  });

  describe.each(ROWS.map((row) => [row.route, row] as const))('%s', (_route, row) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const { req } = await row.send(api, fx);
      const key = keys.get(caller);
      const res = await (key ? req.set('x-api-key', key) : req);
      expect({ caller, status: res.status, body: res.status >= 400 ? res.body : undefined }).toEqual({
        caller,
        status: expectedStatus(row, caller),
        // The documented error shape, with the request's id beside the error (the same as its X-Request-Id).
        body: res.status >= 400 ? { error: { code: expect.any(String), message: expect.any(String) }, requestId: res.headers['x-request-id'] } : undefined,
      });
    });
  });

  describe('the floor, beyond the status', () => {
    it('sees a hand in progress as a spectator: no down card of any seat (only admins and directors see every card)', async () => {
      const { tableId } = await selfPlayerToAct(api, fx);
      const seen = async (caller: Caller) =>
        (
          await request(api.http)
            .get(`/tables/${tableId}`)
            .set('x-api-key', keys.get(caller) as string)
            .expect(200)
        ).body;
      const downCards = (view: { hand: { view: { seats: { down: (string | null)[] }[] } } }) =>
        view.hand.view.seats.flatMap((s) => s.down).filter((c) => c !== null);
      const [floor, director] = [await seen('floor'), await seen('director')];
      expect({ sees: floor.viewer.sees, downCards: downCards(floor) }).toEqual({ sees: 'public', downCards: [] });
      expect({ sees: director.viewer.sees, downCards: downCards(director).length }).toEqual({ sees: 'everything', downCards: 4 });
    });

    it('records a live table: a cash buy-in and the amount counted at the cash-out, where a player key is refused FLOOR_ONLY', async () => {
      const gameId = (
        await admin(api, request(api.http).post('/cash-games'))
          .send({ ...cashGameBody(), dealing: 'live' })
          .expect(201)
      ).body.id as string;
      const tableId = await newCashTable(api, gameId);
      const sitDown = { tableId, seat: 1, buyIn: 500, source: 'cash' };
      const refused = await request(api.http)
        .post('/cash-sessions')
        .set('x-api-key', keys.get('player-self') as string)
        .send(sitDown)
        .expect(403);
      expect(refused.body.error.code).toBe('FLOOR_ONLY');
      const floor = keys.get('floor') as string;
      const opened = await request(api.http)
        .post('/cash-sessions')
        .set('x-api-key', floor)
        .send({ ...sitDown, playerId: fx.selfPlayer })
        .expect(201);
      // The only player at the table leaves with every chip on it: the buy-in, as the floor counts.
      const closed = await request(api.http)
        .post(`/cash-sessions/${opened.body.id}/cash-out`)
        .set('x-api-key', floor)
        .send({ amount: 500, to: 'cash' })
        .expect(200);
      expect({ status: closed.body.status, buyIns: closed.body.buyIns, cashOuts: closed.body.cashOuts }).toEqual({
        status: 'closed',
        buyIns: 500,
        cashOuts: 500,
      });
    });
  });
});
