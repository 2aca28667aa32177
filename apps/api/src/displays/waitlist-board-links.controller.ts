import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '@app/room/auth/principal';
import { CreateDisplayLinkDto } from '@app/room/displays/dto/create-display-link.dto';
import { BoardLinkList, BoardLinkView, CreatedBoardLinkView } from '@app/room/displays/dto/display-link.views';
import { DisplaysService } from '@app/room/displays/displays.service';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

/** Links to the room's waitlist board for TVs: staff who run the floor make and revoke them. */
@ApiTags('displays')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@Roles('admin', 'director', 'floor')
@Controller('waitlist-board/display-links')
export class WaitlistBoardLinksController {
  constructor(private readonly displays: DisplaysService) {}

  @Post()
  @ApiOperation({ summary: 'A link for a TV to the room’s waitlist board (`/board/<token>`) without an API key; the token is shown only here' })
  @ApiCreatedResponse({ type: CreatedBoardLinkView })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateDisplayLinkDto): Promise<CreatedBoardLinkView> {
    return this.displays.createBoard(principal, body.name);
  }

  @Get()
  @ApiOperation({ summary: 'The waitlist board’s links, revoked ones included, newest first (never their tokens)' })
  @ApiOkResponse({ type: BoardLinkList })
  async list(): Promise<BoardLinkList> {
    return { items: await this.displays.listBoards() };
  }

  @Post(':linkId/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Revokes a waitlist board link (idempotent): its page stops working and its open live sockets close (4401) at once' })
  @ApiOkResponse({ type: BoardLinkView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'DISPLAY_LINK_NOT_FOUND (no board link with this id; a tournament’s link is not one)' })
  revoke(@CurrentPrincipal() principal: Principal, @Param('linkId', uuidParam('linkId')) linkId: string): Promise<BoardLinkView> {
    return this.displays.revokeBoard(principal, linkId);
  }
}
