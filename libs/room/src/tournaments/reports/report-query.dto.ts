import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString, Length } from 'class-validator';

export const SEATING_ORDERS = ['table', 'name'] as const;
export type SeatingOrder = (typeof SEATING_ORDERS)[number];
export const SEATING_FORMATS = ['json', 'csv'] as const;
export type SeatingFormat = (typeof SEATING_FORMATS)[number];
export const RESULTS_FORMATS = ['csv', 'hendon'] as const;
export type ResultsFormat = (typeof RESULTS_FORMATS)[number];

export class SeatingQuery {
  @ApiPropertyOptional({ enum: SEATING_ORDERS, default: 'table', description: 'table: by table then seat; name: by screen name' })
  @IsOptional()
  @IsIn(SEATING_ORDERS, { message: `order must be one of ${SEATING_ORDERS.join(', ')}` })
  order?: SeatingOrder;

  @ApiPropertyOptional({ enum: SEATING_FORMATS, default: 'json', description: 'csv: the same list as text/csv (RFC 4180), to print' })
  @IsOptional()
  @IsIn(SEATING_FORMATS, { message: `format must be one of ${SEATING_FORMATS.join(', ')}` })
  format?: SeatingFormat;
}

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PlayerLookupQuery {
  @ApiProperty({ example: 'eric', minLength: 1, maxLength: 64, description: 'Part of a screen name (or, for staff, a full name); ignoring case and accents' })
  @Transform(trim)
  @IsDefined({ message: 'q is required: part of a name, 1-64 characters' })
  @IsString({ message: 'q must be a string' })
  @Length(1, 64, { message: 'q must be 1-64 characters (spaces around it are ignored)' })
  q!: string;
}

export class ResultsExportQuery {
  @ApiPropertyOptional({
    enum: RESULTS_FORMATS,
    default: 'csv',
    description: "csv: every final place with the room's columns; hendon: the paid places in a results site's columns (Place, Name, Country, Prize, Currency)",
  })
  @IsOptional()
  @IsIn(RESULTS_FORMATS, { message: `format must be one of ${RESULTS_FORMATS.join(', ')}` })
  format?: ResultsFormat;
}
