/**
 * Hand-for-hand play at the bubble on a real Postgres (jobs on a Redis no worker reads; each
 * balancing run is started by the test): the round barrier, one hand per table per round, the
 * clock stopped and played down by the average hand time, and the busts of one round sharing
 * their places across tables (RP-8) — here the bubble: 9th and 10th split 9th place's prize.
 */
import type { TestingModule } from '@nestjs/testing';
import { TournamentClockRepository, TournamentEntryRepository, TournamentTableQueries } from '@app/persistence';
import { seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../../test/setup/test-redis';
import { bustAt, counts, runningTournament, tableNo } from '../../../../../test/support/balancing';
import { LEDGER_OK, ledgerInvariants } from '../../../../../test/support/ledger-invariants';
import { dealOnly, playOneHand } from '../../../../../test/support/tournament-bots';
import { tournamentModule } from '../../../../../test/support/tournaments';
import { TournamentsService } from '../tournaments.service';
import { BalancingService } from './balancing.service';

/** Nine places paid from 12 entries: the bubble is the 10th player, hand-for-hand starts at 10 left. */
const NINE_PAID = {
  name: 'nine paid',
  bands: [
    { minEntries: 2, maxEntries: 11, percentages: [100] },
    { minEntries: 12, maxEntries: null, percentages: [20, 15, 12, 11, 10, 9, 8, 8, 7] },
  ],
};

describe('hand-for-hand at the bubble (real Postgres)', () => {
  let db: TestDatabase;
  let api: TestingModule;

  beforeAll(async () => {
    db = await createTestDatabase();
    api = await tournamentModule(db.databaseUrl, { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('h4h'), processing: false });
  });
  afterAll(async () => {
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
    await db.drop();
  });

  it('deals round by round, plays the stopped clock down per round, and lets one round’s busts share their places', async () => {
    // Deep stacks: random bots cannot bust anybody at level I, so only the scripted busts happen.
    const id = await runningTournament(api, 12, { seatsPerTable: 6, startingStack: 100_000, payoutTable: NINE_PAID });
    const get = () => api.get(TournamentsService).get(id);
    const clock = () => api.get(TournamentClockRepository).find(id);
    const balance = () => api.get(BalancingService).balance(id);
    const [one, two] = [(await tableNo(api, id, 1)).tableId, (await tableNo(api, id, 2)).tableId];

    // 10 left: hand-for-hand begins, the clock stops; nobody deals before every table is between hands.
    await bustAt(api, id, 1, 2);
    expect(await get()).toMatchObject({ handForHand: true, handForHandRound: 1, handForHandOpen: false });
    expect(await clock()).toMatchObject({ handForHandStop: true, pausedAt: expect.any(Date) });
    expect(await dealOnly(api, one)).toBe(false);
    expect(await balance()).toMatchObject({ deferred: false, moves: 1, handForHand: { round: 1, open: true } });
    expect(await counts(api, id)).toEqual({ 1: 5, 2: 5 });

    // Round 1: each table deals once; a table that has finished waits for the other.
    const anchor1 = (await clock())?.anchorAt.getTime() as number;
    expect(await playOneHand(api, one, seededRng('r1-t1'))).not.toBeNull();
    expect(await playOneHand(api, one, seededRng('r1-t1-again'))).toBeNull();
    expect(await balance()).toMatchObject({ deferred: true });
    expect(await playOneHand(api, two, seededRng('r1-t2'))).not.toBeNull();
    expect(await balance()).toMatchObject({ deferred: false, handForHand: { round: 2, open: true } });
    // The clock stays stopped and loses the average hand time (deal to settlement, plus the pause between hands).
    const average = Math.round((await api.get(TournamentTableQueries).averageHandMs(id)) + (await get()).handPauseMs);
    expect(anchor1 - ((await clock())?.anchorAt.getTime() as number)).toBe(average);
    expect(await clock()).toMatchObject({ itemIndex: 0, handForHandStop: true, pausedAt: expect.any(Date) });

    // Round 2: a player busts at each table. Their places wait for the round to end.
    expect(await playOneHand(api, one, seededRng('r2-t1'))).not.toBeNull();
    const [first] = await bustAt(api, id, 1, 1);
    expect(await balance()).toMatchObject({ deferred: true });
    expect(await playOneHand(api, two, seededRng('r2-t2'))).not.toBeNull();
    const [second] = await bustAt(api, id, 2, 1);
    const busted = async () => (await api.get(TournamentEntryRepository).list(id, ['busted'])).filter((e) => e.playerId === first || e.playerId === second);
    expect((await busted()).map((e) => [e.bustRound, e.place])).toEqual([
      [2, null],
      [2, null],
    ]);

    // The barrier: 8 left are in the money, hand-for-hand ends, the clock runs again (level II by now:
    // two rounds of ten-minute pauses ran level I's 20 minutes down), and the two share 9th–10th.
    expect(await balance()).toMatchObject({ handForHand: null });
    expect(await get()).toMatchObject({ handForHand: false, handForHandOpen: false });
    expect(await clock()).toMatchObject({ itemIndex: 1, handForHandStop: false, pausedAt: null });
    const shared = await busted();
    expect(shared.map((e) => [e.place, e.placeTo])).toEqual([
      [9, 10],
      [9, 10],
    ]);
    expect(shared[0]?.bustSeq).toBe(shared[1]?.bustSeq);
    // 9th pays 7% of 1,200 USD = 84 USD; 10th nothing: 42 USD each.
    expect(shared.map((e) => e.prize)).toEqual([4_200n, 4_200n]);
  });
});
