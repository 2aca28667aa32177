import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import type { LedgerAccountKind as KindRow, LedgerEntry as LedgerEntryRow, LedgerTransaction as LedgerTransactionRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { LedgerTransaction, NewLedgerTransaction, StatementLine } from './ledger';
import { KIND_FROM_ROW } from './ledger-account.repository';

type EntryWithAccount = LedgerEntryRow & { account: { kind: KindRow; playerId: string | null } };
type TransactionWithEntries = LedgerTransactionRow & { entries: EntryWithAccount[] };

const WITH_ENTRIES = { entries: { orderBy: { id: 'asc' }, include: { account: { select: { kind: true, playerId: true } } } } } as const;

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
    await this.db.client.$queryRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`ledger:${idempotencyKey}`}, 0))::text`;
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<LedgerTransaction | null> {
    const row = await this.db.client.ledgerTransaction.findUnique({ where: { idempotencyKey }, include: WITH_ENTRIES });
    return row ? toDomain(row) : null;
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
    const created = await this.db.client.ledgerTransaction.create({ data: header });
    await this.db.client.ledgerEntry.createMany({
      data: entries.map((entry) => ({ transactionId: created.id, accountId: BigInt(entry.accountId), amount: entry.amount, balanceAfter: entry.balanceAfter })),
    });
    return toDomain(await this.db.client.ledgerTransaction.findUniqueOrThrow({ where: { id: created.id }, include: WITH_ENTRIES }));
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
