import type { JsonValue } from '../system-event';

/** Who did what to which entity, when. */
export interface AuditRecord {
  id: string;
  /** Null when the system itself acted (start-up, jobs). */
  actorKeyId: string | null;
  /** The role the actor acted in, or `system`. */
  actorRole: string;
  /** `<entity>.<verb>`: `player.create`, `ledger.deposit`, `api-key.revoke`… */
  action: string;
  entityType: string;
  entityId: string;
  details: JsonValue;
  /** The id of the HTTP request that wrote it (`X-Request-Id`); null outside a request (start-up, jobs). */
  requestId: string | null;
  createdAt: Date;
}

export type NewAuditRecord = Omit<AuditRecord, 'id' | 'createdAt'>;

export interface AuditListQuery {
  action?: string;
  entityType?: string;
  entityId?: string;
  actorKeyId?: string;
  requestId?: string;
  limit: number;
  /** Continue with records older than this id (newest first). */
  before?: string;
}
