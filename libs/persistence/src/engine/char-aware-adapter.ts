import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { ColumnTypeEnum } from '@prisma/driver-adapter-utils';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory, SqlQuery, SqlResultSet, Transaction } from '@prisma/driver-adapter-utils';
import { CHAR_COLUMNS, CharAsTextClient } from './char-as-text-client';

type Queryable = SqlDriverAdapter | Transaction;

/** What adapter-pg's adapter has at runtime beyond the typed interface. */
interface PgAdapterInternals {
  underlyingDriver(): { query(sql: string): Promise<unknown> };
  onError(error: unknown): never;
}

/**
 * Runs a migration script as one simple-protocol query, as `prisma migrate deploy` does.
 * adapter-pg 7.10 splits scripts on every `;`, which breaks any function body (`$$ … ; … $$`) and
 * any comment with a semicolon in it. Postgres runs a multi-statement simple query as one
 * implicit transaction, so a failing script leaves nothing half-applied.
 */
function executeWholeScript(adapter: PgAdapterInternals): (script: string) => Promise<void> {
  return async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
}

/** Proxies a connection so `queryRaw` results report `"char"` columns as Character. */
function withCharColumns<T extends Queryable>(target: T, onDispose?: () => Promise<void>): T {
  const queryRaw = async (query: SqlQuery): Promise<SqlResultSet> => {
    const result = await target.queryRaw(query);
    const charColumns = (result.rows as unknown as { [CHAR_COLUMNS]?: number[] })[CHAR_COLUMNS] ?? [];
    if (charColumns.length === 0) return result;
    const columnTypes = [...result.columnTypes];
    for (const index of charColumns) columnTypes[index] = ColumnTypeEnum.Character;
    return { ...result, columnTypes };
  };
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === 'queryRaw') return queryRaw;
      if (property === 'dispose' && onDispose) return onDispose;
      if (property === 'executeScript' && 'underlyingDriver' in object) return executeWholeScript(object as unknown as PgAdapterInternals);
      if (property === 'startTransaction' && 'startTransaction' in object) {
        return async (...args: Parameters<SqlDriverAdapter['startTransaction']>) => withCharColumns(await object.startTransaction(...args));
      }
      const value: unknown = Reflect.get(object, property, receiver);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

function pgFactory(databaseUrl: string): PrismaPg {
  // allowExitOnIdle: the engine's pools must not keep a script or a jest worker alive.
  return new PrismaPg({ connectionString: databaseUrl, Client: CharAsTextClient, allowExitOnIdle: true, idleTimeoutMillis: 500 });
}

/**
 * `@prisma/adapter-pg` set up for the schema engine, working around two adapter-pg 7.10 bugs:
 *
 * - The engine's schema describer reads catalog columns of Postgres's `"char"` type
 *   (`pg_constraint.contype`, `pg_class.relkind`, …); adapter-pg has no mapping for it and fails
 *   with "Column type 'char' could not be deserialized", so no command that looks at a live
 *   database worked. We report those columns as Character, which the describer expects.
 * - Its `connectToShadowDb` creates a scratch database and then connects with
 *   `{ ...config, database }`, but `pg` lets `connectionString` override `database`: the "shadow"
 *   connection was the main database, and diffing from a migrations folder applied the
 *   migrations there. We point the shadow connection at the scratch database by URL instead.
 * - Its `executeScript` splits a migration on every `;`, so a `CREATE FUNCTION` body (or a
 *   comment containing `;`) was cut into broken statements. We send the script whole.
 */
export interface SchemaEngineAdapterFactory extends SqlMigrationAwareDriverAdapterFactory {
  /** Closes every connection pool this factory opened that is still open. */
  disposeAll(): Promise<void>;
}

export function charAwareAdapterFactory(databaseUrl: string): SchemaEngineAdapterFactory {
  const main = pgFactory(databaseUrl);
  // The engine does not reliably dispose what it connects (and an open pool on a template
  // database blocks `CREATE DATABASE … TEMPLATE`), so we track connections and close them ourselves.
  const open = new Set<() => Promise<void>>();
  const track = <T extends SqlDriverAdapter>(adapter: T, dispose: () => Promise<void>): T => {
    let done: Promise<void> | undefined;
    const once = () => {
      open.delete(once);
      return (done ??= dispose());
    };
    open.add(once);
    return withCharColumns(adapter, once);
  };
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => {
      const adapter = await main.connect();
      return track(adapter, () => adapter.dispose());
    },
    connectToShadowDb: async () => {
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      const admin = await main.connect();
      await admin.executeScript(`CREATE DATABASE "${name}"`);
      const url = new URL(databaseUrl);
      url.pathname = `/${name}`;
      const shadow = await pgFactory(url.toString()).connect();
      return track(shadow, async () => {
        await shadow.dispose();
        await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.dispose();
      });
    },
    disposeAll: async () => {
      await Promise.all([...open].map((dispose) => dispose()));
    },
  };
}
