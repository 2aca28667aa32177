import { failureReason } from './failure-reason';

/** The processes built from this repository, as they name themselves when they cannot start. */
export type ProcessName = 'api' | 'worker' | 'migrate';

/**
 * The handler for a process's failed start: one line on stderr (`razz-room worker: <reason>`),
 * exit code 1. A bad PORT or an unmigrated database is an operator's problem, not a stack trace;
 * naming the process tells which container of a stack it was.
 *
 * @example main().catch(failStartup('worker'));
 */
export function failStartup(processName: ProcessName): (error: unknown) => never {
  return (error) => {
    process.stderr.write(`razz-room ${processName}: ${failureReason(error)}\n`);
    process.exit(1);
  };
}
