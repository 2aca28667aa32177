/**
 * Rotation tables (cash) through HTTP: 60 hands of Razz → Seven-Card Stud → Stud Eight-or-Better,
 * five hands each, played by bots with their own player keys, with the API restarted on the same
 * database halfway through a game's turn. Every hand is checked against the schedule (game and
 * stakes, in the database and in the table view), chips are whole after every hand, and every
 * stored history names its game and mix, exports with the mixed header and re-parses and replays
 * through the engine without a disagreement. Then a per-orbit table, and refused schedules.
 */
import request from 'supertest';
import { exportStars, exportStarsFile, HandHistory, parseStarsFile, replayStars, seededRng } from '@app/razz-engine';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { checkOrCall, gentle, playHand } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { fundedPlayer, sitDown, TableView, TestPlayer, viewTable, waitForHand } from '../support/tables';

const BANKROLL = 20_000;
const BUY_IN = 10_000;
const RAZZ = { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 };
const STUD = { ante: 10, bringIn: 15, smallBet: 40, bigBet: 80 };
const STUD8 = { ante: 10, bringIn: 20, smallBet: 50, bigBet: 100 };
const GAMES = [
  { preset: 'razz', game: 'razz', stakes: RAZZ, stars: 'Razz Limit, $0.20/$0.40 USD' },
  { preset: 'stud', game: 'stud', stakes: STUD, stars: '7 Card Stud Limit, $0.40/$0.80 USD' },
  { preset: 'stud8', game: 'stud8', stakes: STUD8, stars: '7 Card Stud Hi/Lo Limit, $0.50/$1 USD' },
] as const;
const EVERY = 5;
const HANDS = 60;
const RESTART_AFTER = 32;

/** The game hand `n` (1-based) must be dealt with: five of each, in order, round and round. */
const gameOfHand = (n: number) => GAMES[Math.floor((n - 1) / EVERY) % GAMES.length] as (typeof GAMES)[number];

describe('rotation tables (cash)', () => {
  let db: TestDatabase;
  let api: ApiTestApp;
  let director: string;
  let players: TestPlayer[];

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await startApiTestApp({ db });
    director = (await createKey(api, 'director')).key;
    players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(api.http, api.adminKey, BANKROLL)));
  });
  afterEach(async () => expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK));
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const createTable = (schedule: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    request(api.http)
      .post('/tables')
      .set('x-api-key', director)
      .send({
        name: `Mixed ${Math.random().toString(36).slice(2, 8)}`,
        kind: 'cash',
        unit: 'USD',
        minBuyIn: 1_000,
        maxBuyIn: BUY_IN,
        actionTimeoutMs: 3_600_000,
        schedule,
        ...extra,
      });
  const schedule = (rotation: Record<string, unknown>) => ({ games: GAMES.map((g) => ({ preset: g.preset, stakes: g.stakes })), rotation });
  /** Seat-stack balances at the table and the players' bankrolls: every cent they brought. */
  const chipsHeld = async (tableId: string) =>
    Number(
      (
        await sql<{ total: string }>(
          db.databaseUrl,
          `SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
            WHERE (kind = 'seat-stack' AND reference = $1) OR (kind = 'player-bankroll' AND player_id = ANY($2::uuid[]))`,
          [`table:${tableId}`, players.map((p) => p.playerId)],
        )
      )[0]?.total,
    );

  /** The rotation as hand `n`'s table view must show it while hand `n` runs. */
  function expectRotation(view: TableView, n: number): void {
    const left = EVERY - 1 - ((n - 1) % EVERY);
    const current = gameOfHand(n);
    const next = gameOfHand(n + EVERY - ((n - 1) % EVERY));
    expect(view.rotation).toMatchObject({
      mix: 'Triple Stud',
      current: { preset: current.preset, stakes: current.stakes },
      next: { preset: next.preset },
      handsUntilChange: left,
    });
    expect(view.hand?.view).toMatchObject({ game: current.game, stakes: current.stakes });
  }

  it(`deals ${HANDS} hands by the schedule, survives a restart mid-turn, keeps the chips whole and names every hand's game in its history`, async () => {
    const created = await createTable(schedule({ kind: 'every-n-hands', hands: EVERY }), { handPauseMs: 0 }).expect(201);
    const tableId = created.body.id as string;
    expect(created.body).toMatchObject({
      preset: 'razz',
      stakes: RAZZ,
      schedule: { mix: 'Triple Stud', rotation: { kind: 'every-n-hands', hands: EVERY } },
      rotation: { current: { preset: 'razz' }, handsUntilChange: EVERY },
    });
    const bySeat = new Map(players.map((p, i) => [i + 1, p]));
    for (const [seat, p] of bySeat) await sitDown(api.http, p, tableId, seat, BUY_IN);
    const rng = seededRng('rotation-60');

    for (let n = 1; n <= HANDS; n++) {
      const view = await waitForHand(api.http, director, tableId, n, 30_000);
      expect(view.hand?.number).toBe(n);
      expectRotation(view, n);
      // The last hand: closing stops the table dealing, and everyone is cashed out when it ends.
      if (n === HANDS) await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', director).expect(200);
      await playHand(api.http, director, tableId, bySeat, n, gentle(rng, 12, 20));
      expect(await chipsHeld(tableId)).toBe(players.length * BANKROLL);
      expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
      if (n === RESTART_AFTER) {
        // The next hand may be dealt by now, or not yet: either way the new process deals on from the stored place.
        await api.close();
        api = await startApiTestApp({ db, adminApiKey: api.adminKey });
      }
    }
    expect((await viewTable(api.http, director, tableId)).status).toBe('closed');

    const hands = await sql<{ number: number; game: string; stakes: unknown; history: HandHistory }>(
      db.databaseUrl,
      `SELECT number, state->'variant'->>'id' AS game, state->'stakes' AS stakes, history FROM hands WHERE table_id = $1 ORDER BY number`,
      [tableId],
    );
    expect(hands.map((h) => h.number)).toEqual(Array.from({ length: HANDS }, (_, i) => i + 1));
    expect(hands.map((h) => h.game)).toEqual(hands.map((h) => gameOfHand(h.number).game));
    expect(hands.map((h) => h.stakes)).toEqual(hands.map((h) => gameOfHand(h.number).stakes));
    for (const h of hands) {
      const expected = gameOfHand(h.number);
      expect(h.history.game).toMatchObject({ id: expected.game, mix: 'Triple Stud' });
      const header = `PokerStars Hand #${h.history.handId}:  Triple Stud (${expected.stars}) - `;
      expect(exportStars(h.history).slice(0, header.length)).toBe(header);
    }
    const parsed = parseStarsFile(exportStarsFile(hands.map((h) => h.history)));
    expect(parsed).toHaveLength(HANDS);
    parsed.forEach((result, i) => {
      if (!result.ok) throw new Error(`hand ${i + 1} does not parse: ${result.error.message} (line ${result.error.line})`);
      expect(result.value.game).toMatchObject({ gameId: gameOfHand(i + 1).game, mix: 'Triple Stud' });
      const replay = replayStars(result.value);
      expect({ hand: i + 1, disagreements: replay.disagreements }).toEqual({ hand: i + 1, disagreements: [] });
    });
    // 60 hands and a restart: 28 s on a loaded machine, 73 s once beside a second CPU-heavy job, 279 s on one
    // core shared with other work (test:slow --one-core); room for twice that.
  }, 600_000);

  it('per orbit: a game lasts as many hands as players were dealt into its first hand', async () => {
    // A long pause between hands: each hand is dealt here, as its job would, once the seats are as wanted.
    const created = await createTable(schedule({ kind: 'per-orbit' }), { handPauseMs: 600_000 }).expect(201);
    const tableId = created.body.id as string;
    expect(created.body.rotation).toMatchObject({ current: { preset: 'razz' }, next: { preset: 'stud' }, handsUntilChange: null });
    const [a, b, c, d] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    for (const [seat, p] of [
      [1, a],
      [2, b],
      [3, c],
    ] as const)
      await sitDown(api.http, p, tableId, seat, 2_000);
    const bySeat = new Map([
      [1, a],
      [2, b],
      [3, c],
      [4, d],
    ]);
    const dealt: string[] = [];
    for (let n = 1; n <= 8; n++) {
      await api.app.get(HandLifecycleService).startHand(tableId, n);
      const view = await waitForHand(api.http, director, tableId, n, 30_000);
      dealt.push(`${view.hand?.view.game}×${view.seats.filter((s) => s.inHand).length}`);
      if (n === 1) expect(view).toMatchObject({ rotation: { current: { preset: 'razz' }, handsUntilChange: 2 } });
      // A fourth player joins during the Razz orbit: dealt in from hand 3, the orbit stays three hands.
      if (n === 2) await sitDown(api.http, d, tableId, 4, 2_000);
      if (n === 8) await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', director).expect(200);
      await playHand(api.http, director, tableId, bySeat, n, checkOrCall);
    }
    expect(dealt).toEqual(['razz×3', 'razz×3', 'razz×4', 'stud×4', 'stud×4', 'stud×4', 'stud×4', 'stud8×4']);
  });

  it.each([
    [
      'an unknown preset',
      {
        schedule: {
          games: [
            { preset: 'razz', stakes: RAZZ },
            { preset: 'badugi', stakes: RAZZ },
          ],
          rotation: { kind: 'per-orbit' },
        },
      },
      422,
      /schedule\.games\[1\] \(badugi\): unknown preset "badugi"; use one of razz, /,
    ],
    [
      'stakes a game cannot deal',
      {
        schedule: {
          games: [
            { preset: 'razz', stakes: RAZZ },
            { preset: 'stud', stakes: { ...STUD, bringIn: 40 } },
          ],
          rotation: { kind: 'per-orbit' },
        },
      },
      422,
      /schedule\.games\[1\] \(stud\): .*bringIn < smallBet < bigBet/,
    ],
    [
      'an unknown rule option in one game',
      {
        schedule: {
          games: [
            { preset: 'razz', stakes: RAZZ },
            { preset: 'stud8', stakes: STUD8, rules: { wild: true } },
          ],
          rotation: { kind: 'per-orbit' },
        },
      },
      422,
      /schedule\.games\[1\] \(stud8\): unknown rule option\(s\): wild/,
    ],
    ['a schedule next to a preset', { preset: 'razz', schedule: schedule({ kind: 'per-orbit' }) }, 422, /leave out preset, rules and stakes/],
    [
      'a schedule at a tournament table',
      { kind: 'tournament', tournamentId: 'mixed-1', unit: undefined, minBuyIn: undefined, maxBuyIn: undefined, schedule: schedule({ kind: 'per-orbit' }) },
      422,
      /schedules are for cash tables/,
    ],
    ['hands on a per-orbit rotation', { schedule: schedule({ kind: 'per-orbit', hands: 3 }) }, 422, /every-n-hands only/],
    ['every N hands without N', { schedule: schedule({ kind: 'every-n-hands' }) }, 400, /rotation.hands must be an integer from 1 to 1000/],
    ['a one-game schedule', { schedule: { games: [{ preset: 'razz', stakes: RAZZ }], rotation: { kind: 'per-orbit' } } }, 400, /two or more games/],
    ['a mix name with brackets', { schedule: { ...schedule({ kind: 'per-orbit' }), mix: 'HORSE (x)' } }, 400, /schedule\.mix must be/],
    ['no game at all', { schedule: undefined }, 400, /preset must be one of/],
  ])('refuses %s, and creates nothing', async (_case, body, status, reason) => {
    const before = await sql<{ n: string }>(db.databaseUrl, 'SELECT count(*)::text AS n FROM tables');
    const res = await request(api.http)
      .post('/tables')
      .set('x-api-key', director)
      .send({ name: 'Refused', kind: 'cash', unit: 'USD', minBuyIn: 1_000, maxBuyIn: BUY_IN, ...body });
    const error = res.body.error as { code: string; message: string; details?: string[] };
    expect({ status: res.status, code: error.code }).toEqual({ status, code: status === 422 ? 'INVALID_TABLE_SETTINGS' : 'VALIDATION_FAILED' });
    expect([error.message, ...(error.details ?? [])].join(' | ')).toMatch(reason);
    expect(await sql<{ n: string }>(db.databaseUrl, 'SELECT count(*)::text AS n FROM tables')).toEqual(before);
  });
});
