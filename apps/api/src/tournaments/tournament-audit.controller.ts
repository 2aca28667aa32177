import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditPage } from '@app/room/audit/dto/audit-record.view';
import { TournamentAuditQueryDto } from '@app/room/tournaments/audit/tournament-audit-query.dto';
import { TournamentAuditService } from '@app/room/tournaments/audit/tournament-audit.service';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

/** A tournament's audit trail for the people who run it (the whole log stays admin-only: /audit-log). */
@ApiTags('tournaments')
@Controller('tournaments/:tournamentId/audit-log')
export class TournamentAuditController {
  constructor(private readonly audit: TournamentAuditService) {}

  @Get()
  @Roles('admin', 'director')
  @ApiOperation({
    summary: 'The event’s audit trail, newest first: who (key, role) did what to the tournament and its display links, when',
  })
  @ApiOkResponse({ type: AuditPage })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND' })
  list(@Param('tournamentId', uuidParam('tournamentId')) tournamentId: string, @Query() query: TournamentAuditQueryDto): Promise<AuditPage> {
    return this.audit.list(tournamentId, query);
  }
}
