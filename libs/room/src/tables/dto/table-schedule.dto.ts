import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { PRESET_NAMES } from '@app/razz-engine';
import { StakesDto } from './stakes.dto';

export const TABLE_ROTATIONS = ['every-n-hands', 'per-orbit'] as const;
export const MAX_SCHEDULED_GAMES = 12;

/** One game of a rotation table: a preset, rule options over it, and its own stakes. */
export class ScheduledGameDto {
  // Checked by the table settings, not here, so an unknown preset is a 422 that names the game.
  @ApiProperty({ example: 'stud', description: `An engine preset: ${PRESET_NAMES.join(', ')}` })
  @IsString({ message: 'each scheduled game needs a preset (a string)' })
  preset!: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Rule options over the preset (RuleSet fields except maxSeats)' })
  @IsOptional()
  @IsObject({ message: 'rules must be an object of rule options' })
  rules?: Record<string, unknown>;

  @ApiProperty({ type: StakesDto })
  @ValidateNested()
  @Type(() => StakesDto)
  stakes!: StakesDto;
}

/** When the game changes: every N hands dealt, or after one orbit (as many hands as players dealt in). */
export class TableRotationDto {
  @ApiProperty({
    enum: TABLE_ROTATIONS,
    description: "every-n-hands: after `hands` hands; per-orbit: after as many hands as players were dealt into the game's first hand",
  })
  @IsIn(TABLE_ROTATIONS, { message: `rotation.kind must be one of ${TABLE_ROTATIONS.join(', ')}` })
  kind!: (typeof TABLE_ROTATIONS)[number];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 1000, example: 8, description: 'every-n-hands only (required there)' })
  @ValidateIf((rotation: TableRotationDto) => rotation.kind === 'every-n-hands' || rotation.hands !== undefined)
  @IsInt({ message: 'rotation.hands must be an integer from 1 to 1000 (every-n-hands only)' })
  @Min(1, { message: 'rotation.hands must be an integer from 1 to 1000 (every-n-hands only)' })
  @Max(1000, { message: 'rotation.hands must be an integer from 1 to 1000 (every-n-hands only)' })
  hands?: number;
}

/** A rotation table's games in order (H.O.R.S.E.-style), instead of one preset and stakes. */
export class TableScheduleDto {
  @ApiProperty({ type: [ScheduledGameDto], minItems: 2, maxItems: MAX_SCHEDULED_GAMES })
  @IsArray({ message: 'schedule.games must be a list of games' })
  @ArrayMinSize(2, { message: "schedule.games needs two or more games (one game is a table's preset and stakes)" })
  @ArrayMaxSize(MAX_SCHEDULED_GAMES, { message: `schedule.games takes at most ${MAX_SCHEDULED_GAMES} games` })
  @ValidateNested({ each: true })
  @Type(() => ScheduledGameDto)
  games!: ScheduledGameDto[];

  @ApiProperty({ type: TableRotationDto })
  @ValidateNested()
  @Type(() => TableRotationDto)
  rotation!: TableRotationDto;

  @ApiPropertyOptional({
    example: 'Triple Stud',
    description:
      "The rotation's name in hand histories (`Triple Stud (Razz Limit, $0.10/$0.20 USD)`). Default: HORSE for Limit Hold'em, Omaha Hi-Lo, Razz, Stud and Stud Eight-or-Better; HOSE without Razz; Triple Stud for the three stud games; else Mixed",
  })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9][A-Za-z0-9 .&'-]{0,30}[A-Za-z0-9.]$|^[A-Za-z0-9]$/, {
    message: "schedule.mix must be 1-32 letters, digits, spaces or . & ' - (no brackets or commas: it goes into the hand history header)",
  })
  mix?: string;
}
