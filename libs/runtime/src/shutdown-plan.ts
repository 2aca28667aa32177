import type { Logger } from 'pino';
import { failureReason } from './failure-reason';
import type { Stoppable } from './run-process';

/**
 * How long the stop waits for its connections (HTTP requests still being sent, live sockets'
 * closing handshakes) before it ends the ones still open: a third of the time limit, at most 2 s.
 * A client that behaves finishes in milliseconds, and a stuck one must not use up the time the
 * steps after it need (jobs finishing, closing the database, stopping the embedded Postgres).
 */
export function drainDeadlineMs(shutdownTimeoutMs: number): number {
  return Math.min(2_000, Math.floor(shutdownTimeoutMs / 3));
}

/** One step of a process's graceful stop, run after the one before it has finished (or failed). */
export interface ShutdownStep {
  /** Logged once as `shutdown step: <name>` when the step begins. */
  name: string;
  run(): Promise<void> | void;
  /** What the step still waits for (`POST /players (900 ms)`, `job system.noop (id)`), for the line a timeout logs. */
  pending?(): string[];
}

/**
 * A process's stop as ordered steps (stop accepting, drain, let jobs finish, close the database…),
 * each logged once. When the shutdown's time limit runs out, `progress()` says which step it
 * was in and what that step still waited for, so the forced exit's one log line has a reason.
 * A step that fails is logged and the steps after it still run (a failed `app.close()` must not
 * leave the embedded Postgres running); the stop then rejects, naming the failed steps (exit 1).
 */
export class ShutdownPlan implements Stoppable {
  private current: ShutdownStep | undefined;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly steps: readonly ShutdownStep[],
    private readonly logger: Logger,
  ) {}

  stop(): Promise<void> {
    this.stopping ??= this.runSteps();
    return this.stopping;
  }

  progress(): string {
    if (!this.current) return 'before its first step';
    const pending = this.current.pending?.() ?? [];
    return `during ${this.current.name}; still running: ${pending.length ? pending.join(', ') : 'nothing it can name'}`;
  }

  private async runSteps(): Promise<void> {
    const failed: string[] = [];
    for (const step of this.steps) {
      this.current = step;
      this.logger.info({ step: step.name }, `shutdown step: ${step.name}`);
      try {
        await step.run();
      } catch (err) {
        this.logger.error({ step: step.name, err }, `shutdown step failed: ${step.name}`);
        failed.push(`shutdown step "${step.name}" failed: ${failureReason(err)}`);
      }
    }
    this.current = undefined;
    if (failed.length > 0) throw new Error(failed.join('; '));
  }
}
