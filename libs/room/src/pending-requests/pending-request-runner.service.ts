import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { JobScheduler } from '@app/jobs';
import { PendingRequest, PendingRequestRepository, PokerTable, TableRepository, TableSeatRepository, UnitOfWork } from '@app/persistence';
import { AuditService } from '../audit/audit.service';
import { CashErrorCode } from '../cash/cash.error';
import { CashSessionsService } from '../cash/cash-sessions.service';
import { SessionExitService } from '../cash/session-exit.service';
import { DomainError } from '../common/errors/domain.error';
import type { HandSeatsReleased, TableDealing } from '../events/domain-events';
import { OnDomainEvent } from '../events/on-domain-event.decorator';
import { IdempotencyErrorCode } from '../idempotency/idempotency.error';
import { TableDirectorService } from '../tournaments/balancing/table-director.service';
import { TournamentErrorCode } from '../tournaments/tournament.error';
import { requesterOf } from '../hands/queued-request';

/** The job id for the requests that waited for hand `handId` (`:` is reserved by BullMQ). */
export const applyPendingJobId = (handId: string) => `${handId}-requests`;

/**
 * Refusals that mean "not yet": the player is in a hand again (or a concurrent change is under
 * way). The request stays pending, and the end of that hand tries it again.
 */
const NOT_YET = new Set<string>([
  CashErrorCode.IN_HAND,
  CashErrorCode.SESSION_MOVED,
  TournamentErrorCode.HAND_IN_PROGRESS,
  IdempotencyErrorCode.IDEMPOTENCY_KEY_IN_USE,
]);

/**
 * Applies pending requests once the hand they waited for is over (docs/api.md "Pending requests").
 *
 * When: a hand's end (`hand.seats-released`, inside its unit of work) finds the requests of its
 * players and, once it has committed, enqueues `tables.apply-pending-requests` (job id
 * `<handId>-requests`) — not in the hand's transaction itself, because a move takes the game's
 * and other tables' locks, which the hand (holding its own table's) must not wait for, and a
 * refused request must not roll the hand back. The table's next deal applies whatever still
 * waits first (`table.dealing`), so a request is never dealt past even when the job is late or
 * was lost; after a restart every pending request is tried again.
 *
 * Exactly once: each request is applied in one unit of work that locks its row first, applies
 * it (the use case's own checks and posting, as whoever asked) and marks it applied — all or
 * nothing. Any later try finds it no longer pending and does nothing; a refusal rolls the
 * attempt back and marks it failed with the refusal's code, so no money moves.
 */
@Injectable()
export class PendingRequestRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger('PendingRequestRunner');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly requests: PendingRequestRepository,
    private readonly tables: TableRepository,
    private readonly seats: TableSeatRepository,
    private readonly jobs: JobScheduler,
    private readonly cashSessions: CashSessionsService,
    private readonly cashMoves: SessionExitService,
    private readonly director: TableDirectorService,
    private readonly audit: AuditService,
  ) {}

  /** Inside the hand's unit of work, once its leavers have gone: the job follows the commit. */
  @OnDomainEvent('hand.seats-released')
  async afterHand({ table, playerIds, handId }: HandSeatsReleased): Promise<void> {
    if (!(await this.requests.anyPending())) return;
    const due = await this.dueAt(table, playerIds);
    if (due.length === 0) return;
    const requestIds = due.map((r) => r.id);
    this.uow.afterCommit(() => this.jobs.enqueue('tables.apply-pending-requests', { requestIds }, { jobId: applyPendingJobId(handId) }));
  }

  /** Never throws for a request that cannot be applied: the table deals on, the request waits for the next hand end. */
  @OnDomainEvent('table.dealing')
  async beforeDeal({ tableId }: TableDealing): Promise<void> {
    if (!(await this.requests.anyPending())) return;
    const table = await this.tables.findById(tableId);
    if (!table) return;
    const due = await this.dueAt(
      table,
      (await this.seats.listForTable(tableId)).map((s) => s.playerId),
    );
    try {
      await this.applyAll(due.map((r) => r.id));
    } catch (err) {
      this.logger.error(`table ${tableId}: pending requests not applied before the deal: ${(err as Error).message}`);
    }
  }

  /** After a (re)start: whatever was left pending (a job lost with the old process) is tried again, in order. */
  async onApplicationBootstrap(): Promise<void> {
    const left = await this.requests.allPending();
    if (left.length === 0) return;
    await this.jobs.enqueue('tables.apply-pending-requests', { requestIds: left.map((r) => r.id) }, { jobId: `restart-${left[0]?.seq}-${left.length}` });
    this.logger.log(`${left.length} pending request(s) to try again after the restart`);
  }

  /**
   * The `tables.apply-pending-requests` job: each request in the order received. An unexpected
   * error stops the run (the job retries; later requests of the same player must not overtake).
   */
  async applyAll(requestIds: readonly string[]): Promise<void> {
    for (const id of requestIds) await this.applyOne(id);
  }

  private async applyOne(id: string): Promise<void> {
    try {
      await this.uow.run(async () => {
        const request = await this.requests.lockPending(id);
        if (!request) return;
        await this.apply(request);
        await this.requests.resolve(id, 'applied');
      });
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      if (!NOT_YET.has(err.code)) await this.fail(id, err);
    }
  }

  private apply(request: PendingRequest): Promise<void> {
    switch (request.kind) {
      case 'top-up':
        return this.cashSessions.applyPendingTopUp(request);
      case 'table-move':
        return this.cashMoves.applyPendingMove(request);
      case 'tournament-move':
        return this.director.applyPendingMove(request);
    }
  }

  /** The attempt rolled back; the request ends with the refusal it met. */
  private async fail(id: string, refusal: DomainError): Promise<void> {
    await this.uow.run(async () => {
      const request = await this.requests.lockPending(id);
      if (!request) return;
      await this.requests.resolve(id, 'failed', { code: refusal.code, message: refusal.message });
      await this.audit.record(requesterOf(request), 'pending-request.failed', { type: 'pending-request', id }, { kind: request.kind, code: refusal.code });
    });
  }

  /** The pending requests of these players at this table: its cash sessions', or its tournament's. */
  private dueAt(table: PokerTable, playerIds: readonly string[]): Promise<PendingRequest[]> {
    if (table.tournamentId) return this.requests.pendingFor(playerIds, { tournamentId: table.tournamentId });
    if (table.cashGameId) return this.requests.pendingFor(playerIds, { cashTableId: table.id });
    return Promise.resolve([]);
  }
}
