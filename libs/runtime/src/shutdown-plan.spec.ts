import pino from 'pino';
import { ShutdownPlan } from './shutdown-plan';

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

  it('says so when the step it is in cannot name what it waits for', async () => {
    const plan = new ShutdownPlan([{ name: 'close database and Redis connections', run: () => new Promise<void>(() => undefined) }], logger);
    void plan.stop();
    await new Promise((resolve) => setImmediate(resolve));
    expect(plan.progress()).toBe('during close database and Redis connections; still running: nothing it can name');
  });
});
