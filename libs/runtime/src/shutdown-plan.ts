import type { Logger } from 'pino';
import type { Stoppable } from './run-process';

/** One step of a process's graceful stop, run after the one before it has finished. */
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
    for (const step of this.steps) {
      this.current = step;
      this.logger.info({ step: step.name }, `shutdown step: ${step.name}`);
      await step.run();
    }
    this.current = undefined;
  }
}
