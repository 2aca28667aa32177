import { Injectable } from '@nestjs/common';
import { JobHandler, JobProcessor, StartHandJobPayload } from '@app/jobs';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';

/** Deals a table's next hand when it is still due (the service checks, under the table lock). */
@Injectable()
@JobProcessor('tables.start-hand')
export class StartHandProcessor implements JobHandler<'tables.start-hand'> {
  constructor(private readonly hands: HandLifecycleService) {}

  async process(payload: StartHandJobPayload): Promise<void> {
    await this.hands.startHand(payload.tableId, payload.handNumber);
  }
}
