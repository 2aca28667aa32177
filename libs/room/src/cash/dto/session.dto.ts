import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { IsAmount } from '../../ledger/dto/amount';
import { SeatOwnerDto } from '../../tables/dto/seating.dto';

const SOURCES = ['bankroll', 'cash'] as const;
const seatRule = 'seat must be an integer from 1 to 10';
const countedRule = `amount must be an integer number of minor units from 0 to ${Number.MAX_SAFE_INTEGER}`;

export class OpenSessionDto extends SeatOwnerDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'tableId must be a UUID' })
  tableId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, example: 3 })
  @IsInt({ message: seatRule })
  @Min(1, { message: seatRule })
  @Max(10, { message: seatRule })
  seat!: number;

  @IsAmount()
  buyIn!: number;

  @ApiPropertyOptional({ enum: SOURCES, default: 'bankroll', description: 'cash: money handed over at the table, into the cage (floor only)' })
  @IsOptional()
  @IsIn(SOURCES, { message: 'source must be bankroll or cash' })
  source?: 'bankroll' | 'cash';

  @ApiPropertyOptional({
    default: true,
    description: 'Flop games: a new player owes a big blind — wait for the big blind (true) or post one and play the next hand (false)',
  })
  @IsOptional()
  @IsBoolean({ message: 'waitForBigBlind must be true or false' })
  waitForBigBlind?: boolean;
}

export class TopUpDto {
  @IsAmount()
  amount!: number;

  @ApiPropertyOptional({ enum: SOURCES, default: 'bankroll', description: 'cash: floor only' })
  @IsOptional()
  @IsIn(SOURCES, { message: 'source must be bankroll or cash' })
  source?: 'bankroll' | 'cash';
}

export class CashOutDto {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'Live tables (required): what the player leaves with, counted by the floor. Engine tables: optional, must equal the stack',
  })
  @IsOptional()
  @IsInt({ message: countedRule })
  @Min(0, { message: countedRule })
  @Max(Number.MAX_SAFE_INTEGER, { message: countedRule })
  amount?: number;

  @ApiPropertyOptional({ enum: SOURCES, default: 'bankroll', description: 'cash: paid out in cash through the cage (floor only)' })
  @IsOptional()
  @IsIn(SOURCES, { message: 'to must be bankroll or cash' })
  to?: 'bankroll' | 'cash';
}

export class MoveSessionDto extends CashOutDto {
  @ApiProperty({ format: 'uuid', description: 'A table of the same game' })
  @IsUUID('all', { message: 'tableId must be a UUID' })
  tableId!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10 })
  @IsInt({ message: seatRule })
  @Min(1, { message: seatRule })
  @Max(10, { message: seatRule })
  seat!: number;
}
