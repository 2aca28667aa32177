export interface PersistenceOptions {
  databaseUrl: string;
  /** How long start-up waits for a connection before failing. Default 10000 ms. */
  connectTimeoutMs?: number;
  /** Name statements so each connection prepares them once (default true); see `sqlStatementNamer`. */
  preparedStatements?: boolean;
}

export const PERSISTENCE_OPTIONS = Symbol('PERSISTENCE_OPTIONS');
