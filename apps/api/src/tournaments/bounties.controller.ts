import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { BountiesService } from '@app/room/tournaments/bounties/bounties.service';
import { BountyLeaderboardView } from '@app/room/tournaments/bounties/dto/bounty.views';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

/** The same readers as the tournament's results. */
const ANYONE = ['admin', 'director', 'cashier', 'floor', 'player'] as const;

/** Bounty tournaments' leaderboard (docs/tournaments.md "Bounties and progressive knockouts"). */
@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND' })
@Controller('tournaments')
export class BountiesController {
  constructor(private readonly bounties: BountiesService) {}

  @Get(':tournamentId/bounties')
  @Roles(...ANYONE)
  @ApiOperation({
    summary: 'The bounty leaderboard: knockouts (shared ones as fractions), bounty money won and the bounty on each head now; every award; the pool left',
  })
  @ApiOkResponse({ type: BountyLeaderboardView })
  leaderboard(@Param('tournamentId', uuidParam('tournamentId')) id: string): Promise<BountyLeaderboardView> {
    return this.bounties.leaderboard(id);
  }
}
