import { readFile } from 'node:fs/promises';

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (e.g. Postgres running as `postgres`).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process on Linux; undefined where /proc is not available. */
export async function processCommandLine(pid: number): Promise<string | undefined> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').join(' ');
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signals a process we do not own as a child (so there is no exit event to await) and polls
 * until it is gone, escalating to SIGKILL after `graceMs`.
 */
export async function terminateProcess(pid: number, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  const send = (sig: NodeJS.Signals) => {
    try {
      process.kill(pid, sig);
    } catch {
      // Already gone: nothing to do.
    }
  };
  send(signal);
  const deadline = Date.now() + graceMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) {
      send('SIGKILL');
      await sleep(100);
      return;
    }
    await sleep(50);
  }
}
