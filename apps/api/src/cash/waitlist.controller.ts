import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ownPlayer } from '../auth/route-access';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { PageQueryDto } from '@app/room/common/pagination/page-query.dto';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { WaitlistEntryView, WaitlistPage } from '@app/room/cash/dto/cash.views';
import { CallWaitlistDto, JoinWaitlistDto } from '@app/room/cash/dto/waitlist.dto';
import { WaitlistService } from '@app/room/cash/waitlist.service';

/** A game's waitlist: players join and leave with their own key; the floor adds, calls and removes. */
@ApiTags('cash games')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'CASH_GAME_NOT_FOUND' })
@Controller('cash-games/:gameId/waitlist')
export class WaitlistController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Post()
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'Join the waitlist: a player key for itself (remote), staff for the player named (in person)' })
  @ApiCreatedResponse({ type: WaitlistEntryView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'ALREADY_ON_WAITLIST, CASH_GAME_CLOSED, PLAYER_INACTIVE' })
  join(
    @CurrentPrincipal() principal: Principal,
    @Param('gameId', uuidParam('gameId')) gameId: string,
    @Body() body: JoinWaitlistDto,
  ): Promise<WaitlistEntryView> {
    return this.waitlist.join(principal, gameId, body);
  }

  @Get()
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'The list: called players (seat held until …), then the waiting ones with position and a rough estimated wait' })
  @ApiOkResponse({ type: WaitlistPage })
  list(@Param('gameId', uuidParam('gameId')) gameId: string, @Query() query: PageQueryDto): Promise<WaitlistPage> {
    return this.waitlist.list(gameId, query);
  }

  @Post('call')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor')
  @ApiOperation({ summary: 'Call the next player (or the one named) to an open seat at a table of the game: the seat is held for holdSeconds' })
  @ApiOkResponse({ type: WaitlistEntryView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'CASH_GAME_NOT_FOUND, TABLE_NOT_FOUND, NOT_ON_WAITLIST' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'NO_OPEN_SEAT, WAITLIST_EMPTY, ALREADY_CALLED, TABLE_NOT_IN_CASH_GAME, TABLE_CLOSED, CASH_GAME_CLOSED',
  })
  call(
    @CurrentPrincipal() principal: Principal,
    @Param('gameId', uuidParam('gameId')) gameId: string,
    @Body() body: CallWaitlistDto,
  ): Promise<WaitlistEntryView> {
    return this.waitlist.call(principal, gameId, body);
  }

  @Post(':playerId/remove')
  @HttpCode(HttpStatus.NO_CONTENT)
  @Roles('admin', 'director', 'floor', ownPlayer('playerId'))
  @ApiOperation({ summary: 'Off the list: a player key for itself, the floor for anyone' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'CASH_GAME_NOT_FOUND, NOT_ON_WAITLIST' })
  remove(
    @CurrentPrincipal() principal: Principal,
    @Param('gameId', uuidParam('gameId')) gameId: string,
    @Param('playerId', uuidParam('playerId')) playerId: string,
  ): Promise<void> {
    return this.waitlist.remove(principal, gameId, playerId);
  }

  @Post(':playerId/no-show')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor')
  @ApiOperation({
    summary:
      "A called player did not come: treated now as the hold's expiry would be (the game's noAnswer: to the end of the list, or off it), the held seat released. 200 with the entry as it is now: status waiting with its new position, or removed",
  })
  @ApiOkResponse({ type: WaitlistEntryView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'CASH_GAME_NOT_FOUND, NOT_ON_WAITLIST' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'NOT_CALLED (the player is waiting: no seat is held for them)' })
  noShow(
    @CurrentPrincipal() principal: Principal,
    @Param('gameId', uuidParam('gameId')) gameId: string,
    @Param('playerId', uuidParam('playerId')) playerId: string,
  ): Promise<WaitlistEntryView> {
    return this.waitlist.noShow(principal, gameId, playerId);
  }
}
