/**
 * Results, rebuys and the add-on, and deals on a real Postgres: shared places, prizes paid when
 * places are final, a guarantee's overlay, rebuys and the add-on through the ledger, and ICM /
 * chip-chop deals applied only when a director confirms them.
 */
import type { TestingModule } from '@nestjs/testing';
import { TournamentClockRepository } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';
import { eventually, WAIT_MS } from '../../../../test/support/eventually';
import { bustHand, DIRECTOR, fundedPlayer, tournamentDto, tournamentModule } from '../../../../test/support/tournaments';
import { LedgerService } from '../ledger/ledger.service';
import { chipsUnit } from '../ledger/units';
import { TableEventBus, TableUpdate } from '../hands/table-event-bus';
import { ClockService } from './clock.service';
import type { CreateTournamentDto } from './dto/create-tournament.dto';
import { DealsService } from './deals.service';
import { EntriesService } from './entries.service';
import { TournamentsService } from './tournaments.service';

describe('results, rebuys, add-on and deals (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let tournaments: TournamentsService;
  let entries: EntriesService;
  let ledger: LedgerService;
  const bankroll = (playerId: string) => ledger.balanceOf({ kind: 'player-bankroll', unit: 'USD', playerId });
  const pool = (id: string) => ledger.balanceOf({ kind: 'tournament-prize-pool', unit: 'USD', reference: `tournament:${id}` });

  async function started(players: number, overrides: Partial<CreateTournamentDto> = {}, bankrollEach = 11_000): Promise<{ id: string; players: string[] }> {
    const t = await tournaments.create(DIRECTOR, tournamentDto(overrides));
    await tournaments.openRegistration(DIRECTOR, t.id);
    const ids: string[] = [];
    for (let i = 0; i < players; i++) {
      ids.push(await fundedPlayer(moduleRef, bankrollEach));
      await entries.register(DIRECTOR, t.id, ids[i] as string);
    }
    await tournaments.start(DIRECTOR, t.id);
    return { id: t.id, players: ids };
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await tournamentModule(db.databaseUrl);
    tournaments = moduleRef.get(TournamentsService);
    entries = moduleRef.get(EntriesService);
    ledger = moduleRef.get(LedgerService);
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  it('places: equal starting stacks busting in one hand share; the winner is paid when one player holds every chip', async () => {
    const { id, players } = await started(6, { guarantee: 100_000 });
    const [a, b, c, d, e, f] = players as [string, string, string, string, string, string];
    expect((await tournaments.get(id)).payouts).toMatchObject({ prizePool: 100_000n, overlay: 40_000n, amounts: [65_000n, 35_000n] });
    expect(await pool(id)).toBe(100_000n);
    await bustHand(moduleRef, id, [a, b], f);
    await bustHand(moduleRef, id, [c], f);
    await bustHand(moduleRef, id, [d], e);
    const { placed: midway } = await tournaments.resultsOf(id);
    expect(midway.map((p) => [p.playerId, p.place, p.placeTo, p.prize])).toEqual([
      [d, 3, 3, 0n],
      [c, 4, 4, 0n],
      [a, 5, 6, 0n],
      [b, 5, 6, 0n],
    ]);
    // e (2,000 chips) against f (4,000): e started with less, so places 2nd.
    await bustHand(moduleRef, id, [e], f);
    const t = await tournaments.get(id);
    expect(t.status).toBe('finished');
    const { placed } = await tournaments.resultsOf(id);
    expect(placed.slice(0, 2).map((p) => [p.playerId, p.place, p.prize])).toEqual([
      [f, 1, 65_000n],
      [e, 2, 35_000n],
    ]);
    expect(await bankroll(f)).toBe(65_000n);
    expect(await pool(id)).toBe(0n);
    expect(await ledger.balanceOf({ kind: 'tournament-chip-bank', unit: chipsUnit(id), reference: `tournament:${id}` })).toBe(0n);
  });

  it('rebuys during the rebuy levels at or below the starting stack, once per number; one add-on at the add-on break', async () => {
    const rebuy = { levels: 2, price: 5_000, fee: 500, chips: 1_000 };
    const addOn = { price: 5_000, fee: 500, chips: 2_000 };
    const { id, players } = await started(3, { rebuy, addOn }, 30_000);
    const [a] = players as [string];
    const clock = moduleRef.get(ClockService);
    expect((await tournaments.get(id)).payouts).toBeNull();
    const first = await entries.rebuy(DIRECTOR, id, a, 1);
    expect(first.rebuys).toBe(1);
    expect(await bankroll(a)).toBe(30_000n - 11_000n - 5_500n);
    expect(await entries.rebuy(DIRECTOR, id, a, 1)).toMatchObject({ rebuys: 1 });
    expect(await bankroll(a)).toBe(13_500n);
    await expect(entries.rebuy(DIRECTOR, id, a, 2)).rejects.toMatchObject({ code: 'REBUY_NOT_ALLOWED' });
    await expect(entries.rebuy(DIRECTOR, id, a, 3)).rejects.toMatchObject({ code: 'REBUY_NUMBER_MISMATCH' });
    await expect(entries.addOn(DIRECTOR, id, a)).rejects.toMatchObject({ code: 'ADD_ON_NOT_ALLOWED' });
    await clock.setLevel(DIRECTOR, id, 4);
    await expect(entries.rebuy(DIRECTOR, id, players[1] as string, 1)).rejects.toMatchObject({ code: 'REBUY_NOT_ALLOWED' });
    // The break after level IV (the first after the rebuy levels) is the add-on break.
    const epoch = (await moduleRef.get(TournamentClockRepository).find(id))?.epoch as number;
    expect(await clock.levelUp({ tournamentId: id, itemIndex: 4, epoch })).toBe(true);
    expect((await tournaments.get(id)).status).toBe('on-break');
    expect(await entries.addOn(DIRECTOR, id, a)).toMatchObject({ addOn: true });
    await expect(entries.addOn(DIRECTOR, id, a)).rejects.toMatchObject({ code: 'ADD_ON_NOT_ALLOWED' });
    const chips = await sql<{ total: string }>(db.databaseUrl, `SELECT sum(balance)::text AS total FROM ledger_accounts WHERE unit = $1 AND player_id = $2`, [
      chipsUnit(id),
      a,
    ]);
    expect(chips[0]?.total).toBe('4000');
    expect(await tournaments.get(id)).toMatchObject({ collected: 30_000n + 5_000n + 5_000n, payouts: null });
    // Level V: no more money can come in, so the pool is final.
    expect(await clock.levelUp({ tournamentId: id, itemIndex: 5, epoch })).toBe(true);
    expect((await tournaments.get(id)).payouts).toMatchObject({ prizePool: 40_000n, overlay: 0n });
  });

  it('a deal is only a proposal until a director confirms it; then it pays, places by chips and ends the tournament', async () => {
    const { id, players } = await started(6);
    const [a, b, c, d, e, f] = players as [string, string, string, string, string, string];
    await bustHand(moduleRef, id, [a], d);
    await bustHand(moduleRef, id, [b], e);
    await bustHand(moduleRef, id, [c], f);
    const deals = moduleRef.get(DealsService);
    const icm = await deals.propose(DIRECTOR, id, 'icm');
    expect(icm.players.reduce((sum, p) => sum + BigInt(p.amount), 0n)).toBe(60_000n);
    expect(await pool(id)).toBe(60_000n);
    const chop = await deals.propose(DIRECTOR, id, 'chip-chop');
    // The stacks move: the proposal no longer fits and is refused.
    await bustHandChips(id, e, d, 500n);
    await expect(deals.confirm(DIRECTOR, id, chop.id)).rejects.toMatchObject({ code: 'DEAL_STALE' });
    expect((await tournaments.get(id)).status).toBe('running');
    const fresh = await deals.propose(DIRECTOR, id, 'chip-chop');
    // Whoever follows a table of the tournament hears that it closed.
    const tables = (await sql<{ id: string }>(db.databaseUrl, `SELECT id::text FROM tables WHERE tournament_id = $1 AND status <> 'closed'`, [id])).map(
      (t) => t.id,
    );
    expect(tables.length).toBeGreaterThan(0);
    const heard: TableUpdate[] = [];
    const stops = await Promise.all(tables.map((tableId) => moduleRef.get(TableEventBus).subscribe(tableId, (u) => heard.push(u))));
    const confirmed = await deals.confirm(DIRECTOR, id, fresh.id);
    expect(confirmed.status).toBe('confirmed');
    expect((await tournaments.get(id)).status).toBe('finished');
    const closing = await eventually(
      () => tables.every((t) => heard.some((u) => u.tableId === t)) && heard,
      WAIT_MS,
      'an update from every table of the tournament',
    );
    for (const u of closing)
      expect({ table: u.tableId, status: u.facts.table.status, seats: u.facts.seats }).toEqual({ table: u.tableId, status: 'closed', seats: [] });
    stops.forEach((stop) => stop());
    for (const p of fresh.players) expect(await bankroll(p.playerId)).toBe(BigInt(p.amount));
    const { placed } = await tournaments.resultsOf(id);
    expect(placed.slice(0, 3).map((p) => p.playerId)).toEqual([d, f, e]);
    expect(await pool(id)).toBe(0n);
    await expect(deals.confirm(DIRECTOR, id, icm.id)).rejects.toMatchObject({ code: 'DEAL_STALE' });
  });

  /** Moves chips between two seated players without a bust. */
  async function bustHandChips(id: string, from: string, to: string, amount: bigint): Promise<void> {
    const seats = await sql<{ account: string; player: string }>(
      db.databaseUrl,
      `SELECT s.stack_account_id::text AS account, s.player_id::text AS player FROM table_seats s JOIN tables t ON t.id = s.table_id WHERE t.tournament_id = $1`,
      [id],
    );
    const account = (p: string) => seats.find((s) => s.player === p)?.account as string;
    await ledger.post(
      {
        kind: 'hand-settlement',
        unit: chipsUnit(id),
        entries: [
          { accountId: account(from), amount: -amount },
          { accountId: account(to), amount },
        ],
      },
      { idempotencyKey: `test-move:${id}:${from}` },
    );
  }
});
