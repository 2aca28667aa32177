import { Injectable } from '@nestjs/common';
import type { CashTimeCharge as ChargeRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { TimeCharge } from './cash';

function toDomain(row: ChargeRow): TimeCharge {
  return {
    tableId: row.tableId,
    periodStart: row.periodStart,
    seatingId: row.seatingId,
    playerId: row.playerId,
    amount: row.amount,
    collected: row.collected,
    status: row.status,
    ledgerTransactionId: row.ledgerTransactionId?.toString() ?? null,
  };
}

type ChargeKey = Pick<TimeCharge, 'tableId' | 'periodStart' | 'seatingId'>;
const where = (key: ChargeKey) => ({ tableId_periodStart_seatingId: { tableId: key.tableId, periodStart: key.periodStart, seatingId: key.seatingId } });

/** Time charges, one per seat and period. Writers hold the table's row lock. */
@Injectable()
export class CashTimeChargeRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** Records the period's charges; a seat already charged for the period keeps its row (a retried job). */
  async insertDue(charges: Pick<TimeCharge, 'tableId' | 'periodStart' | 'seatingId' | 'playerId' | 'amount'>[]): Promise<void> {
    if (charges.length === 0) return;
    await this.db.client.cashTimeCharge.createMany({ data: charges, skipDuplicates: true });
  }

  async pending(tableId: string, periodStart?: Date): Promise<TimeCharge[]> {
    const rows = await this.db.client.cashTimeCharge.findMany({
      where: { tableId, status: 'pending', ...(periodStart ? { periodStart } : {}) },
      orderBy: [{ periodStart: 'asc' }, { seatingId: 'asc' }],
    });
    return rows.map(toDomain);
  }

  async markCollected(key: ChargeKey, collected: bigint, ledgerTransactionId: string): Promise<void> {
    await this.db.client.cashTimeCharge.update({
      where: where(key),
      data: { status: 'collected', collected, ledgerTransactionId: BigInt(ledgerTransactionId), collectedAt: new Date() },
    });
  }

  async markWaived(key: ChargeKey): Promise<void> {
    await this.db.client.cashTimeCharge.update({ where: where(key), data: { status: 'waived', collectedAt: new Date() } });
  }
}
