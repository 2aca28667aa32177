import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { EquityInput } from '@app/razz-engine';
import { EQUITY_REPLY_TIMEOUT_MS, EQUITY_RESTART_BACKOFF_MS, EquityCalculator, EquityThread } from './equity-calculator';

/** A thread that answers only when the test says so. */
class FakeThread extends EventEmitter implements EquityThread {
  readonly posted: { id: number; input: EquityInput }[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.posted.push(message as { id: number; input: EquityInput });
  }
  terminate(): Promise<number> {
    this.terminated = true;
    return Promise.resolve(1);
  }
  unref(): void {}
}

/** Distinct spots (the fake never reads the cards). */
const spot = (n: number): EquityInput => ({
  game: 'razz',
  hands: [
    ['As', '2d', '3c'],
    ['Kh', 'Qd', `${n}s`],
  ],
});

describe('EquityCalculator: a stuck thread and a thread that does not start', () => {
  let threads: FakeThread[];
  let failStart: boolean;
  let calculator: EquityCalculator;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    threads = [];
    failStart = false;
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    calculator = new EquityCalculator(() => {
      if (failStart) throw new Error('no threads here');
      const thread = new FakeThread();
      threads.push(thread);
      return thread;
    });
  });
  afterEach(async () => {
    await calculator.onModuleDestroy();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('ends a thread that answers nothing for the timeout, answers null to every waiting spot, and starts afresh on the next spot', async () => {
    const first = calculator.compute(spot(2));
    const second = calculator.compute(spot(3));
    expect(threads).toHaveLength(1);
    jest.advanceTimersByTime(EQUITY_REPLY_TIMEOUT_MS - 1);
    expect(threads[0]?.terminated).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(threads[0]?.terminated).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
    void calculator.compute(spot(4));
    expect(threads).toHaveLength(2);
    expect(threads[1]?.posted).toHaveLength(1);
  });

  it('a thread that answers in time is never ended: its clock starts again at each answer', async () => {
    const a = calculator.compute(spot(2));
    const b = calculator.compute(spot(3));
    const thread = threads[0] as FakeThread;
    jest.advanceTimersByTime(EQUITY_REPLY_TIMEOUT_MS - 1000);
    const answer = { ok: false, error: { code: 'X', message: 'x' } };
    thread.emit('message', { id: thread.posted[0]?.id, result: answer });
    expect(await a).toEqual(answer);
    jest.advanceTimersByTime(EQUITY_REPLY_TIMEOUT_MS - 1000);
    thread.emit('message', { id: thread.posted[1]?.id, result: answer });
    expect(await b).toEqual(answer);
    jest.advanceTimersByTime(EQUITY_REPLY_TIMEOUT_MS * 2);
    expect(thread.terminated).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  it('after a failed start no thread is started for a back-off (spots answered null, logged once), doubling on each failure', async () => {
    failStart = true;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => calculator.compute(spot(i))));
    expect(answers.every((a) => a === null)).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(EQUITY_RESTART_BACKOFF_MS);
    expect(await calculator.compute(spot(5))).toBeNull();
    expect(errors).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(EQUITY_RESTART_BACKOFF_MS);
    expect(await calculator.compute(spot(6))).toBeNull();
    expect(errors).toHaveBeenCalledTimes(2);
    failStart = false;
    jest.advanceTimersByTime(EQUITY_RESTART_BACKOFF_MS);
    void calculator.compute(spot(7));
    expect(threads).toHaveLength(1);
  });

  it('a thread that errors before it is online counts as a failed start', async () => {
    const waiting = calculator.compute(spot(2));
    (threads[0] as FakeThread).emit('error', new Error('cannot load'));
    expect(await waiting).toBeNull();
    expect(await calculator.compute(spot(3))).toBeNull();
    expect(threads).toHaveLength(1);
    jest.advanceTimersByTime(EQUITY_RESTART_BACKOFF_MS);
    void calculator.compute(spot(4));
    expect(threads).toHaveLength(2);
  });
});
