/** Shared by both drivers so a job behaves the same inline and on BullMQ. */
export const JOB_ATTEMPTS = 3;
export const JOB_BACKOFF_MS = 1_000;
/** How long a finished job id keeps blocking a duplicate (BullMQ `removeOnComplete.age`). */
export const FINISHED_JOB_RETENTION_SECONDS = 3_600;
export const FAILED_JOB_RETENTION_SECONDS = 7 * 24 * 3_600;

export function backoffDelayMs(attempt: number): number {
  return JOB_BACKOFF_MS * 2 ** (attempt - 1);
}
