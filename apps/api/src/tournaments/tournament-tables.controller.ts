import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { acceptedPending } from '../pending-requests/accepted-response';
import { PendingRequestAnswer, PendingRequestList } from '@app/room/pending-requests/dto/pending-request.views';
import { PendingRequestListQuery } from '@app/room/pending-requests/dto/pending-request-list.query';
import { PendingRequestsService } from '@app/room/pending-requests/pending-requests.service';
import { TableDirectorService } from '@app/room/tournaments/balancing/table-director.service';
import { ButtonSeatDto, MovePlayerDto, TournamentTableList, tournamentTableList } from '@app/room/tournaments/dto/tournament-tables.dto';

const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));
const tableId = () => Param('tableId', uuidParam('tableId'));
const IN_PLAY = 'TOURNAMENT_STATUS_CONFLICT (not in play)';

/** A tournament's tables and the director's overrides of balancing: thin, one service call each. */
@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND, TABLE_NOT_IN_TOURNAMENT' })
@Controller('tournaments/:tournamentId')
export class TournamentTablesController {
  constructor(
    private readonly director: TableDirectorService,
    private readonly requests: PendingRequestsService,
  ) {}

  @Get('tables')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: "The tournament's tables by number: players, stacks, locked, halted, hand running" })
  @ApiOkResponse({ type: TournamentTableList })
  async tables(@tournamentId() id: string): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.tables(id));
  }

  @Post('players/:playerId/move')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor')
  @ApiOperation({
    summary: 'Move a player to another table between hands (their stack moves with them); during a hand at their table, when it ends (202); audited',
  })
  @ApiOkResponse({ type: TournamentTableList, description: 'Moved now' })
  @ApiAcceptedResponse({
    type: PendingRequestAnswer,
    description: 'A hand is being played at the player’s table: the move waits for it to end (read or cancel it at Location, /pending-requests/{id})',
  })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `PLAYER_NOT_SEATED, SEAT_TAKEN, TABLE_FULL, ${IN_PLAY}` })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'MOVE_TO_SAME_TABLE, SEAT_OUT_OF_RANGE' })
  async move(
    @CurrentPrincipal() principal: Principal,
    @tournamentId() id: string,
    @Param('playerId', uuidParam('playerId')) playerId: string,
    @Body() body: MovePlayerDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TournamentTableList | PendingRequestAnswer> {
    const answer = await this.director.movePlayer(principal, id, playerId, body);
    return answer.kind === 'pending' ? acceptedPending(res, answer.request) : tournamentTableList(answer.value);
  }

  @Get('players/:playerId/pending-requests')
  @Roles('admin', 'director', 'floor')
  @ApiOperation({ summary: "A player's moves that wait (or waited) for a hand to end, newest first" })
  @ApiOkResponse({ type: PendingRequestList })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND' })
  async pendingRequests(
    @tournamentId() id: string,
    @Param('playerId', uuidParam('playerId')) playerId: string,
    @Query() query: PendingRequestListQuery,
  ): Promise<PendingRequestList> {
    return this.requests.listForTournamentPlayer(id, playerId, query.status);
  }

  @Post('tables/:tableId/break')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor')
  @ApiOperation({ summary: 'Break a table now: its players draw seats at the shortest tables; audited' })
  @ApiOkResponse({ type: TournamentTableList })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `TABLE_CANNOT_BREAK, TABLE_LOCKED, HAND_IN_PROGRESS, ${IN_PLAY}` })
  async breakTable(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @tableId() table: string): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.breakTable(principal, id, table));
  }

  @Post('redraw')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({
    summary: 'Every player left draws a new seat at random (as few tables as needed, balanced); emptied tables close; live events: move instructions',
  })
  @ApiOkResponse({ type: TournamentTableList })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `${IN_PLAY}, HAND_IN_PROGRESS` })
  async redraw(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.redraw(principal, id));
  }

  @Post('tables/:tableId/button')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor')
  @ApiOperation({ summary: 'A live table of a flop game: where the dealer button is now; balancing then moves the player due the big blind next' })
  @ApiOkResponse({ type: TournamentTableList })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'SEAT_OUT_OF_RANGE' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `NOT_A_LIVE_TOURNAMENT, ${IN_PLAY}` })
  async button(
    @CurrentPrincipal() principal: Principal,
    @tournamentId() id: string,
    @tableId() table: string,
    @Body() body: ButtonSeatDto,
  ): Promise<TournamentTableList> {
    return tournamentTableList(await this.director.setButton(principal, id, table, body.seat));
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
