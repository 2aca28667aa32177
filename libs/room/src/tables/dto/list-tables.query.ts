import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { TABLE_KINDS, TABLE_STATUSES, TableKind, TableStatus } from '@app/persistence';
import { PageQueryDto } from '../../common/pagination/page-query.dto';

export class ListTablesQuery extends PageQueryDto {
  @ApiPropertyOptional({ enum: TABLE_STATUSES })
  @IsOptional()
  @IsIn(TABLE_STATUSES, { message: `status must be one of ${TABLE_STATUSES.join(', ')}` })
  status?: TableStatus;

  @ApiPropertyOptional({ enum: TABLE_KINDS })
  @IsOptional()
  @IsIn(TABLE_KINDS, { message: `kind must be one of ${TABLE_KINDS.join(', ')}` })
  kind?: TableKind;
}
