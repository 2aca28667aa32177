/** One dependency as a health or readiness check saw it. */
export interface ComponentCheck {
  status: 'up' | 'down';
  /** Round trip of the check, in milliseconds (when it answered). */
  latencyMs?: number;
  /** Why the component is down. */
  detail?: string;
}

export interface JobsCheck extends ComponentCheck {
  driver: 'bullmq' | 'inline';
  /** Job processors run in this process. */
  processing: boolean;
}

export interface MigrationsCheck extends ComponentCheck {
  /** Migration files of this build recorded as applied in the database (when it answered). */
  applied?: number;
  /** Migration files of this build (when the database answered). */
  total?: number;
  /** The files not applied yet (when the database answered). */
  pending?: string[];
}

/** `/health/ready`: ready only when every check is up. */
export interface ReadinessReport {
  status: 'ready' | 'not-ready';
  /** The process has begun its graceful stop: not ready, and no check is run. */
  draining?: true;
  /** Every check's answer; absent while draining. */
  checks?: { database: ComponentCheck; migrations: MigrationsCheck; jobs: JobsCheck };
}
