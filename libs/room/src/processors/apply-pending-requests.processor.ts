import { Injectable } from '@nestjs/common';
import { ApplyPendingRequestsJobPayload, JobHandler, JobProcessor } from '@app/jobs';
import { PendingRequestRunner } from '../pending-requests/pending-request-runner.service';

/** Applies the requests that waited for a hand to end, in order (the runner locks, applies, marks each once). */
@Injectable()
@JobProcessor('tables.apply-pending-requests')
export class ApplyPendingRequestsProcessor implements JobHandler<'tables.apply-pending-requests'> {
  constructor(private readonly runner: PendingRequestRunner) {}

  async process(payload: ApplyPendingRequestsJobPayload): Promise<void> {
    await this.runner.applyAll(payload.requestIds);
  }
}
