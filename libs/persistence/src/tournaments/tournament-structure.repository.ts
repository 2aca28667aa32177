import { Injectable } from '@nestjs/common';
import type { StructureItem } from '@app/tournament-core';
import { Page, toPage } from '../common/page';
import { UniqueViolationError } from '../common/unique-violation.error';
import { isUniqueViolation } from '../database-error';
import type { Prisma, TournamentStructure as StructureRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { NewStructure, StoredStructure } from './tournament';

function toDomain(row: StructureRow): StoredStructure {
  return { id: row.id, name: row.name, items: row.items as unknown as StructureItem[], createdByKeyId: row.createdByKeyId, createdAt: row.createdAt };
}

/** Named structure templates; names are unique ignoring case. */
@Injectable()
export class TournamentStructureRepository {
  constructor(private readonly db: UnitOfWork) {}

  /** `UniqueViolationError` ('tournament-structure', 'name') when the name is taken. */
  async create(structure: NewStructure): Promise<StoredStructure> {
    try {
      const row = await this.db.client.tournamentStructure.create({
        data: {
          name: structure.name,
          nameKey: structure.name.toLowerCase(),
          items: structure.items as unknown as Prisma.InputJsonValue,
          createdByKeyId: structure.createdByKeyId,
        },
      });
      return toDomain(row);
    } catch (error) {
      if (isUniqueViolation(error, 'tournament_structures_name_key_key')) throw new UniqueViolationError('tournament-structure', 'name');
      throw error;
    }
  }

  async findById(id: string): Promise<StoredStructure | null> {
    const row = await this.db.client.tournamentStructure.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /** Newest first. */
  async list(limit: number, before?: [string, string]): Promise<Page<StoredStructure, [string, string]>> {
    const where: Prisma.TournamentStructureWhereInput = {};
    if (before) {
      const at = new Date(before[0]);
      where.OR = [{ createdAt: { lt: at } }, { createdAt: at, id: { lt: before[1] } }];
    }
    const rows = await this.db.client.tournamentStructure.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit + 1 });
    return toPage(rows.map(toDomain), limit, (s): [string, string] => [s.createdAt.toISOString(), s.id]);
  }
}
