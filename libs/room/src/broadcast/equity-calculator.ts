import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EquityInput, EquityResult } from '@app/razz-engine';
import { EQUITY_THREAD_FILE, EQUITY_THREAD_ROLE, EquityReply } from './equity-thread';

/** Spots waiting for the thread, at most: beyond it a frame goes without figures rather than the queue growing. */
const MAX_WAITING = 200;

/** Spots remembered with their answer: feeds of the same table on this process ask the same ones. */
const RECENT = 64;

/**
 * Starts the equity thread. From a build it is the compiled file; from the TypeScript sources
 * (jest) the thread compiles itself through the same SWC hook the scripts use.
 */
function startEquityThread(): Worker {
  if (!EQUITY_THREAD_FILE.endsWith('.ts')) return new Worker(EQUITY_THREAD_FILE, { workerData: EQUITY_THREAD_ROLE });
  const hook = join(__dirname, '..', '..', '..', '..', 'scripts', 'register-swc.js');
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(EQUITY_THREAD_FILE)});`, { eval: true, workerData: EQUITY_THREAD_ROLE });
}

/**
 * The broadcast feed's equity, computed on a thread of its own (`equity-thread.ts`), started on
 * first use: never on the event loop that serves the tables. Answers `null` when it cannot (the
 * thread failed to start or died, too many spots waiting, the process stopping); a frame then goes
 * without figures, and the next spot starts a new thread.
 */
@Injectable()
export class EquityCalculator implements OnModuleDestroy {
  private readonly logger = new Logger('EquityCalculator');
  private thread: Worker | null = null;
  private readonly waiting = new Map<number, (result: EquityResult | null) => void>();
  private readonly recent = new Map<string, Promise<EquityResult | null>>();
  private nextId = 1;
  private stopped = false;

  compute(input: EquityInput): Promise<EquityResult | null> {
    const key = JSON.stringify(input);
    const known = this.recent.get(key);
    if (known) return known;
    const answer = this.ask(input);
    this.recent.set(key, answer);
    if (this.recent.size > RECENT) this.recent.delete(this.recent.keys().next().value as string);
    // A spot that could not be computed is asked again next time.
    void answer.then((result) => result === null && this.recent.get(key) === answer && this.recent.delete(key));
    return answer;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    const thread = this.thread;
    this.thread = null;
    this.answerAll(null);
    await thread?.terminate();
  }

  private ask(input: EquityInput): Promise<EquityResult | null> {
    if (this.stopped || this.waiting.size >= MAX_WAITING) return Promise.resolve(null);
    const thread = this.thread ?? this.start();
    if (!thread) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      thread.postMessage({ id, input });
    });
  }

  private start(): Worker | null {
    let thread: Worker;
    try {
      thread = startEquityThread();
    } catch (err) {
      this.logger.error(`the equity thread did not start: ${(err as Error).message}`);
      return null;
    }
    thread.on('message', (reply: EquityReply) => {
      const answer = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      answer?.(reply.result);
    });
    thread.on('error', (err: Error) => this.logger.error(`the equity thread failed: ${err.message}`));
    thread.on('exit', () => {
      if (this.thread !== thread) return;
      this.thread = null;
      this.answerAll(null);
    });
    // The thread never keeps a process alive: the process's own work does, and its stop terminates it.
    thread.unref();
    this.thread = thread;
    return thread;
  }

  private answerAll(result: null): void {
    for (const answer of this.waiting.values()) answer(result);
    this.waiting.clear();
  }
}
