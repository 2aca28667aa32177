import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

const chipCount = (name: string, min: number) => `${name} must be an integer number of chips from ${min} to ${Number.MAX_SAFE_INTEGER}`;

/**
 * A game's forced bets and bet sizes, in the table's unit (cents at a cash table). Stud games
 * (Razz, Stud, Stud Eight-or-Better): `ante`, `bringIn`, `smallBet`, `bigBet`. Flop games (Hold'em,
 * Omaha): `smallBlind`, `bigBlind`, `smallBet`, `bigBet` and an optional `ante` — in fixed limit the
 * big blind is the small bet; in pot and no limit the big blind is the minimum bet. Which fields a
 * game takes is checked against its preset (422 `INVALID_TABLE_SETTINGS` naming the fields).
 */
export class StakesDto {
  @ApiPropertyOptional({ type: 'integer', example: 10, minimum: 0, description: 'Stud games: required. Flop games: optional (default none)' })
  @IsOptional()
  @IsInt({ message: chipCount('ante', 0) })
  @Min(0, { message: chipCount('ante', 0) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('ante', 0) })
  ante?: number;

  @ApiPropertyOptional({ type: 'integer', example: 25, minimum: 1, description: 'Stud games only (required there)' })
  @IsOptional()
  @IsInt({ message: chipCount('bringIn', 1) })
  @Min(1, { message: chipCount('bringIn', 1) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('bringIn', 1) })
  bringIn?: number;

  @ApiPropertyOptional({ type: 'integer', example: 50, minimum: 1, description: "Flop games only (Hold'em, Omaha; required there)" })
  @IsOptional()
  @IsInt({ message: chipCount('smallBlind', 1) })
  @Min(1, { message: chipCount('smallBlind', 1) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('smallBlind', 1) })
  smallBlind?: number;

  @ApiPropertyOptional({ type: 'integer', example: 100, minimum: 1, description: "Flop games only (Hold'em, Omaha; required there)" })
  @IsOptional()
  @IsInt({ message: chipCount('bigBlind', 1) })
  @Min(1, { message: chipCount('bigBlind', 1) })
  @Max(Number.MAX_SAFE_INTEGER, { message: chipCount('bigBlind', 1) })
  bigBlind?: number;

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
