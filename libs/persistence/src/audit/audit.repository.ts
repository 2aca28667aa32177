import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import { Prisma, type AuditRecord as AuditRecordRow } from '../generated/prisma/client';
import type { JsonValue } from '../system-event';
import { UnitOfWork } from '../unit-of-work';
import { AuditListQuery, AuditRecord, NewAuditRecord } from './audit-record';

function toDomain(row: AuditRecordRow): AuditRecord {
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

/** The audit log: append-only (a trigger refuses UPDATE and DELETE). */
@Injectable()
export class AuditRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Call inside the unit of work of the change it describes, so both commit or neither does. */
  async record(record: NewAuditRecord): Promise<AuditRecord> {
    const details = record.details === null ? Prisma.JsonNull : record.details;
    return toDomain(await this.db.client.auditRecord.create({ data: { ...record, details } }));
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
    return toPage(rows.map(toDomain), query.limit, (record) => record.id);
  }
}
