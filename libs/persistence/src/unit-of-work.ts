import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { DatabaseBusyError, isTransactionTimeout } from './database-busy.error';
import type { Prisma } from './generated/prisma/client';
import { PrismaService } from './prisma.service';
import type { TransactionConnection } from './transaction-connections';

/** What repositories query through: the open transaction's client, or the pool. */
export type DatabaseClient = Prisma.TransactionClient;

/** Something to do once the unit of work has committed (enqueue a job that reads what it wrote). */
export type AfterCommit = () => Promise<void>;

/** A last write inside the transaction, once the work itself is done (the audit chain's append). */
export type BeforeCommit = () => Promise<void>;

interface OpenWork {
  client: DatabaseClient;
  /** The connection the transaction holds, for `query` (PrismaService.directIn). */
  connection: TransactionConnection;
  afterCommit: AfterCommit[];
  beforeCommit: BeforeCommit[];
}

/**
 * Generous on purpose: many requests contend for the same hot rows (the cage, a player's
 * bankroll), and a request queued behind forty others must wait, not fail.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

/** What a unit of work may say about itself. */
export interface UnitOfWorkOptions {
  /**
   * How long the transaction may stay open, for a use case whose work grows with its input (a
   * tournament's start seats every registered player in one transaction: all seated, or none).
   * The default (30 s) is sized for a request; a bulk use case names a budget that stays true on a
   * machine three times slower with a big field. Ignored by a nested `run`: the outer one's holds.
   * Past it (or past the 15 s wait for a connection) `run` throws `DatabaseBusyError`.
   */
  timeoutMs?: number;
}

/**
 * Runs a unit of work in one Postgres transaction (READ COMMITTED). Repositories read their client
 * from here (`client`), so every repository call inside `run` joins the same transaction without
 * passing it around, and a ledger posting and its audit record commit or roll back together.
 * A nested `run` joins the outer transaction.
 *
 * @example
 * await unitOfWork.run(async () => {
 *   const tx = await ledger.post({ ... });
 *   await audit.record({ ... });
 * });
 */
@Injectable()
export class UnitOfWork {
  private readonly logger = new Logger('UnitOfWork');
  private readonly current = new AsyncLocalStorage<OpenWork>();

  constructor(private readonly prisma: PrismaService) {}

  get client(): DatabaseClient {
    return this.current.getStore()?.client ?? this.prisma;
  }

  get active(): boolean {
    return this.current.getStore() !== undefined;
  }

  /**
   * One SQL statement with positional parameters (`$1`…), without Prisma's query engine in
   * between (docs/performance.md): inside a unit of work on the connection its transaction holds
   * (`PrismaService.directIn`), outside one straight on the pool (`PrismaService.direct`). Rows
   * come back alike either way (int8 as bigint, json parsed, timestamptz as Date), and as Prisma's
   * raw queries return them.
   */
  query<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    const open = this.current.getStore();
    return open ? this.prisma.directIn<T>(open.connection, open.client, sql, params) : this.prisma.direct<T>(sql, params);
  }

  async run<T>(work: () => Promise<T>, options: UnitOfWorkOptions = {}): Promise<T> {
    if (this.active) return work();
    const afterCommit: AfterCommit[] = [];
    const beforeCommit: BeforeCommit[] = [];
    const timeout = options.timeoutMs ?? TRANSACTION_OPTIONS.timeout;
    let result: T;
    const workThenLastWrites = async (): Promise<T> => {
      const value = await work();
      // A step may queue another; each runs once, in the order queued.
      for (let step = beforeCommit.shift(); step; step = beforeCommit.shift()) await step();
      return value;
    };
    try {
      result = await this.prisma.transaction((client, connection) => this.current.run({ client, connection, afterCommit, beforeCommit }, workThenLastWrites), {
        ...TRANSACTION_OPTIONS,
        timeout,
      });
    } catch (err) {
      // Rolled back, nothing kept: the caller may retry (a 503, not a 500 at the edge).
      if (isTransactionTimeout(err)) throw new DatabaseBusyError({ cause: err });
      throw err;
    }
    // Outside the transaction's context, so an effect that opens a unit of work gets its own.
    await this.current.exit(() => this.runEffects(afterCommit));
    return result;
  }

  /**
   * Runs `effect` once the outermost unit of work has committed (never if it rolls back); at once
   * when none is open. Code deep inside someone else's unit of work (a hook the hands module calls)
   * uses it to start what must see the committed data. An effect's failure is logged, not thrown:
   * the work it follows has committed.
   */
  afterCommit(effect: AfterCommit): void {
    const open = this.current.getStore();
    if (open) open.afterCommit.push(effect);
    else void this.runEffects([effect]);
  }

  /**
   * Runs `step` inside the outermost unit of work, after its work has returned and just before it
   * commits (never if the work throws; a step that throws rolls everything back). For a write that
   * takes a lock every writer shares (the audit chain's head): taken last, held only for the
   * commit, and no other lock is waited for while holding it, so it cannot be part of a deadlock.
   * Outside a unit of work it opens one for the step alone.
   */
  async beforeCommit(step: BeforeCommit): Promise<void> {
    const open = this.current.getStore();
    if (open) open.beforeCommit.push(step);
    else await this.run(step);
  }

  private async runEffects(effects: AfterCommit[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (err) {
        this.logger.error(`an after-commit effect failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
}
