import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep inside a request may know about it without seeing HTTP. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) as part of the request `context` describes. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/**
 * The id of the HTTP request this code runs for, or `null` outside one (start-up, a job on the
 * worker). Services read it here instead of taking a request object: the audit log stores it.
 */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
