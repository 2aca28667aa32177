import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '../auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { TableDirectorService } from './balancing/table-director.service';
import { MovePlayerDto, TournamentTableList, tournamentTableList } from './dto/tournament-tables.dto';

const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));
const tableId = () => Param('tableId', uuidParam('tableId'));
const IN_PLAY = 'TOURNAMENT_STATUS_CONFLICT (not in play)';

/** A tournament's tables and the director's overrides of balancing: thin, one service call each. */
@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND, TABLE_NOT_IN_TOURNAMENT' })
@Controller('tournaments/:tournamentId')
export class TournamentTablesController {
  constructor(private readonly director: TableDirectorService) {}

  @Get('tables')
  @Roles('admin', 'director', 'cashier', 'player')
  @ApiOperation({ summary: "The tournament's tables by number: players, stacks, locked, halted, hand running" })
  @ApiOkResponse({ type: TournamentTableList })
  async tables(@tournamentId() id: string): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.tables(id));
  }

  @Post('players/:playerId/move')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Move a player to another table between hands (their stack moves with them); audited' })
  @ApiOkResponse({ type: TournamentTableList })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `PLAYER_NOT_SEATED, HAND_IN_PROGRESS, SEAT_TAKEN, TABLE_FULL, ${IN_PLAY}` })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'MOVE_TO_SAME_TABLE, SEAT_OUT_OF_RANGE' })
  async move(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Param('playerId', uuidParam('playerId')) playerId: string, @Body() body: MovePlayerDto): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.movePlayer(principal, id, playerId, body));
  }

  @Post('tables/:tableId/break')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Break a table now: its players draw seats at the shortest tables; audited' })
  @ApiOkResponse({ type: TournamentTableList })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `TABLE_CANNOT_BREAK, TABLE_LOCKED, HAND_IN_PROGRESS, ${IN_PLAY}` })
  async breakTable(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @tableId() table: string): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.breakTable(principal, id, table));
  }

  @Post('tables/:tableId/lock')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Lock a table (a feature table): out of balancing, never broken; it still deals; audited' })
  @ApiOkResponse({ type: TournamentTableList })
  @ApiConflictResponse({ type: ApiErrorResponse, description: IN_PLAY })
  async lock(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @tableId() table: string): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.setLocked(principal, id, table, true));
  }

  @Post('tables/:tableId/unlock')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Unlock a table: balancing uses it again; audited' })
  @ApiOkResponse({ type: TournamentTableList })
  @ApiConflictResponse({ type: ApiErrorResponse, description: IN_PLAY })
  async unlock(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @tableId() table: string): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.setLocked(principal, id, table, false));
  }
}
