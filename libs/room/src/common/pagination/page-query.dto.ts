import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DecimalInteger } from './decimal-integer.transform';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** `?limit=&cursor=` on every list: keyset pagination, stable while rows are added. */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: 'Items per page' })
  @IsOptional()
  @DecimalInteger()
  @IsInt({ message: 'limit must be an integer' })
  @Min(1, { message: `limit must be from 1 to ${MAX_PAGE_SIZE}` })
  @Max(MAX_PAGE_SIZE, { message: `limit must be from 1 to ${MAX_PAGE_SIZE}` })
  limit?: number;

  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page; omit for the first page' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}

export function pageLimit(query: PageQueryDto): number {
  return query.limit ?? DEFAULT_PAGE_SIZE;
}
