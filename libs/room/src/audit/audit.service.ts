import { Injectable } from '@nestjs/common';
import { AuditRepository, AuditSubject, JsonValue } from '@app/persistence';
import { currentRequestId } from '@app/runtime';
import { decodeCursor, encodeCursor, isDecimalId } from '../common/pagination/cursor';
import { pageLimit, PageQueryDto } from '../common/pagination/page-query.dto';
import type { Actor } from './actor';
import type { AuditQueryDto } from './dto/audit-query.dto';
import type { AuditPage } from './dto/audit-record.view';

export interface AuditEntity {
  type: string;
  id: string;
}

/**
 * The audit trail of every mutating admin, director and cashier action. Services call `record`
 * inside the unit of work of the change, so the record exists exactly when the change does. Each
 * record carries the id of the HTTP request it was written for (the request context, so services
 * pass no request around); a record written outside a request (start-up, jobs) has none.
 */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async record(actor: Actor, action: string, entity: AuditEntity, details: JsonValue = {}): Promise<void> {
    await this.audit.record({
      actorKeyId: actor.keyId,
      actorRole: actor.role,
      action,
      entityType: entity.type,
      entityId: entity.id,
      details,
      requestId: currentRequestId(),
    });
  }

  /** Newest first. */
  async list(query: AuditQueryDto): Promise<AuditPage> {
    const { cursor, limit: _limit, ...filters } = query;
    const page = await this.audit.list({ ...filters, limit: pageLimit(query), before: decodeCursor(cursor, isDecimalId) });
    return { items: page.items, nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }

  /** Newest first: the records about any of `subjects`, paged with the same cursors as `list`. */
  async listAbout(subjects: AuditSubject[], query: PageQueryDto & { action?: string }): Promise<AuditPage> {
    const page = await this.audit.listAbout({ subjects, action: query.action, limit: pageLimit(query), before: decodeCursor(query.cursor, isDecimalId) });
    return { items: page.items, nextCursor: page.next === null ? null : encodeCursor(page.next) };
  }
}
