import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { PageQueryDto } from '@app/room/common/pagination/page-query.dto';
import { DecimalIdPipe } from '../common/validation/decimal-id-param.pipe';
import { ListAccountsQuery } from '@app/room/ledger/dto/ledger-queries.dto';
import { AccountPage, StatementView, TransactionView } from '@app/room/ledger/dto/ledger.views';
import { LedgerReportsService } from '@app/room/ledger/ledger-reports.service';

@ApiTags('ledger')
@ApiBadRequestResponse({ type: ApiErrorResponse, description: 'VALIDATION_FAILED, INVALID_CURSOR' })
@Controller('ledger')
export class LedgerController {
  constructor(private readonly reports: LedgerReportsService) {}

  @Get('accounts')
  @Roles('admin', 'cashier')
  @ApiOperation({ summary: 'Ledger accounts (bankrolls, cage, house) with balances, by id' })
  @ApiOkResponse({ type: AccountPage })
  accounts(@Query() query: ListAccountsQuery): Promise<AccountPage> {
    return this.reports.listAccounts(query);
  }

  @Get('accounts/:accountId/statement')
  @Roles('admin', 'cashier')
  @ApiOperation({ summary: "Any account's statement: entries newest first with running balance" })
  @ApiOkResponse({ type: StatementView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'LEDGER_ACCOUNT_NOT_FOUND' })
  statement(@Param('accountId', new DecimalIdPipe('accountId')) accountId: string, @Query() query: PageQueryDto): Promise<StatementView> {
    return this.reports.accountStatement(accountId, query);
  }

  @Get('transactions/:transactionId')
  @Roles('admin', 'cashier')
  @ApiOperation({ summary: 'One ledger transaction with its entries' })
  @ApiOkResponse({ type: TransactionView })
  @ApiNotFoundResponse({ type: ApiErrorResponse, description: 'LEDGER_TRANSACTION_NOT_FOUND' })
  transaction(@Param('transactionId', new DecimalIdPipe('transactionId')) transactionId: string): Promise<TransactionView> {
    return this.reports.transaction(transactionId);
  }
}
