import type { Logger } from 'pino';

export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Start-up failures print one line (`razz-room: <reason>`) and exit 1: a bad PORT or an
 * unreachable database is an operator's problem, not a stack trace.
 */
export function failStartup(err: unknown): never {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`razz-room: ${message.split('\n')[0]}\n`);
  process.exit(1);
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
    const force = setTimeout(() => {
      logger.error(`shutdown took longer than ${timeoutMs} ms; exiting`);
      process.exit(1);
    }, timeoutMs);
    force.unref();
    target.stop().then(
      () => {
        logger.info('stopped');
        logger.flush?.();
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
