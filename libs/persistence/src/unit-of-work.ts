import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import type { Prisma } from './generated/prisma/client';
import { PrismaService } from './prisma.service';

/** What repositories query through: the open transaction's client, or the pool. */
export type DatabaseClient = Prisma.TransactionClient;

/**
 * Generous on purpose: many requests contend for the same hot rows (the cage, a player's
 * bankroll), and a request queued behind forty others must wait, not fail.
 */
const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

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
  private readonly current = new AsyncLocalStorage<DatabaseClient>();

  constructor(private readonly prisma: PrismaService) {}

  get client(): DatabaseClient {
    return this.current.getStore() ?? this.prisma;
  }

  get active(): boolean {
    return this.current.getStore() !== undefined;
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active) return work();
    return this.prisma.$transaction((tx) => this.current.run(tx, work), TRANSACTION_OPTIONS);
  }
}
