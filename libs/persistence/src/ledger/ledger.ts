/**
 * The ledger's domain types. Amounts and balances are BigInt (minor currency units or chips);
 * ids of accounts, transactions and entries are BigInts in Postgres and decimal strings here.
 */

/**
 * `cage`, `house-*`, `tournament-chip-bank` and `table-float` may go negative (the database
 * enforces the rest stay at or above zero). `seat-stack`: a player's chips at one table (reference
 * `table:<id>`), docs/tables.md. `tournament-*` and `house-overlay`: docs/tournaments.md ("Entries
 * and the ledger"). `table-float`: a live cash table's play results (reference `table:<id>`), may go
 * negative while players are seated and is zero whenever the table is empty (docs/cash-games.md).
 */
export const LEDGER_ACCOUNT_KINDS = [
  'player-bankroll',
  'house-fees',
  'house-rake',
  'cage',
  'seat-stack',
  'tournament-prize-pool',
  'tournament-chip-bank',
  'tournament-chips',
  'house-overlay',
  'table-float',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Which account: the natural identity `ensureAccount` finds or creates. */
export interface LedgerAccountSpec {
  kind: LedgerAccountKind;
  /** `USD`, `EUR`, `GBP` or `chips:<tournamentId>`. */
  unit: string;
  playerId?: string | null;
  /** What else the account belongs to (a tournament, a table seat), for kinds added later. */
  reference?: string | null;
}

export interface LedgerAccount {
  id: string;
  /** The natural key, e.g. `player-bankroll/USD/player:<uuid>` or `cage/USD`. */
  key: string;
  kind: LedgerAccountKind;
  unit: string;
  playerId: string | null;
  reference: string | null;
  balance: bigint;
  createdAt: Date;
}

export interface LedgerEntry {
  id: string;
  accountId: string;
  accountKind: LedgerAccountKind;
  /** The player whose account it is, if any. */
  playerId: string | null;
  /** Signed: positive adds to the account's balance. */
  amount: bigint;
  /** The account's balance right after this entry. */
  balanceAfter: bigint;
}

export interface LedgerTransaction {
  id: string;
  kind: string;
  unit: string;
  reference: string | null;
  memo: string | null;
  idempotencyKey: string;
  requestFingerprint: string;
  createdByKeyId: string | null;
  createdAt: Date;
  /** In account-id order, the order they were applied in. */
  entries: LedgerEntry[];
}

export interface NewLedgerTransaction {
  kind: string;
  unit: string;
  reference: string | null;
  memo: string | null;
  idempotencyKey: string;
  requestFingerprint: string;
  createdByKeyId: string | null;
  /** Each `balanceAfter` must be what the account holds after the entry (the trigger verifies it). */
  entries: { accountId: string; amount: bigint; balanceAfter: bigint }[];
}

/** One line of an account statement: an entry with what caused it. */
export interface StatementLine {
  entryId: string;
  transactionId: string;
  kind: string;
  reference: string | null;
  memo: string | null;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
}

export interface LedgerAccountListQuery {
  kind?: LedgerAccountKind;
  unit?: string;
  playerId?: string;
  limit: number;
  /** Continue after this account id (ascending). */
  after?: string;
}

/** The natural key of an account: one account per kind, unit, player and reference. */
export function ledgerAccountKey(spec: LedgerAccountSpec): string {
  const parts: string[] = [spec.kind, spec.unit];
  if (spec.playerId) parts.push(`player:${spec.playerId}`);
  if (spec.reference) parts.push(`ref:${spec.reference}`);
  return parts.join('/');
}
