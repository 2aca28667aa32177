import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { SeatOwnerDto } from '../../tables/dto/seating.dto';

export class JoinWaitlistDto extends SeatOwnerDto {
  @ApiPropertyOptional({ enum: ['in-person', 'remote'], description: 'Default: remote for a player key, in-person when staff add the player' })
  @IsOptional()
  @IsIn(['in-person', 'remote'], { message: 'via must be in-person or remote' })
  via?: 'in-person' | 'remote';
}

export class CallWaitlistDto {
  @ApiProperty({ format: 'uuid', description: 'The table whose open seat is held for the player' })
  @IsUUID('all', { message: 'tableId must be a UUID' })
  tableId!: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Call this player (who must be waiting); default: the first one waiting' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a UUID' })
  playerId?: string;
}
