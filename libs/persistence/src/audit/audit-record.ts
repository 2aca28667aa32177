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

/**
 * What a scoped list is about: records about one entity, or records about entities of a type whose
 * details name the subject (`details[detailsKey]` equals `detailsValue`: a display link's records
 * name their tournament in `details.tournamentId`).
 */
export type AuditSubject = { entityType: string; entityId: string } | { entityType: string; detailsKey: string; detailsValue: string };

export interface AuditSubjectQuery {
  /** Records matching any of these (at least one). */
  subjects: AuditSubject[];
  action?: string;
  limit: number;
  /** Continue with records older than this id (newest first). */
  before?: string;
}
