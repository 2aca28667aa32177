import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, IsUUID, Matches, ValidateNested } from 'class-validator';
import { CURRENCY_CODES } from '../../../ledger/units';
import { LeagueFormulaDto } from './league-formula.dto';

const NAME = /^\S([^\r\n]{0,62}\S)?$/;
const NAME_MESSAGE = 'name must be 1-64 characters on one line, without leading or trailing spaces';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class LeagueSeasonDto {
  @ApiProperty({ example: '2027-01-01', description: 'The first day (YYYY-MM-DD)' })
  @IsString()
  @Matches(DAY, { message: 'season.from must be a date YYYY-MM-DD' })
  from!: string;

  @ApiProperty({ example: '2027-06-30', description: 'The last day (YYYY-MM-DD), on or after `from`' })
  @IsString()
  @Matches(DAY, { message: 'season.to must be a date YYYY-MM-DD' })
  to!: string;
}

export class CreateLeagueDto {
  @ApiProperty({ example: 'Winter Razz Series', description: '1-64 characters, one line' })
  @IsString()
  @Matches(NAME, { message: NAME_MESSAGE })
  name!: string;

  @ApiProperty({ example: 'USD', description: `The events' currency: ${CURRENCY_CODES.join(', ')}` })
  @IsIn(CURRENCY_CODES, { message: `currency must be one of ${CURRENCY_CODES.join(', ')}` })
  currency!: string;

  @ApiProperty({ type: LeagueSeasonDto })
  @IsObject({ message: 'season must be an object { from, to }' })
  @ValidateNested()
  @Type(() => LeagueSeasonDto)
  season!: LeagueSeasonDto;

  @ApiProperty({ type: LeagueFormulaDto })
  @IsObject({ message: 'formula must be an object' })
  @ValidateNested()
  @Type(() => LeagueFormulaDto)
  formula!: LeagueFormulaDto;
}

/** Name, season and formula; the currency stays (the events already added are in it). */
export class UpdateLeagueDto {
  @ApiPropertyOptional({ example: 'Winter Razz Series', description: '1-64 characters, one line' })
  @IsOptional()
  @IsString()
  @Matches(NAME, { message: NAME_MESSAGE })
  name?: string;

  @ApiPropertyOptional({ type: LeagueSeasonDto })
  @IsOptional()
  @IsObject({ message: 'season must be an object { from, to }' })
  @ValidateNested()
  @Type(() => LeagueSeasonDto)
  season?: LeagueSeasonDto;

  @ApiPropertyOptional({ type: LeagueFormulaDto, description: 'The whole formula (it replaces the old one); standings follow at once' })
  @IsOptional()
  @IsObject({ message: 'formula must be an object' })
  @ValidateNested()
  @Type(() => LeagueFormulaDto)
  formula?: LeagueFormulaDto;
}

export class AddLeagueEventDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'tournamentId must be a UUID' })
  tournamentId!: string;
}
