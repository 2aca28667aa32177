import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { AuditService } from '@app/room/audit/audit.service';
import { AuditQueryDto } from '@app/room/audit/dto/audit-query.dto';
import { AuditPage } from '@app/room/audit/dto/audit-record.view';

@ApiTags('audit')
@Controller('audit-log')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'The audit log, newest first: who (key, role) did what to which entity, when' })
  @ApiOkResponse({ type: AuditPage })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  list(@Query() query: AuditQueryDto): Promise<AuditPage> {
    return this.audit.list(query);
  }
}
