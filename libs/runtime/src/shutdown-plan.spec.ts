import pino from 'pino';
import { drainDeadlineMs, ShutdownPlan } from './shutdown-plan';

// Each check first lets every pending promise callback run (setImmediate comes after them all).

describe('ShutdownPlan', () => {
  const logger = pino({ level: 'silent' });

  it('runs its steps one after the other, once however often stop is asked, and says where it is', async () => {
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const plan = new ShutdownPlan(
      [
        { name: 'first', run: () => void ran.push('first') },
        { name: 'second', run: async () => (ran.push('second'), held), pending: () => ['job system.noop (a)', 'job system.noop (b)'] },
        { name: 'third', run: () => void ran.push('third') },
      ],
      logger,
    );
    expect(plan.progress()).toBe('before its first step');

    const stopping = plan.stop();
    const again = plan.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toEqual(['first', 'second']);
    expect(plan.progress()).toBe('during second; still running: job system.noop (a), job system.noop (b)');

    release();
    await Promise.all([stopping, again]);
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('logs a step that fails, still runs the steps after it, and rejects at the end naming the step', async () => {
    const lines: { msg: string; step?: string }[] = [];
    const recording = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string; step?: string }) });
    const ran: string[] = [];
    const plan = new ShutdownPlan(
      [
        { name: 'close database and Redis connections', run: () => Promise.reject(new Error('pool already closed')) },
        { name: 'stop the embedded Postgres', run: () => void ran.push('stop the embedded Postgres') },
      ],
      recording,
    );
    await expect(plan.stop()).rejects.toThrow('shutdown step "close database and Redis connections" failed: pool already closed');
    expect(ran).toEqual(['stop the embedded Postgres']);
    expect(lines).toContainEqual(
      expect.objectContaining({ step: 'close database and Redis connections', msg: 'shutdown step failed: close database and Redis connections' }),
    );
  });

  it('gives the drain a third of the time limit, at most 2 s', () => {
    expect(drainDeadlineMs(10_000)).toBe(2_000);
    expect(drainDeadlineMs(3_000)).toBe(1_000);
  });

  it('says so when the step it is in cannot name what it waits for', async () => {
    const plan = new ShutdownPlan([{ name: 'close database and Redis connections', run: () => new Promise<void>(() => undefined) }], logger);
    void plan.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(plan.progress()).toBe('during close database and Redis connections; still running: nothing it can name');
  });
});
