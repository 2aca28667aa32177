import { Injectable } from '@nestjs/common';
import { PendingRequest, PendingRequestOwner, PendingRequestRepository, PendingRequestStatus, TournamentRepository, UnitOfWork } from '@app/persistence';
import { AuditService } from '../audit/audit.service';
import { AuthError, AuthErrorCode } from '../auth/auth.error';
import type { Principal } from '../auth/principal';
import { SessionLocks } from '../cash/session-locks.service';
import { TournamentError } from '../tournaments/tournament.error';
import type { PendingRequestList, PendingRequestView } from './dto/pending-request.views';
import { PendingRequestError, PendingRequestErrorCode } from './pending-request.error';
import { pendingRequestView } from './pending-request-view';

/**
 * Reading and cancelling pending requests. Whoever may ask for a request may read and cancel it:
 * staff (admin, director) any; a player key only its own top-ups (the only kind it can ask for).
 */
@Injectable()
export class PendingRequestsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly requests: PendingRequestRepository,
    private readonly tournaments: TournamentRepository,
    private readonly locks: SessionLocks,
    private readonly audit: AuditService,
  ) {}

  async get(actor: Principal, id: string): Promise<PendingRequestView> {
    return pendingRequestView(await this.readable(actor, id));
  }

  /** A session's requests, to whoever may read the session (a player key its own). */
  async listForSession(actor: Principal, sessionId: string, status?: PendingRequestStatus): Promise<PendingRequestList> {
    await this.locks.readable(actor, sessionId);
    return this.list({ cashSessionId: sessionId }, status);
  }

  async listForTournamentPlayer(tournamentId: string, playerId: string, status?: PendingRequestStatus): Promise<PendingRequestList> {
    if (!(await this.tournaments.findById(tournamentId))) throw TournamentError.notFound(tournamentId);
    return this.list({ tournamentId, playerId }, status);
  }

  /** Pending → cancelled, under the request's lock (an applier holding it goes first); anything else 409 REQUEST_NOT_PENDING. */
  async cancel(actor: Principal, id: string): Promise<PendingRequestView> {
    await this.readable(actor, id);
    const cancelled = await this.uow.run(async () => {
      if (!(await this.requests.lockPending(id))) return null;
      const request = await this.requests.resolve(id, 'cancelled');
      await this.audit.record(actor, 'pending-request.cancel', { type: 'pending-request', id }, { kind: request.kind, playerId: request.playerId });
      return request;
    });
    if (cancelled) return pendingRequestView(cancelled);
    const now = (await this.requests.findById(id)) as PendingRequest;
    throw new PendingRequestError(
      PendingRequestErrorCode.REQUEST_NOT_PENDING,
      `request ${id} is ${now.status}${now.resolvedAt ? ` since ${now.resolvedAt.toISOString()}` : ''}: only a pending request can be cancelled`,
    );
  }

  private async list(owner: PendingRequestOwner, status: PendingRequestStatus | undefined): Promise<PendingRequestList> {
    return { items: (await this.requests.list(owner, status)).map(pendingRequestView) };
  }

  private async readable(actor: Principal, id: string): Promise<PendingRequest> {
    const request = await this.requests.findById(id);
    if (!request) throw PendingRequestError.notFound(id);
    if (actor.role === 'player' && (request.kind !== 'top-up' || request.playerId !== actor.playerId)) {
      throw new AuthError(AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, 'a player key may only see and cancel its own top-ups');
    }
    return request;
  }
}
