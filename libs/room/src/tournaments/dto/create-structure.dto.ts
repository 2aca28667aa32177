import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { PRESET_NAMES } from '@app/razz-engine';
import { IntField, MAX_AMOUNT } from './int-field';

/**
 * A level's amounts in chips, all stored: a stud level's ante and bring-in (bring-in < small bet <
 * big bet), a flop level's blinds (small blind ≤ big blind ≤ small bet; an optional ante). Which
 * fields a level takes follows its game.
 */
export class LevelStakesDto {
  @IntField('ante', 0, MAX_AMOUNT, { example: 10, optional: true, description: 'Stud levels: required; flop levels: optional' })
  ante?: number;

  @IntField('bringIn', 1, MAX_AMOUNT, { example: 25, optional: true, description: 'Stud levels only' })
  bringIn?: number;

  @IntField('smallBlind', 1, MAX_AMOUNT, { example: 50, optional: true, description: "Flop levels only (Hold'em, Omaha)" })
  smallBlind?: number;

  @IntField('bigBlind', 1, MAX_AMOUNT, { example: 100, optional: true, description: "Flop levels only (Hold'em, Omaha)" })
  bigBlind?: number;

  @IntField('smallBet', 1, MAX_AMOUNT, { example: 100 })
  smallBet!: number;

  @IntField('bigBet', 1, MAX_AMOUNT, { example: 200 })
  bigBet!: number;
}

export class ChipRaceDto {
  @IntField('smallestChip', 1, MAX_AMOUNT, { example: 25, description: 'The smallest chip left in play after the colour-up' })
  smallestChip!: number;
}

/** A level (`stakes` required) or a break (no `stakes`, optional `chipRace`). */
export class StructureItemDto {
  @ApiProperty({ enum: ['level', 'break'] })
  @IsIn(['level', 'break'], { message: 'kind must be level or break' })
  kind!: 'level' | 'break';

  @IntField('minutes', 1, 24 * 60, { example: 20 })
  minutes!: number;

  @ApiPropertyOptional({ type: LevelStakesDto, description: 'Levels only' })
  @IsOptional()
  @ValidateNested()
  @Type(() => LevelStakesDto)
  stakes?: LevelStakesDto;

  @ApiPropertyOptional({
    example: 'stud',
    description: `Levels only, mixed tournaments: the game this level deals, an engine preset (${PRESET_NAMES.join(', ')}); a level without one deals the previous level's game (the first: razz)`,
  })
  @IsOptional()
  @IsString({ message: 'game must be a preset name' })
  game?: string;

  @ApiPropertyOptional({ type: ChipRaceDto, description: 'Breaks only: a chip race (colour-up) during the break' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ChipRaceDto)
  chipRace?: ChipRaceDto;
}

export class CreateStructureDto {
  @ApiProperty({ example: 'Sunday Razz 20-minute levels', description: '1-64 characters, one line; unique ignoring case' })
  @IsString()
  @Matches(/^\S([^\r\n]{0,62}\S)?$/, { message: 'name must be 1-64 characters on one line, without leading or trailing spaces' })
  name!: string;

  @ApiProperty({ type: [StructureItemDto], description: 'Levels and breaks in order: starts and ends with a level, no two breaks in a row' })
  @IsArray()
  @ArrayMinSize(1, { message: 'items must hold at least one level' })
  @ArrayMaxSize(200, { message: 'items holds at most 200 levels and breaks' })
  @ValidateNested({ each: true })
  @Type(() => StructureItemDto)
  items!: StructureItemDto[];
}
