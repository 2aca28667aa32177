import type { LedgerAccount, LedgerTransaction, StatementLine } from '@app/persistence';
import { toJsonAmount } from '../common/amounts/json-amount';
import type { AccountView, StatementLineView, TransactionView } from './dto/ledger.views';

/** Domain values (BigInt amounts) to response bodies (JSON integers). */
export function transactionView(transaction: LedgerTransaction): TransactionView {
  return {
    id: transaction.id,
    kind: transaction.kind,
    unit: transaction.unit,
    reference: transaction.reference,
    memo: transaction.memo,
    createdByKeyId: transaction.createdByKeyId,
    createdAt: transaction.createdAt,
    entries: transaction.entries.map((entry) => ({
      accountId: entry.accountId,
      accountKind: entry.accountKind,
      playerId: entry.playerId,
      amount: toJsonAmount(entry.amount),
      balanceAfter: toJsonAmount(entry.balanceAfter),
    })),
  };
}

export function accountView(account: LedgerAccount): AccountView {
  return {
    id: account.id,
    kind: account.kind,
    unit: account.unit,
    playerId: account.playerId,
    reference: account.reference,
    balance: toJsonAmount(account.balance),
    createdAt: account.createdAt,
  };
}

export function statementLineView(line: StatementLine): StatementLineView {
  return { ...line, amount: toJsonAmount(line.amount), balanceAfter: toJsonAmount(line.balanceAfter) };
}
