import { Injectable } from '@nestjs/common';
import type { HandHistory } from '@app/razz-engine';
import { auditRecordOf } from '../audit/audit.repository';
import { UnitOfWork } from '../unit-of-work';
import type { ChainedTable, StoredAuditLink, StoredChains, StoredHandLink } from './stored-chains';

/**
 * What the chain check reads (`checkChains`): tables with finished hands, their finished hands by
 * number (index `hands (table_id, number)`), the audit log by id. Keyset pages, so a room of any
 * size is read in bounded memory. Reads only.
 */
@Injectable()
export class ChainCheckRepository implements StoredChains {
  constructor(private readonly db: UnitOfWork) {}

  async tables(): Promise<ChainedTable[]> {
    return this.db.client.pokerTable.findMany({
      where: { hands: { some: { status: 'finished' } } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    });
  }

  async hands(tableId: string, after: number, limit: number): Promise<StoredHandLink[]> {
    const rows = await this.db.client.hand.findMany({
      where: { tableId, status: 'finished', number: { gt: after } },
      orderBy: { number: 'asc' },
      take: limit,
      select: { number: true, serial: true, history: true },
    });
    return rows.map((r) => ({ number: r.number, serial: String(r.serial), history: (r.history as unknown as HandHistory | null) ?? null }));
  }

  async auditRecords(after: string | null, limit: number): Promise<StoredAuditLink[]> {
    const rows = await this.db.client.auditRecord.findMany({
      where: after === null ? {} : { id: { gt: BigInt(after) } },
      orderBy: { id: 'asc' },
      take: limit,
    });
    return rows.map((row) => ({ ...auditRecordOf(row), prevHash: row.prevHash, hash: row.hash }));
  }
}
