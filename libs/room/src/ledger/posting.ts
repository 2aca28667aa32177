import type { LedgerAccount, LedgerAccountKind, LedgerTransaction } from '@app/persistence';
import { formatAmount } from './format-amount';
import { LedgerError, LedgerErrorCode } from './ledger.error';

/** One side of a posting: a signed amount on an account (positive adds to its balance). */
export interface PostingEntry {
  accountId: string;
  amount: bigint;
}

/** A movement of value to record: two or more entries in one unit, summing to zero. */
export interface Posting {
  /** `deposit`, `withdrawal`, `transfer`; later `buy-in`, `hand-settlement`, `rake`, `payout`… */
  kind: string;
  unit: string;
  entries: PostingEntry[];
  /** A machine link to the cause (`hand:<id>`, `tournament:<id>:entry:<playerId>`). */
  reference?: string | null;
  memo?: string | null;
}

export interface PostingResult {
  transaction: LedgerTransaction;
  /** True when the idempotency key had already been used for this request: nothing moved now. */
  replayed: boolean;
}

/**
 * The counterparties of value entering and leaving (money through the cage, overlays paid by the
 * house, chips issued by a tournament's bank) and a live cash table's float (play results the
 * backend does not see, docs/cash-games.md); every other kind stays at or above zero. Kept equal
 * to the CHECK `ledger_accounts_balance_non_negative`.
 */
export const MAY_GO_NEGATIVE: ReadonlySet<LedgerAccountKind> = new Set([
  'cage',
  'house-fees',
  'house-rake',
  'house-overlay',
  'tournament-chip-bank',
  'table-float',
]);

/** Entries are booked in account-id order: the order their rows are locked in. */
export function byAccountId(a: PostingEntry, b: PostingEntry): number {
  const [x, y] = [BigInt(a.accountId), BigInt(b.accountId)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The checks that need no database: shape and zero sum. */
export function checkPostingShape(posting: Posting): void {
  const invalid = (reason: string) => new LedgerError(LedgerErrorCode.POSTING_INVALID, `invalid ${posting.kind} posting: ${reason}`);
  if (!/^[a-z][a-z0-9-]{0,63}$/.test(posting.kind)) throw invalid('kind must be lower-case letters, digits and -');
  if (posting.entries.length < 2) throw invalid('a transaction needs two or more entries');
  if (posting.entries.some((entry) => entry.amount === 0n)) throw invalid('an entry of zero moves nothing');
  if (new Set(posting.entries.map((entry) => entry.accountId)).size !== posting.entries.length) throw invalid('one entry per account: net them first');
  const sum = posting.entries.reduce((total, entry) => total + entry.amount, 0n);
  if (sum !== 0n) throw invalid(`entries sum to ${sum}, not zero`);
}

/**
 * Applies each entry to its locked account: same unit as the posting, and no account that must
 * stay non-negative goes below zero. Returns the entries with the balance each leaves behind.
 */
export function applyToLocked(posting: Posting, accounts: LedgerAccount[]): { accountId: string; amount: bigint; balanceAfter: bigint }[] {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return [...posting.entries].sort(byAccountId).map((entry) => {
    const account = byId.get(entry.accountId);
    if (!account) throw new LedgerError(LedgerErrorCode.LEDGER_ACCOUNT_NOT_FOUND, `no ledger account with id ${entry.accountId}`);
    if (account.unit !== posting.unit) {
      throw new LedgerError(LedgerErrorCode.UNIT_MISMATCH, `account ${account.id} holds ${account.unit}; a ${posting.unit} transaction cannot touch it`);
    }
    const balanceAfter = account.balance + entry.amount;
    if (balanceAfter < 0n && !MAY_GO_NEGATIVE.has(account.kind)) {
      const owner = account.playerId ? ` of player ${account.playerId}` : '';
      throw new LedgerError(
        LedgerErrorCode.INSUFFICIENT_FUNDS,
        `insufficient funds: ${account.kind} account ${account.id}${owner} holds ${formatAmount(account.balance, account.unit)}, ${formatAmount(-entry.amount, account.unit)} needed`,
      );
    }
    return { accountId: entry.accountId, amount: entry.amount, balanceAfter };
  });
}
