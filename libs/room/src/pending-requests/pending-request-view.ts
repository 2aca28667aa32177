import type { PendingRequest } from '@app/persistence';
import type { Actor } from '../audit/actor';
import type { PendingRequestView } from './dto/pending-request.views';

/** Where a request can be read (the `Location` of a 202). */
export const pendingRequestLocation = (id: string) => `/pending-requests/${id}`;

export function pendingRequestView(request: PendingRequest): PendingRequestView {
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    playerId: request.playerId,
    sessionId: request.cashSessionId,
    tournamentId: request.tournamentId,
    tableId: request.tableId,
    handId: request.handId,
    params: { ...request.params },
    requestedAt: request.requestedAt.toISOString(),
    resolvedAt: request.resolvedAt?.toISOString() ?? null,
    failure: request.failure,
  };
}

/** Whoever asked: applying the request later is theirs in the audit log and the session's events. */
export function requesterOf(request: PendingRequest): Actor {
  return { keyId: request.actorKeyId, role: request.actorRole as Actor['role'] };
}

/** What a use case did with a request: done now, or queued behind the hand in progress. */
export type Queued<T> = { kind: 'done'; value: T } | { kind: 'pending'; request: PendingRequest; replayed: boolean };
