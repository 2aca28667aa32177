import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

/** Filters every cash report and session list takes: a time range and who/where. */
export class CashFilterQuery extends PageQueryDto {
  @ApiPropertyOptional({ example: '2026-11-29T00:00:00Z', description: 'From (inclusive), ISO 8601' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO 8601 date-time' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30T00:00:00Z', description: 'To (exclusive), ISO 8601' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO 8601 date-time' })
  to?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'tableId must be a UUID' })
  tableId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The cash game (type)' })
  @IsOptional()
  @IsUUID('all', { message: 'gameId must be a UUID' })
  gameId?: string;
}

/**
 * The CSV exports: the same filters, no paging — an export is every row of the filter, so a
 * `limit` or `cursor` (which would be ignored) is refused like any unknown parameter.
 */
export class CashReportCsvQuery extends OmitType(CashFilterQuery, ['limit', 'cursor'] as const) {}

export class ListSessionsQuery extends CashFilterQuery {
  @ApiPropertyOptional({ enum: ['open', 'closed'] })
  @IsOptional()
  @IsIn(['open', 'closed'], { message: 'status must be open or closed' })
  status?: 'open' | 'closed';
}
