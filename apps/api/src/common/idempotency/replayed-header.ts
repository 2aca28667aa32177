import type { Response } from 'express';

/** Set on a replayed answer; the status and body are the first answer's. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Marks the answer as a replay when the service recognised the request as a retry. */
export function markReplayed(res: Response, replayed: boolean): void {
  if (replayed) res.setHeader(REPLAYED_HEADER, 'true');
}
