import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '@app/room/auth/principal';
import { CreateDisplayLinkDto } from '@app/room/displays/dto/create-display-link.dto';
import { CreatedDisplayLinkView, DisplayLinkList, DisplayLinkView } from '@app/room/displays/dto/display-link.views';
import { DisplaysService } from '@app/room/displays/displays.service';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));

@ApiTags('displays')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND, DISPLAY_LINK_NOT_FOUND' })
@Roles('admin', 'director')
@Controller('tournaments/:tournamentId/display-links')
export class DisplayLinksController {
  constructor(private readonly displays: DisplaysService) {}

  @Post()
  @ApiOperation({ summary: 'A display link for a TV: reads this tournament’s clock without an API key; the token is shown only here' })
  @ApiCreatedResponse({ type: CreatedDisplayLinkView })
  create(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: CreateDisplayLinkDto): Promise<CreatedDisplayLinkView> {
    return this.displays.create(principal, id, body.name);
  }

  @Get()
  @ApiOperation({ summary: 'The tournament’s display links, revoked ones included, newest first (never their tokens)' })
  @ApiOkResponse({ type: DisplayLinkList })
  async list(@tournamentId() id: string): Promise<DisplayLinkList> {
    return { items: await this.displays.list(id) };
  }

  @Post(':linkId/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Revokes a display link: its page stops working and its open live sockets close (4401) at once' })
  @ApiOkResponse({ type: DisplayLinkView })
  revoke(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Param('linkId', uuidParam('linkId')) linkId: string): Promise<DisplayLinkView> {
    return this.displays.revoke(principal, id, linkId);
  }
}
