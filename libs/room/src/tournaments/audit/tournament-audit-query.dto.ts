import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

/** `?action=&limit=&cursor=` on a tournament's audit trail. */
export class TournamentAuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'tournament.clock-pause', description: 'Only this action' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;
}
