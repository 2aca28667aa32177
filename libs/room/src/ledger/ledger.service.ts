import { Injectable } from '@nestjs/common';
import {
  LedgerAccount,
  LedgerAccountListQuery,
  LedgerAccountRepository,
  LedgerAccountSpec,
  LedgerTransaction,
  LedgerTransactionRepository,
  Page,
  postgresErrorOf,
  StatementLine,
  UnitOfWork,
} from '@app/persistence';
import type { Actor } from '../audit/actor';
import { LedgerError, LedgerErrorCode } from './ledger.error';
import { applyToLocked, checkPostingShape, Posting, PostingResult } from './posting';
import { IdempotencyError } from '../idempotency/idempotency.error';
import { recogniseRetry, usedForAnotherRequest } from '../idempotency/recognise-retry';
import { requestFingerprint } from '../idempotency/request-fingerprint';
import { requireUnit } from './units';

export interface PostOptions {
  /** Unique per movement of value, e.g. `hand:<id>:settlement`. The same key never moves value twice. */
  idempotencyKey: string;
  /** What the request asked for; a reuse of the key with another fingerprint is refused. Default: the posting's own. */
  fingerprint?: string;
  /** Who posts it (recorded as the transaction's creator); omit for the system. */
  actor?: Actor;
}

/**
 * The double-entry ledger, for every service that moves money or chips (cashier, buy-ins, hand
 * settlement, rake, tournament entries and payouts). It works inside the caller's unit of work
 * when there is one (`UnitOfWork.run`), so a posting commits or rolls back with the caller's
 * other changes; otherwise it opens its own. docs/ledger.md has the rules and an example.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly accounts: LedgerAccountRepository,
    private readonly transactions: LedgerTransactionRepository,
  ) {}

  /** Finds or creates an account (safe under concurrency). */
  async ensureAccount(spec: LedgerAccountSpec): Promise<LedgerAccount> {
    requireUnit(spec.unit);
    return this.accounts.ensure(spec);
  }

  findAccount(spec: LedgerAccountSpec): Promise<LedgerAccount | null> {
    return this.accounts.find(spec);
  }

  async getAccount(id: string): Promise<LedgerAccount> {
    const account = await this.accounts.findById(id);
    if (!account) throw new LedgerError(LedgerErrorCode.LEDGER_ACCOUNT_NOT_FOUND, `no ledger account with id ${id}`);
    return account;
  }

  /** Zero for an account that does not exist yet. */
  async balanceOf(spec: LedgerAccountSpec): Promise<bigint> {
    return (await this.accounts.find(spec))?.balance ?? 0n;
  }

  listAccounts(query: LedgerAccountListQuery): Promise<Page<LedgerAccount, string>> {
    return this.accounts.list(query);
  }

  accountsOfPlayer(playerId: string): Promise<LedgerAccount[]> {
    return this.accounts.listForPlayer(playerId);
  }

  async getTransaction(id: string): Promise<LedgerTransaction> {
    const transaction = await this.transactions.findById(id);
    if (!transaction) throw new LedgerError(LedgerErrorCode.LEDGER_TRANSACTION_NOT_FOUND, `no ledger transaction with id ${id}`);
    return transaction;
  }

  /** Entries of an account, newest first, each with the balance right after it. */
  statement(accountId: string, limit: number, before?: string): Promise<Page<StatementLine, string>> {
    return this.transactions.statement(accountId, limit, before);
  }

  /** Posts a transaction once per idempotency key. */
  post(posting: Posting, options: PostOptions): Promise<PostingResult> {
    return this.postOnce({ ...options, fingerprint: options.fingerprint ?? fingerprintOf(posting) }, async () => posting);
  }

  /**
   * Posts a transaction whose key no one else can be using: one its caller's own lock makes new —
   * a hand's settlement, under the table's row lock, where the hand's version guard lets a hand
   * end once. Two statements fewer than `post` (no key lock, no look-up), at every hand's end.
   * There is no replay: should the key be taken all the same, the database's unique index refuses
   * it (IDEMPOTENCY_KEY_IN_USE) and the caller's unit of work rolls back whole.
   */
  async postUnique(posting: Posting, options: PostOptions): Promise<LedgerTransaction> {
    try {
      return await this.uow.run(() => this.record(posting, { ...options, fingerprint: options.fingerprint ?? fingerprintOf(posting) }));
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }

  /**
   * Like `post`, but builds the posting only when the key is new: `prepare` runs after the key is
   * locked and checked, so a replay returns the first result even if what `prepare` checks
   * (say, that the player is active) has changed since.
   */
  async postOnce(options: PostOptions & { fingerprint: string }, prepare: () => Promise<Posting>): Promise<PostingResult> {
    try {
      return await this.uow.run(async () => {
        await this.transactions.lockIdempotencyKey(options.idempotencyKey);
        const existing = await this.transactions.findByIdempotencyKey(options.idempotencyKey);
        if (
          existing &&
          recogniseRetry({ fingerprint: existing.requestFingerprint, refusal: usedForAnotherRequest(`transaction ${existing.id}`) }, options.fingerprint)
        ) {
          return { transaction: existing, replayed: true };
        }
        const posting = await prepare();
        return { transaction: await this.record(posting, options), replayed: false };
      });
    } catch (error) {
      throw translateDatabaseError(error);
    }
  }

  private async record(posting: Posting, options: PostOptions & { fingerprint: string }): Promise<LedgerTransaction> {
    checkPostingShape(posting);
    requireUnit(posting.unit);
    const locked = await this.accounts.lockForUpdate(posting.entries.map((entry) => entry.accountId));
    const entries = applyToLocked(posting, locked);
    return this.transactions.insert({
      kind: posting.kind,
      unit: posting.unit,
      reference: posting.reference ?? null,
      memo: posting.memo ?? null,
      idempotencyKey: options.idempotencyKey,
      requestFingerprint: options.fingerprint,
      createdByKeyId: options.actor?.keyId ?? null,
      entries,
    });
  }
}

/** What a posting asks for, for a key's later reuse to be recognised (`recogniseRetry`). */
function fingerprintOf(posting: Posting): string {
  const entries = posting.entries.map((entry) => ({ accountId: entry.accountId, amount: entry.amount }));
  return requestFingerprint({ kind: posting.kind, unit: posting.unit, reference: posting.reference, memo: posting.memo, entries });
}

/**
 * The service checks everything first, under row locks; the database checks again. Should the
 * database be the one to refuse (someone posted without the locks), say what it means.
 */
function translateDatabaseError(error: unknown): unknown {
  const pg = postgresErrorOf(error);
  if (pg?.constraint === 'ledger_accounts_balance_non_negative') {
    return new LedgerError(LedgerErrorCode.INSUFFICIENT_FUNDS, 'insufficient funds: the posting would take an account below zero');
  }
  if (pg?.constraint === 'ledger_transactions_idempotency_key_key') {
    return IdempotencyError.inUse();
  }
  return error;
}
