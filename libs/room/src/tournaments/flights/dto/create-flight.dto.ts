import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsOptional, IsString, Matches } from 'class-validator';
import { IntField } from '../../dto/int-field';

/** A Day 1 flight of a multi-day event: its own name, time, stop rule, size and entry window; every other term is the event's. */
export class CreateFlightDto {
  @ApiProperty({ example: '1A', description: "The flight's name in its event (unique there): 1-4 letters and digits, such as 1A, 1B, 1C" })
  @IsString()
  @Matches(/^[0-9A-Za-z]{1,4}$/, { message: 'flightName must be 1-4 letters and digits (1A, 1B, …)' })
  flightName!: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsDateString({}, { message: 'scheduledStartAt must be an ISO date-time' })
  scheduledStartAt?: string;

  @IntField('flightStopPercent', 1, 99, {
    optional: true,
    example: 25,
    description: 'The flight stops (after the hands in play) once registration is closed and at most ⌈entries × percent / 100⌉ players are left',
  })
  flightStopPercent?: number;

  @IntField('flightStopLevel', 1, 1000, {
    optional: true,
    example: 10,
    description: 'The flight stops at the end of this level (before the structure’s last: Day 2 plays on)',
  })
  flightStopLevel?: number;

  @IntField('maxPlayers', 2, 10_000, { optional: true, description: "Default: the event's" })
  maxPlayers?: number;

  @IntField('lateRegistrationLevels', 0, 1000, { optional: true, description: 'Default 0. Entries are taken through the end of this level' })
  lateRegistrationLevels?: number;

  @IntField('maxReentries', 0, 1000, { optional: true, description: 'Default 0. Re-entries within this flight after a bust (needs late registration)' })
  maxReentries?: number;
}
