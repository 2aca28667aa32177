/**
 * A H.O.R.S.E. tournament through HTTP: a structure of Limit Hold'em, Limit Omaha Hi-Lo, Razz,
 * Seven-Card Stud and Stud Eight-or-Better levels (blinds for the flop games, ante and bring-in
 * for the stud games), twelve players on two six-handed tables, the level raised by the director
 * every few hands, every action sent by a bot with its own player key — until one player holds
 * every chip. Every hand is dealt with its level's game and stakes; every history names its game
 * and the mix, exports with PokerStars' tournament header, and re-parses and replays without a
 * disagreement; the places run 1…12 once each and the prizes add up to the pool.
 */
import request from 'supertest';
import { ActionKind, HandHistory, parseStarsFile, exportStarsFile, replayStars, Rng, seededRng } from '@app/razz-engine';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { act, fundedPlayer, TestPlayer, viewTable } from '../support/tables';

const PLAYERS = 12;
const STACK = 3_000;
const HORSE = ['holdem', 'omaha8', 'razz', 'stud', 'stud8'] as const;
const LEVELS = 15;
const gameAt = (level: number) => HORSE[(level - 1) % HORSE.length] as (typeof HORSE)[number];
const bigBetAt = (level: number) => 40 * 2 ** (level - 1);
const stakesAt = (level: number) => {
  const bb = bigBetAt(level);
  return ['holdem', 'omaha8'].includes(gameAt(level))
    ? { smallBlind: bb / 4, bigBlind: bb / 2, smallBet: bb / 2, bigBet: bb }
    : { ante: bb / 8, bringIn: bb / 4, smallBet: bb / 2, bigBet: bb };
};
const HANDS_PER_LEVEL = 4;
const STARS: Record<string, string> = { holdem: "Hold'em", omaha8: 'Omaha Hi/Lo', razz: 'Razz', stud: '7 Card Stud', stud8: '7 Card Stud Hi/Lo' };

type Legal = { kind: string; min?: number; max?: number; amounts?: number[] };

/**
 * A random legal action, amounts anywhere in the allowed range — or one of the listed `amounts`
 * where the option names them (the open-pair option of Seven-Card Stud: the small or the big bet): fast busts.
 */
function randomPolicy(rng: Rng, legal: Legal[]): { kind: ActionKind; amount?: number } {
  const pick = legal[rng.int(legal.length)] as Legal;
  const amount = pick.amounts?.length
    ? pick.amounts[rng.int(pick.amounts.length)]
    : pick.min === undefined
      ? undefined
      : pick.min + rng.int((pick.max ?? pick.min) - pick.min + 1);
  return { kind: pick.kind as ActionKind, ...(amount !== undefined ? { amount } : {}) };
}

describe('a H.O.R.S.E. tournament over HTTP', () => {
  let api: ApiTestApp;
  let director: string;
  let players: TestPlayer[];
  const as = (test: request.Test) => test.set('x-api-key', director);

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    players = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await fundedPlayer(api.http, api.adminKey, 20_000));
  }, 120_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  /** Plays the table's running hand to its end with the player keys; false when the table has none running. */
  async function playRunningHand(tableId: string, rng: Rng): Promise<boolean> {
    for (;;) {
      const view = await viewTable(api.http, director, tableId);
      if (view.hand?.status !== 'running') return view.hand !== null;
      const seat = view.hand.view.toAct;
      const player = players.find((p) => p.playerId === view.seats.find((s) => s.seat === seat)?.playerId);
      if (!player) throw new Error(`table ${tableId}: nobody to act`);
      const res = await act(api.http, player.key, tableId, { ...randomPolicy(rng, view.hand.view.legalActions), version: view.hand.version });
      if (res.status !== 200) throw new Error(`seat ${seat}: ${res.status} ${JSON.stringify(res.body)}`);
    }
  }

  it('runs from registration to one winner, each level dealing its game', async () => {
    const items = Array.from({ length: LEVELS }, (_, i) => ({ kind: 'level', minutes: 60, game: gameAt(i + 1), stakes: stakesAt(i + 1) }));
    const structure = await as(request(api.http).post('/tournament-structures')).send({ name: 'HORSE doubling', items }).expect(201);
    const created = await as(request(api.http).post('/tournaments'))
      .send({
        name: 'HORSE Sunday',
        structureId: structure.body.id,
        currency: 'USD',
        buyIn: 10_000,
        fee: 1_000,
        startingStack: STACK,
        maxPlayers: PLAYERS,
        seatsPerTable: 6,
        handPauseMs: 600_000,
        actionTimeoutMs: 600_000,
      })
      .expect(201);
    const id = created.body.id as string;
    await as(request(api.http).post(`/tournaments/${id}/open-registration`)).expect(200);
    for (const p of players) await request(api.http).post(`/tournaments/${id}/players/${p.playerId}/register`).set('x-api-key', p.key).expect(201);
    await as(request(api.http).post(`/tournaments/${id}/start`)).expect(200);
    const clock = await as(request(api.http).get(`/tournaments/${id}/clock`)).expect(200);
    expect(clock.body).toMatchObject({
      mix: 'HORSE',
      current: { level: 1, game: { preset: 'holdem', name: "Texas Hold'em" }, stakes: stakesAt(1) },
      next: { level: 2, game: { preset: 'omaha8', name: 'Omaha Hi-Lo' } },
    });

    const rng = seededRng('horse tournament');
    const lifecycle = api.app.get(HandLifecycleService);
    let dealt = 0;
    for (let round = 0; round < 400; round++) {
      const status = (await as(request(api.http).get(`/tournaments/${id}`)).expect(200)).body.status as string;
      if (status === 'finished') break;
      const level = Math.min(LEVELS, 1 + Math.floor(dealt / HANDS_PER_LEVEL));
      await as(request(api.http).post(`/tournaments/${id}/clock/level`))
        .send({ level })
        .expect(200);
      const tables = (await as(request(api.http).get(`/tournaments/${id}/tables`)).expect(200)).body.items as { tableId: string }[];
      for (const { tableId } of tables) {
        const table = await viewTable(api.http, director, tableId);
        if (table.status !== 'open') continue;
        if (table.hand?.status !== 'running' && !(await lifecycle.startHand(tableId, table.handsStarted + 1))) continue;
        if (await playRunningHand(tableId, rng)) dealt++;
      }
    }
    const results = await as(request(api.http).get(`/tournaments/${id}/results`)).expect(200);
    expect(results.body.status).toBe('finished');
    // Players out in one hand with equal starting stacks share a range (4th–5th twice): each range
    // covers as many places as players share it, so the places 1…N are each taken once.
    const ranges = results.body.places as { place: number; placeTo: number | null }[];
    const covered = ranges.map((p) => p.place + ranges.filter((q) => q.place === p.place).indexOf(p)).sort((a, b) => a - b);
    expect(ranges.every((p) => (p.placeTo ?? p.place) - p.place + 1 === ranges.filter((q) => q.place === p.place).length)).toBe(true);
    expect(covered).toEqual(Array.from({ length: PLAYERS }, (_, i) => i + 1));
    const prizes = (results.body.places as { prize: number | null }[]).reduce((sum, p) => sum + (p.prize ?? 0), 0);
    expect(prizes).toBe(results.body.payouts.prizePool);

    const hands = await sql<{ level: number; game: string; bigBet: number; history: HandHistory }>(
      api.db.databaseUrl,
      `SELECT h.tournament_level AS level, h.state->'variant'->>'id' AS game, (h.state->'stakes'->>'bigBet')::int AS "bigBet", h.history
         FROM hands h JOIN tables t ON t.id = h.table_id WHERE t.tournament_id = $1 ORDER BY h.serial`,
      [id],
    );
    expect(hands.length).toBeGreaterThan(20);
    expect(hands.filter((h) => h.game !== gameAt(h.level) || h.bigBet !== bigBetAt(h.level))).toEqual([]);
    expect(new Set(hands.map((h) => h.game))).toEqual(new Set(HORSE));
    for (const h of hands) {
      expect(h.history.game).toMatchObject({ id: h.game, mix: 'HORSE' });
      const header = `Tournament #${h.history.tournament?.id}, $100+$10 USD HORSE (${STARS[h.game]} Limit) - Level `;
      expect(exportStarsFile([h.history])).toContain(header);
    }
    parseStarsFile(exportStarsFile(hands.map((h) => h.history))).forEach((result, i) => {
      if (!result.ok) throw new Error(`hand ${i + 1} does not parse: ${result.error.message} (line ${result.error.line})`);
      expect({ hand: i + 1, mix: result.value.game.mix, disagreements: replayStars(result.value).disagreements }).toEqual({
        hand: i + 1,
        mix: 'HORSE',
        disagreements: [],
      });
    });
  }, 600_000);
});
