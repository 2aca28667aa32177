import pg from 'pg';

/** Told how long each SQL statement took, from being handed to the connection to its result or error. */
export type StatementTimer = (seconds: number) => void;

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const untimedQuery = pg.Client.prototype.query as Query;

function timedQuery(timer: StatementTimer): Query {
  return function (this: pg.Client, ...args: unknown[]): unknown {
    const started = process.hrtime.bigint();
    const done = () => timer(Number(process.hrtime.bigint() - started) / 1e9);
    // The pool's own query() passes a callback (pg-pool); Prisma's driver adapter awaits a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...results);
      };
      return untimedQuery.apply(this, args);
    }
    const result = untimedQuery.apply(this, args);
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => {
          done();
          return value;
        },
        (error: unknown) => {
          done();
          throw error;
        },
      );
    }
    return result; // a Submittable (cursor, stream): none is used here, and none is timed
  };
}

/**
 * A `pg` pool whose connections time every statement. Prisma's driver adapter sends every
 * statement through `query()` of a pooled connection — `pool.query` checks one out and calls it,
 * a transaction calls it on the connection it holds — so timing the connections' `query` sees
 * each statement once: reads, writes, BEGIN and COMMIT alike, inside transactions or not.
 */
export function createTimedPool(config: pg.PoolConfig, timer: StatementTimer): pg.Pool {
  class TimedClient extends pg.Client {}
  // Set on the prototype rather than declared as a method: pg's query() has a dozen overloads that
  // an override would have to restate one by one, and the wrapper passes every form through alike.
  Object.defineProperty(TimedClient.prototype, 'query', { value: timedQuery(timer), writable: true, configurable: true });
  return new pg.Pool({ ...config, Client: TimedClient });
}
