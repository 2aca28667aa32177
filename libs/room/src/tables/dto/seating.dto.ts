import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { IsAmount } from '../../ledger/dto/amount';

/** Whose seat: a player key may leave it out (it is its own player); staff name the player. */
export class SeatOwnerDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Staff: the player. Player keys: omit it (or give their own id)' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId?: string;
}

export class SitDownDto extends SeatOwnerDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 9, example: 3 })
  @IsInt({ message: 'seat must be an integer from 1 to 9' })
  @Min(1, { message: 'seat must be an integer from 1 to 9' })
  @Max(9, { message: 'seat must be an integer from 1 to 9' })
  seat!: number;

  @IsAmount()
  buyIn!: number;
}
