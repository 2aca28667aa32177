import { HttpStatus } from '@nestjs/common';
import type { Response } from 'express';
import type { PendingRequest } from '@app/persistence';
import type { PendingRequestAnswer } from '@app/room/pending-requests/dto/pending-request.views';
import { pendingRequestLocation, pendingRequestView } from '@app/room/pending-requests/pending-request-view';

/**
 * The HTTP answer to a request that waits for a hand to end: `202 Accepted`, the request's
 * address in `Location`, and the request itself. Controllers call it; services never see HTTP.
 */
export function acceptedPending(res: Response, request: PendingRequest): PendingRequestAnswer {
  res.status(HttpStatus.ACCEPTED);
  res.setHeader('Location', pendingRequestLocation(request.id));
  return { pending: pendingRequestView(request) };
}
