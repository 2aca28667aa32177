import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { DatabaseMetrics } from './database-metrics';
import { DatabaseUnavailableError } from './database-unavailable.error';
import { Prisma, PrismaClient } from './generated/prisma/client';
import { PERSISTENCE_OPTIONS, PersistenceOptions } from './persistence-options';
import { sqlStatementNamer } from './statement-names';
import { createTimedPool } from './timed-pool';
import { TransactionConnection, TransactionConnections } from './transaction-connections';

// Generous enough for a first connection on a loaded machine (5 s was seen to run out at a load average of 15),
// still quick to report an address that never answers.
const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
/**
 * How long a query may wait for a pooled connection. `pg` applies its `connectionTimeoutMillis`
 * to waiting for a free pool slot as well as to connecting, so a start-up timeout (5 s at the time) made
 * bursts of requests on a hot row (50 withdrawals from one bankroll) fail while merely queued.
 * Longer than UnitOfWork's `maxWait`, so that one decides when a transaction gives up; a
 * statement outside a unit of work that waits this long fails as busy (`asDatabaseBusy`).
 */
const POOL_WAIT_MS = 20_000;
/** Connections per process (`pg`'s own default, stated so the figure is ours): each API and worker process holds up to this many. */
export const POOL_SIZE = 10;

/** `pg`'s parsers, but int8 as bigint (as Prisma returns it) instead of a string. */
const INT8_OID = 20;
const DIRECT_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The Prisma client for the application, over a `pg` pool of our own through `@prisma/adapter-pg`
 * (ours so its use can be read and its statements timed: `DatabaseMetrics`). Only repositories use it. It checks the connection when the module starts, so a wrong or
 * unreachable `DATABASE_URL` stops start-up with a `DatabaseUnavailableError` instead of failing
 * on the first request.
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleInit, OnModuleDestroy {
  private readonly databaseUrl: string;
  private readonly connectTimeoutMs: number;
  private readonly pool: pg.Pool;
  /** Names for `direct` statements, apart from Prisma's (`d1`, `d2`…; a connection holds both kinds). */
  private readonly directName: ((sql: string) => string) | undefined;
  private readonly transactionConnections: TransactionConnections;

  constructor(@Inject(PERSISTENCE_OPTIONS) options: PersistenceOptions, metrics: DatabaseMetrics) {
    const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const pool = createTimedPool(
      { connectionString: options.databaseUrl, max: POOL_SIZE, connectionTimeoutMillis: Math.max(connectTimeoutMs, POOL_WAIT_MS) },
      metrics.observeStatement,
    );
    metrics.watch(pool);
    const transactionConnections = new TransactionConnections();
    transactionConnections.watch(pool);
    super({
      // disposeExternalPool: $disconnect() ends the pool, as it does a pool the adapter made itself.
      adapter: new PrismaPg(pool, {
        disposeExternalPool: true,
        ...(options.preparedStatements === false ? {} : { statementNameGenerator: sqlStatementNamer() }),
      }),
    });
    this.databaseUrl = options.databaseUrl;
    this.connectTimeoutMs = connectTimeoutMs;
    this.pool = pool;
    this.transactionConnections = transactionConnections;
    if (options.preparedStatements !== false) {
      const namer = sqlStatementNamer(undefined, 'd');
      this.directName = (sql) => namer({ sql, args: [], argTypes: [] });
    }
  }

  /**
   * One statement straight on the pool, outside any transaction, without Prisma's query engine in
   * between: for the few statements every action runs (`UnitOfWork.query`). A named prepared
   * statement like Prisma's own; rows as Prisma's raw queries return them (int8 as bigint, json
   * parsed, timestamptz as Date); a failure carries Postgres's code as `postgresErrorOf` reads it.
   */
  direct<T>(sql: string, params: readonly unknown[]): Promise<T[]> {
    return this.send<T>(this.pool, sql, params);
  }

  /**
   * `$transaction` with a claim on the connection the transaction holds, for `directIn`: the
   * unit of work's statements of its own then skip Prisma's query engine as `direct` does.
   */
  transaction<T>(
    work: (client: Prisma.TransactionClient, connection: TransactionConnection) => Promise<T>,
    options: { maxWait: number; timeout: number },
  ): Promise<T> {
    return this.transactionConnections.claim((connection) => this.$transaction((client) => work(client, connection), options));
  }

  /**
   * One statement inside a transaction of `transaction`, on the connection it holds, as `direct`
   * sends it (same names, same rows). Through Prisma's `client` when the connection is not known
   * (or no longer held: then Prisma refuses it as a closed transaction's).
   */
  directIn<T>(connection: TransactionConnection, client: Prisma.TransactionClient, sql: string, params: readonly unknown[]): Promise<T[]> {
    const held = connection.client;
    return held ? this.send<T>(held, sql, params) : client.$queryRawUnsafe<T[]>(sql, ...params);
  }

  /** A named prepared statement on the pool or a held connection, rows parsed as Prisma's raw queries return them. */
  private async send<T>(on: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[]): Promise<T[]> {
    const name = this.directName?.(sql) || undefined;
    const result = await on.query<T & pg.QueryResultRow>({ text: sql, values: params as unknown[], name, types: DIRECT_TYPES });
    return result.rows;
  }

  async onModuleInit(): Promise<void> {
    await this.verifyConnection();
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }

  /**
   * Runs `SELECT 1`. With a driver adapter `$connect()` opens nothing (the pool connects
   * lazily), so a query is the only real check.
   */
  async verifyConnection(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    // The pool waits longer than start-up should (POOL_WAIT_MS), so the check has its own clock.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.connectTimeoutMs} ms`)), this.connectTimeoutMs);
    });
    try {
      await Promise.race([this.$queryRaw`SELECT 1`, timeout]);
    } catch (error) {
      throw DatabaseUnavailableError.from(this.databaseUrl, error);
    } finally {
      clearTimeout(timer);
    }
  }
}
