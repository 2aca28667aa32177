import { spawn, spawnSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { Client } from 'pg';
import { createTestTempDir } from '../../../test/setup/test-temp-dir';
import { EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';
import { EmbeddedPostgresInUseError } from './embedded-postgres-in-use.error';
import { postgresRunAs } from './embedded/postgres-binaries';
import { isProcessAlive } from './embedded/process-utils';

async function sql<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' });
  return Number.parseInt(child.stdout, 10);
}

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  const running: EmbeddedPostgres[] = [];
  const start = async () => {
    const pg = await startEmbeddedPostgres({ dataDir, durable: false });
    running.push(pg);
    return pg;
  };

  beforeEach(async () => {
    dataDir = await createTestTempDir('embedded-postgres');
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((pg) => pg.stop()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps data across a stop and a start on the same data directory', async () => {
    const first = await start();
    await sql(first.databaseUrl, 'CREATE TABLE kept (value text)');
    await sql(first.databaseUrl, "INSERT INTO kept VALUES ('still here')");
    await first.stop();
    await expect(sql(first.databaseUrl, 'SELECT 1')).rejects.toThrow();

    const second = await start();
    await expect(sql(second.databaseUrl, 'SELECT value FROM kept')).resolves.toEqual([{ value: 'still here' }]);
  });

  it('listens on the configured port when one is given', async () => {
    const probe = await start();
    const port = probe.port;
    await probe.stop();
    const pg = await startEmbeddedPostgres({ dataDir, port, durable: false });
    running.push(pg);
    expect(pg.port).toBe(port);
    expect(new URL(pg.databaseUrl).port).toBe(String(port));
  });

  it('refuses a data directory that a live process is using', async () => {
    await start();
    await expect(startEmbeddedPostgres({ dataDir, durable: false })).rejects.toThrow(EmbeddedPostgresInUseError);
  });

  it('shuts down a server orphaned by a killed process, then starts', async () => {
    const orphan = await start();
    // What a process killed with SIGKILL leaves: its Postgres still running, its owner gone.
    await writeFile(path.join(dataDir, 'postgres.owner.json'), JSON.stringify({ ownerPid: deadPid(), postmasterPid: orphan.pid }));

    const next = await start();
    expect(isProcessAlive(orphan.pid)).toBe(false);
    await expect(sql(next.databaseUrl, 'SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
  });

  it('starts over a stale postmaster.pid whose PID now belongs to another process', async () => {
    const pg = await start();
    await pg.stop();
    // After a crash and a reboot (or container restart) the recorded PID may be reused by an
    // unrelated process of the same user, and Postgres alone would then refuse to start.
    const unrelated = spawn('sleep', ['30'], { stdio: 'ignore', ...(await postgresRunAs()) });
    try {
      const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      await writeFile(pidFile, `${unrelated.pid}\n${path.join(dataDir, 'postgres')}\n`);

      const restarted = await start();
      await expect(sql(restarted.databaseUrl, 'SELECT 1 AS ok')).resolves.toEqual([{ ok: 1 }]);
      expect(Number.parseInt((await readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10)).toBe(restarted.pid);
    } finally {
      unrelated.kill();
    }
  });
});
