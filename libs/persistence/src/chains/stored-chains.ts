import type { HandHistory } from '@app/razz-engine';
import type { AuditRecord } from '../audit/audit-record';

/** A table whose finished hands form a chain. */
export interface ChainedTable {
  id: string;
  name: string;
}

/** A finished hand as the chain check reads it. */
export interface StoredHandLink {
  number: number;
  serial: string;
  /** Null when the finished hand has no history stored. */
  history: HandHistory | null;
}

/** An audit record with its chain columns. */
export type StoredAuditLink = AuditRecord & { prevHash: string | null; hash: string | null };

/** Where the chain check reads from, in pages (`ChainCheckRepository`; a fake in unit tests). */
export interface StoredChains {
  /** Every table with a finished hand, oldest first. */
  tables(): Promise<ChainedTable[]>;
  /** The table's finished hands after hand number `after`, by number, at most `limit`. */
  hands(tableId: string, after: number, limit: number): Promise<StoredHandLink[]>;
  /** Audit records after id `after` (decimal; null: from the first), by id, at most `limit`. */
  auditRecords(after: string | null, limit: number): Promise<StoredAuditLink[]>;
}
