import type { Logger } from 'pino';

export interface Stoppable {
  stop(): Promise<void>;
  /** Where the stop is and what it waits for: the reason on the line a timed-out stop logs. */
  progress?(): string;
}

/**
 * SIGTERM/SIGINT stop the process gracefully: `stop` drains in-flight work and closes
 * resources in order; if it takes longer than `timeoutMs` the process exits anyway.
 */
export function stopOnSignals(target: Stoppable, logger: Logger, timeoutMs: number): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Not unref'd: a stop stuck on a promise nothing will settle must still end, with exit code 1.
    setTimeout(() => {
      logger.error(`shutdown timed out after ${timeoutMs} ms ${target.progress?.() ?? ''}; exiting 1`);
      logger.flush?.();
      process.exit(1);
    }, timeoutMs);
    target.stop().then(
      () => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      },
      (err: unknown) => {
        // A step failed (ShutdownPlan ran the ones after it anyway): the stop was not clean.
        logger.error({ err }, 'error during shutdown');
        logger.flush?.();
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
