import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Principal } from '@app/room/auth/principal';
import { toCsv } from '@app/room/cash/csv';
import { PageQueryDto } from '@app/room/common/pagination/page-query.dto';
import { AddLeagueEventDto, CreateLeagueDto, UpdateLeagueDto } from '@app/room/tournaments/leagues/dto/create-league.dto';
import { LeaguePage, LeagueView, PlayerHistoryView, StandingsPage } from '@app/room/tournaments/leagues/dto/league.views';
import { LeaguesService } from '@app/room/tournaments/leagues/leagues.service';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

/** Reads: every key that reads tournaments. Changes: those who run them. */
const ANYONE = ['admin', 'director', 'cashier', 'floor', 'player'] as const;
const RUNS = ['admin', 'director'] as const;
const CSV = 'text/csv; charset=utf-8';
const leagueId = () => Param('leagueId', uuidParam('leagueId'));

/** The standings written with the room's CSV writer (RFC 4180, formula-safe), typed `text/csv` only once read (a refusal stays JSON). */
const csvFile = async (table: Promise<{ header: string[]; rows: (string | number | null)[][] }>, name: string): Promise<StreamableFile> => {
  const { header, rows } = await table;
  const bytes = Buffer.from(toCsv(header, rows), 'utf8');
  return new StreamableFile(bytes, { type: CSV, length: bytes.length, disposition: `attachment; filename="${name}.csv"` });
};

/** Leagues and series (docs/tournaments.md "Leagues and series"): thin, one service call each. */
@ApiTags('leagues')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR, INVALID_LEAGUE_FORMULA' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'LEAGUE_NOT_FOUND' })
@Controller('leagues')
export class LeaguesController {
  constructor(private readonly leagues: LeaguesService) {}

  @Post()
  @Roles(...RUNS)
  @ApiOperation({ summary: 'Create a league: name, currency, season, points formula (by-place or field-size)' })
  @ApiCreatedResponse({ type: LeagueView })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_LEAGUE_SEASON' })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateLeagueDto): Promise<LeagueView> {
    return this.leagues.create(principal, body);
  }

  @Get()
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Leagues, newest first' })
  @ApiOkResponse({ type: LeaguePage })
  list(@Query() query: PageQueryDto): Promise<LeaguePage> {
    return this.leagues.list(query);
  }

  @Get(':leagueId')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'One league with its events' })
  @ApiOkResponse({ type: LeagueView })
  get(@leagueId() id: string): Promise<LeagueView> {
    return this.leagues.get(id);
  }

  @Patch(':leagueId')
  @Roles(...RUNS)
  @ApiOperation({ summary: 'Change the name, season or formula (the standings follow at once)' })
  @ApiOkResponse({ type: LeagueView })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_LEAGUE_SEASON' })
  update(@CurrentPrincipal() principal: Principal, @leagueId() id: string, @Body() body: UpdateLeagueDto): Promise<LeagueView> {
    return this.leagues.update(principal, id, body);
  }

  @Post(':leagueId/events')
  @HttpCode(HttpStatus.OK)
  @Roles(...RUNS)
  @ApiOperation({ summary: 'Add a tournament to the league (any status; only finished events earn points)' })
  @ApiOkResponse({ type: LeagueView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'LEAGUE_NOT_FOUND, TOURNAMENT_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'LEAGUE_EVENT_ALREADY_ADDED, LEAGUE_EVENT_CURRENCY_MISMATCH' })
  addEvent(@CurrentPrincipal() principal: Principal, @leagueId() id: string, @Body() body: AddLeagueEventDto): Promise<LeagueView> {
    return this.leagues.addEvent(principal, id, body.tournamentId);
  }

  @Post(':leagueId/events/:tournamentId/remove')
  @HttpCode(HttpStatus.OK)
  @Roles(...RUNS)
  @ApiOperation({ summary: 'Take a tournament out of the league' })
  @ApiOkResponse({ type: LeagueView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'LEAGUE_NOT_FOUND, LEAGUE_EVENT_NOT_FOUND' })
  removeEvent(
    @CurrentPrincipal() principal: Principal,
    @leagueId() id: string,
    @Param('tournamentId', uuidParam('tournamentId')) tournamentId: string,
  ): Promise<LeagueView> {
    return this.leagues.removeEvent(principal, id, tournamentId);
  }

  @Get(':leagueId/standings')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Standings: points, then best single event, then events played; finished events only' })
  @ApiOkResponse({ type: StandingsPage })
  standings(@leagueId() id: string, @Query() query: PageQueryDto): Promise<StandingsPage> {
    return this.leagues.standingsPage(id, query);
  }

  @Get(':leagueId/standings.csv')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Every row of the standings as CSV' })
  @ApiProduces(CSV)
  @ApiOkResponse({ description: 'RFC 4180; text that would start a spreadsheet formula has a leading single quote', schema: { type: 'string' } })
  standingsCsv(@leagueId() id: string): Promise<StreamableFile> {
    return csvFile(this.leagues.standingsTable(id), `league-${id}-standings`);
  }

  @Get(':leagueId/players/:playerId')
  @Roles(...ANYONE)
  @ApiOperation({ summary: "A player's league: rank, points and each counted event (date, place, entries, points)" })
  @ApiOkResponse({ type: PlayerHistoryView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'LEAGUE_NOT_FOUND, PLAYER_NOT_FOUND' })
  player(@leagueId() id: string, @Param('playerId', uuidParam('playerId')) playerId: string): Promise<PlayerHistoryView> {
    return this.leagues.playerHistory(id, playerId);
  }
}
