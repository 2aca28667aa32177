import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { API_KEY_ROLES, type ApiKeyRole } from '@app/persistence';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

export class ListApiKeysQuery extends PageQueryDto {
  @ApiPropertyOptional({ enum: API_KEY_ROLES })
  @IsOptional()
  @IsIn(API_KEY_ROLES, { message: `role must be one of ${API_KEY_ROLES.join(', ')}` })
  role?: ApiKeyRole;

  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false', description: 'Include revoked keys' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'includeRevoked must be true or false' })
  includeRevoked?: 'true' | 'false';
}
