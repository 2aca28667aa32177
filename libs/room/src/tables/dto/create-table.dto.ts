import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { PRESET_NAMES, PresetName } from '@app/razz-engine';
import { TABLE_KINDS, TableKind } from '@app/persistence';
import { IsAmount } from '../../ledger/dto/amount';
import { StakesDto } from './stakes.dto';
import { TableScheduleDto } from './table-schedule.dto';

/** When the table's seed epoch ends and its seed is revealed (docs/fairness.md). */
export class SeedRevealDto {
  @ApiProperty({ enum: ['hand', 'hours'], description: 'hand: after every hand; hours: every `hours` hours (always when the table closes or a director asks)' })
  @IsIn(['hand', 'hours'], { message: 'seedReveal.kind must be hand or hours' })
  kind!: 'hand' | 'hours';

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 8760, example: 24, description: 'hours only (required there)' })
  @ValidateIf((dto: SeedRevealDto) => dto.kind === 'hours' || dto.hours !== undefined)
  @IsInt({ message: 'seedReveal.hours must be an integer from 1 to 8760 (kind hours only)' })
  @Min(1, { message: 'seedReveal.hours must be an integer from 1 to 8760 (kind hours only)' })
  @Max(8760, { message: 'seedReveal.hours must be an integer from 1 to 8760 (kind hours only)' })
  hours?: number;
}

/** Without a schedule a table deals one game: `preset` and `stakes` are then required. */
const oneGame = (dto: CreateTableDto) => dto.schedule === undefined;

export class CreateTableDto {
  @ApiProperty({ example: 'Gotha II', description: '1-64 characters, one line' })
  @IsString()
  @Matches(/^[^\r\n]{1,64}$/, { message: 'name must be 1-64 characters on one line' })
  @Matches(/^\S(.*\S)?$/, { message: 'name must not start or end with a space' })
  name!: string;

  @ApiProperty({ enum: TABLE_KINDS, description: 'cash: players buy in from their bankroll; tournament: seated by the tournament with its chips' })
  @IsIn(TABLE_KINDS, { message: `kind must be one of ${TABLE_KINDS.join(', ')}` })
  kind!: TableKind;

  @ApiPropertyOptional({ enum: PRESET_NAMES, example: 'razz', description: 'Required without a schedule' })
  @ValidateIf(oneGame)
  @IsIn(PRESET_NAMES, { message: `preset must be one of ${PRESET_NAMES.join(', ')}` })
  preset?: PresetName;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { rake: { kind: 'percentage', percent: 5, cap: 300, fromStreet: 1 } },
    description: 'Rule options over the preset (RuleSet fields except maxSeats); see libs/razz-engine/README.md',
  })
  @IsOptional()
  @IsObject({ message: 'rules must be an object of rule options' })
  rules?: Record<string, unknown>;

  @ApiPropertyOptional({ type: StakesDto, description: 'Required without a schedule' })
  @ValidateIf(oneGame)
  @ValidateNested()
  @Type(() => StakesDto)
  stakes?: StakesDto;

  @ApiPropertyOptional({
    type: TableScheduleDto,
    description: 'A rotation table (cash): its games in order, each with its own stakes, instead of preset, rules and stakes',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TableScheduleDto)
  schedule?: TableScheduleDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 2, maximum: 10, default: 8 })
  @IsOptional()
  @IsInt({ message: 'maxSeats must be an integer from 2 to 10' })
  @Min(2, { message: 'maxSeats must be an integer from 2 to 10' })
  @Max(10, { message: 'maxSeats must be an integer from 2 to 10' })
  maxSeats?: number;

  @ApiPropertyOptional({
    example: 'USD',
    description:
      'Cash tables: the currency (USD, EUR, GBP; one chip is one cent), or PLAY: play chips, a practice table (docs/tables.md). Tournament tables count in chips:<tournamentId>',
  })
  @IsOptional()
  @IsString()
  @Matches(/^([A-Z]{3}|PLAY)$/, { message: 'unit must be a currency code such as USD, or PLAY (play chips: a practice table)' })
  unit?: string;

  @ApiPropertyOptional({ example: 'spring-main-event', description: 'Tournament tables: the tournament whose chips they play with' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'tournamentId must be 1-64 letters, digits, _ or -' })
  tournamentId?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Cash tables (required): the smallest buy-in, in minor units' })
  @IsOptional()
  @IsAmount()
  minBuyIn?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'Cash tables (required): the largest buy-in, in minor units' })
  @IsOptional()
  @IsAmount()
  maxBuyIn?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 50,
    maximum: 3_600_000,
    default: 30_000,
    description: 'Time for each decision, in ms; then the table checks or folds',
  })
  @IsOptional()
  @IsInt({ message: 'actionTimeoutMs must be an integer from 50 to 3600000' })
  @Min(50, { message: 'actionTimeoutMs must be an integer from 50 to 3600000' })
  @Max(3_600_000, { message: 'actionTimeoutMs must be an integer from 50 to 3600000' })
  actionTimeoutMs?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 600_000, default: 3_000, description: 'Pause between hands, in ms' })
  @IsOptional()
  @IsInt({ message: 'handPauseMs must be an integer from 0 to 600000' })
  @Min(0, { message: 'handPauseMs must be an integer from 0 to 600000' })
  @Max(600_000, { message: 'handPauseMs must be an integer from 0 to 600000' })
  handPauseMs?: number;

  @ApiPropertyOptional({
    type: SeedRevealDto,
    description: 'When the server seed is revealed (docs/fairness.md). Default every 24 hours: revealing a seed shows every folded card of its hands',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SeedRevealDto)
  seedReveal?: SeedRevealDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 2, description: 'Timeouts in a row after which a player is sat out' })
  @IsOptional()
  @IsInt({ message: 'maxTimeouts must be an integer from 1 to 100' })
  @Min(1, { message: 'maxTimeouts must be an integer from 1 to 100' })
  @Max(100, { message: 'maxTimeouts must be an integer from 1 to 100' })
  maxTimeouts?: number;
}
