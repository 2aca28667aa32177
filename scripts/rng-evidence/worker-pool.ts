/**
 * The worker threads (one per core by default) and the jobs handed to them: each worker keeps
 * two jobs in hand, so it never waits while the main thread writes out or counts the previous
 * reply, and takes a new one only when a reply is done — a slow consumer (a file, dieharder
 * reading a pipe) holds the producers back instead of filling the memory.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerJob, WorkerReply } from './worker-protocol';

const JOBS_IN_HAND = 2;

/** The worker is TypeScript: it compiles itself through the same SWC hook as the script (scripts/register-swc.js). */
function startWorker(): Worker {
  const hook = join(__dirname, '..', 'register-swc.js');
  const entry = join(__dirname, 'worker.ts');
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(entry)});`, { eval: true });
}

export class WorkerPool {
  private readonly workers: Worker[];

  constructor(count: number) {
    this.workers = Array.from({ length: count }, startWorker);
  }

  get size(): number {
    return this.workers.length;
  }

  /** Hands out `nextJob()` until it returns null, and awaits `onReply` for every reply, one at a time. */
  async run(nextJob: () => WorkerJob | null, onReply: (reply: WorkerReply) => Promise<void> | void): Promise<void> {
    let replies = Promise.resolve();
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let inHand = 0;
            const give = (): void => {
              const job = nextJob();
              if (job) {
                inHand++;
                worker.postMessage(job);
              } else if (inHand === 0) done();
            };
            const onMessage = (reply: WorkerReply): void => {
              replies = replies.then(() => onReply(reply));
              replies.then(() => {
                inHand--;
                give();
              }, fail);
            };
            const fail = (error: unknown): void => {
              worker.off('message', onMessage);
              reject(error instanceof Error ? error : new Error(String(error)));
            };
            const done = (): void => {
              worker.off('message', onMessage);
              worker.off('error', fail);
              resolve();
            };
            worker.on('message', onMessage);
            worker.once('error', fail);
            for (let k = 0; k < JOBS_IN_HAND; k++) give();
          }),
      ),
    );
    await replies;
  }

  /** Each worker's last reply (its tally), then the workers end. */
  finish(): Promise<WorkerReply[]> {
    return Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<WorkerReply>((resolve, reject) => {
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.postMessage({ kind: 'finish' } satisfies WorkerJob);
          }),
      ),
    );
  }

  async terminate(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}
