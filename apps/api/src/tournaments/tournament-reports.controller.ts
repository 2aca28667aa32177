import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { toCsv } from '@app/room/cash/csv';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { PlayerLookupQuery, ResultsExportQuery, SeatingQuery } from '@app/room/tournaments/reports/report-query.dto';
import { LookupView, SeatingView, TournamentStatisticsView } from '@app/room/tournaments/reports/report.views';
import type { CsvTable } from '@app/room/tournaments/reports/report-tables';
import { TournamentReportsService } from '@app/room/tournaments/reports/tournament-reports.service';

const ANYONE = ['admin', 'director', 'cashier', 'floor', 'player'] as const;
const CSV = 'text/csv; charset=utf-8';
const tournamentId = () => Param('tournamentId', uuidParam('tournamentId'));

/**
 * The rows written with the room's one CSV writer (RFC 4180, formula-safe), typed `text/csv` only
 * once they were read (a refusal goes through the error filter as JSON), offered as a download.
 */
const csvFile = async (table: Promise<CsvTable>, name: string): Promise<StreamableFile> => {
  const { header, rows } = await table;
  const bytes = Buffer.from(toCsv(header, rows), 'utf8');
  return new StreamableFile(bytes, { type: CSV, length: bytes.length, disposition: `attachment; filename="${name}.csv"` });
};

/** A tournament director's lists and exports (engine-dealt and live alike): thin, one service call each. */
@ApiTags('tournaments')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TOURNAMENT_NOT_FOUND' })
@Controller('tournaments/:tournamentId')
export class TournamentReportsController {
  constructor(private readonly reports: TournamentReportsService) {}

  @Get('seating')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'The seating list: table, seat, names, stack, a pending move; ?order=table|name, ?format=json|csv (full names for staff only)' })
  @ApiProduces('application/json', CSV)
  @ApiOkResponse({ type: SeatingView, description: 'JSON; with ?format=csv the same rows as text/csv (RFC 4180, formula-safe)' })
  async seating(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Query() query: SeatingQuery): Promise<SeatingView | StreamableFile> {
    if (query.format === 'csv') return csvFile(this.reports.seatingTable(principal, id, query.order), `seating-${id}`);
    return this.reports.seating(principal, id, query.order);
  }

  @Get('players/lookup')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Find a player by part of a name (screen name; full name for staff): entry status, table and seat, or place once out' })
  @ApiOkResponse({ type: LookupView })
  lookup(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Query() query: PlayerLookupQuery): Promise<LookupView> {
    return this.reports.lookup(principal, id, query.q);
  }

  @Get('results/export')
  @Roles(...ANYONE)
  @ApiOperation({ summary: "The final places as CSV: ?format=csv (the room's columns) or hendon (a results site's: Place, Name, Country, Prize, Currency)" })
  @ApiProduces(CSV)
  @ApiOkResponse({ description: 'RFC 4180, formula-safe; prizes as money in the currency’s decimals', schema: { type: 'string' } })
  resultsExport(@CurrentPrincipal() principal: Principal, @tournamentId() id: string, @Query() query: ResultsExportQuery): Promise<StreamableFile> {
    const format = query.format ?? 'csv';
    return csvFile(this.reports.resultsExport(principal, id, format), `results-${format}-${id}`);
  }

  @Get('statistics')
  @Roles(...ANYONE)
  @ApiOperation({ summary: 'Entries, re-entries, unique players, rebuys, add-ons, prize pool, players left, chips, average stack, times and levels' })
  @ApiOkResponse({ type: TournamentStatisticsView })
  statistics(@tournamentId() id: string): Promise<TournamentStatisticsView> {
    return this.reports.statistics(id);
  }
}
