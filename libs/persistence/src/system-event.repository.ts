import { Injectable } from '@nestjs/common';
import { Prisma, type SystemEvent as SystemEventRow } from './generated/prisma/client';
import { PrismaService } from './prisma.service';
import type { JsonValue, SystemEvent } from './system-event';

const MAX_LIMIT = 1000;

function toDomain(row: SystemEventRow): SystemEvent {
  return { id: row.id.toString(), kind: row.kind, payload: row.payload as JsonValue, createdAt: row.createdAt };
}

@Injectable()
export class SystemEventRepository {
  constructor(private readonly prisma: PrismaService) {}

  async record(kind: string, payload: JsonValue): Promise<SystemEvent> {
    // Prisma spells a JSON null `Prisma.JsonNull` (a bare null would mean SQL NULL, which the column forbids).
    const row = await this.prisma.systemEvent.create({ data: { kind, payload: payload === null ? Prisma.JsonNull : payload } });
    return toDomain(row);
  }

  /** Newest first; `kind` narrows to one kind. `limit` is clamped to 1…1000. */
  async listRecent(kind?: string, limit = 50): Promise<SystemEvent[]> {
    const rows = await this.prisma.systemEvent.findMany({
      where: kind === undefined ? {} : { kind },
      orderBy: { id: 'desc' },
      take: Math.min(Math.max(1, Math.trunc(limit)), MAX_LIMIT),
    });
    return rows.map(toDomain);
  }
}
