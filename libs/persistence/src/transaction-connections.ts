import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** The pool connection one interactive transaction holds, while it holds it. */
export interface TransactionConnection {
  /** Set when the transaction checked its connection out; unset again when the connection goes back to the pool. */
  client: pg.PoolClient | undefined;
  /** The connection went back: nothing checked out later in this context (a timer the work started) is the transaction's. */
  ended: boolean;
}

/**
 * Knows which pool connection each Prisma interactive transaction runs on, so that a statement of
 * ours inside the transaction can go to that connection directly instead of through Prisma's query
 * engine (`$queryRawUnsafe` costs three times the API's CPU of the same statement sent by `pg`:
 * `npm run bench:statements`, docs/performance.md).
 *
 * How: Prisma's `pg` driver adapter starts a transaction by checking a connection out of our pool
 * (`pool.connect()`), sends BEGIN on it, and gives it back when the transaction commits or rolls
 * back (`release()`). `claim(fn)` runs `fn` (the `$transaction` call) in an async context of its
 * own, and the pool's promise-returning `connect` hands the first connection checked out in that
 * context to the claim; the connection's `release` for this checkout clears it. A claim with no
 * connection (an adapter that one day works otherwise, or a transaction that has ended) leaves the
 * caller to go through Prisma: slower, never wrong. unit-of-work.int-spec checks that a statement
 * sent this way is inside the transaction.
 */
export class TransactionConnections {
  private readonly claims = new AsyncLocalStorage<TransactionConnection>();

  /** Makes `pool` hand connections checked out inside `claim` to their claim. Call once, before any use. */
  watch(pool: pg.Pool): void {
    const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | void;
    // The promise form only: the adapter awaits it, and its continuation runs in the caller's async
    // context (the callback form, which pool.query uses, is not a transaction's).
    const claiming = (callback?: unknown): Promise<pg.PoolClient> | void => {
      if (callback !== undefined) return connect(callback);
      const claim = this.claims.getStore();
      const checkout = connect() as Promise<pg.PoolClient>;
      if (!claim || claim.client || claim.ended) return checkout;
      return checkout.then((client) => this.take(claim, client));
    };
    Object.defineProperty(pool, 'connect', { value: claiming, writable: true, configurable: true });
  }

  /** Runs `fn` (one `$transaction`) with a claim on the connection it checks out first. */
  claim<T>(fn: (connection: TransactionConnection) => Promise<T>): Promise<T> {
    const connection: TransactionConnection = { client: undefined, ended: false };
    return this.claims.run(connection, () => fn(connection));
  }

  private take(claim: TransactionConnection, client: pg.PoolClient): pg.PoolClient {
    claim.client = client;
    // pg-pool gives every checkout a release of its own, so this wrapper ends with this checkout.
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      claim.client = undefined;
      claim.ended = true;
      release(err);
    };
    return client;
  }
}
