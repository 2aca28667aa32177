import { Injectable } from '@nestjs/common';
import { JobContext, JobHandler, JobProcessor, NoopJobPayload } from '@app/jobs';
import { SystemEventRepository } from '@app/persistence';

/** Records that it ran: lets tests and operators see a job make the full trip through a queue. */
@Injectable()
@JobProcessor('system.noop')
export class NoopProcessor implements JobHandler<'system.noop'> {
  constructor(private readonly events: SystemEventRepository) {}

  async process(payload: NoopJobPayload, context: JobContext): Promise<void> {
    await this.events.record('job.noop', { token: payload.token, jobId: context.jobId, attempt: context.attempt });
  }
}
