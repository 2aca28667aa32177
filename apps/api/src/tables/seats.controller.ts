import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { SeatOwnerDto, SitDownDto, SitInDto } from '@app/room/tables/dto/seating.dto';
import { TableViewDto } from '@app/room/tables/dto/table.views';
import { SeatingService } from '@app/room/tables/seating.service';
import type { TableView } from '@app/room/tables/table-view';

const SEAT_CHANGE_CONFLICTS = 'TABLE_CLOSED, NOT_SEATED, TABLE_IS_TOURNAMENT';

/** Player keys act for their own player (omit playerId); admins, directors and the floor name the player. */
@ApiTags('tables')
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_FOUND, PLAYER_NOT_FOUND' })
@ApiForbiddenResponse({ type: ApiErrorResponse, description: 'ROLE_FORBIDDEN, PLAYER_SCOPE_FORBIDDEN (a player key naming another player)' })
@ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'PLAYER_ID_REQUIRED (staff), SEAT_OUT_OF_RANGE, BUY_IN_OUT_OF_RANGE' })
@Controller('tables/:tableId')
export class SeatsController {
  constructor(private readonly seating: SeatingService) {}

  @Post('seats')
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: "Sit down with a buy-in from the player's bankroll (cash tables)" })
  @ApiCreatedResponse({ type: TableViewDto })
  @ApiConflictResponse({
    type: ApiErrorResponse,
    description: 'SEAT_TAKEN, ALREADY_SEATED, INSUFFICIENT_FUNDS, PLAYER_INACTIVE, TABLE_CLOSED, TABLE_IS_TOURNAMENT',
  })
  sitDown(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string, @Body() body: SitDownDto): Promise<TableView> {
    return this.seating.sitDown(principal, tableId, body);
  }

  @Post('leave')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'Leave: the stack goes back to the bankroll now, or when the hand the player is dealt into ends (folded when it is their turn)' })
  @ApiOkResponse({ type: TableViewDto })
  @ApiConflictResponse({ type: ApiErrorResponse, description: SEAT_CHANGE_CONFLICTS })
  leave(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string, @Body() body: SeatOwnerDto): Promise<TableView> {
    return this.seating.leave(principal, tableId, body);
  }

  @Post('sit-out')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'Sit out: not dealt the next hands (cash); tournament players are dealt in and act automatically' })
  @ApiOkResponse({ type: TableViewDto })
  @ApiConflictResponse({ type: ApiErrorResponse, description: SEAT_CHANGE_CONFLICTS })
  sitOut(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string, @Body() body: SeatOwnerDto): Promise<TableView> {
    return this.seating.sitOut(principal, tableId, body);
  }

  @Post('sit-in')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor', 'player')
  @ApiOperation({ summary: 'Sit back in (also clears the run of timeouts)' })
  @ApiOkResponse({ type: TableViewDto })
  @ApiConflictResponse({ type: ApiErrorResponse, description: SEAT_CHANGE_CONFLICTS })
  sitIn(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string, @Body() body: SitInDto): Promise<TableView> {
    return this.seating.sitIn(principal, tableId, body);
  }
}
