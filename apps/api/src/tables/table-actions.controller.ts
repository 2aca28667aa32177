import { Body, Controller, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../common/idempotency/idempotency-key.decorator';
import { markReplayed } from '../common/idempotency/replayed-header';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ActionDto } from '@app/room/hands/dto/action.dto';
import { TableViewDto } from '@app/room/tables/dto/table.views';
import { buildTableView, TableView } from '@app/room/tables/table-view';

@ApiTags('tables')
@Controller('tables/:tableId/actions')
export class TableActionsController {
  constructor(private readonly hands: HandLifecycleService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'player')
  @ApiOperation({ summary: 'Act in the hand in progress: a player for their own seat, admins and directors for the seat they name' })
  @ApiHeader({ name: IDEMPOTENCY_HEADER, required: false, description: 'A retry with the same key applies nothing again and answers with the table as it is' })
  @ApiOkResponse({ type: TableViewDto, description: "The caller's view after the action" })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description:
      "The engine's refusals: NOT_YOUR_TURN, STALE_VERSION, HAND_OVER, ILLEGAL_ACTION, CANNOT_CHECK, CANNOT_CALL, CANNOT_FOLD, BETTING_CAPPED, BETTING_NOT_REOPENED; NO_HAND_IN_PROGRESS, NOT_IN_HAND, IDEMPOTENCY_KEY_REUSED",
  })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'AMOUNT_REQUIRED, AMOUNT_OUT_OF_RANGE, UNKNOWN_SEAT, SEAT_REQUIRED (staff)' })
  async act(
    @CurrentPrincipal() principal: Principal,
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @IdempotencyKey({ optional: true }) idempotencyKey: string | undefined,
    @Body() body: ActionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TableView> {
    const outcome = await this.hands.act(principal, tableId, body, idempotencyKey);
    markReplayed(res, outcome.replayed);
    return buildTableView(outcome.facts, principal);
  }
}
