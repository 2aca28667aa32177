import { IdempotencyError, IdempotencyErrorCode } from './idempotency.error';

/**
 * What an idempotency key was first used for, as its table stored it (a ledger transaction, a
 * pending request, an action key): the fingerprint of that request, and how a refusal names it.
 * A null fingerprint (a row stored without one) matches no request.
 */
export interface FirstUse {
  fingerprint: string | null;
  refusal: string;
}

/** The refusal of the money routes, naming what the key was first used for ("transaction …"). */
export const usedForAnotherRequest = (firstUse: string): string =>
  `the idempotency key was already used for a different request (${firstUse}); use a new key for a new request`;

/**
 * The one place a retry is recognised. With no first use the key is new (false: do the work);
 * with the same fingerprint it is a retry (true: answer with the first result, do nothing again);
 * with another one the key is being reused for a different request, which is refused
 * (409 IDEMPOTENCY_KEY_REUSED) rather than silently answered with the first result.
 */
export function recogniseRetry(firstUse: FirstUse | null, fingerprint: string): boolean {
  if (firstUse === null) return false;
  if (firstUse.fingerprint !== fingerprint) throw new IdempotencyError(IdempotencyErrorCode.IDEMPOTENCY_KEY_REUSED, firstUse.refusal);
  return true;
}
