import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { EquityInput, EquityResult } from '@app/razz-engine';
import { EQUITY_THREAD_FILE, EQUITY_THREAD_ROLE, EquityReply } from './equity-thread';

/** Spots waiting for the thread, at most: beyond it a frame goes without figures rather than the queue growing. */
const MAX_WAITING = 200;

/** Spots remembered with their answer: feeds of the same table on this process ask the same ones. */
const RECENT = 64;

/**
 * How long the thread may go without answering while spots wait for it: past it the thread is
 * stuck (a spot that never returns), so it is ended, every waiting spot is answered null and the
 * next spot starts a new one. The slowest spot `handEquity` takes (an exact stud8 spot) is a second or two.
 */
export const EQUITY_REPLY_TIMEOUT_MS = 15_000;

/** After a thread fails to start, no new one for this long, doubled on each failure in a row up to the most. */
export const EQUITY_RESTART_BACKOFF_MS = 1_000;
export const EQUITY_RESTART_BACKOFF_MAX_MS = 300_000;

/** What the calculator needs of a thread (a `Worker`); tests give a fake one. */
export interface EquityThread {
  postMessage(message: unknown): void;
  terminate(): Promise<number>;
  unref(): void;
  on(event: 'message', listener: (reply: EquityReply) => void): unknown;
  on(event: 'online', listener: () => void): unknown;
  on(event: 'error', listener: (err: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
}

/** Starts a thread (may throw); injected under this token by tests, else `startEquityThread`. */
export const EQUITY_THREAD_STARTER = Symbol('EQUITY_THREAD_STARTER');
export type EquityThreadStarter = () => EquityThread;

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
 * without figures, and the next spot starts a new thread. Guards: a thread that answers nothing
 * for `EQUITY_REPLY_TIMEOUT_MS` while spots wait is ended (they are answered null); a thread that
 * fails to start (throws, or errors or exits before it is online) is not started again for a
 * back-off (1 s, doubling to 5 minutes), spots answered null meanwhile. Each change of state is
 * logged once.
 */
@Injectable()
export class EquityCalculator implements OnModuleDestroy {
  private readonly logger = new Logger('EquityCalculator');
  private thread: EquityThread | null = null;
  private readonly waiting = new Map<number, (result: EquityResult | null) => void>();
  private readonly recent = new Map<string, Promise<EquityResult | null>>();
  private nextId = 1;
  private stopped = false;
  /** Armed while spots wait: the thread's time to answer the next one. */
  private watchdog: NodeJS.Timeout | undefined;
  /** Start failures in a row, and when a thread may be started again (epoch ms) after the last one. */
  private failures = 0;
  private retryAt = 0;

  constructor(@Optional() @Inject(EQUITY_THREAD_STARTER) private readonly startThread: EquityThreadStarter = startEquityThread) {}

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
      this.arm();
      thread.postMessage({ id, input });
    });
  }

  private start(): EquityThread | null {
    if (Date.now() < this.retryAt) return null;
    let thread: EquityThread;
    try {
      thread = this.startThread();
    } catch (err) {
      this.startFailed((err as Error).message);
      return null;
    }
    let online = false;
    thread.on('online', () => {
      online = true;
      if (this.failures > 0) this.logger.log(`the equity thread started again after ${this.failures} failed start(s)`);
      this.failures = 0;
      this.retryAt = 0;
    });
    thread.on('message', (reply: EquityReply) => {
      const answer = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      this.arm(true);
      answer?.(reply.result);
    });
    thread.on('error', (err: Error) => {
      if (!online) {
        // It never came up: what waits for it is answered now, and no new thread before the back-off.
        if (this.thread === thread) {
          this.thread = null;
          this.answerAll(null);
        }
        void thread.terminate().catch(() => undefined);
        return this.startFailed(err.message);
      }
      this.logger.error(`the equity thread failed: ${err.message}`);
    });
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

  /** No new thread for the back-off; logged once per failure (the state it leaves the calculator in). */
  private startFailed(message: string): void {
    this.failures++;
    const backoff = Math.min(EQUITY_RESTART_BACKOFF_MS * 2 ** (this.failures - 1), EQUITY_RESTART_BACKOFF_MAX_MS);
    this.retryAt = Date.now() + backoff;
    this.logger.error(
      `the equity thread did not start (${this.failures} time(s) in a row): ${message}; frames go without figures, next try in ${backoff / 1000} s`,
    );
  }

  /** (Re)arms the watchdog while spots wait; `replied`: the thread just answered, its time starts again. */
  private arm(replied = false): void {
    if (replied || this.waiting.size === 0) {
      clearTimeout(this.watchdog);
      this.watchdog = undefined;
    }
    if (this.waiting.size === 0 || this.watchdog) return;
    this.watchdog = setTimeout(() => this.stuck(), EQUITY_REPLY_TIMEOUT_MS);
    this.watchdog.unref();
  }

  private stuck(): void {
    this.watchdog = undefined;
    const thread = this.thread;
    this.thread = null;
    this.logger.error(
      `the equity thread answered nothing for ${EQUITY_REPLY_TIMEOUT_MS / 1000} s: ended, ${this.waiting.size} spot(s) go without figures; the next spot starts a new thread`,
    );
    this.answerAll(null);
    void thread?.terminate().catch(() => undefined);
  }

  private answerAll(result: null): void {
    clearTimeout(this.watchdog);
    this.watchdog = undefined;
    const answers = [...this.waiting.values()];
    this.waiting.clear();
    for (const answer of answers) answer(result);
  }
}
