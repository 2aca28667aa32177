import { Injectable } from '@nestjs/common';
import { UniqueViolationError } from '../common/unique-violation.error';
import { isUniqueViolation } from '../database-error';
import type { PendingRequest as Row, Prisma } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { NewPendingRequest, PendingRequest, PendingRequestKind, PendingRequestOwner, PendingRequestStatus } from './pending-request';

const KIND_TO_DB = { 'top-up': 'top_up', 'table-move': 'table_move', 'tournament-move': 'tournament_move' } as const;
const KIND_FROM_DB: Record<Row['kind'], PendingRequestKind> = { top_up: 'top-up', table_move: 'table-move', tournament_move: 'tournament-move' };

/** The CHECK `pending_requests_subject` keeps kind, subject and params together: the union holds. */
function toDomain(row: Row): PendingRequest {
  const request = {
    id: row.id,
    seq: row.seq.toString(),
    kind: KIND_FROM_DB[row.kind],
    status: row.status,
    playerId: row.playerId,
    cashSessionId: row.cashSessionId,
    tournamentId: row.tournamentId,
    tableId: row.tableId,
    handId: row.handId,
    params: row.params,
    idempotencyKey: row.idempotencyKey,
    requestFingerprint: row.requestFingerprint,
    actorKeyId: row.actorKeyId,
    actorRole: row.actorRole,
    requestedAt: row.requestedAt,
    resolvedAt: row.resolvedAt,
    failure: row.failureCode !== null ? { code: row.failureCode, message: row.failureMessage ?? '' } : null,
  };
  return request as unknown as PendingRequest;
}

/** At most this many requests in one list (a session's or a player's queue is a handful). */
const LIST_LIMIT = 100;

/**
 * Pending requests. A request is resolved once (a trigger refuses any change after): callers
 * lock it (`lockPending`) in the unit of work that applies, fails or cancels it, so two
 * appliers never both act on it.
 */
@Injectable()
export class PendingRequestRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Throws `UniqueViolationError('pending-request', 'idempotencyKey')` when another request took the key. */
  async create(request: NewPendingRequest): Promise<PendingRequest> {
    try {
      const row = await this.db.client.pendingRequest.create({
        data: { ...request, kind: KIND_TO_DB[request.kind], params: request.params as unknown as Prisma.InputJsonValue },
      });
      return toDomain(row);
    } catch (error) {
      if (isUniqueViolation(error, 'pending_requests_idempotency_key_key')) throw new UniqueViolationError('pending-request', 'idempotencyKey');
      throw error;
    }
  }

  async findById(id: string): Promise<PendingRequest | null> {
    const row = await this.db.client.pendingRequest.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  async findByIdempotencyKey(idempotencyKey: string): Promise<PendingRequest | null> {
    const row = await this.db.client.pendingRequest.findUnique({ where: { idempotencyKey } });
    return row ? toDomain(row) : null;
  }

  /** Locks the request row (FOR UPDATE); null unless it is still pending. */
  async lockPending(id: string): Promise<PendingRequest | null> {
    const rows = await this.db.client.$queryRawUnsafe<{ id: string }[]>(
      `SELECT id::text FROM pending_requests WHERE id = $1::uuid AND status = 'pending' FOR UPDATE`,
      id,
    );
    return rows.length === 0 ? null : this.findById(id);
  }

  /** Whether anything waits at all: one probe of a partial index that is empty almost always. */
  async anyPending(): Promise<boolean> {
    const rows = await this.db.query<unknown>(`SELECT 1 FROM pending_requests WHERE status = 'pending' LIMIT 1`, []);
    return rows.length > 0;
  }

  /**
   * The pending requests of these players that concern a cash table's sessions there or a
   * tournament, in the order received.
   */
  async pendingFor(playerIds: readonly string[], scope: { cashTableId: string } | { tournamentId: string }): Promise<PendingRequest[]> {
    if (playerIds.length === 0) return [];
    const where: Prisma.PendingRequestWhereInput = {
      status: 'pending',
      playerId: { in: [...new Set(playerIds)] },
      ...('cashTableId' in scope ? { cashSession: { tableId: scope.cashTableId } } : { tournamentId: scope.tournamentId }),
    };
    const rows = await this.db.client.pendingRequest.findMany({ where, orderBy: { seq: 'asc' } });
    return rows.map(toDomain);
  }

  /** Every pending request, in the order received (the sweep after a restart). */
  async allPending(): Promise<PendingRequest[]> {
    const rows = await this.db.client.pendingRequest.findMany({ where: { status: 'pending' }, orderBy: { seq: 'asc' }, take: 10_000 });
    return rows.map(toDomain);
  }

  /** A session's or a tournament player's requests, newest first (at most 100), optionally of one status. */
  async list(owner: PendingRequestOwner, status?: PendingRequestStatus): Promise<PendingRequest[]> {
    const rows = await this.db.client.pendingRequest.findMany({
      where: { ...owner, ...(status ? { status } : {}) },
      orderBy: { seq: 'desc' },
      take: LIST_LIMIT,
    });
    return rows.map(toDomain);
  }

  async resolve(id: string, status: Exclude<PendingRequestStatus, 'pending'>, failure?: { code: string; message: string }): Promise<PendingRequest> {
    const row = await this.db.client.pendingRequest.update({
      where: { id },
      data: { status, resolvedAt: new Date(), failureCode: failure?.code ?? null, failureMessage: failure?.message ?? null },
    });
    return toDomain(row);
  }
}
