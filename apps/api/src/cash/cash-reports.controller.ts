import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { CashReportsService } from '@app/room/cash/cash-reports.service';
import { CashFilterQuery, CashReportCsvQuery } from '@app/room/cash/dto/report-query.dto';
import { DayReportPage, PlayerReportPage, TableReportPage } from '@app/room/cash/dto/report.views';

const CSV = 'text/csv; charset=utf-8';
const STAFF = ['admin', 'director', 'cashier', 'floor'] as const;
const CSV_NOTE =
  'Every row of the filter (no paging: limit and cursor are refused), RFC 4180; text that would start a spreadsheet formula (= + - @ tab CR) has a leading single quote';

/**
 * The CSV text as the body, with its content type set only now that it succeeded: a refused
 * request (validation, range) goes through the error filter, whose JSON keeps `application/json`.
 * (`@Header` would set text/csv before the pipes run, and the error would carry it.)
 */
const csvBody = async (text: Promise<string>): Promise<StreamableFile> => {
  const bytes = Buffer.from(await text, 'utf8');
  return new StreamableFile(bytes, { type: CSV, length: bytes.length });
};

/** Cash reports for staff: per player, per table, per UTC day; JSON pages or CSV. */
@ApiTags('cash reports')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_REPORT_RANGE' })
@Controller('cash-reports')
export class CashReportsController {
  constructor(private readonly reports: CashReportsService) {}

  @Roles(...STAFF)
  @Get('players')
  @ApiOperation({ summary: 'Per player: sessions, time played, buy-ins, cash-outs, net, time charged' })
  @ApiOkResponse({ type: PlayerReportPage })
  players(@Query() query: CashFilterQuery): Promise<object> {
    return this.reports.page('players', query);
  }

  @Roles(...STAFF)
  @Get('tables')
  @ApiOperation({ summary: 'Per table: hands, seat time, rake and time collected' })
  @ApiOkResponse({ type: TableReportPage })
  tables(@Query() query: CashFilterQuery): Promise<object> {
    return this.reports.page('tables', query);
  }

  @Roles(...STAFF)
  @Get('days')
  @ApiOperation({ summary: 'Per UTC day: sessions started, hands, seat time, rake and time collected' })
  @ApiOkResponse({ type: DayReportPage })
  days(@Query() query: CashFilterQuery): Promise<object> {
    return this.reports.page('days', query);
  }

  @Roles(...STAFF)
  @Get('players.csv')
  @ApiOperation({ summary: 'The per-player report as CSV' })
  @ApiProduces(CSV)
  @ApiOkResponse({ description: CSV_NOTE, schema: { type: 'string' } })
  playersCsv(@Query() query: CashReportCsvQuery): Promise<StreamableFile> {
    return csvBody(this.reports.csv('players', query));
  }

  @Roles(...STAFF)
  @Get('tables.csv')
  @ApiOperation({ summary: 'The per-table report as CSV' })
  @ApiProduces(CSV)
  @ApiOkResponse({ description: CSV_NOTE, schema: { type: 'string' } })
  tablesCsv(@Query() query: CashReportCsvQuery): Promise<StreamableFile> {
    return csvBody(this.reports.csv('tables', query));
  }

  @Roles(...STAFF)
  @Get('days.csv')
  @ApiOperation({ summary: 'The per-day report as CSV' })
  @ApiProduces(CSV)
  @ApiOkResponse({ description: CSV_NOTE, schema: { type: 'string' } })
  daysCsv(@Query() query: CashReportCsvQuery): Promise<StreamableFile> {
    return csvBody(this.reports.csv('days', query));
  }
}
