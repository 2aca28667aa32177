import { Client, ClientConfig, QueryResult } from 'pg';

/** Postgres's internal one-byte `"char"` type and plain `text`. */
const CHAR_OID = 18;
const TEXT_OID = 25;

/** Set on a result's `rows` array: the indexes of the columns that were `"char"`. */
export const CHAR_COLUMNS = Symbol('charColumns');

type AnyFn = (...args: unknown[]) => unknown;

function retype<T>(result: T): T {
  for (const one of Array.isArray(result) ? result : [result]) {
    const { fields, rows } = (one ?? {}) as Partial<QueryResult>;
    if (!fields || !rows) continue;
    const charColumns: number[] = [];
    fields.forEach((field, index) => {
      if (field.dataTypeID !== CHAR_OID) return;
      field.dataTypeID = TEXT_OID;
      charColumns.push(index);
    });
    if (charColumns.length > 0) Object.defineProperty(rows, CHAR_COLUMNS, { value: charColumns });
  }
  return result;
}

/**
 * A `pg` client that reports `"char"` result columns as `text`, and remembers which they were on
 * the result's `rows` (see `charAwareAdapterFactory`, which turns them into Character columns).
 */
export class CharAsTextClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    const query = (this.query as AnyFn).bind(this);
    // Assigned per instance because `query` has a dozen overloads no override could restate.
    (this as unknown as { query: AnyFn }).query = (...args: unknown[]) => {
      const first = args[0] as { submit?: unknown } | undefined;
      if (typeof first?.submit === 'function') return query(...args);
      const callbackAt = args.findIndex((arg) => typeof arg === 'function');
      if (callbackAt >= 0) {
        const callback = args[callbackAt] as AnyFn;
        args[callbackAt] = (error: unknown, result: unknown) => callback(error, error ? result : retype(result));
        return query(...args);
      }
      return (query(...args) as Promise<unknown>).then(retype);
    };
  }
}
