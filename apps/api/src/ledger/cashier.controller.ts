import { Body, Controller, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentPrincipal } from '../auth/current-principal.decorator';
import type { Principal } from '@app/room/auth/principal';
import { Roles } from '../auth/roles.decorator';
import { ApiErrorResponse } from '../common/errors/api-error-response';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '../common/idempotency/idempotency-key.decorator';
import { markReplayed } from '../common/idempotency/replayed-header';
import { CashierReceipt, CashierService } from '@app/room/ledger/cashier.service';
import { CashMovementDto, TransferDto } from '@app/room/ledger/dto/cash-movement.dto';
import { TransactionView } from '@app/room/ledger/dto/ledger.views';

function answer(res: Response, receipt: CashierReceipt): TransactionView {
  markReplayed(res, receipt.replayed);
  return receipt.transaction;
}

@ApiTags('cashier')
@ApiHeader({
  name: IDEMPOTENCY_HEADER,
  required: true,
  description: 'Unique per intended movement (e.g. a UUID); a retry with the same key returns the first result and moves nothing',
})
@ApiBadRequestResponse({
  type: ApiErrorResponse,
  description: 'VALIDATION_FAILED (amount, unit, ids, unknown fields), IDEMPOTENCY_KEY_REQUIRED, IDEMPOTENCY_KEY_INVALID',
})
@ApiNotFoundResponse({ type: ApiErrorResponse, description: 'PLAYER_NOT_FOUND' })
@ApiConflictResponse({ type: ApiErrorResponse, description: 'INSUFFICIENT_FUNDS, PLAYER_INACTIVE, IDEMPOTENCY_KEY_REUSED' })
@ApiUnprocessableEntityResponse({ type: ApiErrorResponse, description: 'UNKNOWN_UNIT, NOT_A_CURRENCY, SAME_PLAYER_TRANSFER' })
@Controller('cashier')
export class CashierController {
  constructor(private readonly cashier: CashierService) {}

  @Post('deposits')
  @Roles('admin', 'cashier')
  @ApiOperation({ summary: "Cash in: money from the cage to a player's bankroll" })
  @ApiCreatedResponse({ type: TransactionView })
  async deposit(
    @CurrentPrincipal() principal: Principal,
    @IdempotencyKey() idempotencyKey: string,
    @Body() body: CashMovementDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionView> {
    return answer(res, await this.cashier.deposit(principal, body, idempotencyKey));
  }

  @Post('withdrawals')
  @Roles('admin', 'cashier')
  @ApiOperation({ summary: "Cash out: money from a player's bankroll out through the cage (never below zero)" })
  @ApiCreatedResponse({ type: TransactionView })
  async withdraw(
    @CurrentPrincipal() principal: Principal,
    @IdempotencyKey() idempotencyKey: string,
    @Body() body: CashMovementDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionView> {
    return answer(res, await this.cashier.withdraw(principal, body, idempotencyKey));
  }

  @Post('transfers')
  @Roles('admin', 'cashier')
  @ApiOperation({ summary: "From one player's bankroll to another's, same currency" })
  @ApiCreatedResponse({ type: TransactionView })
  async transfer(
    @CurrentPrincipal() principal: Principal,
    @IdempotencyKey() idempotencyKey: string,
    @Body() body: TransferDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionView> {
    return answer(res, await this.cashier.transfer(principal, body, idempotencyKey));
  }
}
