import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import { Prisma, type AuditRecord as AuditRecordRow } from '../generated/prisma/client';
import type { JsonValue } from '../system-event';
import { UnitOfWork } from '../unit-of-work';
import { AuditListQuery, AuditRecord, AuditSubject, AuditSubjectQuery, NewAuditRecord } from './audit-record';
import { auditRecordHash } from './audit-record-hash';

/**
 * The audit chain's head lock (`pg_advisory_xact_lock`), one key for the whole log: "audit" in
 * ASCII. Every append takes it, so records join the chain one at a time, in id order.
 */
export const AUDIT_CHAIN_LOCK = 0x6175646974n;

interface HeadRow {
  next_id: string;
  at: Date;
  id: string | null;
  actor_key_id: string | null;
  actor_role: string;
  action: string;
  entity_type: string;
  entity_id: string;
  details: JsonValue;
  request_id: string | null;
  created_at: Date;
  hash: string | null;
}

/** A stored record as the domain reads it (the chain check adds its links). */
export function auditRecordOf(row: AuditRecordRow): AuditRecord {
  return {
    id: row.id.toString(),
    actorKeyId: row.actorKeyId,
    actorRole: row.actorRole,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    details: row.details as JsonValue,
    requestId: row.requestId,
    createdAt: row.createdAt,
  };
}

/**
 * The hash the next record links to: the last record's own, or — for a record written before the
 * chain existed (no hash stored) — its hash computed now from what it stores, with no link before
 * it. Null when the log is empty.
 */
function headHash(row: HeadRow): string | null {
  if (row.id === null) return null;
  if (row.hash !== null) return row.hash;
  const { id, actor_key_id, actor_role, action, entity_type, entity_id, details, request_id, created_at } = row;
  return auditRecordHash({
    id,
    actorKeyId: actor_key_id,
    actorRole: actor_role,
    action,
    entityType: entity_type,
    entityId: entity_id,
    details,
    requestId: request_id,
    createdAt: created_at,
    prevHash: null,
  });
}

/**
 * The audit log: append-only (a trigger refuses UPDATE and DELETE) and hash-chained (each record
 * carries the hash of the one before it: docs/fairness.md "The hash chain").
 */
@Injectable()
export class AuditRepository {
  constructor(private readonly db: UnitOfWork) {}

  /**
   * Call inside the unit of work of the change it describes, so both commit or neither does. The
   * record is written when that work is done, just before it commits (`UnitOfWork.beforeCommit`),
   * because joining the chain takes the log's one head lock: held only for the commit, it costs
   * little (a few audited admin actions against thousands of table actions), and it is the last
   * lock the transaction takes, so it never waits on a row another audit writer holds.
   */
  async record(record: NewAuditRecord): Promise<void> {
    // The details as they read back from the jsonb column, so the hash covers what is stored.
    const details = JSON.parse(JSON.stringify(record.details ?? null)) as JsonValue;
    await this.db.beforeCommit(() => this.append({ ...record, details }));
  }

  private async append(record: NewAuditRecord): Promise<void> {
    await this.db.client.$queryRaw`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK}::bigint)::text`;
    // A statement of its own after the lock: under READ COMMITTED it sees what the previous holder
    // committed. Its id is taken here too, so ids grow in the order records join the chain.
    const [head] = await this.db.client.$queryRaw<HeadRow[]>`
      SELECT nextval(pg_get_serial_sequence('audit_log', 'id'))::text AS next_id, date_trunc('milliseconds', now()) AS at,
             l.id::text AS id, l.actor_key_id, l.actor_role, l.action, l.entity_type, l.entity_id, l.details, l.request_id, l.created_at, l.hash
      FROM (SELECT 1) AS one LEFT JOIN LATERAL (SELECT * FROM audit_log ORDER BY id DESC LIMIT 1) AS l ON true`;
    if (!head) throw new Error('audit log: no head row');
    const prevHash = headHash(head);
    const chained = { ...record, id: head.next_id, createdAt: head.at, prevHash };
    const hash = auditRecordHash(chained);
    const details = record.details === null ? Prisma.JsonNull : record.details;
    await this.db.client.auditRecord.create({
      data: { ...record, details, id: BigInt(head.next_id), createdAt: head.at, prevHash, hash },
      select: { id: true },
    });
  }

  /** Newest first. */
  async list(query: AuditListQuery): Promise<Page<AuditRecord, string>> {
    const where: Prisma.AuditRecordWhereInput = {
      ...(query.action ? { action: query.action } : {}),
      ...(query.entityType ? { entityType: query.entityType } : {}),
      ...(query.entityId ? { entityId: query.entityId } : {}),
      ...(query.actorKeyId ? { actorKeyId: query.actorKeyId } : {}),
      ...(query.requestId ? { requestId: query.requestId } : {}),
      ...(query.before !== undefined ? { id: { lt: BigInt(query.before) } } : {}),
    };
    const rows = await this.db.client.auditRecord.findMany({ where, orderBy: { id: 'desc' }, take: query.limit + 1 });
    return toPage(rows.map(auditRecordOf), query.limit, (record) => record.id);
  }

  /**
   * Newest first: the records about any of the subjects (an entity's own use the
   * `(entity_type, entity_id, id)` index; a details match reads that type's records, few by nature).
   */
  async listAbout(query: AuditSubjectQuery): Promise<Page<AuditRecord, string>> {
    if (query.subjects.length === 0) throw new Error('audit log: listAbout needs at least one subject');
    const where: Prisma.AuditRecordWhereInput = {
      OR: query.subjects.map(subjectWhere),
      ...(query.action ? { action: query.action } : {}),
      ...(query.before !== undefined ? { id: { lt: BigInt(query.before) } } : {}),
    };
    const rows = await this.db.client.auditRecord.findMany({ where, orderBy: { id: 'desc' }, take: query.limit + 1 });
    return toPage(rows.map(auditRecordOf), query.limit, (record) => record.id);
  }
}

function subjectWhere(subject: AuditSubject): Prisma.AuditRecordWhereInput {
  if ('entityId' in subject) return { entityType: subject.entityType, entityId: subject.entityId };
  return { entityType: subject.entityType, details: { path: [subject.detailsKey], equals: subject.detailsValue } };
}
