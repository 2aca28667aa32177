/**
 * The built worker when its HTTP port is taken (docs/operations.md "Start-up errors"): its BullMQ
 * workers are already taking jobs by then, so it closes first — the job it took finishes — and
 * only then fails with its one line, exit 1. Before, it exited at once with the job still active
 * in Redis (left to the stalled-job check of another worker, 30 s later). The job (`system.noop`,
 * which writes a row in system_events) is slow for a real reason: the test holds that table's lock.
 */
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Test, TestingModule } from '@nestjs/testing';
import { JobScheduler, JobsModule, QUEUES } from '@app/jobs';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { testRedisUrl, uniqueQueuePrefix } from '../setup/test-redis';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { builtEntry, PROCESS_START_MS, RunningProcess, startNode, stopProcess } from '../support/node-process';
import { HeldTableLock, holdTableLock } from '../support/table-lock';

describe('the worker process with its HTTP port taken', () => {
  const prefix = uniqueQueuePrefix('port-taken');
  let db: TestDatabase;
  let producer: TestingModule;
  let held: Server;
  let lock: HeldTableLock | undefined;
  let worker: RunningProcess | undefined;

  beforeAll(async () => {
    db = await createTestDatabase();
    producer = await Test.createTestingModule({ imports: [JobsModule.forRoot({ redisUrl: testRedisUrl(), prefix, processing: false })] }).compile();
    await producer.init();
    held = createServer();
    await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    if (worker) await stopProcess(worker);
    await lock?.release();
    await new Promise((resolve) => held.close(resolve));
    await producer.close();
    await db.drop();
  });

  it('lets the job it took finish, then exits 1 with one line naming the port', async () => {
    const { port } = held.address() as AddressInfo;
    lock = await holdTableLock(db.databaseUrl, 'system_events');
    const jobId = `taken-${randomUUID()}`;
    await producer.get(JobScheduler).enqueue('system.noop', { token: jobId }, { jobId });

    const proc = startNode(builtEntry('worker'), {
      DATABASE_URL: db.databaseUrl,
      REDIS_URL: testRedisUrl(),
      JOBS_PREFIX: prefix,
      WORKER_METRICS_HOST: '127.0.0.1',
      WORKER_METRICS_PORT: String(port),
    });
    worker = proc;
    // Its BullMQ workers start taking jobs with the modules; the HTTP server listens after that.
    await proc.waitForOutput(/processing queues/, PROCESS_START_MS).catch(() => undefined);
    const heldLock = lock;
    // Either the worker took the job before it found the port taken (the job waits for the lock),
    // or it failed first and never took it; it must not exit with the job running.
    const took = await eventually(
      async () => ((await heldLock.waiting()) > 0 ? 'took the job' : proc.child.exitCode !== null ? 'exited first' : notYet('still starting')),
      WAIT_MS,
      'the worker to take the job or to exit',
    );
    if (took === 'took the job') expect(proc.child.exitCode).toBeNull();
    await lock.release();
    lock = undefined;

    expect(await proc.exited).toBe(1);
    worker = undefined;
    const lines = proc.stderr().trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^razz-room worker: the worker's HTTP server cannot listen on 127\\.0\\.0\\.1:${port} \\(WORKER_METRICS_HOST, WORKER_METRICS_PORT\\): .*EADDRINUSE`,
        ),
      ),
    ]);
    const connection = new IORedis(testRedisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUES.system, { connection, prefix });
    try {
      expect(await queue.getJobState(jobId)).toBe(took === 'took the job' ? 'completed' : 'waiting');
    } finally {
      await queue.close();
      connection.disconnect();
    }
    // One start of the built worker (PROCESS_START_MS), then waits of WAIT_MS each.
  }, 300_000);
});
