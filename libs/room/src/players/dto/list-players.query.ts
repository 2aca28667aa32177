import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import type { PlayerStatusFilter } from '@app/persistence';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

const STATUSES: PlayerStatusFilter[] = ['active', 'inactive', 'all'];

export class ListPlayersQuery extends PageQueryDto {
  @ApiPropertyOptional({ example: 'stu', description: 'Screen names containing this, ignoring case' })
  @IsOptional()
  @IsString()
  @MaxLength(24)
  q?: string;

  @ApiPropertyOptional({ enum: STATUSES, default: 'all' })
  @IsOptional()
  @IsIn(STATUSES, { message: `status must be one of ${STATUSES.join(', ')}` })
  status?: PlayerStatusFilter;
}
