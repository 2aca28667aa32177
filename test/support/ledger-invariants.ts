import { Client } from 'pg';

export interface LedgerInvariantReport {
  transactions: number;
  entries: number;
  /** Sum of every entry in every unit: zero when each transaction balances. */
  globalSum: string;
  /** Transactions whose entries do not sum to zero, or that have fewer than two entries. */
  unbalancedTransactions: string[];
  /** Accounts whose balance is not the sum of their entries, or not their last entry's balance_after. */
  driftedAccounts: string[];
  /** Accounts below zero that may not be (anything but the cage and house accounts). */
  negativeAccounts: string[];
}

/**
 * Reads the ledger's invariants straight from Postgres (not through the code under test).
 * Call it after every ledger test: `expect(await ledgerInvariants(url)).toMatchObject(LEDGER_OK)`.
 */
export async function ledgerInvariants(databaseUrl: string): Promise<LedgerInvariantReport> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const totals = await client.query<{ transactions: string; entries: string; global_sum: string }>(
      `SELECT (SELECT count(*) FROM ledger_transactions)::text AS transactions,
              (SELECT count(*) FROM ledger_entries)::text AS entries,
              (SELECT coalesce(sum(amount), 0) FROM ledger_entries)::text AS global_sum`,
    );
    const unbalanced = await client.query<{ id: string }>(
      `SELECT t.id::text FROM ledger_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.id HAVING count(e.id) < 2 OR coalesce(sum(e.amount), 0) <> 0 ORDER BY t.id`,
    );
    const drifted = await client.query<{ id: string }>(
      `SELECT a.id::text FROM ledger_accounts a
       WHERE a.balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account_id = a.id)
          OR a.balance <> coalesce((SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1), 0)
       ORDER BY a.id`,
    );
    const negative = await client.query<{ id: string }>(
      `SELECT id::text FROM ledger_accounts WHERE balance < 0 AND kind::text NOT IN ('cage', 'house-fees', 'house-rake', 'house-overlay', 'tournament-chip-bank', 'table-float') ORDER BY id`,
    );
    const row = totals.rows[0];
    return {
      transactions: Number(row?.transactions ?? 0),
      entries: Number(row?.entries ?? 0),
      globalSum: row?.global_sum ?? '0',
      unbalancedTransactions: unbalanced.rows.map((r) => r.id),
      driftedAccounts: drifted.rows.map((r) => r.id),
      negativeAccounts: negative.rows.map((r) => r.id),
    };
  } finally {
    await client.end();
  }
}

/** What `ledgerInvariants` reports for a healthy ledger. */
export const LEDGER_OK = { globalSum: '0', unbalancedTransactions: [], driftedAccounts: [], negativeAccounts: [] } as const;

/** Runs one SQL statement on its own connection (outside any code under test). */
export async function sql<T extends Record<string, unknown> = Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
