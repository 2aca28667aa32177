import { Body, Controller, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Principal } from '@app/room/auth/principal';
import { SeatBotDto } from '@app/room/bots/dto/seat-bot.dto';
import { TableBotsService } from '@app/room/bots/table-bots.service';
import { TableViewDto } from '@app/room/tables/dto/table.views';
import type { TableView } from '@app/room/tables/table-view';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

/** Staff seat bots at practice tables (docs/tables.md "Practice tables and bots"); a bot leaves by POST /tables/{id}/leave. */
@ApiTags('tables')
@Controller('tables/:tableId/bots')
export class TableBotsController {
  constructor(private readonly bots: TableBotsService) {}

  @Post()
  @Roles('admin', 'director')
  @ApiOperation({ summary: "Seat a bot player (the engine's bot plays the seat on its own), bought in from the cage of the table's unit" })
  @ApiCreatedResponse({ type: TableViewDto })
  @ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_FOUND' })
  @ApiForbiddenResponse({ type: ApiErrorResponse, description: 'ROLE_FORBIDDEN' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'BOTS_NOT_ALLOWED, SEAT_TAKEN, TABLE_CLOSED, TABLE_IS_LIVE, SCREEN_NAME_TAKEN' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'SEAT_OUT_OF_RANGE, BUY_IN_OUT_OF_RANGE' })
  seat(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string, @Body() body: SeatBotDto): Promise<TableView> {
    return this.bots.seat(principal, tableId, body);
  }
}
