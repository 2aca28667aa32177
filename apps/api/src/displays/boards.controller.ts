import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { WaitlistBoardView } from '@app/room/cash/board/dto/waitlist-board.views';
import { DisplaysService } from '@app/room/displays/displays.service';
import { ApiRateLimited, Public } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';

/** What a waitlist board TV reads: public (the board link's token is the credential), counted per address like every request without a key. */
@ApiTags('displays')
@Public()
@Controller('boards')
export class BoardsController {
  constructor(private readonly displays: DisplaysService) {}

  @Get(':token')
  @ApiOperation({
    summary:
      'The room’s waitlist board: every open cash game with its stakes, open tables and seats, and its list in order — players by display name only (no API key: the token is the credential)',
  })
  @ApiOkResponse({ type: WaitlistBoardView })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'DISPLAY_LINK_INVALID: an unknown or revoked token, or a tournament’s' })
  @ApiRateLimited('RATE_LIMITED: too many requests without a key from this address')
  board(@Param('token') token: string): Promise<WaitlistBoardView> {
    return this.displays.boardSnapshot(token);
  }
}
