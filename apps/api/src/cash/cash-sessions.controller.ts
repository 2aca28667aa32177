import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
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
import { ownPlayer } from '../auth/route-access';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../common/idempotency/idempotency-key.decorator';
import { markReplayed } from '../common/idempotency/replayed-header';
import { acceptedPending } from '../pending-requests/accepted-response';
import { PendingRequestAnswer, PendingRequestList } from '@app/room/pending-requests/dto/pending-request.views';
import { PendingRequestListQuery } from '@app/room/pending-requests/dto/pending-request-list.query';
import { PendingRequestsService } from '@app/room/pending-requests/pending-requests.service';
import { CashSessionsService } from '@app/room/cash/cash-sessions.service';
import { CashSessionPage, CashSessionView } from '@app/room/cash/dto/cash.views';
import { ListSessionsQuery } from '@app/room/cash/dto/report-query.dto';
import { CashOutDto, MoveSessionDto, OpenSessionDto, TopUpDto } from '@app/room/cash/dto/session.dto';
import { SessionExitService } from '@app/room/cash/session-exit.service';

const SESSION_CONFLICTS = 'SESSION_CLOSED, SESSION_MOVED (retry), NOT_SEATED, INSUFFICIENT_FUNDS';
const QUEUED = 'The seat is in the hand in progress: the request waits for the hand to end (read or cancel it at Location, /pending-requests/{id})';

/** Sessions: players sit down, top up and cash out at engine tables themselves; the floor records everything at live tables. */
@ApiTags('cash sessions')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@ApiForbiddenResponse({
  type: ApiErrorResponse,
  description: 'ROLE_FORBIDDEN, PLAYER_SCOPE_FORBIDDEN (another player’s session), FLOOR_ONLY (live tables and cash: the floor records them)',
})
@Controller()
export class CashSessionsController {
  constructor(
    private readonly sessions: CashSessionsService,
    private readonly exits: SessionExitService,
    private readonly requests: PendingRequestsService,
  ) {}

  @Post('cash-sessions')
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'Sit down at a table of a cash game with a buy-in (from the bankroll, or cash at the table through the cage): the session starts' })
  @ApiCreatedResponse({ type: CashSessionView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_FOUND, PLAYER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'SESSION_ALREADY_OPEN, SEAT_TAKEN, SEAT_HELD, TABLE_CLOSED, TABLE_NOT_IN_CASH_GAME, INSUFFICIENT_FUNDS, PLAYER_INACTIVE',
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'BUY_IN_OUT_OF_RANGE, SEAT_OUT_OF_RANGE, PLAYER_ID_REQUIRED' })
  open(@CurrentPrincipal() principal: Principal, @Body() body: OpenSessionDto): Promise<CashSessionView> {
    return this.sessions.open(principal, body);
  }

  @Get('cash-sessions')
  @Roles('admin', 'director', 'cashier', 'floor')
  @ApiOperation({ summary: 'Sessions, newest first, filtered by player, table, game, status and time range' })
  @ApiOkResponse({ type: CashSessionPage })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_REPORT_RANGE' })
  list(@Query() query: ListSessionsQuery): Promise<CashSessionPage> {
    return this.sessions.list(query);
  }

  @Get('players/:playerId/cash-sessions')
  @Roles('admin', 'director', 'cashier', 'floor', ownPlayer('playerId'))
  @ApiOperation({ summary: "A player's sessions, newest first" })
  @ApiOkResponse({ type: CashSessionPage })
  listForPlayer(@Param('playerId', uuidParam('playerId')) playerId: string, @Query() query: ListSessionsQuery): Promise<CashSessionPage> {
    return this.sessions.list({ ...query, playerId });
  }

  @Get('cash-sessions/:sessionId')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({
    summary: 'A session: seatings (table changes), every buy-in, top-up, move, live result and cash-out with its ledger transaction, time played and charged',
  })
  @ApiOkResponse({ type: CashSessionView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'SESSION_NOT_FOUND' })
  get(@CurrentPrincipal() principal: Principal, @Param('sessionId', uuidParam('sessionId')) sessionId: string): Promise<CashSessionView> {
    return this.sessions.get(principal, sessionId);
  }

  @Get('cash-sessions/:sessionId/pending-requests')
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: "The session's top-ups and moves that wait (or waited) for a hand to end, newest first" })
  @ApiOkResponse({ type: PendingRequestList })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'SESSION_NOT_FOUND' })
  pendingRequests(
    @CurrentPrincipal() principal: Principal,
    @Param('sessionId', uuidParam('sessionId')) sessionId: string,
    @Query() query: PendingRequestListQuery,
  ): Promise<PendingRequestList> {
    return this.requests.listForSession(principal, sessionId, query.status);
  }

  @Post('cash-sessions/:sessionId/top-ups')
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({
    summary: 'Add chips (a rebuy when the stack is empty), within the game’s limits; at an engine table during the player’s hand, when the hand ends (202)',
  })
  @ApiHeader({ name: IDEMPOTENCY_HEADER, required: true, description: 'A retry with the same key moves nothing again (and returns the same pending request)' })
  @ApiCreatedResponse({ type: CashSessionView, description: 'Added now' })
  @ApiAcceptedResponse({ type: PendingRequestAnswer, description: QUEUED })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'SESSION_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: `${SESSION_CONFLICTS}, IDEMPOTENCY_KEY_REUSED` })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'TOP_UP_OUT_OF_RANGE' })
  async topUp(
    @CurrentPrincipal() principal: Principal,
    @Param('sessionId', uuidParam('sessionId')) sessionId: string,
    @IdempotencyKey() idempotencyKey: string,
    @Body() body: TopUpDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CashSessionView | PendingRequestAnswer> {
    const answer = await this.sessions.topUp(principal, sessionId, body, idempotencyKey);
    markReplayed(res, answer.replayed);
    return answer.kind === 'pending' ? acceptedPending(res, answer.request) : answer.session;
  }

  @Post('cash-sessions/:sessionId/cash-out')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'Cash out and end the session (engine tables: the stack, after the hand when dealt in; live tables: the amount the floor counted)' })
  @ApiOkResponse({ type: CashSessionView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'SESSION_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: `${SESSION_CONFLICTS}, IN_HAND (an amount or cash during the hand), CASH_OUT_EXCEEDS_STACK, CASH_OUT_MISMATCH`,
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'CASH_OUT_AMOUNT_REQUIRED' })
  cashOut(
    @CurrentPrincipal() principal: Principal,
    @Param('sessionId', uuidParam('sessionId')) sessionId: string,
    @Body() body: CashOutDto,
  ): Promise<CashSessionView> {
    return this.exits.cashOut(principal, sessionId, body);
  }

  @Post('cash-sessions/:sessionId/move')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor')
  @ApiOperation({
    summary:
      'Move the player to a seat at another table of the same game, chips and session along (between hands; during the player’s hand, when it ends: 202)',
  })
  @ApiOkResponse({ type: CashSessionView, description: 'Moved now' })
  @ApiAcceptedResponse({ type: PendingRequestAnswer, description: QUEUED })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'SESSION_NOT_FOUND, TABLE_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: `${SESSION_CONFLICTS}, SESSION_ALREADY_OPEN, SEAT_TAKEN, SEAT_HELD, TABLE_NOT_IN_CASH_GAME, CASH_OUT_EXCEEDS_STACK, CASH_OUT_MISMATCH`,
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'SAME_TABLE, SEAT_OUT_OF_RANGE, CASH_OUT_AMOUNT_REQUIRED' })
  async move(
    @CurrentPrincipal() principal: Principal,
    @Param('sessionId', uuidParam('sessionId')) sessionId: string,
    @Body() body: MoveSessionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CashSessionView | PendingRequestAnswer> {
    const answer = await this.exits.move(principal, sessionId, body);
    return answer.kind === 'pending' ? acceptedPending(res, answer.request) : answer.value;
  }
}
