import { ConfigError } from './config.error';
import { loadConfig } from './load-config';

describe('loadConfig', () => {
  it('gives the embedded defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      http: { host: '0.0.0.0', port: 3000 },
      databaseUrl: undefined,
      redisUrl: undefined,
      dataDir: './.data',
      logLevel: 'info',
      migrateOnStart: true,
      databasePreparedStatements: true,
      jobs: { inProcess: true, prefix: 'razz' },
      workerMigrationWaitMs: 180_000,
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      http: { port: 3000 },
    });
  });

  it('runs jobs in a separate worker by default once Redis is configured', () => {
    const withRedis = loadConfig({ REDIS_URL: 'redis://localhost:6379' });
    expect(withRedis.jobs.inProcess).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://localhost:6379', JOBS_IN_PROCESS: 'true' }).jobs.inProcess).toBe(true);
    // Without Redis nothing else could run the jobs, whatever the flag says.
    expect(loadConfig({ JOBS_IN_PROCESS: 'false' }).jobs.inProcess).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^invalid configuration: PORT must be an integer from 0 to 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /PORT must be an integer from 0 to 65535/],
    [{ PORT: '3.5' }, /PORT must be an integer/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/],
    [{ DATABASE_URL: 'mysql://x/y' }, /DATABASE_URL must be a URL like postgresql:/],
    [{ REDIS_URL: 'not a url' }, /REDIS_URL must be a URL like redis:/],
    [{ MIGRATE_ON_START: 'maybe' }, /MIGRATE_ON_START must be true or false \(got "maybe"\)/],
    [{ DATABASE_PREPARED_STATEMENTS: 'sometimes' }, /DATABASE_PREPARED_STATEMENTS must be true or false/],
    [{ WORKER_MIGRATION_WAIT_MS: 'soon' }, /WORKER_MIGRATION_WAIT_MS must be an integer from 0 to 3600000 \(got "soon"\)/],
    [{ WORKER_MIGRATION_WAIT_MS: '-1' }, /WORKER_MIGRATION_WAIT_MS must be an integer from 0 to 3600000/],
  ])('refuses %j with a one-line reason', (env, expected) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(expected);
    expect((error as Error).message).not.toContain('\n');
  });

  it('serves metrics by default, the worker on port 9464 of HOST unless WORKER_METRICS_HOST/PORT say otherwise', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: true, workerHost: '0.0.0.0', workerPort: 9464 });
    expect(loadConfig({ HOST: '127.0.0.1' }).metrics.workerHost).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_ENABLED: 'false', WORKER_METRICS_HOST: '10.0.0.5', WORKER_METRICS_PORT: '0' }).metrics).toEqual({
      enabled: false,
      workerHost: '10.0.0.5',
      workerPort: 0,
    });
    expect(() => loadConfig({ WORKER_METRICS_PORT: 'x' })).toThrow(/WORKER_METRICS_PORT must be an integer from 0 to 65535/);
  });

  it('lets the worker not wait for migrations (0), or wait up to an hour', () => {
    expect(loadConfig({ WORKER_MIGRATION_WAIT_MS: '0' }).workerMigrationWaitMs).toBe(0);
    expect(loadConfig({ WORKER_MIGRATION_WAIT_MS: '3600000' }).workerMigrationWaitMs).toBe(3_600_000);
  });

  it('turns prepared statements off for poolers that cannot carry them', () => {
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
  });

  it('allows the test deck seam only under NODE_ENV=test', () => {
    expect(loadConfig({}).testDeckInjection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_DECK_INJECTION: 'true' }).testDeckInjection).toBe(true);
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, TEST_DECK_INJECTION: 'true' })).toThrow(
        /^invalid configuration: TEST_DECK_INJECTION is allowed only with NODE_ENV=test/,
      );
    }
    expect(loadConfig({ NODE_ENV: 'production', TEST_DECK_INJECTION: 'false' }).testDeckInjection).toBe(false);
  });

  it('holds the broadcast feed 30 minutes by default; 0 (no delay) to a day', () => {
    expect(loadConfig({}).broadcast).toEqual({ delaySeconds: 1_800 });
    expect(loadConfig({ BROADCAST_DELAY_SECONDS: '0' }).broadcast.delaySeconds).toBe(0);
    expect(loadConfig({ BROADCAST_DELAY_SECONDS: '86400' }).broadcast.delaySeconds).toBe(86_400);
    for (const bad of ['-1', '86401', '1.5', 'soon'])
      expect(() => loadConfig({ BROADCAST_DELAY_SECONDS: bad })).toThrow(/^invalid configuration: BROADCAST_DELAY_SECONDS must be an integer from 0 to 86400/);
  });

  it('seats bots at practice tables only unless BOTS_AT_MONEY_TABLES turns money tables on', () => {
    expect(loadConfig({}).bots).toEqual({ atMoneyTables: false });
    expect(loadConfig({ BOTS_AT_MONEY_TABLES: 'true' }).bots.atMoneyTables).toBe(true);
    expect(loadConfig({ BOTS_AT_MONEY_TABLES: 'false' }).bots.atMoneyTables).toBe(false);
    expect(() => loadConfig({ BOTS_AT_MONEY_TABLES: 'sometimes' })).toThrow(/^invalid configuration: BOTS_AT_MONEY_TABLES must be true or false/);
  });

  it('shows times in the room’s time zone: ROOM_TIME_ZONE, else the server’s own', () => {
    expect(loadConfig({ ROOM_TIME_ZONE: 'America/Los_Angeles' }).room.timeZone).toBe('America/Los_Angeles');
    expect(loadConfig({}).room.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(loadConfig({ ROOM_TIME_ZONE: '' }).room.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (const bad of ['Mars/Olympus_Mons', 'GMT+25', 'las vegas']) {
      expect(() => loadConfig({ ROOM_TIME_ZONE: bad })).toThrow(/^invalid configuration: ROOM_TIME_ZONE must be an IANA time zone/);
    }
  });

  it('names players on the waitlist board by screen name, or by initials when WAITLIST_BOARD_NAMES says so', () => {
    expect(loadConfig({}).waitlistBoard.names).toBe('screen-names');
    expect(loadConfig({ WAITLIST_BOARD_NAMES: '' }).waitlistBoard.names).toBe('screen-names');
    expect(loadConfig({ WAITLIST_BOARD_NAMES: 'initials' }).waitlistBoard.names).toBe('initials');
    expect(() => loadConfig({ WAITLIST_BOARD_NAMES: 'first-names' })).toThrow(
      /^invalid configuration: WAITLIST_BOARD_NAMES must be one of screen-names, initials/,
    );
  });

  it('never echoes secrets back', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@x/y' })).toThrow(/^(?!.*hunter2)/);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT .*; LOG_LEVEL /);
  });
});
