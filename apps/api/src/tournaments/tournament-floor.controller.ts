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
import type { Principal } from '@app/room/auth/principal';
import { BustDto, ChipCountDto, ColourUpDto, HandDoneDto, MoveListQuery, UndoDto } from '@app/room/tournaments/live/dto/floor.dto';
import {
  FloorInputList,
  FloorInputView,
  floorInputView,
  FloorOverviewView,
  MoveInstructionList,
  MoveInstructionView,
} from '@app/room/tournaments/live/dto/floor.views';
import { FloorInputsService } from '@app/room/tournaments/live/floor-inputs.service';
import { FloorOverviewService } from '@app/room/tournaments/live/floor-overview.service';
import { FloorUndoService } from '@app/room/tournaments/live/floor-undo.service';
import { MoveInstructionsService } from '@app/room/tournaments/live/move-instructions.service';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));
const FLOOR = ['admin', 'director', 'floor'] as const;
const LIVE = 'NOT_A_LIVE_TOURNAMENT (dealt by the engine), TOURNAMENT_STATUS_CONFLICT (not in play)';

/**
 * The floor's inputs at a live tournament (docs/tournaments.md "Live tournaments"): busts, chip
 * counts, chip races, hands done in hand-for-hand play, undo; the move instructions balancing
 * gives and their confirmation. Thin: one service call each.
 */
@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND' })
@Controller('tournaments/:tournamentId')
export class TournamentFloorController {
  constructor(
    private readonly inputs: FloorInputsService,
    private readonly undos: FloorUndoService,
    private readonly moves: MoveInstructionsService,
    private readonly overviews: FloorOverviewService,
  ) {}

  @Get('floor')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'The event at a glance: tables, players left, pending moves, hand-for-hand, balancing runs, uncounted chips' })
  @ApiOkResponse({ type: FloorOverviewView })
  overview(@tournamentId() id: string): Promise<FloorOverviewView> {
    return this.overviews.overview(id);
  }

  @Post('balance')
  @HttpCode(HttpStatus.OK)
  @Roles(...FLOOR)
  @ApiOperation({ summary: 'A balancing run now (it also runs by itself after every bust, entry and move); the event after it' })
  @ApiOkResponse({ type: FloorOverviewView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_STATUS_CONFLICT (not in play)' })
  balance(@tournamentId() id: string): Promise<FloorOverviewView> {
    return this.overviews.balanceNow(id);
  }

  @Post('floor/busts')
  @Roles(...FLOOR)
  @ApiOperation({ summary: 'Players out in one hand at one table (live events); places by the stacks they began the hand with' })
  @ApiCreatedResponse({ type: FloorInputView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_IN_TOURNAMENT, PLAYER_NOT_IN_TOURNAMENT' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `${LIVE}, PLAYER_ALREADY_OUT, PLAYER_NOT_SEATED, NO_PLAYER_LEFT, TABLE_HAND_DONE` })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'STARTING_STACK_REQUIRED, BUSTS_AT_DIFFERENT_TABLES' })
  async bust(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: BustDto): Promise<FloorInputView> {
    return floorInputView(await this.inputs.bust(principal, id, body));
  }

  @Post('floor/chip-counts')
  @Roles(...FLOOR)
  @ApiOperation({ summary: 'Chip counts (at a break, or on request): each stack set to its count' })
  @ApiCreatedResponse({ type: FloorInputView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_IN_TOURNAMENT' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `${LIVE}, PLAYER_ALREADY_OUT, PLAYER_NOT_SEATED` })
  async chipCounts(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: ChipCountDto): Promise<FloorInputView> {
    return floorInputView(await this.inputs.chipCount(principal, id, body));
  }

  @Post('floor/colour-up')
  @Roles(...FLOOR)
  @ApiOperation({ summary: 'A chip race at a break: every player left with the stack after it; the difference leaves (or enters) play' })
  @ApiCreatedResponse({ type: FloorInputView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_IN_TOURNAMENT' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `${LIVE}, NOT_ON_BREAK, PLAYER_ALREADY_OUT, PLAYER_NOT_SEATED` })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'COLOUR_UP_INCOMPLETE' })
  async colourUp(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: ColourUpDto): Promise<FloorInputView> {
    return floorInputView(await this.inputs.colourUp(principal, id, body));
  }

  @Post('floor/hand-done')
  @Roles(...FLOOR)
  @ApiOperation({ summary: "Hand-for-hand: a table's hand of the round is over; the next round opens once every table has reported" })
  @ApiCreatedResponse({ type: FloorInputView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_IN_TOURNAMENT' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `${LIVE}, NOT_HAND_FOR_HAND, TABLE_HAND_DONE` })
  async handDone(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: HandDoneDto): Promise<FloorInputView> {
    return floorInputView(await this.inputs.handDone(principal, id, body));
  }

  @Get('floor/inputs')
  @Roles(...FLOOR)
  @ApiOperation({ summary: 'Every floor input, oldest first, undone ones marked' })
  @ApiOkResponse({ type: FloorInputList })
  async list(@tournamentId() id: string): Promise<FloorInputList> {
    return { items: (await this.inputs.list(id)).map(floorInputView) };
  }

  @Post('floor/inputs/:inputId/undo')
  @HttpCode(HttpStatus.OK)
  @Roles(...FLOOR)
  @ApiOperation({ summary: 'Undo a floor input: a bust puts the players back in their seats with their chips and recomputes places' })
  @ApiOkResponse({ type: FloorInputView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'FLOOR_INPUT_NOT_FOUND, TABLE_NOT_IN_TOURNAMENT' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: `${LIVE}, FLOOR_INPUT_ALREADY_UNDONE, FLOOR_INPUT_SUPERSEDED, BUST_UNDO_REENTERED, BUST_UNDO_PRIZES_PAID, SEAT_TAKEN`,
  })
  async undo(
    @CurrentPrincipal() principal: Principal,
    @tournamentId() id: string,
    @Param('inputId', uuidParam('inputId')) inputId: string,
    @Body() body: UndoDto,
  ): Promise<FloorInputView> {
    return floorInputView(await this.undos.undo(principal, id, inputId, body));
  }

  @Get('moves')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'Move instructions for the floor (live events), in order; ?status=pending (default), done, cancelled, all' })
  @ApiOkResponse({ type: MoveInstructionList })
  async listMoves(@tournamentId() id: string, @Query() query: MoveListQuery): Promise<MoveInstructionList> {
    const status = query.status ?? 'pending';
    return { items: await this.moves.list(id, status === 'all' ? undefined : status) };
  }

  @Post('moves/:moveId/done')
  @HttpCode(HttpStatus.OK)
  @Roles(...FLOOR)
  @ApiOperation({ summary: 'The floor has moved the player: the instruction is done' })
  @ApiOkResponse({ type: MoveInstructionView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'MOVE_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'MOVE_NOT_PENDING' })
  confirmMove(
    @CurrentPrincipal() principal: Principal,
    @tournamentId() id: string,
    @Param('moveId', uuidParam('moveId')) moveId: string,
  ): Promise<MoveInstructionView> {
    return this.moves.confirm(principal, id, moveId);
  }
}
