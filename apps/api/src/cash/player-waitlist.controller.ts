import { Controller, Get, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { ownPlayer } from '../auth/route-access';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { PlayerWaitlistEntriesView } from '@app/room/cash/dto/cash.views';
import { WaitlistService } from '@app/room/cash/waitlist.service';

/** A player's own places on the games' waitlists (the lobby reads them instead of whole lists). */
@ApiTags('cash games')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@Controller('players/:playerId/waitlist-entries')
export class PlayerWaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get()
  @Roles('admin', 'director', 'cashier', 'floor', ownPlayer('playerId'))
  @ApiOperation({
    summary: "The lists a player is on (waiting or called): each game's name, the place (or the table called to and holdUntil) and a rough wait",
  })
  @ApiOkResponse({ type: PlayerWaitlistEntriesView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
  list(@Param('playerId', uuidParam('playerId')) playerId: string): Promise<PlayerWaitlistEntriesView> {
    return this.waitlist.forPlayer(playerId);
  }
}
