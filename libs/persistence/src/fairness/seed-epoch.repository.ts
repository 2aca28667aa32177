import { Injectable } from '@nestjs/common';
import { Page, toPage } from '../common/page';
import type { SeedEpoch as SeedEpochRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { NewSeedEpoch, SeedEpoch, SeedEpochEndReason, SeedEpochPosition } from './seed-epoch';

function toDomain(row: SeedEpochRow): SeedEpoch {
  return {
    id: row.id,
    tableId: row.tableId,
    seed: new Uint8Array(row.seed),
    commitment: row.commitment,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    endReason: row.endReason as SeedEpochEndReason | null,
    hands: row.hands,
  };
}

/**
 * Seed epochs. Callers hold the table's row lock while they start, count or end one of its
 * epochs, so a table never deals from two epochs and an epoch never ends under a hand being dealt.
 */
@Injectable()
export class SeedEpochRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** The epoch the table deals from now, if any. */
  async current(tableId: string): Promise<SeedEpoch | null> {
    const [row] = await this.db.query<SeedEpochRow>(
      `SELECT id::text AS id, table_id::text AS "tableId", seed, commitment, started_at AS "startedAt", ended_at AS "endedAt", end_reason AS "endReason", hands
       FROM seed_epochs WHERE table_id = $1::uuid AND ended_at IS NULL LIMIT 1`,
      [tableId],
    );
    return row ? toDomain(row) : null;
  }

  async create(epoch: NewSeedEpoch): Promise<SeedEpoch> {
    const row = await this.db.client.seedEpoch.create({ data: { tableId: epoch.tableId, seed: Buffer.from(epoch.seed), commitment: epoch.commitment } });
    return toDomain(row);
  }

  async countHand(id: string): Promise<void> {
    await this.db.query(`UPDATE seed_epochs SET hands = hands + 1 WHERE id = $1::uuid`, [id]);
  }

  /** Ends the epoch (its seed becomes readable); false when it had ended already. */
  async end(id: string, reason: SeedEpochEndReason, at: Date): Promise<boolean> {
    const { count } = await this.db.client.seedEpoch.updateMany({ where: { id, endedAt: null }, data: { endedAt: at, endReason: reason } });
    return count === 1;
  }

  async findById(id: string): Promise<SeedEpoch | null> {
    const row = await this.db.client.seedEpoch.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /** A table's epochs, newest first. */
  async list(tableId: string, limit: number, before?: SeedEpochPosition): Promise<Page<SeedEpoch, SeedEpochPosition>> {
    const at = before ? new Date(before[0]) : null;
    const rows = await this.db.client.seedEpoch.findMany({
      where: { tableId, ...(before && at ? { OR: [{ startedAt: { lt: at } }, { startedAt: at, id: { lt: before[1] } }] } : {}) },
      orderBy: [{ startedAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
    });
    return toPage(rows.map(toDomain), limit, (e): SeedEpochPosition => [e.startedAt.toISOString(), e.id]);
  }

  /** Whether the player was dealt into a hand of the epoch (a player may read the seeds of the hands they played). */
  async playerWasDealt(epochId: string, playerId: string): Promise<boolean> {
    const rows = await this.db.client.$queryRaw<{ n: number }[]>`
      SELECT 1 AS n FROM hands h WHERE h.seed_epoch_id = ${epochId}::uuid AND h.seats::jsonb @> ${JSON.stringify([{ playerId }])}::jsonb LIMIT 1`;
    return rows.length > 0;
  }
}
