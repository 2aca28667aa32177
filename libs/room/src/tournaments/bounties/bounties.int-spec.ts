/**
 * Bounty tournaments on a real Postgres (docs/tournaments.md "Bounties and progressive
 * knockouts"): a PKO and a fixed-bounty sit & go played to the end by random-action bots through
 * the real hand services — every bounty paid once, to the winners of the pots that busted the
 * player, the winner keeping their own, the pools empty and the ledger balanced; a knockout shared
 * by two and its undo; an unregistration's refund; refused settings.
 */
import type { TestingModule } from '@nestjs/testing';
import { HandRepository, TournamentEntry, TournamentTableQueries, UnitOfWork } from '@app/persistence';
import { exportStars, HandHistory, seededRng } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../../test/setup/test-redis';
import { LEDGER_OK, ledgerInvariants } from '../../../../../test/support/ledger-invariants';
import { playOneHand } from '../../../../../test/support/tournament-bots';
import { DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../../test/support/tournaments';
import { LedgerService } from '../../ledger/ledger.service';
import { ClockService } from '../clock.service';
import { DealsService } from '../deals.service';
import type { CreateTournamentDto } from '../dto/create-tournament.dto';
import { EntriesService } from '../entries.service';
import { StructuresService } from '../structures.service';
import { TournamentsService } from '../tournaments.service';
import { TournamentErrorCode } from '../tournament.error';
import { BountiesService, bountyPoolReference } from './bounties.service';
import { knockoutWeights, splitBounty } from './bounty-shares';

const STACK = 1_500;
const bigBetAt = (n: number) => 80 * 2 ** (n - 1);
const LEVELS = 10;
const level = (n: number) => ({
  kind: 'level' as const,
  minutes: 10,
  stakes: { ante: bigBetAt(n) / 16, bringIn: bigBetAt(n) / 8, smallBet: bigBetAt(n) / 2, bigBet: bigBetAt(n) },
});
const BUY_IN = 2_500;
const BOUNTY = 2_500;
const FEE = 500;
const FUNDS = 10_000;

describe('bounty tournaments (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let tournaments: TournamentsService;
  let entries: EntriesService;
  let ledger: LedgerService;
  let bounties: BountiesService;
  let fastStructureId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl, { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('bounty'), processing: false });
    tournaments = moduleRef.get(TournamentsService);
    entries = moduleRef.get(EntriesService);
    ledger = moduleRef.get(LedgerService);
    bounties = moduleRef.get(BountiesService);
    const structure = await moduleRef
      .get(StructuresService)
      .create(DIRECTOR, { name: 'bounty fast', items: Array.from({ length: LEVELS }, (_, i) => level(i + 1)) });
    fastStructureId = structure.id;
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  const bankroll = (playerId: string) => ledger.balanceOf({ kind: 'player-bankroll', unit: 'USD', playerId });
  const pool = (id: string) => ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: bountyPoolReference(id) });
  const dto = (kind: 'fixed' | 'progressive', overrides: Partial<CreateTournamentDto> = {}) =>
    tournamentDto({
      format: 'sit-and-go',
      structurePreset: undefined,
      structureId: fastStructureId,
      startingStack: STACK,
      buyIn: BUY_IN,
      fee: FEE,
      bounty: { kind, amount: BOUNTY },
      ...overrides,
    });

  async function playToTheEnd(id: string, seed: string): Promise<void> {
    const rng = seededRng(seed);
    let hands = 0;
    for (let round = 0; round < 1_000 && (await tournaments.get(id)).status !== 'finished'; round++) {
      await moduleRef.get(ClockService).setLevel(DIRECTOR, id, Math.min(LEVELS, 1 + Math.floor(hands / 10)));
      for (const table of await moduleRef.get(TournamentTableQueries).listTables(id)) if (await playOneHand(moduleRef, table.id, rng)) hands++;
    }
    expect((await tournaments.get(id)).status).toBe('finished');
  }

  /**
   * Plays a bounty sit & go of `players` to the end and checks the money: prizes = buy-ins, bounty
   * cash = bounties, each busted entry's bounty paid once to the winners of the pots it was in (by
   * the hand's own result), the winner paid their own, both pools empty, every bankroll exact.
   */
  async function playAndCheck(kind: 'fixed' | 'progressive', players: number, seed: string): Promise<void> {
    const t = await tournaments.create(DIRECTOR, dto(kind, { maxPlayers: players }));
    expect(t).toMatchObject({ bountyKind: kind, bounty: BigInt(BOUNTY) });
    await tournaments.openRegistration(DIRECTOR, t.id);
    const ids: string[] = [];
    for (let i = 0; i < players; i++) ids.push(await fundedPlayer(moduleRef, FUNDS));
    for (const p of ids) await entries.register(DIRECTOR, t.id, p);
    expect(await pool(t.id)).toBe(BigInt(players * BOUNTY));
    expect((await tournaments.get(t.id)).collected).toBe(BigInt(players * BUY_IN));
    await playToTheEnd(t.id, seed);

    const { placed } = await tournaments.resultsOf(t.id);
    const won = (e: TournamentEntry) => e.bountyWon;
    expect(placed.reduce((s, e) => s + (e.prize ?? 0n), 0n)).toBe(BigInt(players * BUY_IN));
    expect(placed.reduce((s, e) => s + won(e), 0n)).toBe(BigInt(players * BOUNTY));
    expect(placed.every((e) => e.bounty === 0n)).toBe(true);
    expect(await pool(t.id)).toBe(0n);
    expect(await ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: `tournament:${t.id}` })).toBe(0n);
    for (const e of placed) expect(await bankroll(e.playerId)).toBe(BigInt(FUNDS - BUY_IN - BOUNTY - FEE) + (e.prize ?? 0n) + e.bountyWon);

    const awards = await bounties.listAwards(await tournaments.get(t.id));
    const byId = new Map(placed.map((e) => [e.id, e]));
    const winner = placed.find((e) => e.place === 1) as TournamentEntry;
    // The winner keeps their own: one award from and to the winner, paid what was on their head.
    const own = awards.filter((a) => a.fromEntryId === a.toEntryId);
    expect(own.map((a) => a.toEntryId)).toEqual([winner.id]);
    expect(own[0]?.added).toBe(0n);
    // Every busted entry's bounty paid once: its awards come from one hand and go to the winners
    // of the pots its seat was in, split as the hand's pots say.
    const hands = moduleRef.get(HandRepository);
    for (const busted of placed.filter((e) => e.id !== winner.id)) {
      const mine = awards.filter((a) => a.fromEntryId === busted.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((a) => a.handId))).toEqual(new Set([busted.bustHandId]));
      const hand = await hands.findById(busted.bustHandId as string);
      const seatOf = (playerId: string) => hand?.seats.find((s) => s.playerId === playerId)?.seat as number;
      const weights = knockoutWeights(hand?.result?.pots ?? [], seatOf(busted.playerId));
      const onHead = mine.reduce((s, a) => s + a.paid + a.added, 0n);
      const expected = splitBounty(kind, onHead, weights).map((s) => ({ seat: s.key, paid: s.paid, added: s.added }));
      const actual = mine.map((a) => ({ seat: seatOf((byId.get(a.toEntryId) as TournamentEntry).playerId), paid: a.paid, added: a.added }));
      expect(actual).toEqual(expected);
      if (kind === 'fixed') expect(onHead).toBe(BigInt(BOUNTY));
      // The hand's history says the same (PokerStars' bounty lines), written before the tournament paid it.
      const history = (await hands.findHistory(busted.bustHandId as string)) as HandHistory;
      const told = (history.knockouts ?? []).filter((k) => k.eliminated === seatOf(busted.playerId));
      expect(told.map((k) => ({ seat: k.seat, paid: BigInt(k.amount), added: BigInt(k.increase ?? 0) }))).toEqual(actual);
      // Its seat lines name the bounty on each head as the hand began: the busted player's, what was paid out of it.
      expect(history.seats.find((x) => x.seat === seatOf(busted.playerId))?.bounty).toBe(Number(onHead));
      const text = exportStars(history);
      expect(text).toContain(`, $25+$25+$5 USD Razz Limit`);
      expect(text).toMatch(/ in chips, \$[\d.]+ bounty\)/);
      expect(text).toMatch(
        kind === 'fixed'
          ? / (wins|split) the \$[\d.]+ bounty for eliminating /
          : / for (eliminating|splitting the elimination of) .+ and their own bounty increases by /,
      );
    }
    // A PKO: what each entry won plus its own bounty at the end adds up (its original bounty came back to it or went on).
    if (kind === 'progressive') {
      const addedTo = (id: string) => awards.filter((a) => a.toEntryId === id && a.fromEntryId !== id).reduce((s, a) => s + a.added, 0n);
      expect(own[0]?.paid).toBe(BigInt(BOUNTY) + addedTo(winner.id));
    }
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }

  it('a 6-player PKO played by bots to the end: prizes, every bounty once to the right players, the winner keeps their own, pools empty', async () => {
    await playAndCheck('progressive', 6, 'pko six');
  }, 300_000);

  it('a 4-player fixed-bounty sit & go played by bots to the end', async () => {
    await playAndCheck('fixed', 4, 'fixed four');
  }, 300_000);

  it("a knockout shared by two (a split pot): half each, half of that onto each one's bounty; its undo puts everything back", async () => {
    const t = await tournaments.create(DIRECTOR, dto('progressive', { format: 'scheduled', maxPlayers: 9 }));
    await tournaments.openRegistration(DIRECTOR, t.id);
    const ids = [await fundedPlayer(moduleRef, FUNDS), await fundedPlayer(moduleRef, FUNDS), await fundedPlayer(moduleRef, FUNDS)];
    const made = [];
    for (const p of ids) made.push(await entries.register(DIRECTOR, t.id, p));
    const [busted, a, b] = made as [TournamentEntry, TournamentEntry, TournamentEntry];
    const before = await Promise.all(ids.map(bankroll));
    await moduleRef.get(UnitOfWork).run(async () => {
      const awards = await bounties.knockout(
        await tournaments.get(t.id),
        busted,
        [
          { key: a, weight: 300n },
          { key: b, weight: 300n },
        ],
        { floorInputSeq: 7 },
      );
      expect(awards.map((x) => [x.shareNum, x.shareDen, x.paid, x.added])).toEqual([
        [1, 2, 625n, 625n],
        [1, 2, 625n, 625n],
      ]);
    });
    expect(await Promise.all(ids.map(bankroll))).toEqual([before[0], (before[1] as bigint) + 625n, (before[2] as bigint) + 625n]);
    const after = await tournaments.entriesOf(t.id);
    expect(after.map((e) => [e.bounty, e.bountyWon])).toEqual([
      [0n, 0n],
      [3_125n, 625n],
      [3_125n, 625n],
    ]);
    expect(await pool(t.id)).toBe(BigInt(3 * BOUNTY - 1_250));

    await moduleRef.get(UnitOfWork).run(async () => bounties.reverseKnockout(await tournaments.get(t.id), busted.id, 'undo:8'));
    expect(await Promise.all(ids.map(bankroll))).toEqual(before);
    expect((await tournaments.entriesOf(t.id)).map((e) => [e.bounty, e.bountyWon])).toEqual([
      [2_500n, 0n],
      [2_500n, 0n],
      [2_500n, 0n],
    ]);
    expect(await pool(t.id)).toBe(BigInt(3 * BOUNTY));
    expect(await bounties.listAwards(await tournaments.get(t.id))).toEqual([]);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });

  it('a deal splits the prize pool only: each player in it is paid the bounty on their own head', async () => {
    const t = await tournaments.create(DIRECTOR, dto('progressive', { maxPlayers: 3 }));
    await tournaments.openRegistration(DIRECTOR, t.id);
    const ids = [await fundedPlayer(moduleRef, FUNDS), await fundedPlayer(moduleRef, FUNDS), await fundedPlayer(moduleRef, FUNDS)];
    for (const p of ids) await entries.register(DIRECTOR, t.id, p);
    expect((await tournaments.get(t.id)).status).toBe('running');
    const deals = moduleRef.get(DealsService);
    const deal = await deals.propose(DIRECTOR, t.id, 'chip-chop');
    await deals.confirm(DIRECTOR, t.id, deal.id);
    const after = await tournaments.entriesOf(t.id);
    // Equal stacks: the prize pool (3 × 25.00) chopped; every bounty (25.00) back to its holder.
    expect(after.map((e) => [e.status, e.prize, e.bounty, e.bountyWon])).toEqual(Array.from({ length: 3 }, () => ['finished', 2_500n, 0n, 2_500n]));
    for (const p of ids) expect(await bankroll(p)).toBe(BigInt(FUNDS - FEE));
    expect(await pool(t.id)).toBe(0n);
    const awards = await bounties.listAwards(await tournaments.get(t.id));
    expect(awards.map((a) => a.fromEntryId === a.toEntryId && a.paid === 2_500n)).toEqual([true, true, true]);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });

  it('an unregistration refunds the bounty with the buy-in and fee', async () => {
    const t = await tournaments.create(DIRECTOR, dto('fixed', { format: 'scheduled', maxPlayers: 9 }));
    await tournaments.openRegistration(DIRECTOR, t.id);
    const p = await fundedPlayer(moduleRef, FUNDS);
    const entry = await entries.register(DIRECTOR, t.id, p);
    expect(entry).toMatchObject({ bounty: 2_500n, bountyWon: 0n });
    expect(await bankroll(p)).toBe(BigInt(FUNDS - BUY_IN - BOUNTY - FEE));
    expect(await pool(t.id)).toBe(2_500n);
    const gone = await entries.unregister(DIRECTOR, t.id, p);
    expect(gone.bounty).toBe(0n);
    expect(await bankroll(p)).toBe(BigInt(FUNDS));
    expect(await pool(t.id)).toBe(0n);
    expect((await tournaments.get(t.id)).collected).toBe(0n);
  });

  it.each([
    [{ bounty: { kind: 'progressive' as const, amount: 2_501 } }, /odd/],
    [{ bounty: { kind: 'fixed' as const, amount: 2_500 }, rebuy: { levels: 2, price: 2_500, fee: 0, chips: 1_500 } }, /rebuys/],
  ])('refuses nonsense bounty settings (%#)', async (overrides, message) => {
    await expect(tournaments.create(DIRECTOR, dto('fixed', { format: 'scheduled', ...overrides }))).rejects.toMatchObject({
      code: TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID,
      message: expect.stringMatching(message),
    });
  });
});
