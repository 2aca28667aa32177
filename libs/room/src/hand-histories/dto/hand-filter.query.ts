import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsInt, IsISO8601, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { DecimalInteger } from '../../common/pagination/decimal-integer.transform';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

/** Every filter given applies (AND). `from`/`to` bound the hand's start: from ≤ start < to. */
export class HandFilterQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Hands of this table' })
  @IsOptional()
  @IsUUID('all', { message: 'tableId must be a UUID' })
  tableId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Hands this player was dealt into (a player key: its own player only)' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId?: string;

  @ApiPropertyOptional({ example: 'spring-main-event', description: "Hands of this tournament's tables" })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'tournamentId must be 1-64 letters, digits, _ or -' })
  tournamentId?: string;

  @ApiPropertyOptional({ example: '2026-11-29T00:00:00Z', description: 'Hands started at or after this instant (ISO-8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'from must be an ISO-8601 date or instant' })
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30T00:00:00Z', description: 'Hands started before this instant (ISO-8601)' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'to must be an ISO-8601 date or instant' })
  to?: string;
}

/** `GET /hands`: the filters and `?limit=&cursor=`. */
export class ListHandsQuery extends IntersectionType(HandFilterQuery, PageQueryDto) {}

export const DEFAULT_EXPORT_SIZE = 100;
/** Hands per text export: a few KB each, so a page stays a few MB at most. */
export const MAX_EXPORT_SIZE = 500;

/** `GET /hands/export`: the filters, and pages of up to 500 hands (the next cursor in `X-Next-Cursor`). */
export class ExportHandsQuery extends HandFilterQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_EXPORT_SIZE, default: DEFAULT_EXPORT_SIZE, description: 'Hands per file' })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: `limit must be from 1 to ${MAX_EXPORT_SIZE}` })
  @Max(MAX_EXPORT_SIZE, { message: `limit must be from 1 to ${MAX_EXPORT_SIZE}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'The `X-Next-Cursor` header of the previous file; omit for the first' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}
