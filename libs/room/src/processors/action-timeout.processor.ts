import { Injectable } from '@nestjs/common';
import { ActionTimeoutJobPayload, JobHandler, JobProcessor } from '@app/jobs';
import { HandLifecycleService } from '../hands/hand-lifecycle.service';

/** A decision ran out of time; a stale job (the hand moved past its version) does nothing. */
@Injectable()
@JobProcessor('tables.action-timeout')
export class ActionTimeoutProcessor implements JobHandler<'tables.action-timeout'> {
  constructor(private readonly hands: HandLifecycleService) {}

  async process(payload: ActionTimeoutJobPayload): Promise<void> {
    await this.hands.timeOut(payload.tableId, payload.handId, payload.version);
  }
}
