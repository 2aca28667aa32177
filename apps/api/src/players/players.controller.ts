import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { ownPlayer } from '../auth/route-access';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { CreatePlayerDto } from '@app/room/players/dto/create-player.dto';
import { ListPlayersQuery } from '@app/room/players/dto/list-players.query';
import { PlayerPage, PlayerView } from '@app/room/players/dto/player.view';
import { UpdatePlayerDto } from '@app/room/players/dto/update-player.dto';
import { PlayersService } from '@app/room/players/players.service';

@ApiTags('players')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'Malformed request (VALIDATION_FAILED, INVALID_CURSOR)' })
@Controller('players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Post()
  @Roles('admin', 'director', 'floor')
  @ApiOperation({ summary: 'Register a player' })
  @ApiCreatedResponse({ type: PlayerView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'SCREEN_NAME_TAKEN' })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreatePlayerDto): Promise<PlayerView> {
    return this.players.create(principal, body);
  }

  @Get()
  @Roles('admin', 'director', 'cashier', 'floor')
  @ApiOperation({ summary: 'List players alphabetically; `q` searches screen names' })
  @ApiOkResponse({ type: PlayerPage })
  list(@Query() query: ListPlayersQuery): Promise<PlayerPage> {
    return this.players.list(query);
  }

  @Get(':playerId')
  @Roles('admin', 'director', 'cashier', 'floor', ownPlayer('playerId'))
  @ApiOperation({ summary: 'One player' })
  @ApiOkResponse({ type: PlayerView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
  get(@Param('playerId', uuidParam('playerId')) playerId: string): Promise<PlayerView> {
    return this.players.get(playerId);
  }

  @Patch(':playerId')
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Change screen name, full name, email or country' })
  @ApiOkResponse({ type: PlayerView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'SCREEN_NAME_TAKEN' })
  update(
    @CurrentPrincipal() principal: Principal,
    @Param('playerId', uuidParam('playerId')) playerId: string,
    @Body() body: UpdatePlayerDto,
  ): Promise<PlayerView> {
    return this.players.update(principal, playerId, body);
  }

  @Post(':playerId/deactivate')
  @HttpCode(HttpStatus.OK)
  @Roles('admin')
  @ApiOperation({ summary: 'Deactivate a player (never deleted) and revoke their API keys' })
  @ApiOkResponse({ type: PlayerView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'PLAYER_ALREADY_INACTIVE' })
  deactivate(@CurrentPrincipal() principal: Principal, @Param('playerId', uuidParam('playerId')) playerId: string): Promise<PlayerView> {
    return this.players.deactivate(principal, playerId);
  }

  @Post(':playerId/reactivate')
  @HttpCode(HttpStatus.OK)
  @Roles('admin')
  @ApiOperation({ summary: 'Reactivate a deactivated player (their old keys stay revoked)' })
  @ApiOkResponse({ type: PlayerView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'PLAYER_ALREADY_ACTIVE' })
  reactivate(@CurrentPrincipal() principal: Principal, @Param('playerId', uuidParam('playerId')) playerId: string): Promise<PlayerView> {
    return this.players.reactivate(principal, playerId);
  }
}
