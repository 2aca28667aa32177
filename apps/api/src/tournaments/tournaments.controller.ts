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
import { CreateTournamentDto, ListTournamentsQuery } from '@app/room/tournaments/dto/create-tournament.dto';
import { EntryList, entryView, ResultsView, TournamentPage, TournamentView, tournamentView } from '@app/room/tournaments/dto/tournament.views';
import { TournamentsService } from '@app/room/tournaments/tournaments.service';

const ANYONE = ['admin', 'director', 'cashier', 'floor', 'player'] as const;
const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));

@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND, STRUCTURE_NOT_FOUND' })
@Controller('tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  @Post()
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Create a tournament (scheduled)' })
  @ApiCreatedResponse({ type: TournamentView })
  @ApiUnprocessableEntityResponse({
    type: ApiErrorResponse,
    description: 'TOURNAMENT_SETTINGS_INVALID, STRUCTURE_INVALID, PAYOUT_TABLE_INVALID, UNKNOWN_UNIT, NOT_A_CURRENCY, SATELLITE_TARGET_INVALID',
  })
  async create(@CurrentPrincipal() principal: Principal, @Body() body: CreateTournamentDto): Promise<TournamentView> {
    return tournamentView(await this.tournaments.create(principal, body));
  }

  @Get()
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Tournaments, newest first; ?status=, ?format= (sit-and-go with status=registering: the sit & gos filling)' })
  @ApiOkResponse({ type: TournamentPage })
  async list(@Query() query: ListTournamentsQuery): Promise<TournamentPage> {
    const page = await this.tournaments.list(query);
    return { items: page.items.map(tournamentView), nextCursor: page.nextCursor };
  }

  @Get(':tournamentId')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'One tournament' })
  @ApiOkResponse({ type: TournamentView })
  async get(@tournamentId() id: string): Promise<TournamentView> {
    return tournamentView(await this.tournaments.get(id));
  }

  @Get(':tournamentId/entries')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Every entry (first entries and re-entries), in registration order' })
  @ApiOkResponse({ type: EntryList })
  async entries(@tournamentId() id: string): Promise<EntryList> {
    return { items: (await this.tournaments.entriesOf(id)).map(entryView) };
  }

  @Get(':tournamentId/results')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Places so far (best first) and the payouts once the prize pool is final' })
  @ApiOkResponse({ type: ResultsView })
  async results(@tournamentId() id: string): Promise<ResultsView> {
    const { tournament, placed } = await this.tournaments.resultsOf(id);
    return { tournamentId: id, status: tournament.status, payouts: tournamentView(tournament).payouts, places: placed.map(entryView) };
  }

  @Post(':tournamentId/open-registration')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'scheduled → registering' })
  @ApiOkResponse({ type: TournamentView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_STATUS_CONFLICT' })
  async openRegistration(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<TournamentView> {
    return tournamentView(await this.tournaments.openRegistration(principal, id));
  }

  @Post(':tournamentId/start')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({
    summary:
      "registering → running: random seat draw, tables, level I; hands begin. A multi-day event: its Day 2 — the flights' bags, from the level after the flights' last",
  })
  @ApiOkResponse({ type: TournamentView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_STATUS_CONFLICT, NOT_ENOUGH_PLAYERS, FLIGHTS_NOT_FINISHED, DAY2_FIELD_TOO_SMALL' })
  async start(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<TournamentView> {
    return tournamentView(await this.tournaments.start(principal, id));
  }

  @Post(':tournamentId/cancel')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Before the start: cancelled, every entry refunded' })
  @ApiOkResponse({ type: TournamentView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_STATUS_CONFLICT' })
  async cancel(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<TournamentView> {
    return tournamentView(await this.tournaments.cancel(principal, id));
  }
}
