import { Injectable } from '@nestjs/common';
import { AuditSubject, TournamentRepository } from '@app/persistence';
import { AuditService } from '../../audit/audit.service';
import type { AuditPage } from '../../audit/dto/audit-record.view';
import { TournamentError } from '../tournament.error';
import type { TournamentAuditQueryDto } from './tournament-audit-query.dto';

/**
 * What belongs to one event in the audit log: every record about the tournament itself (its
 * lifecycle, staff entries, clock, deals, tables, the floor's inputs and moves), and its display
 * links' (recorded against the link, naming the tournament in `details.tournamentId`).
 */
export const tournamentAuditSubjects = (tournamentId: string): AuditSubject[] => [
  { entityType: 'tournament', entityId: tournamentId },
  { entityType: 'display-link', detailsKey: 'tournamentId', detailsValue: tournamentId },
];

/** A tournament's audit trail for its director: the audit log narrowed to the event, newest first. */
@Injectable()
export class TournamentAuditService {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly audit: AuditService,
  ) {}

  async list(tournamentId: string, query: TournamentAuditQueryDto): Promise<AuditPage> {
    if (!(await this.tournaments.findById(tournamentId))) throw TournamentError.notFound(tournamentId);
    return this.audit.listAbout(tournamentAuditSubjects(tournamentId), query);
  }
}
