import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
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
import type { TableInfo } from '@app/room/hands/table-facts';
import { CreateTableDto } from '@app/room/tables/dto/create-table.dto';
import { ListTablesQuery } from '@app/room/tables/dto/list-tables.query';
import { TableInfoView, TablePage, TableViewDto } from '@app/room/tables/dto/table.views';
import type { TableView } from '@app/room/tables/table-view';
import { TablesService } from '@app/room/tables/tables.service';

@ApiTags('tables')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@Controller('tables')
export class TablesController {
  constructor(private readonly tables: TablesService) {}

  @Post()
  @Roles('admin', 'director')
  @ApiOperation({ summary: 'Create a table: game preset and rule options, stakes, seats, cash (currency, buy-in range) or tournament (chips)' })
  @ApiCreatedResponse({ type: TableInfoView })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'INVALID_TABLE_SETTINGS, UNKNOWN_UNIT, NOT_A_CURRENCY' })
  create(@CurrentPrincipal() principal: Principal, @Body() body: CreateTableDto): Promise<TableInfo> {
    return this.tables.create(principal, body);
  }

  @Get()
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({ summary: 'Tables, newest first' })
  @ApiOkResponse({ type: TablePage })
  list(@Query() query: ListTablesQuery): Promise<{ items: TableInfo[]; nextCursor: string | null }> {
    return this.tables.list(query);
  }

  @Get(':tableId')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({
    summary:
      'The table, its seats and the current hand as the caller may see it (a player: own down cards only; admin, director: every card; cashier, floor: what a spectator sees)',
  })
  @ApiOkResponse({ type: TableViewDto })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_FOUND' })
  view(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string): Promise<TableView> {
    return this.tables.view(principal, tableId);
  }

  @Post(':tableId/close')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'floor')
  @ApiOperation({ summary: 'Close: everyone cashed out now, or when the hand in progress ends (status closing until then)' })
  @ApiOkResponse({ type: TableViewDto })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'TABLE_ALREADY_CLOSED, TABLE_IS_TOURNAMENT' })
  close(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string): Promise<TableView> {
    return this.tables.close(principal, tableId);
  }
}
