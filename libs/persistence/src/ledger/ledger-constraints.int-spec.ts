/**
 * The invariants the database itself enforces (hand-written SQL in the migration that creates
 * the ledger), checked with plain SQL, bypassing every line of application code.
 */
import { Client } from 'pg';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { LEDGER_OK, ledgerInvariants, sql } from '../../../../test/support/ledger-invariants';

let db: TestDatabase;
let playerId: string;
let bankroll: string;
let cage: string;
let fees: string;
let euroBankroll: string;

/** Runs the statements in one transaction and commits (deferred triggers fire at COMMIT). */
async function transaction(...statements: string[]): Promise<void> {
  const client = new Client({ connectionString: db.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const statement of statements) await client.query(statement);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const newTransaction = (key: string, unit = 'USD') =>
  `INSERT INTO ledger_transactions (kind, unit, idempotency_key, request_fingerprint) VALUES ('test', '${unit}', '${key}', 'f')`;
const entry = (account: string, amount: number, balanceAfter: number) =>
  `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (currval('ledger_transactions_id_seq'), ${account}, ${amount}, ${balanceAfter})`;
const balanceOf = async (account: string) =>
  (await sql<{ balance: string }>(db.databaseUrl, 'SELECT balance::text FROM ledger_accounts WHERE id = $1', [account]))[0]?.balance;

beforeAll(async () => {
  db = await createTestDatabase();
  const [player] = await sql<{ id: string }>(
    db.databaseUrl,
    `INSERT INTO players (id, screen_name, screen_name_key, updated_at) VALUES (gen_random_uuid(), 'Ann', 'ann', now()) RETURNING id::text`,
  );
  playerId = player!.id;
  const account = async (key: string, kind: string, unit: string, owner: string | null) =>
    (
      await sql<{ id: string }>(db.databaseUrl, 'INSERT INTO ledger_accounts (key, kind, unit, player_id) VALUES ($1, $2, $3, $4) RETURNING id::text', [
        key,
        kind,
        unit,
        owner,
      ])
    )[0]!.id;
  bankroll = await account('bankroll', 'player-bankroll', 'USD', playerId);
  cage = await account('cage', 'cage', 'USD', null);
  fees = await account('fees', 'house-fees', 'USD', null);
  euroBankroll = await account('bankroll-eur', 'player-bankroll', 'EUR', playerId);
  // A valid deposit of 500 and a 20 fee, written by hand.
  await transaction(newTransaction('seed'), entry(cage, -500, -500), entry(bankroll, 500, 500));
  await transaction(newTransaction('fee'), entry(bankroll, -20, 480), entry(fees, 20, 20));
});
afterEach(async () => {
  expect(await ledgerInvariants(db.databaseUrl)).toMatchObject(LEDGER_OK);
});
afterAll(() => db.drop());

describe('the hand-written schema objects', () => {
  it('are all present after migrating (the drift test cannot see them)', async () => {
    // The tables of this migration only: later migrations list (and test) their own objects.
    const owned = `('players', 'api_keys', 'ledger_accounts', 'ledger_transactions', 'ledger_entries', 'audit_log')`;
    const triggers = await sql<{ name: string }>(
      db.databaseUrl,
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgrelid::regclass::text IN ${owned} ORDER BY tgname`,
    );
    expect(triggers.map((t) => t.name)).toEqual([
      'api_keys_guard',
      'audit_log_append_only',
      'audit_log_no_truncate',
      'ledger_accounts_guard',
      'ledger_entries_append_only',
      'ledger_entries_apply',
      'ledger_entries_no_truncate',
      'ledger_transactions_append_only',
      'ledger_transactions_balanced',
      'ledger_transactions_no_truncate',
      'ledger_transactions_open',
      'players_no_delete',
    ]);
    const checks = await sql<{ name: string }>(
      db.databaseUrl,
      // The hash_chains migration's CHECKs on audit_log are proved in chains/audit-chain.int-spec.ts.
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'c' AND conrelid::regclass::text IN ${owned}
         AND conname NOT IN ('audit_log_hash_hex', 'audit_log_prev_hash_hex', 'audit_log_linked_has_hash') ORDER BY conname`,
    );
    expect(checks.map((c) => c.name)).toEqual([
      'api_keys_player_iff_player_role',
      'ledger_accounts_balance_non_negative',
      'ledger_accounts_bankroll_has_player',
      'ledger_accounts_unit_format',
      'ledger_entries_amount_non_zero',
      'ledger_transactions_unit_format',
      'players_screen_name_key_is_lower',
    ]);
  });
});

describe('ledger history is append-only', () => {
  it.each([
    ['UPDATE an entry', 'UPDATE ledger_entries SET amount = amount + 1', /ledger_entries is append-only: UPDATE/],
    ['DELETE an entry', 'DELETE FROM ledger_entries', /ledger_entries is append-only: DELETE/],
    ['TRUNCATE entries', 'TRUNCATE ledger_entries', /append-only: TRUNCATE/],
    ['UPDATE a transaction', "UPDATE ledger_transactions SET memo = 'x'", /ledger_transactions is append-only: UPDATE/],
    ['DELETE a transaction', 'DELETE FROM ledger_transactions', /ledger_transactions is append-only: DELETE/],
  ])('refuses to %s', async (_label, statement, message) => {
    const before = await ledgerInvariants(db.databaseUrl);
    await expect(sql(db.databaseUrl, statement)).rejects.toThrow(message);
    expect(await ledgerInvariants(db.databaseUrl)).toEqual(before);
  });

  it('refuses to add entries to a committed transaction, even ones that sum to zero', async () => {
    const [seed] = await sql<{ id: string }>(db.databaseUrl, `SELECT id::text FROM ledger_transactions WHERE idempotency_key = 'seed'`);
    const late = (account: string, amount: number, after: number) =>
      `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after) VALUES (${seed!.id}, ${account}, ${amount}, ${after})`;
    await expect(transaction(late(cage, -1, -501), late(bankroll, 1, 481))).rejects.toThrow(/ledger transaction \d+ is closed/);
  });

  it('refuses to update or delete an audit record', async () => {
    await sql(db.databaseUrl, `INSERT INTO audit_log (actor_role, action, entity_type, entity_id, details) VALUES ('system', 'test', 'x', '1', '{}')`);
    await expect(sql(db.databaseUrl, `UPDATE audit_log SET action = 'other'`)).rejects.toThrow(/audit_log is append-only: UPDATE/);
    await expect(sql(db.databaseUrl, `DELETE FROM audit_log`)).rejects.toThrow(/audit_log is append-only: DELETE/);
  });
});

describe('every transaction balances', () => {
  it('refuses, at commit, entries that do not sum to zero', async () => {
    await expect(transaction(newTransaction('bad-sum'), entry(cage, -100, -600), entry(bankroll, 99, 579))).rejects.toThrow(
      /ledger transaction \d+ does not balance: 2 entries summing to -1/,
    );
    expect(await balanceOf(bankroll)).toBe('480');
  });

  it('refuses a transaction with one entry or none', async () => {
    await expect(transaction(newTransaction('empty'))).rejects.toThrow(/0 entries summing to 0/);
    await expect(transaction(newTransaction('zero-one'), entry(cage, 0, -500))).rejects.toThrow(/ledger_entries_amount_non_zero/);
  });

  it('refuses an entry in another unit than its transaction', async () => {
    await expect(transaction(newTransaction('mixed'), entry(cage, -100, -600), entry(euroBankroll, 100, 100))).rejects.toThrow(
      /unit mismatch: account \d+ holds EUR, transaction \d+ is in USD/,
    );
  });

  it('refuses a unit outside the registry format', async () => {
    await expect(transaction(newTransaction('bad-unit', 'usd'))).rejects.toThrow(/ledger_transactions_unit_format/);
  });
});

describe('balances', () => {
  it('refuses to take a player account below zero, even in a balanced transaction', async () => {
    await expect(transaction(newTransaction('overdraw'), entry(bankroll, -481, -1), entry(cage, 481, -19))).rejects.toThrow(
      /ledger_accounts_balance_non_negative/,
    );
    expect(await balanceOf(bankroll)).toBe('480');
  });

  it('lets the cage and house accounts go negative', async () => {
    await transaction(newTransaction('promo'), entry(fees, -50, -30), entry(bankroll, 50, 530));
    expect(await balanceOf(fees)).toBe('-30');
    await transaction(newTransaction('promo-back'), entry(bankroll, -50, 480), entry(fees, 50, 20));
  });

  it('refuses a balance_after that is not what the account then holds', async () => {
    await expect(transaction(newTransaction('stale'), entry(cage, -10, -510), entry(bankroll, 10, 10))).rejects.toThrow(
      /says balance_after 10, but the account now holds 490/,
    );
  });

  it('refuses to change a balance directly, or to open an account with one', async () => {
    await expect(sql(db.databaseUrl, `UPDATE ledger_accounts SET balance = balance + 1 WHERE id = ${bankroll}`)).rejects.toThrow(
      /balance changes only through ledger_entries/,
    );
    await expect(sql(db.databaseUrl, `UPDATE ledger_accounts SET balance = -1 WHERE id = ${bankroll}`)).rejects.toThrow(
      /balance changes only through ledger_entries/,
    );
    await expect(sql(db.databaseUrl, `INSERT INTO ledger_accounts (key, kind, unit, balance) VALUES ('rich', 'cage', 'GBP', 100)`)).rejects.toThrow(
      /must open with balance 0/,
    );
  });

  it('keeps an account identity fixed and never deletes an account', async () => {
    await expect(sql(db.databaseUrl, `UPDATE ledger_accounts SET unit = 'EUR' WHERE id = ${bankroll}`)).rejects.toThrow(/immutable except for its balance/);
    await expect(sql(db.databaseUrl, `DELETE FROM ledger_accounts WHERE id = ${fees}`)).rejects.toThrow(/never deleted/);
  });

  it('requires a player for a bankroll', async () => {
    await expect(sql(db.databaseUrl, `INSERT INTO ledger_accounts (key, kind, unit) VALUES ('orphan', 'player-bankroll', 'USD')`)).rejects.toThrow(
      /ledger_accounts_bankroll_has_player/,
    );
  });
});

describe('players and API keys', () => {
  it('never deletes a player, and keeps the screen-name key lower-cased', async () => {
    await expect(sql(db.databaseUrl, `DELETE FROM players WHERE id = '${playerId}'`)).rejects.toThrow(/players are never deleted/);
    await expect(sql(db.databaseUrl, `UPDATE players SET screen_name = 'ANN2' WHERE id = '${playerId}'`)).rejects.toThrow(/players_screen_name_key_is_lower/);
  });

  it('takes a screen name in any letters with the key the application folds, but never a key with ASCII capitals', async () => {
    const rename = (name: string, key: string) =>
      sql(db.databaseUrl, `UPDATE players SET screen_name = $1, screen_name_key = $2 WHERE id = '${playerId}'`, [name, key]);
    await expect(rename('Éric Straße', 'éric strasse')).resolves.toBeDefined();
    await expect(rename('ÉRIC', 'éRIC')).rejects.toThrow(/players_screen_name_key_is_lower/);
    await expect(rename('Ann', 'ann')).resolves.toBeDefined();
  });

  it('binds player keys, and only player keys, to a player', async () => {
    const insert = (role: string, player: string | null) =>
      sql(db.databaseUrl, `INSERT INTO api_keys (id, name, role, player_id, secret_hash) VALUES ($1, 'k', $2, $3, $1)`, [
        `k-${role}-${player ?? 'none'}`,
        role,
        player,
      ]);
    await expect(insert('player', null)).rejects.toThrow(/api_keys_player_iff_player_role/);
    await expect(insert('cashier', playerId)).rejects.toThrow(/api_keys_player_iff_player_role/);
    await expect(insert('player', playerId)).resolves.toBeDefined();
  });

  it('makes a revocation final and never deletes a key', async () => {
    await sql(db.databaseUrl, `INSERT INTO api_keys (id, name, role, secret_hash) VALUES ('rev', 'k', 'cashier', 'rev')`);
    await sql(db.databaseUrl, `UPDATE api_keys SET revoked_at = now() WHERE id = 'rev'`);
    await expect(sql(db.databaseUrl, `UPDATE api_keys SET revoked_at = NULL WHERE id = 'rev'`)).rejects.toThrow(/a revocation is final/);
    await expect(sql(db.databaseUrl, `UPDATE api_keys SET role = 'admin' WHERE id = 'rev'`)).rejects.toThrow(/immutable except for its revocation/);
    await expect(sql(db.databaseUrl, `DELETE FROM api_keys WHERE id = 'rev'`)).rejects.toThrow(/never deleted/);
  });
});
