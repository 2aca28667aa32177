import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, Matches, Max, Min, ValidateIf, ValidateNested } from 'class-validator';
import { PRESET_NAMES, PresetName } from '@app/razz-engine';
import { TABLE_DEALINGS, TableDealing, WAITLIST_NO_ANSWER, WaitlistNoAnswer } from '@app/persistence';
import { IsAmount } from '../../ledger/dto/amount';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { StakesDto } from '../../tables/dto/stakes.dto';
import { TableScheduleDto } from '../../tables/dto/table-schedule.dto';

/** Without a schedule a game deals one preset: `preset` and `stakes` are then required. */
const oneGame = (dto: CreateCashGameDto) => dto.schedule === undefined;

const intRange = (name: string, min: number, max: number) => `${name} must be an integer from ${min} to ${max}`;

/** Time collection: `amount` from every seat at the start of every period of `periodMinutes`. */
export class TimeCollectionDto {
  @IsAmount()
  amount!: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 1440, example: 30 })
  @IsInt({ message: intRange('periodMinutes', 1, 1440) })
  @Min(1, { message: intRange('periodMinutes', 1, 1440) })
  @Max(1440, { message: intRange('periodMinutes', 1, 1440) })
  periodMinutes!: number;
}

export class CreateCashGameDto {
  @ApiProperty({ example: '$2/$4 Razz', description: '1-64 characters, one line' })
  @IsString()
  @Matches(/^[^\r\n]{1,64}$/, { message: 'name must be 1-64 characters on one line' })
  @Matches(/^\S(.*\S)?$/, { message: 'name must not start or end with a space' })
  name!: string;

  @ApiProperty({ enum: TABLE_DEALINGS, description: 'engine: hands dealt through the API; live: a human dealer, the floor records buy-ins and cash-outs' })
  @IsIn(TABLE_DEALINGS, { message: `dealing must be one of ${TABLE_DEALINGS.join(', ')}` })
  dealing!: TableDealing;

  @ApiPropertyOptional({ enum: PRESET_NAMES, example: 'razz', description: 'Required without a schedule' })
  @ValidateIf(oneGame)
  @IsIn(PRESET_NAMES, { message: `preset must be one of ${PRESET_NAMES.join(', ')}` })
  preset?: PresetName;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    example: { rake: { kind: 'percentage', percent: 5, cap: 300, fromStreet: 1 } },
    description: "Rule options over the preset (with a schedule: over every game's, which may set their own); percentage rake only at engine tables",
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
    description: 'A mixed game (H.O.R.S.E.): its tables rotate these games, each with its own stakes, instead of preset and stakes',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => TableScheduleDto)
  schedule?: TableScheduleDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 2, maximum: 10, default: 8 })
  @IsOptional()
  @IsInt({ message: intRange('maxSeats', 2, 10) })
  @Min(2, { message: intRange('maxSeats', 2, 10) })
  @Max(10, { message: intRange('maxSeats', 2, 10) })
  maxSeats?: number;

  @ApiProperty({ example: 'USD' })
  @IsString()
  @Matches(/^[A-Z]{3}$/, { message: 'unit must be a currency code such as USD' })
  unit!: string;

  @IsAmount()
  minBuyIn!: number;

  @IsAmount()
  maxBuyIn!: number;

  @ApiPropertyOptional({ type: TimeCollectionDto, description: 'Time collection per seat per period instead of (or at a live table: as) the rake' })
  @IsOptional()
  @ValidateNested()
  @Type(() => TimeCollectionDto)
  timeCollection?: TimeCollectionDto;

  @ApiPropertyOptional({ type: 'integer', minimum: 50, maximum: 3_600_000, default: 30_000, description: 'Engine tables: time for each decision, in ms' })
  @IsOptional()
  @IsInt({ message: intRange('actionTimeoutMs', 50, 3_600_000) })
  @Min(50, { message: intRange('actionTimeoutMs', 50, 3_600_000) })
  @Max(3_600_000, { message: intRange('actionTimeoutMs', 50, 3_600_000) })
  actionTimeoutMs?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 600_000, default: 3_000, description: 'Engine tables: pause between hands, in ms' })
  @IsOptional()
  @IsInt({ message: intRange('handPauseMs', 0, 600_000) })
  @Min(0, { message: intRange('handPauseMs', 0, 600_000) })
  @Max(600_000, { message: intRange('handPauseMs', 0, 600_000) })
  handPauseMs?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 2 })
  @IsOptional()
  @IsInt({ message: intRange('maxTimeouts', 1, 100) })
  @Min(1, { message: intRange('maxTimeouts', 1, 100) })
  @Max(100, { message: intRange('maxTimeouts', 1, 100) })
  maxTimeouts?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 10, maximum: 3600, default: 120, description: 'How long a called player’s seat is held, in seconds' })
  @IsOptional()
  @IsInt({ message: intRange('holdSeconds', 10, 3600) })
  @Min(10, { message: intRange('holdSeconds', 10, 3600) })
  @Max(3600, { message: intRange('holdSeconds', 10, 3600) })
  holdSeconds?: number;

  @ApiPropertyOptional({ enum: WAITLIST_NO_ANSWER, default: 'end', description: 'A called player who does not come: back to the end of the list, or off it' })
  @IsOptional()
  @IsIn(WAITLIST_NO_ANSWER, { message: `noAnswer must be one of ${WAITLIST_NO_ANSWER.join(', ')}` })
  noAnswer?: WaitlistNoAnswer;
}

export class OpenCashTableDto {
  @ApiProperty({ example: 'Razz 1', description: '1-64 characters, one line' })
  @IsString()
  @Matches(/^[^\r\n]{1,64}$/, { message: 'name must be 1-64 characters on one line' })
  @Matches(/^\S(.*\S)?$/, { message: 'name must not start or end with a space' })
  name!: string;
}

export class ListCashGamesQuery extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['open', 'closed'] })
  @IsOptional()
  @IsIn(['open', 'closed'], { message: 'status must be open or closed' })
  status?: 'open' | 'closed';
}
