import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import type { Tournament } from '@app/persistence';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  ValidateNested,
} from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';
import { Nullable } from '../../common/validation/nullable.decorator';
import { CURRENCY_CODES } from '../../ledger/units';
import { IntField, MAX_AMOUNT } from './int-field';
import { BountyDto } from './bounty.dto';

export const TOURNAMENT_FORMATS = ['scheduled', 'sit-and-go', 'multi-day'] as const satisfies readonly Tournament['format'][];
export type TournamentFormat = Tournament['format'];

export const STRUCTURE_PRESET_NAMES = ['standard', 'turbo', 'horse'] as const;
export type StructurePresetName = (typeof STRUCTURE_PRESET_NAMES)[number];

export class RebuyDto {
  @IntField('rebuy.levels', 1, 1000, { example: 6, description: 'Rebuys are taken during levels 1…levels' })
  levels!: number;

  @IntField('rebuy.price', 0, MAX_AMOUNT, { example: 10_000, description: 'To the prize pool, minor units' })
  price!: number;

  @IntField('rebuy.fee', 0, MAX_AMOUNT, { example: 0, description: 'To the house, minor units' })
  fee!: number;

  @IntField('rebuy.chips', 1, MAX_AMOUNT, { example: 10_000 })
  chips!: number;
}

export class AddOnDto {
  @IntField('addOn.price', 0, MAX_AMOUNT, { example: 10_000 })
  price!: number;

  @IntField('addOn.fee', 0, MAX_AMOUNT, { example: 0 })
  fee!: number;

  @IntField('addOn.chips', 1, MAX_AMOUNT, { example: 15_000 })
  chips!: number;
}

export class PayoutBandDto {
  @IntField('minEntries', 2, 1_000_000)
  minEntries!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Inclusive; null for an open-ended last band' })
  @Nullable()
  @IntField('maxEntries', 2, 1_000_000, { optional: true })
  maxEntries!: number | null;

  @ApiProperty({ type: [Number], example: [50, 30, 20], description: 'Percent per place, 1st first, ≤ 3 decimals, non-increasing, summing to 100' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10_000)
  @IsNumber({}, { each: true, message: 'percentages must be numbers' })
  percentages!: number[];
}

export class PayoutTableDto {
  @ApiProperty({ example: 'top three' })
  @IsString()
  @Matches(/^\S([^\r\n]{0,62}\S)?$/, { message: 'payoutTable.name must be 1-64 characters on one line' })
  name!: string;

  @ApiProperty({ type: [PayoutBandDto] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(1000)
  @ValidateNested({ each: true })
  @Type(() => PayoutBandDto)
  bands!: PayoutBandDto[];
}

export class CreateTournamentDto {
  @ApiProperty({ example: 'Sunday Razz $100', description: '1-64 characters, one line' })
  @IsString()
  @Matches(/^\S([^\r\n]{0,62}\S)?$/, { message: 'name must be 1-64 characters on one line, without leading or trailing spaces' })
  name!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'A saved structure; or give structurePreset' })
  @IsOptional()
  @IsUUID('all', { message: 'structureId must be a UUID' })
  structureId?: string;

  @ApiPropertyOptional({ enum: STRUCTURE_PRESET_NAMES, description: 'A shipped structure; or give structureId' })
  @IsOptional()
  @IsIn(STRUCTURE_PRESET_NAMES, { message: `structurePreset must be one of ${STRUCTURE_PRESET_NAMES.join(', ')}` })
  structurePreset?: StructurePresetName;

  @ApiProperty({ example: 'USD', description: `Currency: ${CURRENCY_CODES.join(', ')}` })
  @IsString()
  @Matches(/^[A-Z]{3}$/, { message: `currency must be a currency code: ${CURRENCY_CODES.join(', ')}` })
  currency!: string;

  @IntField('buyIn', 0, MAX_AMOUNT, { example: 10_000, description: 'To the prize pool, minor units (0: a freeroll)' })
  buyIn!: number;

  @IntField('fee', 0, MAX_AMOUNT, { example: 1_000, description: 'To the house, minor units' })
  fee!: number;

  @IntField('startingStack', 1, MAX_AMOUNT, { example: 10_000, description: 'Chips per entry' })
  startingStack!: number;

  @IntField('maxPlayers', 2, 10_000, { example: 200, description: 'Entries at once (re-entries count while their player is in)' })
  maxPlayers!: number;

  @IntField('seatsPerTable', 2, 10, { optional: true, example: 8, description: 'Default 8' })
  seatsPerTable?: number;

  @IntField('actionTimeoutMs', 50, 3_600_000, { optional: true, example: 30_000, description: 'Time for each decision at the tables, ms (default 30000)' })
  actionTimeoutMs?: number;

  @IntField('handPauseMs', 0, 600_000, { optional: true, example: 3_000, description: 'Pause between hands at the tables, ms (default 3000)' })
  handPauseMs?: number;

  @IntField('lateRegistrationLevels', 0, 1000, {
    optional: true,
    example: 4,
    description: 'Entries are taken through the end of this level; 0 (default): only before the start',
  })
  lateRegistrationLevels?: number;

  @IntField('maxReentries', 0, 1000, { optional: true, example: 1, description: 'Re-entries per player after busting, during registration (default 0)' })
  maxReentries?: number;

  @ApiPropertyOptional({ type: RebuyDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => RebuyDto)
  rebuy?: RebuyDto;

  @ApiPropertyOptional({ type: AddOnDto, description: 'One per entry, at the first break after the rebuy period (or the first break)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddOnDto)
  addOn?: AddOnDto;

  @IntField('guarantee', 0, MAX_AMOUNT, { optional: true, example: 500_000, description: 'Guaranteed prize pool, minor units; the house adds the overlay' })
  guarantee?: number;

  @ApiPropertyOptional({ type: PayoutTableDto, description: 'Default: the standard table (docs/tournaments.md)' })
  @IsOptional()
  @ValidateNested()
  @Type(() => PayoutTableDto)
  payoutTable?: PayoutTableDto;

  @IntField('handForHandAt', 0, 10_000, {
    optional: true,
    example: 13,
    description: 'Hand-for-hand play starts with this many players left and ends once the money is reached; default: at the bubble (places paid + 1); 0: never',
  })
  handForHandAt?: number;

  @IntField('payoutRounding', 1, MAX_AMOUNT, {
    optional: true,
    example: 100,
    description: 'Prizes are rounded to this many minor units; default 100 (whole currency units)',
  })
  payoutRounding?: number;

  @ApiPropertyOptional({ example: '2026-12-06T18:00:00Z' })
  @IsOptional()
  @IsDateString({}, { message: 'scheduledStartAt must be an ISO 8601 date-time' })
  scheduledStartAt?: string;

  @ApiPropertyOptional({
    enum: ['engine', 'live'],
    default: 'engine',
    description:
      '`live`: dealt by people with real cards; the floor reports busts, chip counts and hands done, and balancing gives move instructions (docs/tournaments.md "Live tournaments")',
  })
  @IsOptional()
  @IsIn(['engine', 'live'], { message: 'dealing must be engine or live' })
  dealing?: 'engine' | 'live';

  @ApiPropertyOptional({
    enum: TOURNAMENT_FORMATS,
    // No `default` in the document: the web client's generated types would make the field required.
    description:
      'Default `scheduled`. `sit-and-go`: starts by itself when `maxPlayers` are registered (no late registration, no re-entries, no scheduled start); seats per table default to min(maxPlayers, 8) (docs/tournaments.md "Sit & go")',
  })
  @IsOptional()
  @IsIn(TOURNAMENT_FORMATS, { message: `format must be one of ${TOURNAMENT_FORMATS.join(', ')}` })
  format?: TournamentFormat;

  @ApiPropertyOptional({
    description: 'Default false. Sit & go only: when it starts, a fresh copy with the same terms (name numbered "#2", "#3", …) opens for registration at once',
  })
  @IsOptional()
  @IsBoolean({ message: 'reRegister must be true or false' })
  reRegister?: boolean;

  @ApiPropertyOptional({
    description:
      'Default false. Sit & go only: a shoot-out — no balancing or breaking; each table plays down to one winner, then the winners draw seats afresh at a final table. Needs 2 or more tables (maxPlayers > seatsPerTable) whose winners fit at one; no hand-for-hand',
  })
  @IsOptional()
  @IsBoolean({ message: 'shootOut must be true or false' })
  shootOut?: boolean;

  @ApiPropertyOptional({
    enum: ['if-busted', 'keep-best'],
    description:
      'Multi-day events only (and required there): `if-busted` — a player may enter another Day 1 flight only without a bagged stack; `keep-best` — a player may play several flights and takes the biggest bagged stack to Day 2 (docs/tournaments.md "Multi-day events and flights")',
  })
  @IsOptional()
  @IsIn(['if-busted', 'keep-best'], { message: 'flightReentry must be if-busted or keep-best' })
  flightReentry?: 'if-busted' | 'keep-best';

  @ApiPropertyOptional({
    type: BountyDto,
    description:
      'A bounty tournament (fixed bounties or progressive knockouts): each entry also pays `amount` into the bounty pool (docs/tournaments.md "Bounties and progressive knockouts"). No rebuys or add-on with it',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => BountyDto)
  bounty?: BountyDto;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A satellite: its prizes are seats (entries) into this tournament, worth its full entry price, plus a cash remainder to the next place; it stops when no more players are left than seats. The target may itself be a satellite (step satellites). Same currency; no custom payoutTable (docs/tournaments.md "Satellites")',
  })
  @IsOptional()
  @IsUUID('all', { message: 'satelliteTargetId must be a tournament id (UUID)' })
  satelliteTargetId?: string;
}

export class ListTournamentsQuery extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['scheduled', 'registering', 'running', 'on-break', 'finished', 'cancelled'] })
  @IsOptional()
  @IsIn(['scheduled', 'registering', 'running', 'on-break', 'finished', 'cancelled'], { message: 'status must be a tournament status' })
  status?: 'scheduled' | 'registering' | 'running' | 'on-break' | 'finished' | 'cancelled';

  @ApiPropertyOptional({ enum: TOURNAMENT_FORMATS, description: '`sit-and-go` with `status=registering`: the sit & gos filling now' })
  @IsOptional()
  @IsIn(TOURNAMENT_FORMATS, { message: `format must be one of ${TOURNAMENT_FORMATS.join(', ')}` })
  format?: TournamentFormat;
}
