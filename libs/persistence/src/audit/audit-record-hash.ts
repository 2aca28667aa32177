/**
 * The audit chain's hash of one record (docs/fairness.md "The hash chain"): SHA-256, lower-case
 * hex, of the UTF-8 canonical JSON (the engine's `canonicalJson`: keys in code-point order at every
 * depth, no whitespace) of exactly these ten fields, every one present, nulls kept:
 *
 * `action`, `actorKeyId`, `actorRole`, `createdAt` (ISO 8601 UTC with milliseconds, as stored),
 * `details`, `entityId`, `entityType`, `id` (decimal text), `prevHash`, `requestId`.
 *
 * `prevHash` is in it: that is what links a record to the one before.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '@app/razz-engine';
import type { AuditRecord } from './audit-record';

/** What the hash covers: the record as stored, with its link to the previous one. */
export type HashedAuditRecord = AuditRecord & { prevHash: string | null };

export function auditRecordHash(record: HashedAuditRecord): string {
  const canonical = canonicalJson({
    action: record.action,
    actorKeyId: record.actorKeyId,
    actorRole: record.actorRole,
    createdAt: record.createdAt.toISOString(),
    details: record.details,
    entityId: record.entityId,
    entityType: record.entityType,
    id: record.id,
    prevHash: record.prevHash,
    requestId: record.requestId,
  });
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
