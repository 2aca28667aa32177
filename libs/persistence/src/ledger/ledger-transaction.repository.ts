import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import type { LedgerAccountKind as KindRow, LedgerEntry as LedgerEntryRow, LedgerTransaction as LedgerTransactionRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { LedgerAccountKind, LedgerTransaction, NewLedgerTransaction, StatementLine } from './ledger';
import { KIND_FROM_ROW, KIND_TO_ROW } from './ledger-account.repository';

type EntryWithAccount = LedgerEntryRow & { account: { kind: KindRow; playerId: string | null } };
type TransactionWithEntries = LedgerTransactionRow & { entries: EntryWithAccount[] };

const WITH_ENTRIES = { entries: { orderBy: { id: 'asc' }, include: { account: { select: { kind: true, playerId: true } } } } } as const;

/** A transaction's columns under their field names, for statements sent without Prisma's query engine (`UnitOfWork.query`). */
const HEADER_SQL = `t.id, t.kind, t.unit, t.reference, t.memo, t.idempotency_key AS "idempotencyKey", t.request_fingerprint AS "requestFingerprint",
  t.created_by_key_id AS "createdByKeyId", t.created_at AS "createdAt"`;

/** Entries as JSON, each with its account's kind and player (`e` entries, `a` accounts); amounts as text, exact past 2^53. */
const ENTRIES_JSON = `coalesce(json_agg(json_build_object('id', e.id::text, 'transactionId', e.transaction_id::text, 'accountId', e.account_id::text,
  'amount', e.amount::text, 'balanceAfter', e.balance_after::text, 'kind', a.kind, 'playerId', a.player_id) ORDER BY e.id), '[]'::json)`;

interface EntryJson {
  id: string;
  transactionId: string;
  accountId: string;
  amount: string;
  balanceAfter: string;
  /** The enum's label in the database: the domain's name (`seat-stack`), not Prisma's (`seat_stack`). */
  kind: LedgerAccountKind;
  playerId: string | null;
}

function entryFromJson(json: EntryJson): EntryWithAccount {
  return {
    id: BigInt(json.id),
    transactionId: BigInt(json.transactionId),
    accountId: BigInt(json.accountId),
    amount: BigInt(json.amount),
    balanceAfter: BigInt(json.balanceAfter),
    // Not read by toDomain; an entry's time is its transaction's.
    createdAt: new Date(0),
    account: { kind: KIND_TO_ROW[json.kind], playerId: json.playerId },
  };
}

function toDomain(row: TransactionWithEntries): LedgerTransaction {
  return {
    id: row.id.toString(),
    kind: row.kind,
    unit: row.unit,
    reference: row.reference,
    memo: row.memo,
    idempotencyKey: row.idempotencyKey,
    requestFingerprint: row.requestFingerprint,
    createdByKeyId: row.createdByKeyId,
    createdAt: row.createdAt,
    entries: row.entries.map((entry) => ({
      id: entry.id.toString(),
      accountId: entry.accountId.toString(),
      accountKind: KIND_FROM_ROW[entry.account.kind],
      playerId: entry.account.playerId,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
    })),
  };
}

@Injectable()
export class LedgerTransactionRepository {
  constructor(private readonly db: UnitOfWork) {}

  /**
   * Held until the unit of work ends: requests with the same idempotency key run one after the
   * other, so the second finds the first's committed transaction instead of racing it into the
   * unique index (which stays as the backstop).
   */
  async lockIdempotencyKey(idempotencyKey: string): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))::text`, [`ledger:${idempotencyKey}`]);
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<LedgerTransaction | null> {
    const [row] = await this.db.query<LedgerTransactionRow & { entries: EntryJson[] }>(
      `SELECT ${HEADER_SQL},
              (SELECT ${ENTRIES_JSON} FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = t.id) AS entries
       FROM ledger_transactions t WHERE t.idempotency_key = $1`,
      [idempotencyKey],
    );
    return row ? toDomain({ ...row, entries: row.entries.map(entryFromJson) }) : null;
  }

  async findById(id: string): Promise<LedgerTransaction | null> {
    const row = await this.db.client.ledgerTransaction.findUnique({ where: { id: BigInt(id) }, include: WITH_ENTRIES });
    return row ? toDomain(row) : null;
  }

  /**
   * Inserts the transaction and its entries (in the given order; the entry trigger applies each
   * to its account). Must run inside a unit of work that has locked the accounts: the database
   * checks balances, units and the zero sum, and refuses the commit otherwise.
   */
  async insert(transaction: NewLedgerTransaction): Promise<LedgerTransaction> {
    const { entries, ...header } = transaction;
    // Two statements, not one: the entry trigger checks that the transaction is open, which the
    // transaction's AFTER INSERT trigger records, and that fires only when its statement ends.
    const [created] = await this.db.query<LedgerTransactionRow>(
      `INSERT INTO ledger_transactions AS t (kind, unit, reference, memo, idempotency_key, request_fingerprint, created_by_key_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${HEADER_SQL}`,
      [header.kind, header.unit, header.reference, header.memo, header.idempotencyKey, header.requestFingerprint, header.createdByKeyId],
    );
    if (!created) throw new Error('the ledger transaction was not inserted');
    // Inserted in the given order (the trigger applies each entry to its account in turn).
    const [inserted] = await this.db.query<{ entries: EntryJson[] }>(
      `WITH e AS (
         INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
         SELECT $1::bigint, (x.value->>'a')::bigint, (x.value->>'m')::bigint, (x.value->>'b')::bigint
         FROM json_array_elements($2::json) WITH ORDINALITY AS x(value, ord) ORDER BY x.ord
         RETURNING id, transaction_id, account_id, amount, balance_after
       )
       SELECT ${ENTRIES_JSON} AS entries FROM e JOIN ledger_accounts a ON a.id = e.account_id`,
      [created.id.toString(), JSON.stringify(entries.map((entry) => ({ a: entry.accountId, m: entry.amount.toString(), b: entry.balanceAfter.toString() })))],
    );
    return toDomain({ ...created, entries: (inserted?.entries ?? []).map(entryFromJson) });
  }

  /** An account's entries, newest first, each with the balance right after it. */
  async statement(accountId: string, limit: number, before?: string): Promise<Page<StatementLine, string>> {
    const rows = await this.db.client.ledgerEntry.findMany({
      where: { accountId: BigInt(accountId), ...(before !== undefined ? { id: { lt: BigInt(before) } } : {}) },
      orderBy: { id: 'desc' },
      take: limit + 1,
      include: { transaction: { select: { kind: true, reference: true, memo: true } } },
    });
    const lines = rows.map((row) => ({
      entryId: row.id.toString(),
      transactionId: row.transactionId.toString(),
      kind: row.transaction.kind,
      reference: row.transaction.reference,
      memo: row.transaction.memo,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      createdAt: row.createdAt,
    }));
    return toPage(lines, limit, (line) => line.entryId);
  }
}
