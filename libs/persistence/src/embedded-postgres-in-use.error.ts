/** Another live process runs the embedded Postgres of this data directory. */
export class EmbeddedPostgresInUseError extends Error {
  readonly code = 'EMBEDDED_POSTGRES_IN_USE';

  constructor(dataDir: string, postmasterPid: number, ownerPid: number) {
    super(
      `the embedded Postgres in ${dataDir} is already running (pid ${postmasterPid}, started by process ${ownerPid}); stop that process or use another DATA_DIR`,
    );
    this.name = 'EmbeddedPostgresInUseError';
  }
}
