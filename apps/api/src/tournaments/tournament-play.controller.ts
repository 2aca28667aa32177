import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
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
import { ownPlayer } from '../auth/route-access';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { ClockService } from '@app/room/tournaments/clock.service';
import { ClockView } from '@app/room/tournaments/dto/clock.view';
import { ProposeDealDto, RebuyRequestDto, SetLevelDto } from '@app/room/tournaments/dto/tournament-actions.dto';
import { DealView, dealView, TournamentEntryView, entryView } from '@app/room/tournaments/dto/tournament.views';
import { DealsService } from '@app/room/tournaments/deals.service';
import { EntriesService } from '@app/room/tournaments/entries.service';

const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));
const playerId = () => Param('playerId', uuidParam('playerId'));
const ENTRANTS = ['admin', 'director', 'cashier', ownPlayer('playerId')] as const;

/** Entries, the clock and deals of one tournament: thin, one service call each. */
@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND, PLAYER_NOT_FOUND, DEAL_NOT_FOUND' })
@Controller('tournaments/:tournamentId')
export class TournamentPlayController {
  constructor(
    private readonly entries: EntriesService,
    private readonly clock: ClockService,
    private readonly deals: DealsService,
  ) {}

  @Post('players/:playerId/register')
  @Roles(...ENTRANTS)
  @ApiOperation({
    summary: 'Enter (or re-enter after a bust): buy-in to the prize pool, fee to the house, a full stack; seated at once during late registration',
  })
  @ApiCreatedResponse({ type: TournamentEntryView })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description:
      'REGISTRATION_CLOSED, TOURNAMENT_FULL, ALREADY_REGISTERED, REENTRY_LIMIT, INSUFFICIENT_FUNDS, PLAYER_INACTIVE, ENTRY_THROUGH_FLIGHTS, IN_ANOTHER_FLIGHT, FLIGHT_ALREADY_ADVANCED',
  })
  async register(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @playerId() player: string): Promise<TournamentEntryView> {
    return entryView(await this.entries.register(principal, id, player));
  }

  @Post('players/:playerId/unregister')
  @HttpCode(HttpStatus.OK)
  @Roles(...ENTRANTS)
  @ApiOperation({ summary: 'Before the start: buy-in and fee back to the bankroll' })
  @ApiOkResponse({ type: TournamentEntryView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'UNREGISTER_AFTER_START, NOT_REGISTERED' })
  async unregister(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @playerId() player: string): Promise<TournamentEntryView> {
    return entryView(await this.entries.unregister(principal, id, player));
  }

  @Post('players/:playerId/rebuy')
  @HttpCode(HttpStatus.OK)
  @Roles(...ENTRANTS)
  @ApiOperation({ summary: 'Rebuy during the rebuy levels, at or below the starting stack, between hands' })
  @ApiOkResponse({ type: TournamentEntryView })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'REBUY_NOT_ALLOWED, REBUY_NUMBER_MISMATCH, NOT_REGISTERED, HAND_IN_PROGRESS, INSUFFICIENT_FUNDS',
  })
  async rebuy(
    @CurrentPrincipal() principal: Principal,
    @tournamentId() id: string,
    @playerId() player: string,
    @Body() body: RebuyRequestDto,
  ): Promise<TournamentEntryView> {
    return entryView(await this.entries.rebuy(principal, id, player, body.rebuyNumber));
  }

  @Post('players/:playerId/add-on')
  @HttpCode(HttpStatus.OK)
  @Roles(...ENTRANTS)
  @ApiOperation({ summary: 'The add-on, once per entry, at the add-on break' })
  @ApiOkResponse({ type: TournamentEntryView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'ADD_ON_NOT_ALLOWED, NOT_REGISTERED, HAND_IN_PROGRESS, INSUFFICIENT_FUNDS' })
  async addOn(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @playerId() player: string): Promise<TournamentEntryView> {
    return entryView(await this.entries.addOn(principal, id, player));
  }

  @Get('clock')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'Current level, time left, next level, players left, average stack, prize pool' })
  @ApiOkResponse({ type: ClockView })
  clockView(@tournamentId() id: string): Promise<ClockView> {
    return this.clock.view(id);
  }

  @Post('clock/pause')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Stop the clock' })
  @ApiOkResponse({ type: ClockView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'CLOCK_ALREADY_PAUSED, TOURNAMENT_STATUS_CONFLICT' })
  pause(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<ClockView> {
    return this.clock.pause(principal, id);
  }

  @Post('clock/resume')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Start the clock again where it stopped' })
  @ApiOkResponse({ type: ClockView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'CLOCK_NOT_PAUSED, TOURNAMENT_STATUS_CONFLICT' })
  resume(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<ClockView> {
    return this.clock.resume(principal, id);
  }

  @Post('clock/level')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Set the level: it starts now with its full time; hands dealt from now on use it' })
  @ApiOkResponse({ type: ClockView })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'LEVEL_OUT_OF_RANGE' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_STATUS_CONFLICT' })
  setLevel(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: SetLevelDto): Promise<ClockView> {
    return this.clock.setLevel(principal, id, body.level);
  }

  @Post('clock/break')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'The next break starts now, with its full time (the break taken early)' })
  @ApiOkResponse({ type: ClockView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'NO_BREAK_AHEAD, TOURNAMENT_STATUS_CONFLICT' })
  startBreak(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<ClockView> {
    return this.clock.startBreak(principal, id);
  }

  @Post('deals')
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Propose a deal for the players left (ICM or chip-chop); nothing is paid until confirmed' })
  @ApiCreatedResponse({ type: DealView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'DEAL_NOT_ALLOWED' })
  async propose(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: ProposeDealDto): Promise<DealView> {
    return dealView(await this.deals.propose(principal, id, body.method, body.guaranteeLastPlace ?? false));
  }

  @Post('deals/:dealId/confirm')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Apply a proposed deal: the players are paid and placed by chips, the tournament ends' })
  @ApiOkResponse({ type: DealView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'DEAL_STALE, HAND_IN_PROGRESS, DEAL_NOT_ALLOWED' })
  async confirm(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Param('dealId', uuidParam('dealId')) dealId: string): Promise<DealView> {
    return dealView(await this.deals.confirm(principal, id, dealId));
  }
}
