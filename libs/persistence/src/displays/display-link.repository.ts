import { Injectable } from '@nestjs/common';
import type { DisplayLink as DisplayLinkRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { DisplayLink, NewDisplayLink } from './display-link';

function toDomain(row: DisplayLinkRow): DisplayLink {
  return {
    id: row.id,
    tournamentId: row.tournamentId,
    name: row.name,
    createdAt: row.createdAt,
    createdByKeyId: row.createdByKeyId,
    revokedAt: row.revokedAt,
    revokedByKeyId: row.revokedByKeyId,
  };
}

@Injectable()
export class DisplayLinkRepository {
  constructor(private readonly db: UnitOfWork) {}

  async create(link: NewDisplayLink): Promise<DisplayLink> {
    return toDomain(await this.db.client.displayLink.create({ data: link }));
  }

  /** The link whose token hashes to `tokenHash`, revoked or not. */
  async findByTokenHash(tokenHash: string): Promise<DisplayLink | null> {
    const row = await this.db.client.displayLink.findUnique({ where: { tokenHash } });
    return row ? toDomain(row) : null;
  }

  async findById(id: string): Promise<DisplayLink | null> {
    const row = await this.db.client.displayLink.findUnique({ where: { id } });
    return row ? toDomain(row) : null;
  }

  /** A tournament's links, revoked ones included, newest first. */
  async listForTournament(tournamentId: string): Promise<DisplayLink[]> {
    const rows = await this.db.client.displayLink.findMany({ where: { tournamentId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return rows.map(toDomain);
  }

  /** Revokes a link not yet revoked; null when it was (or does not exist). */
  async revoke(id: string, byKeyId: string | null): Promise<DisplayLink | null> {
    const { count } = await this.db.client.displayLink.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date(), revokedByKeyId: byKeyId } });
    return count === 0 ? null : this.findById(id);
  }
}
