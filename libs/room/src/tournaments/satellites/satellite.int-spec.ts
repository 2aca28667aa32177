/**
 * Satellites on a real Postgres (docs/tournaments.md "Satellites"): the pool buys whole seats at
 * the target's entry price, the satellite stops when no more players are left than seats, the
 * seat-winners are registered in the target through its own registration — paid from the
 * satellite's pool, never from their bankrolls — and the next place gets the cash remainder. Step
 * satellites chain; a winner already in the target gets the seat's value in cash; refusals change
 * nothing. Busts are booked as finished hands (`bustHand`), so every step is deterministic; jobs
 * go to a Redis no worker reads.
 */
import type { TestingModule } from '@nestjs/testing';
import { Tournament, TournamentTableQueries } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../../../../../test/setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../../../../../test/setup/test-redis';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../../test/support/ledger-invariants';
import { bustHand, bustHandAt, DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../../test/support/tournaments';
import { CashierService } from '../../ledger/cashier.service';
import { LedgerService } from '../../ledger/ledger.service';
import { chipsUnit } from '../../ledger/units';
import { BalancingService } from '../balancing/balancing.service';
import { DealsService } from '../deals.service';
import type { CreateTournamentDto } from '../dto/create-tournament.dto';
import { EntriesService } from '../entries.service';
import { TournamentsService } from '../tournaments.service';
import { TournamentTablePolicyService } from '../tournament-table-policy.service';
import { TournamentErrorCode } from '../tournament.error';

/** The target event: 100 + 9 USD, so a seat is worth 10,900 cents. */
const TARGET = { buyIn: 10_000, fee: 900 };
const SEAT = 10_900n;

describe('satellites (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let tournaments: TournamentsService;
  let entries: EntriesService;
  let ledger: LedgerService;

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl, { redisUrl: testRedisUrl(), prefix: uniqueQueuePrefix('satellite'), processing: false });
    tournaments = moduleRef.get(TournamentsService);
    entries = moduleRef.get(EntriesService);
    ledger = moduleRef.get(LedgerService);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  const bankroll = (playerId: string) => ledger.balanceOf({ kind: 'player-bankroll', unit: 'USD', playerId });
  const pool = (id: string) => ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: `tournament:${id}` });
  const fees = () => ledger.balanceOf({ kind: 'house-fees', unit: 'USD' });
  const chipBank = (id: string) => ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(id), reference: `tournament:${id}` });

  async function open(overrides: Partial<CreateTournamentDto>): Promise<Tournament> {
    const t = await tournaments.create(DIRECTOR, tournamentDto(overrides));
    await tournaments.openRegistration(DIRECTOR, t.id);
    return t;
  }

  /** `n` players, each funded with exactly one entry's price, registered. */
  async function registerPlayers(t: Tournament, n: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const id = await fundedPlayer(moduleRef, Number(t.buyIn + t.fee));
      await entries.register(DIRECTOR, t.id, id);
      ids.push(id);
    }
    return ids;
  }

  /** One player out: the first of a table with two or more, their chips to the next at that table. Returns who busted. */
  async function bustOne(id: string, keep: ReadonlySet<string> = new Set()): Promise<string> {
    const seats = await moduleRef.get(TournamentTableQueries).listSeats(id);
    for (const tableId of new Set(seats.map((s) => s.tableId))) {
      const at = seats.filter((s) => s.tableId === tableId);
      const loser = at.find((s) => !keep.has(s.playerId));
      const winner = at.find((s) => s !== loser);
      if (!loser || !winner) continue;
      await bustHand(moduleRef, id, [loser.playerId], winner.playerId);
      return loser.playerId;
    }
    throw new Error('test setup: no table with two players to bust one at');
  }

  it('awards 5 seats: stops when 5 are left, registers exactly those 5 in the target, pays the remainder to 6th, nobody else', async () => {
    const target = await open({ ...TARGET, maxPlayers: 100 });
    // 12 × 50 USD = 600 USD: 5 seats of 109 USD (545) and 55 USD to 6th. No hand-for-hand: busts come one hand at a time.
    const sat = await open({ buyIn: 5_000, fee: 500, maxPlayers: 12, seatsPerTable: 6, handForHandAt: 0, satelliteTargetId: target.id });
    const players = await registerPlayers(sat, 12);
    const feesBefore = await fees();
    const started = await tournaments.start(DIRECTOR, sat.id);
    expect(started.satelliteSeats).toBe(5);
    expect(started.payouts).toMatchObject({ prizePool: 60_000n, overlay: 0n, amounts: [SEAT, SEAT, SEAT, SEAT, SEAT, 5_500n] });

    const busted: string[] = [];
    for (let i = 0; i < 7; i++) {
      busted.push(await bustOne(sat.id));
      // Until the 7th bust (6 left) nothing is won: still running, nobody in the target.
      if (i < 6) {
        expect((await tournaments.get(sat.id)).status).toBe('running');
        expect(await tournaments.entriesOf(target.id)).toEqual([]);
      }
    }
    const over = await tournaments.get(sat.id);
    expect(over.status).toBe('finished');
    const winners = players.filter((p) => !busted.includes(p));
    expect(winners).toHaveLength(5);

    // The target: exactly the 5 winners, registered, its pool and count grown by 5 entries, fees by 5 × 9 USD.
    const targetNow = await tournaments.get(target.id);
    expect(targetNow).toMatchObject({ entriesCount: 5, collected: 50_000n, status: 'registering' });
    const inTarget = await tournaments.entriesOf(target.id);
    expect(inTarget.map((e) => e.playerId).sort()).toEqual([...winners].sort());
    expect(inTarget.every((e) => e.status === 'registered')).toBe(true);
    expect(await pool(target.id)).toBe(50_000n);
    expect((await fees()) - feesBefore).toBe(5n * 900n);

    // The satellite: the 5 share places 1–5, each prize a seat's value and the entry it won; 6th gets 55 USD; 7th–12th nothing.
    const { placed } = await tournaments.resultsOf(sat.id);
    const seatWinners = placed.filter((e) => winners.includes(e.playerId));
    expect(seatWinners.map((e) => [e.status, e.place, e.placeTo, e.prize])).toEqual(Array(5).fill(['finished', 1, 5, SEAT]));
    expect(seatWinners.map((e) => e.wonEntryId).sort()).toEqual(inTarget.map((e) => e.id).sort());
    const bubble = placed.find((e) => e.playerId === busted[6]);
    expect(bubble).toMatchObject({ place: 6, placeTo: 6, prize: 5_500n, wonEntryId: null });
    expect(placed.filter((e) => e.place !== null && e.place > 6).map((e) => e.prize)).toEqual(Array(6).fill(0n));

    // Bankrolls: the winners paid their satellite entry and nothing for the seat; 6th got the remainder in cash.
    for (const w of winners) expect(await bankroll(w)).toBe(0n);
    expect(await bankroll(busted[6] as string)).toBe(5_500n);
    for (const b of busted.slice(0, 6)) expect(await bankroll(b)).toBe(0n);

    // Everything moved out of the satellite: pool empty, chips back in the bank, tables closed, the ledger balanced.
    expect(await pool(sat.id)).toBe(0n);
    expect(await chipBank(sat.id)).toBe(0n);
    expect((await moduleRef.get(TournamentTableQueries).listTables(sat.id)).every((t) => t.status === 'closed')).toBe(true);
    const seatPostings = await sql<{ n: string }>(
      db.databaseUrl,
      `SELECT count(*)::text AS n FROM ledger_transactions WHERE kind = 'tournament-satellite-seat'`,
    );
    expect(seatPostings[0]?.n).toBe('5');
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 120_000);

  /** Part of a stack from one player to another at their table (a hand nobody busts in), booked between the seat stacks. */
  async function moveChips(id: string, from: string, to: string, amount: bigint): Promise<void> {
    const seats = await moduleRef.get(TournamentTableQueries).listSeats(id);
    const a = seats.find((s) => s.playerId === from);
    const b = seats.find((s) => s.playerId === to);
    if (!a || !b) throw new Error('test setup: both players must be seated');
    await ledger.post(
      {
        kind: 'hand-settlement',
        unit: chipsUnit(id),
        entries: [
          { accountId: a.stackAccountId, amount: -amount },
          { accountId: b.stackAccountId, amount },
        ],
      },
      { idempotencyKey: `test-move:${id}:${from}:${to}:${amount}` },
    );
  }

  it('a deal: the biggest stacks take the seats whole (registered in the target), the rest share the cash remainder by chips; equal stacks at the line are refused', async () => {
    const target = await open({ ...TARGET, maxPlayers: 100 });
    // 6 × 50 USD = 300 USD: 2 seats of 109 USD (218) and 82 USD to 3rd. Prizes rounded to the cent.
    const sat = await open({ buyIn: 5_000, fee: 500, maxPlayers: 6, seatsPerTable: 6, handForHandAt: 0, payoutRounding: 1, satelliteTargetId: target.id });
    const [p0, p1, p2, p3, p4, p5] = (await registerPlayers(sat, 6)) as [string, string, string, string, string, string];
    const started = await tournaments.start(DIRECTOR, sat.id);
    expect(started).toMatchObject({ satelliteSeats: 2, payouts: { amounts: [SEAT, SEAT, 8_200n] } });
    const deals = moduleRef.get(DealsService);

    // p0 out to p1: p1 2,000 and four stacks of 1,000 straddling the last seat — no deal can say who takes it.
    await bustHand(moduleRef, sat.id, [p0], p1);
    await expect(deals.propose(DIRECTOR, sat.id, 'chip-chop')).rejects.toMatchObject({
      code: TournamentErrorCode.DEAL_NOT_ALLOWED,
      message: expect.stringContaining('equal stacks of 1000 chips straddle the last seat'),
    });

    // p2 out to p3, then 300 chips from p3 to p5: p1 2,000, p3 1,700, p5 1,300, p4 1,000 (6,000 in play).
    await bustHand(moduleRef, sat.id, [p2], p3);
    await moveChips(sat.id, p3, p5, 300n);
    const feesBefore = await fees();
    // The remainder by chips between p5 and p4: 8,200 × 13/23 = 4,634.78 and 8,200 × 10/23 = 3,565.22;
    // whole cents 4,634 + 3,565 = 8,199, the cent left to the largest fraction (p5's): 4,635 and 3,565.
    const expected = new Map([
      [p1, { seat: true, amount: 10_900 }],
      [p3, { seat: true, amount: 10_900 }],
      [p5, { seat: false, amount: 4_635 }],
      [p4, { seat: false, amount: 3_565 }],
    ]);
    for (const method of ['icm', 'chip-chop'] as const) {
      const proposed = await deals.propose(DIRECTOR, sat.id, method);
      expect(proposed.players.map((p) => [p.playerId, p.seat, Number(p.amount)]).sort()).toEqual([...expected].map(([id, e]) => [id, e.seat, e.amount]).sort());
    }
    const deal = await deals.propose(DIRECTOR, sat.id, 'icm');
    // A proposal changes nothing.
    expect(await tournaments.entriesOf(target.id)).toEqual([]);
    expect(await pool(sat.id)).toBe(30_000n);
    await deals.confirm(DIRECTOR, sat.id, deal.id);

    expect((await tournaments.get(sat.id)).status).toBe('finished');
    // The target: p1 and p3 registered, paid from the satellite's pool (2 × 100 USD to its pool, 2 × 9 USD fees).
    const inTarget = await tournaments.entriesOf(target.id);
    expect(inTarget.map((e) => e.playerId).sort()).toEqual([p1, p3].sort());
    expect(await pool(target.id)).toBe(20_000n);
    expect((await fees()) - feesBefore).toBe(2n * 900n);
    // Places: p1, p3 share 1–2 with a seat's value each; p5 3rd, p4 4th; p2 5th and p0 6th with nothing.
    const { placed } = await tournaments.resultsOf(sat.id);
    const row = (id: string) => placed.find((e) => e.playerId === id);
    for (const id of [p1, p3]) expect(row(id)).toMatchObject({ status: 'finished', place: 1, placeTo: 2, prize: SEAT });
    expect([row(p1)?.wonEntryId, row(p3)?.wonEntryId].sort()).toEqual(inTarget.map((e) => e.id).sort());
    expect(row(p5)).toMatchObject({ status: 'finished', place: 3, placeTo: 3, prize: 4_635n, wonEntryId: null });
    expect(row(p4)).toMatchObject({ status: 'finished', place: 4, placeTo: 4, prize: 3_565n, wonEntryId: null });
    expect([row(p2)?.place, row(p2)?.prize, row(p0)?.place, row(p0)?.prize]).toEqual([5, 0n, 6, 0n]);
    // Bankrolls: the seats cost the winners nothing; the cash went to p5 and p4.
    expect(await Promise.all([p0, p1, p2, p3, p4, p5].map(bankroll))).toEqual([0n, 0n, 0n, 0n, 3_565n, 4_635n]);
    // Nothing left in the satellite: pool empty, chips back, tables closed, the ledger balanced.
    expect(await pool(sat.id)).toBe(0n);
    expect(await chipBank(sat.id)).toBe(0n);
    expect((await moduleRef.get(TournamentTableQueries).listTables(sat.id)).every((t) => t.status === 'closed')).toBe(true);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 120_000);

  it('step satellites: Step 1 seats its winner into Step 2, whose winner is seated in the event', async () => {
    const event = await open({ ...TARGET, maxPlayers: 100 });
    // Step 2: 20 + 1.80 USD; six entries (120 USD) buy one 109 USD seat, 11 USD to 2nd.
    const step2 = await open({ buyIn: 2_000, fee: 180, maxPlayers: 6, seatsPerTable: 6, satelliteTargetId: event.id });
    // Step 1: 4 + 0.36 USD; six entries (24 USD) buy one 21.80 USD seat into Step 2, 2.20 USD to 2nd.
    const step1 = await open({ buyIn: 400, fee: 36, maxPlayers: 6, seatsPerTable: 6, satelliteTargetId: step2.id });
    const s1Players = await registerPlayers(step1, 6);
    await tournaments.start(DIRECTOR, step1.id);
    const qualifier = s1Players[5] as string;
    for (let i = 0; i < 5; i++) await bustOne(step1.id, new Set([qualifier]));
    expect((await tournaments.get(step1.id)).status).toBe('finished');
    const [seatInStep2] = await tournaments.entriesOf(step2.id);
    expect(seatInStep2).toMatchObject({ playerId: qualifier, status: 'registered' });
    expect(await pool(step1.id)).toBe(0n);

    await registerPlayers(step2, 5);
    const started = await tournaments.start(DIRECTOR, step2.id);
    expect(started).toMatchObject({ satelliteSeats: 1, collected: 12_000n });
    for (let i = 0; i < 5; i++) await bustOne(step2.id, new Set([qualifier]));
    expect((await tournaments.get(step2.id)).status).toBe('finished');
    const [seatInEvent] = await tournaments.entriesOf(event.id);
    expect(seatInEvent).toMatchObject({ playerId: qualifier, status: 'registered' });
    // The chain: Step 1 entry → Step 2 entry → event entry; the qualifier paid 4.36 USD in all.
    const s1Entry = (await tournaments.entriesOf(step1.id)).find((e) => e.playerId === qualifier);
    const s2Entry = (await tournaments.entriesOf(step2.id)).find((e) => e.playerId === qualifier);
    expect(s1Entry).toMatchObject({ place: 1, prize: 2_180n, wonEntryId: s2Entry?.id });
    expect(s2Entry).toMatchObject({ place: 1, prize: SEAT, wonEntryId: seatInEvent?.id });
    expect(await bankroll(qualifier)).toBe(0n);
    expect(await tournaments.get(event.id)).toMatchObject({ entriesCount: 1, collected: 10_000n });
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 120_000);

  it('a winner already registered in the target gets the seat’s value in cash; the target is unchanged', async () => {
    const target = await open({ ...TARGET, maxPlayers: 100 });
    // Three entries of 40 USD: one seat (109 USD) and 11 USD to 2nd.
    const sat = await open({ buyIn: 4_000, fee: 400, maxPlayers: 3, seatsPerTable: 3, satelliteTargetId: target.id });
    const [winner] = await registerPlayers(sat, 3);
    await moduleRef
      .get(CashierService)
      .deposit({ keyId: null, role: 'cashier' }, { playerId: winner as string, unit: 'USD', amount: Number(SEAT) }, `fund-target-${winner}`);
    await entries.register(DIRECTOR, target.id, winner as string);
    await tournaments.start(DIRECTOR, sat.id);
    for (let i = 0; i < 2; i++) await bustOne(sat.id, new Set([winner as string]));
    const entry = (await tournaments.entriesOf(sat.id)).find((e) => e.playerId === winner);
    expect(entry).toMatchObject({ status: 'finished', place: 1, prize: SEAT, wonEntryId: null });
    expect(await bankroll(winner as string)).toBe(SEAT);
    expect(await tournaments.get(target.id)).toMatchObject({ entriesCount: 1, collected: 10_000n });
    const second = (await tournaments.entriesOf(sat.id)).find((e) => e.place === 2);
    expect(second).toMatchObject({ prize: 1_100n });
    expect(await bankroll(second?.playerId as string)).toBe(1_100n);
    expect(await pool(sat.id)).toBe(0n);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 60_000);

  it('two out in the hand that bursts the bubble: the bigger starting stack takes the last seat; equal stacks share it in cash', async () => {
    const target = await open({ ...TARGET, maxPlayers: 100 });
    // Six entries of 40 USD at one table: 2 seats (218 USD) and 22 USD to 3rd.
    const satellite = () => open({ buyIn: 4_000, fee: 400, maxPlayers: 6, seatsPerTable: 6, satelliteTargetId: target.id });
    const unequal = await satellite();
    const [a, b, c, d, e, f] = (await registerPlayers(unequal, 6)) as [string, string, string, string, string, string];
    await tournaments.start(DIRECTOR, unequal.id);
    await bustHand(moduleRef, unequal.id, [b], e); // e: 2,000 chips
    await bustHand(moduleRef, unequal.id, [c], a);
    await bustHand(moduleRef, unequal.id, [d], a); // 3 left: a 3,000, e 2,000, f 1,000
    await bustHand(moduleRef, unequal.id, [e, f], a);
    expect((await tournaments.get(unequal.id)).status).toBe('finished');
    const placesOf = async (id: string) =>
      Object.fromEntries((await tournaments.entriesOf(id)).map((x) => [x.playerId, [x.place, x.placeTo, x.prize, x.wonEntryId !== null]]));
    expect(await placesOf(unequal.id)).toMatchObject({ [a]: [1, 1, SEAT, true], [e]: [2, 2, SEAT, true], [f]: [3, 3, 2_200n, false] });
    expect((await tournaments.entriesOf(target.id)).map((x) => x.playerId).sort()).toEqual([a, e].sort());

    const equal = await satellite();
    const [g, h, i, j, k, l] = (await registerPlayers(equal, 6)) as [string, string, string, string, string, string];
    await tournaments.start(DIRECTOR, equal.id);
    for (const out of [h, i, j]) await bustHand(moduleRef, equal.id, [out], g); // 3 left: g 4,000, k 1,000, l 1,000
    await bustHand(moduleRef, equal.id, [k, l], g);
    // k and l share places 2–3: the last seat's value and the remainder, (10,900 + 2,200) ÷ 2 each, in cash.
    expect(await placesOf(equal.id)).toMatchObject({ [g]: [1, 1, SEAT, true], [k]: [2, 3, 6_550n, false], [l]: [2, 3, 6_550n, false] });
    expect(await bankroll(k)).toBe(6_550n);
    expect((await tournaments.entriesOf(target.id)).map((x) => x.playerId)).toContain(g);
    expect(await tournaments.get(target.id)).toMatchObject({ entriesCount: 3, collected: 30_000n });
    expect(await pool(equal.id)).toBe(0n);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 60_000);

  it('hand-for-hand at the bubble: a round whose busts straddle the last seat ranks them by starting stack (a seat is not shared)', async () => {
    const target = await open({ ...TARGET, maxPlayers: 100 });
    // Six entries of 55 USD at two tables of 3: 3 seats (327 USD) and 3 USD to 4th; hand-for-hand from 4 left.
    const sat = await open({ buyIn: 5_500, fee: 550, maxPlayers: 6, seatsPerTable: 3, satelliteTargetId: target.id });
    await registerPlayers(sat, 6);
    await tournaments.start(DIRECTOR, sat.id);
    const seats = await moduleRef.get(TournamentTableQueries).listSeats(sat.id);
    const [tableA, tableB] = [...new Set(seats.map((x) => x.tableId))] as [string, string];
    const at = (tableId: string) => seats.filter((x) => x.tableId === tableId).map((x) => x.playerId) as [string, string, string];
    const [a1, a2, a3] = at(tableA);
    const [b1, b2, b3] = at(tableB);
    const bust = (tableId: string, loser: string, winner: string) => bustHandAt(moduleRef, sat.id, tableId, () => ({ losers: [loser], winner }));
    await bust(tableA, a1, a2); // A: a2 2,000, a3 1,000
    await bust(tableB, b1, b2); // B: b2 2,000, b3 1,000 — 4 left at two tables of 3: hand-for-hand
    expect(await tournaments.get(sat.id)).toMatchObject({ handForHand: true, satelliteSeats: 3 });
    // Balancing opens the round at the barrier; each table deals its hand of the round (the deal marks it).
    await moduleRef.get(BalancingService).balance(sat.id);
    for (const tableId of [tableA, tableB]) await moduleRef.get(TournamentTablePolicyService).stakesForNextHand(sat.id, tableId);
    await bust(tableA, a3, a2); // out with 1,000
    await bust(tableB, b2, b3); // out with 2,000 — 2 left, but the round's group waits for the barrier
    expect((await tournaments.get(sat.id)).status).toBe('running');
    await moduleRef.get(BalancingService).balance(sat.id);
    expect((await tournaments.get(sat.id)).status).toBe('finished');
    const placed = Object.fromEntries((await tournaments.entriesOf(sat.id)).map((x) => [x.playerId, [x.place, x.placeTo, x.prize, x.wonEntryId !== null]]));
    expect(placed).toMatchObject({
      [a2]: [1, 2, SEAT, true],
      [b3]: [1, 2, SEAT, true],
      [b2]: [3, 3, SEAT, true],
      [a3]: [4, 4, 300n, false],
    });
    expect((await tournaments.entriesOf(target.id)).map((x) => x.playerId).sort()).toEqual([a2, b3, b2].sort());
    expect(await pool(sat.id)).toBe(0n);
    expect(await chipBank(sat.id)).toBe(0n);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 60_000);

  it('a pool short of one seat is paid in cash to the winner of a satellite played to the end', async () => {
    const target = await open({ ...TARGET, maxPlayers: 100 });
    // Three entries of 30 USD: 90 USD buys no 109 USD seat.
    const sat = await open({ buyIn: 3_000, fee: 300, maxPlayers: 3, seatsPerTable: 3, satelliteTargetId: target.id });
    const [winner] = (await registerPlayers(sat, 3)) as [string];
    expect(await tournaments.start(DIRECTOR, sat.id)).toMatchObject({ satelliteSeats: 0, payouts: { amounts: [9_000n] } });
    await bustOne(sat.id, new Set([winner]));
    expect((await tournaments.get(sat.id)).status).toBe('running');
    await bustOne(sat.id, new Set([winner]));
    expect((await tournaments.get(sat.id)).status).toBe('finished');
    expect((await tournaments.entriesOf(sat.id)).find((e) => e.playerId === winner)).toMatchObject({ place: 1, prize: 9_000n, wonEntryId: null });
    expect(await bankroll(winner)).toBe(9_000n);
    expect(await tournaments.entriesOf(target.id)).toEqual([]);
    expect(await pool(sat.id)).toBe(0n);
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  }, 60_000);

  it('refuses a target that cannot take the seats, and creates nothing', async () => {
    const target = await open({ ...TARGET });
    const cancelled = await open({ ...TARGET });
    await tournaments.cancel(DIRECTOR, cancelled.id);
    const count = async () => Number((await sql<{ n: string }>(db.databaseUrl, 'SELECT count(*)::text AS n FROM tournaments'))[0]?.n);
    const before = await count();
    const refusals: [Partial<CreateTournamentDto>, TournamentErrorCode][] = [
      [{ satelliteTargetId: '00000000-0000-4000-8000-000000000000' }, TournamentErrorCode.SATELLITE_TARGET_INVALID],
      [{ satelliteTargetId: cancelled.id }, TournamentErrorCode.SATELLITE_TARGET_INVALID],
      [{ satelliteTargetId: target.id, currency: 'EUR' }, TournamentErrorCode.SATELLITE_TARGET_INVALID],
      [{ satelliteTargetId: target.id, buyIn: 10_000, fee: 900 }, TournamentErrorCode.SATELLITE_TARGET_INVALID],
      [
        { satelliteTargetId: target.id, buyIn: 1_000, fee: 100, payoutTable: { name: 'x', bands: [{ minEntries: 2, maxEntries: 100, percentages: [100] }] } },
        TournamentErrorCode.TOURNAMENT_SETTINGS_INVALID,
      ],
    ];
    for (const [overrides, code] of refusals)
      await expect(tournaments.create(DIRECTOR, tournamentDto({ buyIn: 1_000, fee: 100, ...overrides }))).rejects.toMatchObject({ code });
    expect(await count()).toBe(before);
  });
});
