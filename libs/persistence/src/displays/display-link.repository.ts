import { Injectable } from '@nestjs/common';
import type { DisplayLink as DisplayLinkRow } from '../generated/prisma/client';
import { UnitOfWork } from '../unit-of-work';
import { BoardDisplayLink, DisplayLink, DisplayLinkKind, NewDisplayLink, TournamentDisplayLink } from './display-link';

function toDomain(row: DisplayLinkRow): DisplayLink {
  const base = {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    createdByKeyId: row.createdByKeyId,
    revokedAt: row.revokedAt,
    revokedByKeyId: row.revokedByKeyId,
  };
  // The table's CHECK holds kind = 'tournament' exactly when tournament_id is set.
  if (row.kind === 'tournament' && row.tournamentId !== null) return { ...base, kind: 'tournament', tournamentId: row.tournamentId };
  if (row.kind === 'waitlist-board') return { ...base, kind: 'waitlist-board', tournamentId: null };
  throw new Error(`display link ${row.id} has an unknown kind ${row.kind}`);
}

const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

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
  async listForTournament(tournamentId: string): Promise<TournamentDisplayLink[]> {
    const rows = await this.db.client.displayLink.findMany({ where: { tournamentId, kind: 'tournament' }, orderBy: NEWEST_FIRST });
    return rows.map(toDomain).filter((l): l is TournamentDisplayLink => l.kind === 'tournament');
  }

  /** The room's waitlist board links, revoked ones included, newest first. */
  async listBoards(): Promise<BoardDisplayLink[]> {
    const kind: DisplayLinkKind = 'waitlist-board';
    const rows = await this.db.client.displayLink.findMany({ where: { kind }, orderBy: NEWEST_FIRST });
    return rows.map(toDomain).filter((l): l is BoardDisplayLink => l.kind === 'waitlist-board');
  }

  /** Revokes a link not yet revoked; null when it was (or does not exist). */
  async revoke(id: string, byKeyId: string | null): Promise<DisplayLink | null> {
    const { count } = await this.db.client.displayLink.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date(), revokedByKeyId: byKeyId } });
    return count === 0 ? null : this.findById(id);
  }
}
