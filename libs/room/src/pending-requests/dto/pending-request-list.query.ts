import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PENDING_REQUEST_STATUSES } from '@app/persistence';
import type { PendingRequestStatus } from '@app/persistence';

export class PendingRequestListQuery {
  @ApiPropertyOptional({ enum: PENDING_REQUEST_STATUSES, description: 'Only requests in this status (pending: the ones still waiting); all when left out' })
  @IsOptional()
  @IsIn(PENDING_REQUEST_STATUSES, { message: `status must be one of ${PENDING_REQUEST_STATUSES.join(', ')}` })
  status?: PendingRequestStatus;
}
