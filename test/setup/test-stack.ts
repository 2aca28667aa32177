import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { startEmbeddedPostgres } from '../../libs/persistence/src/embedded-postgres';
import { isProcessAlive, processCommandLine, terminateProcess } from '../../libs/persistence/src/embedded/process-utils';
import { applyMigrations } from '../../libs/persistence/src/migrations';
import { startPrivateRedis } from './redis-server';

export const TEMPLATE_DB = 'razz_template';

/** One record per jest run that is (or was) alive, so the next run can clean up after a killed one. */
const STACKS_DIR = path.join(tmpdir(), 'razz-room-test-stacks');

interface StackRecord {
  ownerPid: number;
  root: string;
  /** `marker` is a string the process's command line must contain for the PID to still be ours. */
  processes: { pid: number; marker: string }[];
}

export interface TestStack {
  /** A directory for test files' scratch data, deleted with the stack (also after a killed run). */
  tmpDir: string;
  adminUrl: string;
  templateDb: string;
  redisUrl: string;
  stop(): Promise<void>;
}

/**
 * Runs whose jest process is gone (killed with SIGKILL, so its teardown never ran) may have left
 * Postgres or redis-server running: stop those processes — only if they still run from that
 * run's directory, in case a PID was reused — and delete the directory.
 */
async function cleanUpAbandonedStacks(): Promise<void> {
  const files = await readdir(STACKS_DIR).catch(() => [] as string[]);
  await Promise.all(
    files.map(async (file) => {
      const recordPath = path.join(STACKS_DIR, file);
      const record = await readFile(recordPath, 'utf8').then(
        (text) => JSON.parse(text) as StackRecord,
        () => undefined,
      );
      if (record && isProcessAlive(record.ownerPid)) return;
      for (const { pid, marker } of record?.processes ?? []) {
        const commandLine = await processCommandLine(pid);
        if (commandLine?.includes(marker)) await terminateProcess(pid, 'SIGTERM', 5_000);
      }
      if (record) await rm(record.root, { recursive: true, force: true });
      await rm(recordPath, { force: true });
    }),
  );
}

export async function startTestStack(): Promise<TestStack> {
  await cleanUpAbandonedStacks();
  await mkdir(STACKS_DIR, { recursive: true });
  const root = await mkdtemp(path.join(tmpdir(), 'razz-test-'));
  // mkdtemp makes it 0700; as root, Postgres runs as `postgres` and must pass through it.
  await chmod(root, 0o755);
  const tmpDir = path.join(root, 'tmp');
  await mkdir(tmpDir, { mode: 0o755 });
  const recordPath = path.join(STACKS_DIR, `${process.pid}.json`);
  const record: StackRecord = { ownerPid: process.pid, root, processes: [] };
  const save = () => writeFile(recordPath, JSON.stringify(record));
  await save();
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.allSettled(stops.map((fn) => fn()));
    await rm(root, { recursive: true, force: true });
    await rm(recordPath, { force: true });
  };
  try {
    const startPg = async () => {
      const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), database: TEMPLATE_DB, durable: false });
      stops.push(pg.stop);
      record.processes.push({ pid: pg.pid, marker: pg.dataDir });
      await save();
      await applyMigrations(pg.databaseUrl);
      return pg;
    };
    const startRedis = async () => {
      const redis = await startPrivateRedis(root);
      stops.push(redis.stop);
      // redis-server rewrites its process title to "redis-server 127.0.0.1:<port>".
      record.processes.push({ pid: redis.pid, marker: new URL(redis.url).host });
      await save();
      return redis;
    };
    // allSettled, not all: if one fails, the other must have finished starting before stop()
    // runs, or it would start after the clean-up and outlive the run.
    const [pg, redis] = await Promise.allSettled([startPg(), startRedis()]);
    if (pg.status === 'rejected') throw pg.reason;
    if (redis.status === 'rejected') throw redis.reason;
    return { tmpDir, adminUrl: pg.value.adminUrl, templateDb: TEMPLATE_DB, redisUrl: redis.value.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
