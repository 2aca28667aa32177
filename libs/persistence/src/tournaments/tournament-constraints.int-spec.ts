/**
 * The hand-written rules of the tournaments migration, checked with plain SQL (no application
 * code): which ledger kinds may go negative, one live entry per player, the tournament CHECKs.
 */
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { sql } from '../../../../test/support/ledger-invariants';

let db: TestDatabase;
let tournamentId: string;
let playerId: string;

const insertTournament = (overrides = '') =>
  sql<{ id: string }>(
    db.databaseUrl,
    `INSERT INTO tournaments (id, name, structure, structure_source, currency, buy_in, fee, starting_stack, max_players, seats_per_table,
       action_timeout_ms, hand_pause_ms, late_registration_levels, max_reentries, rebuy_levels, payout_rounding)
     SELECT gen_random_uuid(), 'T', '{}'::jsonb, 'preset:standard', 'USD', 100, 10, 1000, 10, 8, 30000, 3000, 0, 0, 0, 100 ${overrides}
     RETURNING id::text`,
  );

beforeAll(async () => {
  db = await createTestDatabase();
  tournamentId = (await insertTournament())[0]!.id;
  playerId = (
    await sql<{ id: string }>(
      db.databaseUrl,
      `INSERT INTO players (id, screen_name, screen_name_key, updated_at) VALUES (gen_random_uuid(), 'Bo', 'bo', now()) RETURNING id::text`,
    )
  )[0]!.id;
});
afterAll(() => db.drop());

describe('the tournaments migration', () => {
  it("lets the chip bank and the house overlay go negative, never a prize pool or a player's chips", async () => {
    const account = (key: string, kind: string, unit: string) =>
      sql(db.databaseUrl, `INSERT INTO ledger_accounts (key, kind, unit, balance) VALUES ($1, $2, $3, 0)`, [key, kind, unit]);
    await account('bank', 'tournament-chip-bank', 'chips:x');
    await account('overlay', 'house-overlay', 'USD');
    await account('pool', 'tournament-prize-pool', 'USD');
    await account('chips', 'tournament-chips', 'chips:x');
    // Direct balance writes are refused by the ledger's guard trigger whatever the sign, so the
    // CHECK itself is read from the catalogue.
    const [check] = await sql<{ def: string }>(
      db.databaseUrl,
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'ledger_accounts_balance_non_negative'`,
    );
    expect(check?.def).toContain('tournament-chip-bank');
    expect(check?.def).toContain('house-overlay');
    expect(check?.def).not.toContain('tournament-prize-pool');
    expect(check?.def).not.toContain("'tournament-chips'");
  });

  it('allows one live entry per player and tournament', async () => {
    const entry = (no: number, status: string) =>
      sql(db.databaseUrl, `INSERT INTO tournament_entries (id, tournament_id, player_id, entry_no, status) VALUES (gen_random_uuid(), $1, $2, $3, $4)`, [
        tournamentId,
        playerId,
        no,
        status,
      ]);
    await entry(1, 'busted');
    await entry(2, 'playing');
    await expect(entry(3, 'registered')).rejects.toThrow(/tournament_entries_one_live_entry/);
    await entry(3, 'unregistered');
  });

  it('refuses impossible tournament settings', async () => {
    await expect(
      insertTournament(`WHERE false UNION ALL SELECT gen_random_uuid(), 'T', '{}'::jsonb, 'p', 'USD', -1, 0, 1, 2, 8, 1, 0, 0, 0, 0, 1`),
    ).rejects.toThrow(/tournaments_money_non_negative/);
    await expect(
      insertTournament(`WHERE false UNION ALL SELECT gen_random_uuid(), 'T', '{}'::jsonb, 'p', 'USD', 1, 0, 1, 2, 12, 1, 0, 0, 0, 0, 1`),
    ).rejects.toThrow(/tournaments_sizes/);
  });

  it('keeps re-registering, series and shoot-outs to sit & gos (the sit & go migrations)', async () => {
    const [scheduled, first] = [(await insertTournament())[0]!.id, (await insertTournament())[0]!.id];
    const set = (id: string, assignments: string) => sql(db.databaseUrl, `UPDATE tournaments SET ${assignments} WHERE id = $1::uuid`, [id]);
    await expect(set(scheduled, 're_register = true')).rejects.toThrow(/tournaments_re_register_sit_and_go/);
    await expect(set(scheduled, 'shoot_out = true')).rejects.toThrow(/tournaments_shoot_out_sit_and_go/);
    await set(first, `format = 'sit_and_go', re_register = true, shoot_out = true`);
    const copy = (await insertTournament())[0]!.id;
    await expect(set(copy, `format = 'sit_and_go', series_id = '${first}'::uuid`)).rejects.toThrow(/tournaments_series_sit_and_go/);
    await expect(set(copy, `series_id = '${first}'::uuid, series_number = 2`)).rejects.toThrow(/tournaments_series_sit_and_go/);
    await expect(set(copy, `format = 'sit_and_go', series_number = 0`)).rejects.toThrow(/tournaments_series_number_positive/);
    await set(copy, `format = 'sit_and_go', re_register = true, series_id = '${first}'::uuid, series_number = 2`);
    await expect(sql(db.databaseUrl, `DELETE FROM tournaments WHERE id = $1::uuid`, [first])).rejects.toThrow(/tournaments_series_id_fkey/);
  });
});
