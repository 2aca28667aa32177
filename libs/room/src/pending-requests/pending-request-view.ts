import type { PendingRequest } from '@app/persistence';
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
