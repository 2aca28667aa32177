/**
 * What a finished simulated tournament must satisfy, read straight from Postgres (not through the
 * code under test): one winner, every place 1…N taken exactly once, every chip back in the bank,
 * the prizes summing to the prize pool and landing in the players' bankrolls, the ledger balanced.
 */
import { Client } from 'pg';
import { LEDGER_OK, ledgerInvariants } from '../../test/support/ledger-invariants';
import { placeProblemsOf } from '../../test/support/places';

export interface FinalChecks {
  oneWinner: boolean;
  everyPlaceOnce: boolean;
  /** What is wrong with the places when `everyPlaceOnce` is false: ranges not filled, places missing or taken twice. */
  placeProblems: string[];
  chipsAllBack: boolean;
  prizesSumToPool: boolean;
  bankrollsHoldPrizes: boolean;
  feesCollected: boolean;
  ledgerBalanced: boolean;
  prizePool: string;
}

async function one<T>(client: Client, text: string, values: unknown[]): Promise<T> {
  return (await client.query(text, values)).rows[0] as T;
}

export async function finalChecks(databaseUrl: string, tournamentId: string, players: number): Promise<FinalChecks> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const places = (
      await client.query<{ place: number | null; place_to: number | null; status: string }>(
        `SELECT place, place_to, status::text FROM tournament_entries WHERE tournament_id = $1`,
        [tournamentId],
      )
    ).rows;
    const placeProblems = placeProblemsOf(
      places.map((e) => ({ place: e.place, placeTo: e.place_to })),
      players,
    );
    const chips = await one<{ nonzero: number }>(client, `SELECT count(*)::int AS nonzero FROM ledger_accounts WHERE unit = $1 AND balance <> 0`, [
      `chips:${tournamentId}`,
    ]);
    const pool = await one<{ pool: string; left: string }>(
      client,
      `SELECT (t.payouts->>'prizePool') AS pool, coalesce((SELECT balance::text FROM ledger_accounts WHERE kind = 'tournament-prize-pool' AND reference = 'tournament:' || t.id::text), '0') AS left
       FROM tournaments t WHERE t.id = $1`,
      [tournamentId],
    );
    const prizes = await one<{ paid: string; held: string }>(
      client,
      `SELECT coalesce(sum(e.prize), 0)::text AS paid,
              (SELECT coalesce(sum(a.balance), 0)::text FROM ledger_accounts a JOIN tournament_entries x ON x.player_id = a.player_id
               WHERE x.tournament_id = $1 AND a.kind = 'player-bankroll') AS held
       FROM tournament_entries e WHERE e.tournament_id = $1`,
      [tournamentId],
    );
    const fees = await one<{ fees: string }>(
      client,
      `SELECT coalesce(sum(le.amount), 0)::text AS fees FROM ledger_entries le JOIN ledger_transactions lt ON lt.id = le.transaction_id
       JOIN ledger_accounts a ON a.id = le.account_id WHERE lt.reference = $1 AND a.kind = 'house-fees'`,
      [`tournament:${tournamentId}`],
    );
    const ledger = await ledgerInvariants(databaseUrl);
    return {
      oneWinner: places.filter((e) => e.status === 'finished' && e.place === 1).length === 1,
      everyPlaceOnce: placeProblems.length === 0,
      placeProblems,
      chipsAllBack: chips.nonzero === 0,
      prizesSumToPool: pool.pool !== null && prizes.paid === pool.pool && pool.left === '0',
      // Each player deposited exactly the buy-in and fee: what a bankroll holds now is its prizes.
      bankrollsHoldPrizes: prizes.held === prizes.paid,
      feesCollected: fees.fees === String(players * 1_000),
      ledgerBalanced:
        ledger.globalSum === LEDGER_OK.globalSum && ledger.unbalancedTransactions.length + ledger.driftedAccounts.length + ledger.negativeAccounts.length === 0,
      prizePool: pool.pool,
    };
  } finally {
    await client.end();
  }
}

/** Chips on the seats while play goes on (one statement: one snapshot). */
export async function seatedChips(databaseUrl: string, tournamentId: string): Promise<bigint> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return BigInt(
      (
        await one<{ n: string }>(client, `SELECT coalesce(sum(balance), 0)::text AS n FROM ledger_accounts WHERE unit = $1 AND kind = 'seat-stack'`, [
          `chips:${tournamentId}`,
        ])
      ).n,
    );
  } finally {
    await client.end();
  }
}
