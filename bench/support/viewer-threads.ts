/**
 * The viewers bench's readers: the `/live` viewers spread over worker threads
 * (`bench/support/viewer-thread.ts`), each reading its share of the sockets on its own event loop.
 * One message at a time per thread, answered in order.
 */
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Eyes, ViewerRecord } from './live-viewer';

export interface ViewerSpec {
  tableId: string;
  key: string;
  eyes: Eyes;
  actionTimeoutMs: number;
}

export interface ThreadLag {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export type ThreadRequest =
  { type: 'open'; wsUrl: string; viewers: ViewerSpec[] } | { type: 'timing'; on: boolean } | { type: 'count' } | { type: 'results' } | { type: 'close' };

export type ThreadReply =
  | { type: 'opened'; count: number }
  | { type: 'timing' }
  | { type: 'count'; frames: number }
  | { type: 'results'; viewers: ViewerRecord[]; delays: number[]; writeDelays: number[]; lag: ThreadLag }
  | { type: 'closed' }
  | { type: 'failed'; message: string };

/** What every thread saw, put together. */
export interface ReadersResults {
  viewers: ViewerRecord[];
  /** Commit → frame (ms), every update frame while timing. */
  delays: number[];
  /** Write → frame (ms), the update frames of running hands while timing. */
  writeDelays: number[];
  /** Each thread's event-loop lag while timing (included in its frames' delays). */
  lags: ThreadLag[];
}

class ViewerThread {
  private readonly worker: Worker;
  private readonly waiting: { resolve: (reply: ThreadReply) => void; reject: (err: Error) => void }[] = [];

  constructor() {
    // tsx's loader is not inherited by worker threads: the worker registers it, then loads the TypeScript file.
    const file = path.join(__dirname, 'viewer-thread.ts');
    this.worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(file)});`, { eval: true, execArgv: [] });
    this.worker.on('message', (reply: ThreadReply) => {
      const next = this.waiting.shift();
      if (reply.type === 'failed') next?.reject(new Error(`viewer thread: ${reply.message}`));
      else next?.resolve(reply);
    });
    this.worker.on('error', (err) => {
      for (const w of this.waiting.splice(0)) w.reject(err);
    });
    // A thread that ends without an error event (out of memory, a bad exit) must not leave the bench waiting.
    this.worker.on('exit', (code) => {
      for (const w of this.waiting.splice(0)) w.reject(new Error(`viewer thread exited (${code})`));
    });
  }

  ask<T extends ThreadReply['type']>(request: ThreadRequest, expect: T): Promise<Extract<ThreadReply, { type: T }>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({
        resolve: (reply) =>
          reply.type === expect
            ? resolve(reply as Extract<ThreadReply, { type: T }>)
            : reject(new Error(`viewer thread answered ${reply.type}, not ${expect}`)),
        reject,
      });
      this.worker.postMessage(request);
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}

export class ViewerThreads {
  private constructor(private readonly threads: ViewerThread[]) {}

  /** Opens the viewers, dealt round-robin over `count` threads; resolves once every one is subscribed. */
  static async open(wsUrl: string, specs: ViewerSpec[], count: number): Promise<ViewerThreads> {
    const threads = Array.from({ length: Math.max(1, count) }, () => new ViewerThread());
    const readers = new ViewerThreads(threads);
    try {
      await Promise.all(threads.map((t, i) => t.ask({ type: 'open', wsUrl, viewers: specs.filter((_, j) => j % threads.length === i) }, 'opened')));
    } catch (err) {
      await readers.close();
      throw err;
    }
    return readers;
  }

  get size(): number {
    return this.threads.length;
  }

  async timing(on: boolean): Promise<void> {
    await Promise.all(this.threads.map((t) => t.ask({ type: 'timing', on }, 'timing')));
  }

  /** Update frames received so far, by every viewer. */
  async frames(): Promise<number> {
    const counts = await Promise.all(this.threads.map((t) => t.ask({ type: 'count' }, 'count')));
    return counts.reduce((n, c) => n + c.frames, 0);
  }

  async results(): Promise<ReadersResults> {
    const all = await Promise.all(this.threads.map((t) => t.ask({ type: 'results' }, 'results')));
    return {
      viewers: all.flatMap((r) => r.viewers),
      delays: all.flatMap((r) => r.delays),
      writeDelays: all.flatMap((r) => r.writeDelays),
      lags: all.map((r) => r.lag),
    };
  }

  /** Closes every socket and stops the threads. */
  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.ask({ type: 'close' }, 'closed').catch(() => undefined)));
    await Promise.all(this.threads.map((t) => t.terminate()));
  }
}
