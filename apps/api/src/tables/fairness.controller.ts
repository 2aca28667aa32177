import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Principal } from '@app/room/auth/principal';
import { PageQueryDto } from '@app/room/common/pagination/page-query.dto';
import { ClientSeedDto } from '@app/room/fairness/dto/client-seed.dto';
import { SeedEpochPage, SeedEpochView } from '@app/room/fairness/dto/seed-epoch.views';
import { FairnessService } from '@app/room/fairness/fairness.service';
import { TableViewDto } from '@app/room/tables/dto/table.views';
import type { TableView } from '@app/room/tables/table-view';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';

/** Provably fair dealing (docs/fairness.md): seed epochs, their revealed seeds, client seeds. */
@ApiTags('tables')
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'TABLE_NOT_FOUND' })
@Controller('tables/:tableId')
export class FairnessController {
  constructor(private readonly fairness: FairnessService) {}

  @Get('seed-epochs')
  @Roles('admin', 'director', 'cashier', 'floor', 'player')
  @ApiOperation({
    summary:
      "The table's seed epochs, newest first: each commitment, and each seed once its epoch has ended (a player sees the seeds of epochs that dealt them a hand)",
  })
  @ApiOkResponse({ type: SeedEpochPage })
  list(
    @CurrentPrincipal() principal: Principal,
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @Query() query: PageQueryDto,
  ): Promise<{ items: SeedEpochView[]; nextCursor: string | null }> {
    return this.fairness.list(principal, tableId, query);
  }

  @Post('seed-epochs/reveal')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director')
  @ApiOperation({ summary: "End the table's seed epoch now, between hands: its seed is revealed, the next hand starts a new epoch" })
  @ApiOkResponse({ type: SeedEpochView })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'SEED_IN_USE (a hand dealt from it is in progress), NO_OPEN_SEED_EPOCH' })
  reveal(@CurrentPrincipal() principal: Principal, @Param('tableId', uuidParam('tableId')) tableId: string): Promise<SeedEpochView> {
    return this.fairness.reveal(principal, tableId);
  }

  @Post('client-seed')
  @HttpCode(HttpStatus.OK)
  @Roles('admin', 'director', 'player')
  @ApiOperation({ summary: "Set a seated player's client seed: part of the shuffle of every hand dealt to them from the next one" })
  @ApiOkResponse({ type: TableViewDto })
  @ApiForbiddenResponse({ type: ApiErrorResponse, description: 'ROLE_FORBIDDEN, PLAYER_SCOPE_FORBIDDEN (a player key naming another player)' })
  @ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'PLAYER_ID_REQUIRED (staff)' })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'NOT_SEATED' })
  clientSeed(
    @CurrentPrincipal() principal: Principal,
    @Param('tableId', uuidParam('tableId')) tableId: string,
    @Body() body: ClientSeedDto,
  ): Promise<TableView> {
    return this.fairness.setClientSeed(principal, tableId, body);
  }
}
