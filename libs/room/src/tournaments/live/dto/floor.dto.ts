import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { IntField, MAX_AMOUNT } from '../../dto/int-field';
import { EliminatorDto } from './eliminator.dto';

const uuid = (name: string) => IsUUID('all', { message: `${name} must be a UUID` });

export class BustedPlayerDto {
  @ApiProperty({ format: 'uuid' })
  @uuid('playerId')
  playerId!: string;

  @IntField('startingStack', 1, MAX_AMOUNT, {
    optional: true,
    description:
      'The chips the player began the hand with: required when several players bust in one hand (the bigger stack takes the better place, equal stacks share — TDA)',
  })
  startingStack?: number;

  @ApiPropertyOptional({
    type: [EliminatorDto],
    description:
      'Bounty events (and only they): who busted the player — the winner of the pot, or the winners of a split pot each with their share; required there (docs/tournaments.md "Bounties and progressive knockouts")',
  })
  @IsOptional()
  @IsArray({ message: 'eliminatedBy must be an array' })
  @ArrayMinSize(1, { message: 'eliminatedBy must name at least one player' })
  @ArrayMaxSize(9, { message: 'eliminatedBy must name at most 9 players (one table)' })
  @ArrayUnique((p: EliminatorDto) => p.playerId, { message: 'eliminatedBy must name each player once' })
  @ValidateNested({ each: true })
  @Type(() => EliminatorDto)
  eliminatedBy?: EliminatorDto[];
}

export class BustDto {
  @ApiProperty({ format: 'uuid', description: 'The table the hand was played at' })
  @uuid('tableId')
  tableId!: string;

  @ApiProperty({ type: [BustedPlayerDto], description: 'Everyone out in that one hand' })
  @IsArray({ message: 'players must be an array' })
  @ArrayMinSize(1, { message: 'players must name at least one player' })
  @ArrayMaxSize(10, { message: 'players must name at most 10 players (one hand at one table)' })
  @ArrayUnique((p: BustedPlayerDto) => p.playerId, { message: 'players must name each player once' })
  @ValidateNested({ each: true })
  @Type(() => BustedPlayerDto)
  players!: BustedPlayerDto[];
}

export class PlayerChipsDto {
  @ApiProperty({ format: 'uuid' })
  @uuid('playerId')
  playerId!: string;

  @IntField('chips', 1, MAX_AMOUNT, { description: 'The chips counted in front of the player (a player with none is reported as a bust)' })
  chips!: number;
}

export class ChipCountDto {
  @ApiProperty({ type: [PlayerChipsDto] })
  @IsArray({ message: 'counts must be an array' })
  @ArrayMinSize(1, { message: 'counts must name at least one player' })
  @ArrayMaxSize(10_000, { message: 'counts must name at most 10000 players' })
  @ArrayUnique((p: PlayerChipsDto) => p.playerId, { message: 'counts must name each player once' })
  @ValidateNested({ each: true })
  @Type(() => PlayerChipsDto)
  counts!: PlayerChipsDto[];
}

export class ColourUpDto {
  @IntField('removedChip', 1, MAX_AMOUNT, { optional: true, example: 25, description: 'The denomination taken out of play (for the record)' })
  removedChip?: number;

  @ApiProperty({ type: [PlayerChipsDto], description: 'Every player left, each with the stack after the chip race' })
  @IsArray({ message: 'stacks must be an array' })
  @ArrayMinSize(1, { message: 'stacks must name at least one player' })
  @ArrayMaxSize(10_000, { message: 'stacks must name at most 10000 players' })
  @ArrayUnique((p: PlayerChipsDto) => p.playerId, { message: 'stacks must name each player once' })
  @ValidateNested({ each: true })
  @Type(() => PlayerChipsDto)
  stacks!: PlayerChipsDto[];
}

export class HandDoneDto {
  @ApiProperty({ format: 'uuid', description: 'The table whose hand-for-hand hand is over' })
  @uuid('tableId')
  tableId!: string;
}

export class SeatChoiceDto {
  @ApiProperty({ format: 'uuid' })
  @uuid('playerId')
  playerId!: string;

  @ApiProperty({ format: 'uuid' })
  @uuid('tableId')
  tableId!: string;

  @IntField('seat', 1, 10)
  seat!: number;
}

export class UndoDto {
  @ApiPropertyOptional({
    type: [SeatChoiceDto],
    description: "A bust's undo: where to seat a player whose own seat is no longer free (taken, or its table broken); default: the seat they busted in",
  })
  @IsOptional()
  @IsArray({ message: 'seats must be an array' })
  @ArrayMaxSize(10, { message: 'seats must name at most 10 players' })
  @ValidateNested({ each: true })
  @Type(() => SeatChoiceDto)
  seats?: SeatChoiceDto[];
}

export const MOVE_STATUS_FILTERS = ['pending', 'done', 'cancelled', 'all'] as const;

export class MoveListQuery {
  @ApiPropertyOptional({ enum: MOVE_STATUS_FILTERS, default: 'pending' })
  @IsOptional()
  @IsIn(MOVE_STATUS_FILTERS, { message: `status must be one of ${MOVE_STATUS_FILTERS.join(', ')}` })
  status?: (typeof MOVE_STATUS_FILTERS)[number];
}
