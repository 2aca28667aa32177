import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { IntField } from '../../dto/int-field';
import { MAX_POINTS, MAX_TABLE_PLACES } from '../league-formula';

export const FORMULA_KINDS = ['by-place', 'field-size'] as const;

/**
 * A league's points formula (docs/tournaments.md "Leagues and series"). Which fields go with which
 * kind is checked by the service (`INVALID_LEAGUE_FORMULA`); the types and ranges here.
 */
export class LeagueFormulaDto {
  @ApiProperty({ enum: FORMULA_KINDS, description: '`by-place`: a points table; `field-size`: k × √entries / √place × (1 + log10(buyIn / base + 0.25))' })
  @IsIn(FORMULA_KINDS, { message: `formula.kind must be one of ${FORMULA_KINDS.join(', ')}` })
  kind!: (typeof FORMULA_KINDS)[number];

  @ApiPropertyOptional({
    type: 'integer',
    isArray: true,
    example: [100, 80, 65, 55, 50],
    description: `by-place only: the points of 1st, 2nd, 3rd… (never rising; places beyond it earn 0; up to ${MAX_TABLE_PLACES} places)`,
  })
  @IsOptional()
  @IsArray({ message: 'formula.places must be an array of integers' })
  @ArrayMaxSize(MAX_TABLE_PLACES, { message: `formula.places may list at most ${MAX_TABLE_PLACES} places` })
  @IsInt({ each: true, message: `formula.places must be integers from 0 to ${MAX_POINTS}` })
  @Min(0, { each: true, message: `formula.places must be integers from 0 to ${MAX_POINTS}` })
  @Max(MAX_POINTS, { each: true, message: `formula.places must be integers from 0 to ${MAX_POINTS}` })
  places?: number[];

  @IntField('formula.participation', 0, MAX_POINTS, {
    optional: true,
    example: 5,
    description: 'Points for everyone who entered, on top of the place; default 0',
  })
  participation?: number;

  @IntField('formula.k', 1, 10_000, { optional: true, example: 10, description: 'field-size only: the scale; default 10' })
  k?: number;

  @IntField('formula.base', 1, Number.MAX_SAFE_INTEGER, {
    optional: true,
    example: 100,
    description: 'field-size only: the buy-in unit in minor units (100 = one dollar, euro or pound); default 100',
  })
  base?: number;
}
