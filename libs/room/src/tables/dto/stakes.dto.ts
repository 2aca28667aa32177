import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

const chipCount = (name: string, min: number) => `${name} must be an integer number of chips from ${min} to ${Number.MAX_SAFE_INTEGER}`;

/** The four forced-bet and bet sizes, in the table's unit (cents at a cash table). */
export class StakesDto {
  @ApiProperty({ type: 'integer', example: 10, minimum: 0 })
  @IsInt({ message: chipCount('ante', 0) })
  @Min(0, { message: chipCount('ante', 0) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('ante', 0) })
  ante!: number;

  @ApiProperty({ type: 'integer', example: 25, minimum: 1 })
  @IsInt({ message: chipCount('bringIn', 1) })
  @Min(1, { message: chipCount('bringIn', 1) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('bringIn', 1) })
  bringIn!: number;

  @ApiProperty({ type: 'integer', example: 100, minimum: 1 })
  @IsInt({ message: chipCount('smallBet', 1) })
  @Min(1, { message: chipCount('smallBet', 1) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('smallBet', 1) })
  smallBet!: number;

  @ApiProperty({ type: 'integer', example: 200, minimum: 1 })
  @IsInt({ message: chipCount('bigBet', 1) })
  @Min(1, { message: chipCount('bigBet', 1) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('bigBet', 1) })
  bigBet!: number;
}
