import { Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { PendingRequestView } from '@app/room/pending-requests/dto/pending-request.views';
import { PendingRequestsService } from '@app/room/pending-requests/pending-requests.service';

/** A request that waits for a hand to end (the `Location` of a 202): read it, cancel it. */
@ApiTags('pending requests')
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PENDING_REQUEST_NOT_FOUND' })
@ApiForbiddenResponse({ type: ApiErrorResponse, description: 'ROLE_FORBIDDEN, PLAYER_SCOPE_FORBIDDEN (a player key: only its own top-ups)' })
@Controller('pending-requests')
export class PendingRequestsController {
  constructor(private readonly requests: PendingRequestsService) {}

  @Get(':requestId')
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'A pending request: pending, or applied, failed (with the refusal’s code and message) or cancelled' })
  @ApiOkResponse({ type: PendingRequestView })
  get(@CurrentPrincipal() principal: Principal, @Param('requestId', uuidParam('requestId')) id: string): Promise<PendingRequestView> {
    return this.requests.get(principal, id);
  }

  @Post(':requestId/cancel')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'Cancel a request that is still pending; audited' })
  @ApiOkResponse({ type: PendingRequestView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'REQUEST_NOT_PENDING (already applied, failed or cancelled)' })
  cancel(@CurrentPrincipal() principal: Principal, @Param('requestId', uuidParam('requestId')) id: string): Promise<PendingRequestView> {
    return this.requests.cancel(principal, id);
  }
}
