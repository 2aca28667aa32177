import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ example: 'ledger.deposit', description: 'Only this action' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  action?: string;

  @ApiPropertyOptional({ example: 'player', description: 'Only records about this kind of entity' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  entityType?: string;

  @ApiPropertyOptional({ description: 'Only records about this entity (use with entityType)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  entityId?: string;

  @ApiPropertyOptional({ description: 'Only what this API key did' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  actorKeyId?: string;

  @ApiPropertyOptional({ example: 'test-123', description: 'Only what the request with this X-Request-Id wrote' })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  requestId?: string;
}
