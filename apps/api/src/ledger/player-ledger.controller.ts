import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ownPlayer } from '../auth/route-access';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { uuidParam } from '../common/validation/uuid-param.pipe';
import { PlayerStatementQuery } from '@app/room/ledger/dto/ledger-queries.dto';
import { PlayerBalancesView, StatementView } from '@app/room/ledger/dto/ledger.views';
import { LedgerReportsService } from '@app/room/ledger/ledger-reports.service';

@ApiTags('cashier')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
@Controller('players/:playerId')
export class PlayerLedgerController {
  constructor(private readonly reports: LedgerReportsService) {}

  @Get('balances')
  @Roles('admin', 'cashier', ownPlayer('playerId'))
  @ApiOperation({ summary: "A player's bankroll balances, one per unit" })
  @ApiOkResponse({ type: PlayerBalancesView })
  balances(@Param('playerId', uuidParam('playerId')) playerId: string): Promise<PlayerBalancesView> {
    return this.reports.playerBalances(playerId);
  }

  @Get('statement')
  @Roles('admin', 'cashier', ownPlayer('playerId'))
  @ApiOperation({ summary: "A player's bankroll statement in one unit: entries newest first, each with the running balance" })
  @ApiOkResponse({ type: StatementView })
  statement(@Param('playerId', uuidParam('playerId')) playerId: string, @Query() query: PlayerStatementQuery): Promise<StatementView> {
    return this.reports.playerStatement(playerId, query);
  }
}
