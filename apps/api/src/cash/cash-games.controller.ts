import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import type { TableInfo } from '@app/room/hands/table-facts';
import { TableInfoView } from '@app/room/tables/dto/table.views';
import { CashGamesService } from '@app/room/cash/cash-games.service';
import { CashGamePage, CashGameView } from '@app/room/cash/dto/cash.views';
import { CreateCashGameDto, ListCashGamesQuery, OpenCashTableDto } from '@app/room/cash/dto/create-cash-game.dto';

/**
 * Games on offer: directors create and close them (what the room offers, its stakes and rake);
 * the floor (directors and floor keys) opens their tables.
 */
@ApiTags('cash games')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@Controller('cash-games')
export class CashGamesController {
  constructor(private readonly games: CashGamesService) {}

  @Post()
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Create a cash game type: preset and rules, stakes, buy-in range, rake or time collection, engine or live tables, waitlist policy' })
  @ApiCreatedResponse({ type: CashGameView })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_CASH_GAME, UNKNOWN_UNIT, NOT_A_CURRENCY' })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateCashGameDto): Promise<CashGameView> {
    return this.games.create(principal, body);
  }

  @Get()
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'Cash games, newest first' })
  @ApiOkResponse({ type: CashGamePage })
  list(@Query() query: ListCashGamesQuery): Promise<CashGamePage> {
    return this.games.list(query);
  }

  @Get(':gameId')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'A cash game with its open tables and how many sit at each' })
  @ApiOkResponse({ type: CashGameView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'CASH_GAME_NOT_FOUND' })
  get(@Param('gameId', uuidParam('gameId')) gameId: string): Promise<CashGameView> {
    return this.games.get(gameId);
  }

  @Post(':gameId/tables')
  @Roles('admin', 'director', 'floor')
  @ApiOperation({ summary: 'Open a table of the game (its settings; close it with POST /tables/{id}/close)' })
  @ApiCreatedResponse({ type: TableInfoView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'CASH_GAME_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'CASH_GAME_CLOSED' })
  openTable(
    @CurrentPrincipal() principal: Principal,
    @Param('gameId', uuidParam('gameId')) gameId: string,
    @Body() body: OpenCashTableDto,
  ): Promise<TableInfo> {
    return this.games.openTable(principal, gameId, body.name);
  }

  @Post(':gameId/close')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Stop offering the game (once its tables are closed); its waitlist is cleared' })
  @ApiOkResponse({ type: CashGameView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'CASH_GAME_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'CASH_GAME_CLOSED, CASH_GAME_HAS_OPEN_TABLES' })
  close(@CurrentPrincipal() principal: Principal, @Param('gameId', uuidParam('gameId')) gameId: string): Promise<CashGameView> {
    return this.games.close(principal, gameId);
  }
}
