import { Injectable } from '@nestjs/common';
import { BalanceJobPayload, JobHandler, JobProcessor } from '@app/jobs';
import { BalancingService } from '../tournaments/balancing/balancing.service';

/** Balances a tournament's tables between hands (the service locks, plans and applies). */
@Injectable()
@JobProcessor('tournaments.balance')
export class BalanceProcessor implements JobHandler<'tournaments.balance'> {
  constructor(private readonly balancing: BalancingService) {}

  async process(payload: BalanceJobPayload): Promise<void> {
    await this.balancing.balance(payload.tournamentId);
  }
}
