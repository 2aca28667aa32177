import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { IsAmount } from '../../ledger/dto/amount';

/** Whose seat: a player key may leave it out (it is its own player); staff name the player. */
export class SeatOwnerDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Staff: the player. Player keys: omit it (or give their own id)' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId?: string;
}

export class SitDownDto extends SeatOwnerDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 10, example: 3 })
  @IsInt({ message: 'seat must be an integer from 1 to 10' })
  @Min(1, { message: 'seat must be an integer from 1 to 10' })
  @Max(10, { message: 'seat must be an integer from 1 to 10' })
  seat!: number;

  @IsAmount()
  buyIn!: number;

  @ApiPropertyOptional({
    default: true,
    description:
      'Flop games at cash tables: a new player owes a big blind — wait for the big blind to come round (true) or post one and play the next hand (false)',
  })
  @IsOptional()
  @IsBoolean({ message: 'waitForBigBlind must be true or false' })
  waitForBigBlind?: boolean;
}

export class SitInDto extends SeatOwnerDto {
  @ApiPropertyOptional({
    description:
      'Flop games at cash tables: with blinds owed (missed while sitting out), wait for the big blind (true) or post them and play the next hand (false). Default: as before',
  })
  @IsOptional()
  @IsBoolean({ message: 'waitForBigBlind must be true or false' })
  waitForBigBlind?: boolean;
}
