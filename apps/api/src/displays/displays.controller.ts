import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { DisplaySnapshotView } from '@app/room/displays/dto/display-link.views';
import { DisplaysService } from '@app/room/displays/displays.service';
import { ApiRateLimited, Public } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';

/** What a TV reads: public (the display link's token is the credential), counted per address like every request without a key. */
@ApiTags('displays')
@Public()
@Controller('displays')
export class DisplaysController {
  constructor(private readonly displays: DisplaysService) {}

  @Get(':token')
  @ApiOperation({
    summary: 'A display link’s tournament: the tournament, its clock, the last busts, pending moves and the payouts (no API key: the token is the credential)',
  })
  @ApiOkResponse({ type: DisplaySnapshotView })
  @ApiUnauthorizedResponse({ type: ApiErrorResponse, description: 'DISPLAY_LINK_INVALID: an unknown or revoked token' })
  @ApiRateLimited('RATE_LIMITED: too many requests without a key from this address')
  snapshot(@Param('token') token: string): Promise<DisplaySnapshotView> {
    return this.displays.snapshot(token);
  }
}
