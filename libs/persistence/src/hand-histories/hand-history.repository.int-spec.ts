import { randomUUID } from 'node:crypto';
import {
  applyAction,
  buildHandHistory,
  HandEvent,
  HandHistory,
  HandState,
  legalActions,
  PRESETS,
  seededRng,
  seatToAct,
  startHand,
  USD_CENTS,
} from '@app/razz-engine';
import { PersistenceFixture, startPersistence } from '../../../../test/support/persistence-module';
import { sql } from '../../../../test/support/ledger-invariants';
import { LedgerAccountRepository } from '../ledger/ledger-account.repository';
import { PlayerRepository } from '../players/player.repository';
import { HandRepository } from '../tables/hand.repository';
import type { HandSeat, PokerTable } from '../tables/table';
import { TableRepository } from '../tables/table.repository';
import { UnitOfWork } from '../unit-of-work';
import type { HandHistoryQuery, HandPlayerEntry } from './hand-history';
import { HandHistoryRepository } from './hand-history.repository';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };
const rng = seededRng('hand-history-repository');

/** A hand played by the engine alone: everyone checks, posts or calls, so it reaches the showdown. */
function playedHand(seats: number[]): { start: HandState; state: HandState; events: HandEvent[] } {
  const started = startHand({ rules: PRESETS.razz, stakes: STAKES, seats: seats.map((seat) => ({ seat, stack: 100 })), rng });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events = [...started.events];
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const legal = legalActions(state).map((a) => a.kind);
    const r = applyAction(state, { seat, kind: legal.find((k) => k === 'check' || k === 'bring-in' || k === 'call') ?? 'fold' });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  return { start: started.state, state, events };
}

describe('HandHistoryRepository: the stored histories and the search index', () => {
  let fx: PersistenceFixture;
  let uow: UnitOfWork;
  let tables: TableRepository;
  let hands: HandRepository;
  let histories: HandHistoryRepository;
  let players: { id: string; name: string }[];
  let accountId: string;
  const numbers = new Map<string, number>();

  const newTable = (name: string, tournamentId: string | null = null): Promise<PokerTable> =>
    tables.create({
      name,
      kind: tournamentId ? 'tournament' : 'cash',
      preset: 'razz',
      rules: PRESETS.razz,
      stakes: STAKES,
      maxSeats: 8,
      unit: tournamentId ? `chips:${tournamentId}` : 'USD',
      minBuyIn: tournamentId ? null : 100n,
      maxBuyIn: tournamentId ? null : 1000n,
      actionTimeoutMs: 30_000,
      handPauseMs: 0,
      maxTimeouts: 2,
      dealSittingOut: false,
      tournamentId,
      dealing: 'engine',
      cashGameId: null,
      createdByKeyId: null,
      schedule: null,
    });

  /** Deals, plays and finishes a hand at `startedAt` the way the hand service does: history and index in one unit of work. */
  async function finishedHand(
    table: PokerTable,
    who: number[],
    startedAt: Date,
  ): Promise<{ id: string; serial: string; history: HandHistory; entries: HandPlayerEntry[] }> {
    const seats: HandSeat[] = who.map((p, i) => ({ seat: i + 1, playerId: players[p]!.id, screenName: players[p]!.name, stackAccountId: accountId }));
    const { start, state, events } = playedHand(seats.map((s) => s.seat));
    const number = (numbers.get(table.id) ?? 0) + 1;
    numbers.set(table.id, number);
    const hand = await hands.create({ tableId: table.id, number, version: start.version, state: start, seats, deadlineAt: null });
    // The service stamps the start itself (now()); here each hand gets its own instant.
    await sql(fx.db.databaseUrl, `UPDATE hands SET started_at = $2 WHERE id = $1`, [hand.id, startedAt]);
    const endedAt = new Date(startedAt.getTime() + 60_000);
    const names = Object.fromEntries(seats.map((s) => [s.seat, s.screenName]));
    const built = buildHandHistory(state, events, {
      handId: hand.serial,
      tableName: table.name,
      money: USD_CENTS,
      startedAt: startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      players: names,
    });
    if (!built.ok) throw new Error(built.error.message);
    const history = built.value;
    const entries = seats.map((s) => ({
      seat: s.seat,
      playerId: s.playerId,
      screenName: s.screenName,
      startingStack: 100n,
      net: BigInt(history.outcome.net.find((n) => n.seat === s.seat)?.delta ?? 0),
      // Read back from the player record (none of these is a bot), never written with the hand.
      bot: false,
    }));
    const logged = events.map((event) => ({ version: state.version, event }));
    await uow.run(async () => {
      await hands.recordStep({
        tableId: table.id,
        handId: hand.id,
        expectedVersion: start.version,
        fromSeq: 0,
        events: logged,
        snapshot: { version: state.version, state, eventCount: logged.length, deadlineAt: null, finished: { result: state.result!, history, endedAt } },
        actionKey: null,
      });
      await histories.recordPlayers(hand.id, startedAt, entries);
    });
    return { id: hand.id, serial: hand.serial, history, entries };
  }

  const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 12, minute));
  const ids = async (query: Omit<HandHistoryQuery, 'limit'>, limit = 100) => (await histories.list({ ...query, limit })).items.map((s) => s.id);

  let cash: PokerTable;
  let other: PokerTable;
  let tourney: PokerTable;
  let made: Awaited<ReturnType<typeof finishedHand>>[];

  beforeAll(async () => {
    fx = await startPersistence();
    uow = fx.moduleRef.get(UnitOfWork);
    tables = fx.moduleRef.get(TableRepository);
    hands = fx.moduleRef.get(HandRepository);
    histories = fx.moduleRef.get(HandHistoryRepository);
    players = [];
    for (const name of ['Ann', 'Bo', 'Cy', 'Di']) players.push({ id: (await fx.moduleRef.get(PlayerRepository).create({ screenName: name })).id, name });
    accountId = (await fx.moduleRef.get(LedgerAccountRepository).ensure({ kind: 'seat-stack', unit: 'USD', playerId: players[0]!.id, reference: 'table:x' }))
      .id;
    cash = await newTable('Gotha II');
    other = await newTable('Salm IX');
    tourney = await newTable('Spring 1', 'spring-main');
    // Hand k starts at minute k; two share minute 4 (the id breaks the tie).
    made = [
      await finishedHand(cash, [0, 1], at(0)),
      await finishedHand(cash, [0, 1, 2], at(1)),
      await finishedHand(other, [2, 3], at(2)),
      await finishedHand(tourney, [1, 3], at(3)),
      await finishedHand(cash, [1, 2], at(4)),
      await finishedHand(other, [0, 3], at(4)),
    ];
  });
  afterAll(() => fx.close());

  it('numbers hands across the room as they are dealt (the serial is the Hand # of the text)', () => {
    const serials = made.map((h) => Number(h.serial));
    expect(serials.every((s, i) => i === 0 || s > (serials[i - 1] as number))).toBe(true);
    expect(made.map((h) => h.history.handId)).toEqual(made.map((h) => h.serial));
  });

  it("summarises each hand from its history, with its players' names, starting stacks and results", async () => {
    const page = await histories.list({ tableId: cash.id, limit: 1 });
    const hand = made[4]!;
    expect(page.items).toEqual([
      {
        id: hand.id,
        serial: hand.serial,
        tableId: cash.id,
        tableName: 'Gotha II',
        handNumber: 3,
        tournamentId: null,
        unit: 'USD',
        game: { id: 'razz', name: 'Razz' },
        stakes: STAKES,
        startedAt: at(4),
        endedAt: new Date(at(4).getTime() + 60_000),
        endedBy: hand.history.outcome.endedBy,
        totalPot: hand.history.outcome.totalPot,
        rake: 0,
        players: hand.entries,
      },
    ]);
    expect(page.items[0]?.players.map((p) => p.screenName)).toEqual(['Bo', 'Cy']);
    expect(page.items[0]?.players.reduce((sum, p) => sum + p.net, 0n)).toBe(0n);
  });

  it('lists newest first and filters by table, player, tournament and start time (from inclusive, to exclusive), together too', async () => {
    const [h0, h1, h2, h3, h4, h5] = made.map((h) => h.id) as string[];
    // Hands 4 and 5 started at the same instant: the larger id comes first.
    const tie = [h4, h5].sort().reverse() as string[];
    expect(await ids({})).toEqual([...tie, h3, h2, h1, h0]);
    expect(await ids({ tableId: cash.id })).toEqual([h4, h1, h0]);
    expect(await ids({ playerId: players[3]!.id })).toEqual([h5, h3, h2]);
    expect(await ids({ playerId: players[0]!.id, tableId: cash.id })).toEqual([h1, h0]);
    expect(await ids({ tournamentId: 'spring-main' })).toEqual([h3]);
    expect(await ids({ tournamentId: 'nobody' })).toEqual([]);
    expect(await ids({ from: at(1), to: at(3) })).toEqual([h2, h1]);
    expect(await ids({ playerId: players[1]!.id, from: at(3) })).toEqual([h4, h3]);
    expect(await ids({ playerId: players[2]!.id, to: at(2) })).toEqual([h1]);
  });

  it('pages with a keyset position that neither skips nor repeats, with or without a player filter', async () => {
    for (const filter of [{}, { playerId: players[1]!.id }, { tableId: other.id }]) {
      const all = await ids(filter);
      const seen: string[] = [];
      let before: HandHistoryQuery['before'];
      for (let page = 0; page < 10; page++) {
        const p = await histories.list({ ...filter, limit: 2, before });
        seen.push(...p.items.map((s) => s.id));
        if (p.next === null) break;
        before = p.next;
      }
      expect(seen).toEqual(all);
    }
  });

  it('reads whole histories (list and one) as stored, and nothing for a running or unknown hand', async () => {
    const page = await histories.listHistories({ playerId: players[0]!.id, limit: 2 });
    expect(page.items.map((h) => h.id)).toEqual((await ids({ playerId: players[0]!.id })).slice(0, 2));
    const one = await histories.findById(made[1]!.id);
    expect(one).toEqual({ id: made[1]!.id, serial: made[1]!.serial, tableId: cash.id, startedAt: at(1), history: made[1]!.history, players: made[1]!.entries });
    // Key order kept (json, not jsonb): the stored text is the history's own JSON.
    const [row] = await sql<{ text: string }>(fx.db.databaseUrl, `SELECT history::text AS text FROM hands WHERE id = $1`, [made[1]!.id]);
    expect(row?.text).toBe(JSON.stringify(made[1]!.history));
    const running = await hands.create({ tableId: cash.id, number: 99, version: 1, state: playedHand([1, 2]).start, seats: [], deadlineAt: null });
    await expect(histories.findById(running.id)).resolves.toBeNull();
    await expect(histories.findById(randomUUID())).resolves.toBeNull();
    expect(await ids({ tableId: cash.id })).not.toContain(running.id);
  });

  it("reads what a tournament hand's history prints of its tournament, and nothing for a tournament it does not run", async () => {
    const [row] = await sql<{ id: string; serial: string }>(
      fx.db.databaseUrl,
      `INSERT INTO tournaments (id, name, structure, structure_source, currency, buy_in, fee, starting_stack, max_players, seats_per_table,
         action_timeout_ms, hand_pause_ms, late_registration_levels, max_reentries, rebuy_levels, payout_rounding)
       VALUES (gen_random_uuid(), 'T', '{}'::jsonb, 'preset:standard', 'USD', 20000, 1500, 1000, 10, 8, 30000, 3000, 0, 0, 0, 100)
       RETURNING id::text, serial::text`,
    );
    await expect(histories.tournamentFacts(row!.id)).resolves.toEqual({ serial: row!.serial, currency: 'USD', buyIn: 20000n, fee: 1500n });
    expect(row!.serial).toMatch(/^\d+$/);
    // A table made by hand may name any tournament id.
    await expect(histories.tournamentFacts('spring-main')).resolves.toBeNull();
    await expect(histories.tournamentFacts(randomUUID())).resolves.toBeNull();
    const hand = await hands.create({
      tableId: tourney.id,
      number: 50,
      tournamentLevel: 4,
      version: 1,
      state: playedHand([1, 2]).start,
      seats: [],
      deadlineAt: null,
    });
    expect(hand.tournamentLevel).toBe(4);
    await expect(hands.findById(hand.id)).resolves.toMatchObject({ tournamentLevel: 4 });
    await expect(
      hands.create({ tableId: tourney.id, number: 51, tournamentLevel: 0, version: 1, state: playedHand([1, 2]).start, seats: [], deadlineAt: null }),
    ).rejects.toThrow(/hands_tournament_level_positive/);
  });

  it('keeps index rows final: no update, delete or truncate; seats 1-10; a player once per hand', async () => {
    const url = fx.db.databaseUrl;
    const hand = made[0]!.id;
    await expect(sql(url, `UPDATE hand_players SET net = 0 WHERE hand_id = $1`, [hand])).rejects.toThrow(/hand_players is append-only: UPDATE/);
    await expect(sql(url, `DELETE FROM hand_players WHERE hand_id = $1`, [hand])).rejects.toThrow(/append-only: DELETE/);
    await expect(sql(url, `TRUNCATE hand_players`)).rejects.toThrow(/append-only: TRUNCATE/);
    const row = (seat: number, player: string) => [made[2]!.id, seat, player];
    const insert = `INSERT INTO hand_players (hand_id, seat, player_id, screen_name, starting_stack, net, started_at) VALUES ($1, $2, $3, 'x', 1, 0, now())`;
    await expect(sql(url, insert, row(11, players[0]!.id))).rejects.toThrow(/hand_players_seat_range/);
    await expect(sql(url, insert, row(5, players[2]!.id))).rejects.toThrow(/hand_players_hand_id_player_id_key/);
    const triggers = await sql<{ name: string }>(
      url,
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgrelid::regclass::text = 'hand_players' ORDER BY tgname`,
    );
    expect(triggers.map((t) => t.name)).toEqual(['hand_players_append_only', 'hand_players_no_truncate']);
  });
});
