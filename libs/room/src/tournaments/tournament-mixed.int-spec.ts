/**
 * A mixed tournament (Razz → Seven-Card Stud → Stud Eight-or-Better, a game per level) played by
 * random-action bots through the real hand service on a real Postgres: every hand is dealt with
 * the game and stakes of the level current when it was dealt — a level change applies from the
 * next hand dealt, the hand in progress keeps its game —, the clock shows the current and next
 * level's game, chips are whole after every hand, and every history names its game and the mix,
 * exports and re-parses and replays without a disagreement.
 */
import type { TestingModule } from '@nestjs/testing';
import { TournamentTableQueries } from '@app/persistence';
import { exportStars, exportStarsFile, HandHistory, parseStarsFile, replayStars, seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';
import { playOneHand } from '../../../../test/support/tournament-bots';
import { DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../test/support/tournaments';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';
import { TableFactsReader } from '../hands/table-facts.reader';
import { BalancingService } from './balancing/balancing.service';
import { ClockService } from './clock.service';
import { EntriesService } from './entries.service';
import { StructuresService } from './structures.service';
import { TournamentsService } from './tournaments.service';

const PLAYERS = 10;
const STACK = 2_000;
const LEVELS = 9;
const ROTATION = ['razz', 'stud', 'stud8'] as const;
/** Level n deals ROTATION[(n - 1) % 3]; the stakes double every level (unique per level, and they end the tournament). */
const gameAt = (n: number) => ROTATION[(n - 1) % ROTATION.length] as string;
const bigBetAt = (n: number) => 40 * 2 ** (n - 1);
const level = (n: number) => ({
  kind: 'level' as const,
  minutes: 10,
  game: gameAt(n),
  stakes: { ante: bigBetAt(n) / 8, bringIn: bigBetAt(n) / 4, smallBet: bigBetAt(n) / 2, bigBet: bigBetAt(n) },
});
const HANDS_PER_LEVEL = 3;

interface DealtHand {
  tableId: string;
  number: number;
  level: number;
  game: string;
  bigBet: number;
}

/** How PokerStars names each game inside a mix (escaped for a RegExp). */
const STARS_NAME: Record<string, string> = { razz: 'Razz', stud: '7 Card Stud', stud8: '7 Card Stud Hi\\/Lo' };

describe('a mixed tournament: a game per level (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  /** The table's latest hand as dealt: its number, the engine game and stakes it runs with. */
  const lastHand = async (tableId: string) => {
    const hand = (await moduleRef.get(TableFactsReader).load(tableId)).hand;
    if (!hand) throw new Error(`table ${tableId} has dealt no hand`);
    return { number: hand.number, status: hand.status, game: hand.state.variant.id, bigBet: hand.state.stakes.bigBet };
  };

  async function startMixed(): Promise<string> {
    const structure = await moduleRef
      .get(StructuresService)
      .create(DIRECTOR, { name: 'triple stud fast', items: Array.from({ length: LEVELS }, (_, i) => level(i + 1)) });
    const tournaments = moduleRef.get(TournamentsService);
    const created = await tournaments.create(
      DIRECTOR,
      tournamentDto({ structurePreset: undefined, structureId: structure.id, startingStack: STACK, seatsPerTable: 5 }),
    );
    await tournaments.openRegistration(DIRECTOR, created.id);
    for (let i = 0; i < PLAYERS; i++) await moduleRef.get(EntriesService).register(DIRECTOR, created.id, await fundedPlayer(moduleRef, 11_000));
    await tournaments.start(DIRECTOR, created.id);
    return created.id;
  }

  it("deals each level's game from the next hand on, shows it on the clock, and names it in every history", async () => {
    const tournamentId = await startMixed();
    const clock = moduleRef.get(ClockService);
    const queries = moduleRef.get(TournamentTableQueries);
    expect(await clock.view(tournamentId)).toMatchObject({
      mix: 'Triple Stud',
      current: { level: 1, game: { preset: 'razz', name: 'Razz' } },
      next: { level: 2, game: { preset: 'stud', name: 'Seven-Card Stud' } },
    });

    // A hand running when the level changes keeps its game; the next hand dealt takes the new one.
    const [first] = await queries.listTables(tournamentId);
    if (!first) throw new Error('no table');
    await moduleRef.get(HandLifecycleService).startHand(first.id, 1);
    await clock.setLevel(DIRECTOR, tournamentId, 2);
    expect(await clock.view(tournamentId)).toMatchObject({
      current: { level: 2, game: { preset: 'stud' } },
      next: { level: 3, game: { preset: 'stud8', name: 'Stud Eight-or-Better' } },
    });
    expect(await lastHand(first.id)).toMatchObject({ number: 1, status: 'running', game: 'razz', bigBet: bigBetAt(1) });
    const rng = seededRng('mixed tournament');
    await playOneHand(moduleRef, first.id, rng);
    expect(await lastHand(first.id)).toMatchObject({ number: 1, status: 'finished', game: 'razz' });
    await playOneHand(moduleRef, first.id, rng);
    expect(await lastHand(first.id)).toMatchObject({ number: 2, game: 'stud', bigBet: bigBetAt(2) });

    const dealt: DealtHand[] = [];
    const problems: string[] = [];
    const tournaments = moduleRef.get(TournamentsService);
    for (let round = 0; round < 300 && (await tournaments.get(tournamentId)).status !== 'finished'; round++) {
      const levelNow = Math.min(LEVELS, 2 + Math.floor(dealt.length / HANDS_PER_LEVEL));
      await clock.setLevel(DIRECTOR, tournamentId, levelNow);
      for (const table of await queries.listTables(tournamentId)) {
        if (!(await playOneHand(moduleRef, table.id, rng))) continue;
        const hand = await lastHand(table.id);
        dealt.push({ tableId: table.id, number: hand.number, level: levelNow, game: hand.game, bigBet: hand.bigBet });
        if (hand.game !== gameAt(levelNow) || hand.bigBet !== bigBetAt(levelNow)) problems.push(`level ${levelNow}: dealt ${hand.game} at ${hand.bigBet}`);
        const held = (await queries.listSeats(tournamentId)).reduce((sum, s) => sum + s.stack, 0n);
        if ((await tournaments.get(tournamentId)).status !== 'finished' && held !== BigInt(PLAYERS * STACK))
          problems.push(`after a hand at level ${levelNow}: the seats hold ${held}`);
      }
      // Balancing between rounds of hands, as the tournament-play test does (each step deterministic).
      await moduleRef.get(BalancingService).balance(tournamentId);
    }
    expect(problems).toEqual([]);
    expect((await tournaments.get(tournamentId)).status).toBe('finished');
    expect(new Set(dealt.map((h) => h.game))).toEqual(new Set(ROTATION));

    const hands = await sql<{ game: string; history: HandHistory }>(
      db.databaseUrl,
      `SELECT h.state->'variant'->>'id' AS game, h.history FROM hands h JOIN tables t ON t.id = h.table_id WHERE t.tournament_id = $1 ORDER BY h.started_at, h.number`,
      [tournamentId],
    );
    expect(hands).toHaveLength(dealt.length + 2);
    for (const h of hands) {
      expect(h.history.game).toMatchObject({ id: h.game, mix: 'Triple Stud' });
      // PokerStars' tournament form: `Tournament #n, $100+$10 USD 8-Game (Razz Limit) - Level IV (200/400)`, the hand's own game in brackets.
      const header = new RegExp(
        `^PokerStars Hand #\\d+: Tournament #\\d+, \\$\\d+\\+\\$\\d+ USD Triple Stud \\(${STARS_NAME[h.game]} Limit\\) - Level [IVXLC]+ \\(\\d+/\\d+\\) - `,
      );
      expect(exportStars(h.history).split('\n')[0]).toMatch(header);
    }
    const parsed = parseStarsFile(exportStarsFile(hands.map((h) => h.history)));
    parsed.forEach((result, i) => {
      if (!result.ok) throw new Error(`hand ${i + 1} does not parse: ${result.error.message} (line ${result.error.line})`);
      expect({ hand: i + 1, mix: result.value.game.mix, disagreements: replayStars(result.value).disagreements }).toEqual({
        hand: i + 1,
        mix: 'Triple Stud',
        disagreements: [],
      });
    });
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 240_000);
});
