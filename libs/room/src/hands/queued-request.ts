import type { PendingRequest } from '@app/persistence';
import type { Actor } from '../audit/actor';

/**
 * What a use case did with a request that may have to wait for the player's hand to end (a cash
 * top-up, a table change, a director's move): done now, or queued behind the hand in progress.
 * Beside the hands, whose end applies it: the cash and tournament services that queue requests and
 * the pending-request runner that applies them all sit above this folder.
 */
export type Queued<T> = { kind: 'done'; value: T } | { kind: 'pending'; request: PendingRequest; replayed: boolean };

/** Whoever asked: applying the request later is theirs in the audit log and the session's events. */
export function requesterOf(request: PendingRequest): Actor {
  return { keyId: request.actorKeyId, role: request.actorRole as Actor['role'] };
}
