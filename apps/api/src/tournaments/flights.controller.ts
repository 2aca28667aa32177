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
import type { Principal } from '@app/room/auth/principal';
import { TournamentView, tournamentView } from '@app/room/tournaments/dto/tournament.views';
import { CreateFlightDto } from '@app/room/tournaments/flights/dto/create-flight.dto';
import { FlightList, flightListView, FlightReportView, flightReportView } from '@app/room/tournaments/flights/dto/flight.views';
import { FlightsService } from '@app/room/tournaments/flights/flights.service';
import { FlightStopService } from '@app/room/tournaments/flights/flight-stop.service';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

const ANYONE = ['admin', 'director', 'cashier', 'floor', 'player'] as const;
const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));

/** Multi-day events: their Day 1 flights (docs/tournaments.md "Multi-day events and flights"). */
@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND' })
@Controller('tournaments')
export class FlightsController {
  constructor(
    private readonly flights: FlightsService,
    private readonly stops: FlightStopService,
  ) {}

  @Post(':tournamentId/flights')
  @Roles('admin', 'director')
  @ApiOperation({ summary: "A Day 1 flight of a multi-day event: a tournament with the event's terms and its own name, time and stop rule" })
  @ApiCreatedResponse({ type: TournamentView })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_SETTINGS_INVALID' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'NOT_A_MULTI_DAY_EVENT, FLIGHT_NAME_TAKEN, TOURNAMENT_STATUS_CONFLICT' })
  async create(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Body() body: CreateFlightDto): Promise<TournamentView> {
    return tournamentView(await this.flights.create(principal, id, body));
  }

  @Post(':tournamentId/bag')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({
    summary: "A live flight's end of day, after the final chip counts: every survivor's stack bagged, the tables closed, the flight finished",
  })
  @ApiOkResponse({ type: TournamentView })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'NOT_A_MULTI_DAY_EVENT, NOT_A_LIVE_TOURNAMENT, TOURNAMENT_STATUS_CONFLICT, FLIGHT_STOP_NOT_DUE, FLIGHT_COUNT_INCOMPLETE',
  })
  async bag(@CurrentPrincipal() principal: Principal, @tournamentId() id: string): Promise<TournamentView> {
    return tournamentView(await this.stops.bagLive(principal, id));
  }

  @Get(':tournamentId/flights')
  @Roles(...ANYONE)
  @ApiOperation({ summary: "A multi-day event's flights with their players left and survivors" })
  @ApiOkResponse({ type: FlightList })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'NOT_A_MULTI_DAY_EVENT' })
  async list(@tournamentId() id: string): Promise<FlightList> {
    const { event, flights } = await this.flights.list(id);
    return flightListView(event.id, flights);
  }

  @Get(':tournamentId/flight-report')
  @Roles(...ANYONE)
  @ApiOperation({ summary: "A flight's own results: the bags (biggest first, whether each plays Day 2) and the busts (last out first)" })
  @ApiOkResponse({ type: FlightReportView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'NOT_A_MULTI_DAY_EVENT' })
  async report(@tournamentId() id: string): Promise<FlightReportView> {
    return flightReportView(await this.flights.report(id));
  }
}
