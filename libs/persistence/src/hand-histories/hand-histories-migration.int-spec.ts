import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { applyAction, buildHandHistory, HandEvent, legalActions, PRESETS, seatToAct, startHand, USD_CENTS } from '@app/razz-engine';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { sql } from '../../../../test/support/ledger-invariants';
import { applyMigrations } from '../migrations';
import { defaultMigrationsDir } from '../project-paths';

const STAKES = { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 };

/** Seat 1 and seat 2 check or call to the showdown from a fixed deck. */
function finishedHand() {
  const started = startHand({
    rules: PRESETS.razz,
    stakes: STAKES,
    seats: [
      { seat: 1, stack: 100 },
      { seat: 2, stack: 80 },
    ],
    deck: 'Ac 2d Kh  3c 4d Qh',
  });
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (let seat = seatToAct(state); seat !== null; seat = seatToAct(state)) {
    const kind =
      legalActions(state)
        .map((a) => a.kind)
        .find((k) => k === 'check' || k === 'bring-in' || k === 'call') ?? 'fold';
    const r = applyAction(state, { seat, kind });
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    events.push(...r.events);
  }
  const built = buildHandHistory(state, events, {
    handId: 'x',
    tableName: 'Old',
    money: USD_CENTS,
    startedAt: '2026-11-01T10:00:00Z',
    players: { 1: 'Ann', 2: 'Bo' },
  });
  if (!built.ok) throw new Error(built.error.message);
  return { state, history: built.value };
}

/**
 * Hands finished before the hand-history migration have histories but no index rows: the
 * migration writes them from what those hands stored, so searches by player find old hands too.
 */
describe('the hand_histories migration on a database that already has finished hands', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated: false });
    dir = await mkdtemp(path.join(tmpdir(), 'razz-hh-migration-'));
  });
  afterAll(async () => {
    await db.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('indexes every seat of every finished hand with its starting stack and result, and numbers the hands', async () => {
    const source = defaultMigrationsDir();
    const names = (await readdir(source)).sort();
    const ours = names.find((n) => n.endsWith('_hand_histories')) as string;
    for (const name of names.filter((n) => n < ours || n === 'migration_lock.toml'))
      await cp(path.join(source, name), path.join(dir, name), { recursive: true });
    await applyMigrations(db.databaseUrl, { migrationsDir: dir });

    const url = db.databaseUrl;
    const [ann, bo] = await sql<{ id: string }>(
      url,
      `INSERT INTO players (id, screen_name, screen_name_key, updated_at) VALUES (gen_random_uuid(), 'Ann', 'ann', now()), (gen_random_uuid(), 'Bo', 'bo', now()) RETURNING id::text`,
    );
    const [table] = await sql<{ id: string }>(
      url,
      `INSERT INTO tables (id, name, kind, preset, rules, stakes, max_seats, unit, min_buy_in, max_buy_in, action_timeout_ms, hand_pause_ms, max_timeouts, deal_sitting_out)
      VALUES (gen_random_uuid(), 'Old', 'cash', 'razz', '{}', '{}', 8, 'USD', 10, 1000, 1000, 0, 2, false) RETURNING id::text`,
    );
    const { state, history } = finishedHand();
    const seats = [
      { seat: 1, playerId: ann?.id, screenName: 'Ann', stackAccountId: '1' },
      { seat: 2, playerId: bo?.id, screenName: 'Bo', stackAccountId: '2' },
    ];
    const insertHand = `INSERT INTO hands (id, table_id, number, status, version, state, event_count, seats, result, history, started_at, ended_at)
      VALUES (gen_random_uuid(), $1, $2, $3, 1, $4, 0, $5, $6, $7, '2026-11-01T10:00:00Z', now()) RETURNING id::text`;
    const [done] = await sql<{ id: string }>(url, insertHand, [
      table?.id,
      1,
      'finished',
      JSON.stringify(state),
      JSON.stringify(seats),
      JSON.stringify(state.result),
      JSON.stringify(history),
    ]);
    await sql(url, insertHand, [table?.id, 2, 'running', JSON.stringify(state), JSON.stringify(seats), null, null]);

    await cp(path.join(source, ours), path.join(dir, ours), { recursive: true });
    await expect(applyMigrations(url, { migrationsDir: dir })).resolves.toEqual([ours]);

    const net = (seat: number) => String(history.outcome.net.find((n) => n.seat === seat)?.delta);
    const rows = await sql(
      url,
      `SELECT hand_id::text, seat, player_id::text, screen_name, starting_stack::text, net::text, started_at FROM hand_players ORDER BY seat`,
    );
    expect(rows).toEqual([
      { hand_id: done?.id, seat: 1, player_id: ann?.id, screen_name: 'Ann', starting_stack: '100', net: net(1), started_at: new Date('2026-11-01T10:00:00Z') },
      { hand_id: done?.id, seat: 2, player_id: bo?.id, screen_name: 'Bo', starting_stack: '80', net: net(2), started_at: new Date('2026-11-01T10:00:00Z') },
    ]);
    expect(history.outcome.net.every((n) => n.delta !== 0)).toBe(true);
    const serials = await sql<{ serial: string }>(url, `SELECT serial::text FROM hands ORDER BY number`);
    expect(serials.map((s) => s.serial)).toEqual(['1', '2']);
  });
});
