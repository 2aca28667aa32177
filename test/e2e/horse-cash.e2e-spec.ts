/**
 * A H.O.R.S.E. cash game through HTTP: a $4/$8 game of Limit Hold'em → Limit Omaha Hi-Lo → Razz →
 * Seven-Card Stud → Stud Eight-or-Better, a game per orbit, with percentage rake, played by four
 * bots with their own player keys through cash sessions for two full rotations. After every hand
 * the chips are whole and the ledger sound; the button moves one seat a flop-game hand and waits
 * through the stud games; every stored history names its game and the mix, exports with
 * PokerStars' mixed header, and re-parses and replays through the engine without a disagreement;
 * the table report's rake is the hands' rake.
 */
import request from 'supertest';
import { exportStars, exportStarsFile, HandHistory, parseStarsFile, replayStars, seededRng } from '@app/razz-engine';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { cashOut, createCashGame, openCashTable, openSession } from '../support/cash';
import { gentle, playHand } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { fundedPlayer, TestPlayer, viewTable, waitForHand } from '../support/tables';

const BANKROLL = 200_000;
const BUY_IN = 100_000;
const BLINDS = { smallBlind: 200, bigBlind: 400, smallBet: 400, bigBet: 800 };
const STUD_STAKES = { ante: 50, bringIn: 100, smallBet: 400, bigBet: 800 };
const HORSE = [
  { preset: 'holdem', game: 'holdem', stakes: BLINDS, stars: "Hold'em Limit" },
  { preset: 'omaha8', game: 'omaha8', stakes: BLINDS, stars: 'Omaha Hi/Lo Limit' },
  { preset: 'razz', game: 'razz', stakes: STUD_STAKES, stars: 'Razz Limit' },
  { preset: 'stud', game: 'stud', stakes: STUD_STAKES, stars: '7 Card Stud Limit' },
  { preset: 'stud8', game: 'stud8', stakes: STUD_STAKES, stars: '7 Card Stud Hi/Lo Limit' },
] as const;
const PLAYERS = 4;
/** Per orbit with four players dealt in: four hands a game, twenty a rotation. */
const HANDS = 2 * HORSE.length * PLAYERS;
const RAKE = { kind: 'percentage', percent: 5, cap: 100, fromStreet: 1 };

const gameOfHand = (n: number) => HORSE[Math.floor((n - 1) / PLAYERS) % HORSE.length] as (typeof HORSE)[number];
const isFlop = (n: number) => ['holdem', 'omaha8'].includes(gameOfHand(n).game);

describe('a H.O.R.S.E. cash game', () => {
  let api: ApiTestApp;
  let floor: string;
  let players: TestPlayer[];

  beforeAll(async () => {
    api = await startApiTestApp();
    floor = (await createKey(api, 'director')).key;
    players = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await fundedPlayer(api.http, api.adminKey, BANKROLL));
  }, 120_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  /** The players' bankrolls, seat stacks and the house's rake: every cent they brought. */
  const chipsHeld = async (tableId: string) => {
    const [row] = await sql<{ total: string }>(
      api.db.databaseUrl,
      `SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
        WHERE (kind = 'seat-stack' AND reference = $1) OR (kind = 'player-bankroll' AND player_id = ANY($2::uuid[]))`,
      [`table:${tableId}`, players.map((p) => p.playerId)],
    );
    const [rake] = await sql<{ rake: string }>(
      api.db.databaseUrl,
      `SELECT coalesce(sum((result->>'rake')::bigint), 0)::text AS rake FROM hands WHERE table_id = $1`,
      [tableId],
    );
    return Number(row?.total) + Number(rake?.rake);
  };

  it(`plays two full rotations (${HANDS} hands), keeps the button through the stud games and names every hand's game and the mix`, async () => {
    const game = await createCashGame(api.http, floor, {
      name: 'HORSE $4/$8',
      preset: undefined,
      stakes: undefined,
      schedule: { games: HORSE.map((g) => ({ preset: g.preset, stakes: g.stakes })), rotation: { kind: 'per-orbit' } },
      rules: { rake: RAKE },
      minBuyIn: 4_000,
      maxBuyIn: BUY_IN,
    });
    expect(game).toMatchObject({ preset: 'holdem', stakes: BLINDS, schedule: { mix: 'HORSE', rotation: { kind: 'per-orbit' } } });
    const tableId = await openCashTable(api.http, floor, game.id, 'HORSE 1');
    const bySeat = new Map(players.map((p, i) => [[1, 3, 5, 7][i] as number, p]));
    for (const [seat, p] of bySeat) {
      const res = await openSession(api.http, p.key, { tableId, seat, buyIn: BUY_IN });
      expect(res.status).toBe(201);
    }
    const rng = seededRng('horse-cash');
    const lifecycle = api.app.get(HandLifecycleService);
    for (let n = 1; n <= HANDS; n++) {
      // The game's pause between hands is long: each hand is dealt here, as its job would deal it.
      await lifecycle.startHand(tableId, n);
      const view = await waitForHand(api.http, floor, tableId, n);
      expect({ n, game: view.hand?.view.game, mix: view.rotation?.mix }).toEqual({ n, game: gameOfHand(n).game, mix: 'HORSE' });
      expect(view.seats.filter((s) => s.inHand)).toHaveLength(PLAYERS);
      await playHand(api.http, floor, tableId, bySeat, n, gentle(rng, 15, 15));
      expect({ n, chips: await chipsHeld(tableId) }).toEqual({ n, chips: PLAYERS * BANKROLL });
      expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    }
    const hands = await sql<{ number: number; game: string; button: number; blinds: { small: number | null; big: number } | null; history: HandHistory }>(
      api.db.databaseUrl,
      `SELECT number, state->'variant'->>'id' AS game, (state->>'dealerSeat')::int AS button, state->'blinds' AS blinds, history
         FROM hands WHERE table_id = $1 ORDER BY number`,
      [tableId],
    );
    expect(hands.map((h) => h.game)).toEqual(hands.map((h) => gameOfHand(h.number).game));

    // The button goes round the four seats one seat a flop-game hand, and waits through the stud games.
    const flopButtons = hands.filter((h) => isFlop(h.number)).map((h) => h.button);
    const order = [1, 3, 5, 7];
    flopButtons.forEach((button, k) => {
      if (k > 0) expect({ k, button }).toEqual({ k, button: order[(order.indexOf(flopButtons[k - 1] as number) + 1) % order.length] });
    });
    for (const h of hands.filter((x) => isFlop(x.number))) {
      const left = order[(order.indexOf(h.button) + 1) % order.length];
      expect({ n: h.number, blinds: h.blinds }).toMatchObject({
        n: h.number,
        blinds: { small: left, big: order[(order.indexOf(left as number) + 1) % order.length] },
      });
    }

    for (const h of hands) {
      const expected = gameOfHand(h.number);
      expect(h.history.game).toMatchObject({ id: expected.game, mix: 'HORSE' });
      const header = `PokerStars Hand #${h.history.handId}:  HORSE (${expected.stars}, $4/$8 USD) - `;
      expect(exportStars(h.history).slice(0, header.length)).toBe(header);
    }
    const parsed = parseStarsFile(exportStarsFile(hands.map((h) => h.history)));
    expect(parsed).toHaveLength(HANDS);
    parsed.forEach((result, i) => {
      if (!result.ok) throw new Error(`hand ${i + 1} does not parse: ${result.error.message} (line ${result.error.line})`);
      expect(result.value.game).toMatchObject({ gameId: gameOfHand(i + 1).game, mix: 'HORSE' });
      expect({ hand: i + 1, disagreements: replayStars(result.value).disagreements }).toEqual({ hand: i + 1, disagreements: [] });
    });

    const report = await request(api.http).get('/cash-reports/tables').query({ tableId }).set('x-api-key', floor).expect(200);
    const handRake = hands.reduce((sum, h) => sum + h.history.outcome.rake, 0);
    expect(handRake).toBeGreaterThan(0);
    expect(report.body.items).toEqual([expect.objectContaining({ tableId, hands: HANDS, rake: handRake })]);

    const sessions = await request(api.http).get('/cash-sessions').query({ tableId, status: 'open' }).set('x-api-key', floor).expect(200);
    for (const s of sessions.body.items as { id: string }[]) await cashOut(api.http, floor, s.id).expect(200);
    expect((await viewTable(api.http, floor, tableId)).seats).toEqual([]);
    // 40 hands, dealt and played one by one: about 20 s on a quiet machine.
  }, 600_000);
});
