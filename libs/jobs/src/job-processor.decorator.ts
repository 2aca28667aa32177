import { SetMetadata } from '@nestjs/common';
import type { JobContext, JobName, JobPayloads } from './job-types';

export const JOB_PROCESSOR_METADATA = 'razz:job-processor';

/** Marks a provider as the processor of one job name. Processors are thin: they call a service. */
export const JobProcessor = (name: JobName): ClassDecorator => SetMetadata(JOB_PROCESSOR_METADATA, name);

export interface JobHandler<N extends JobName = JobName> {
  process(payload: JobPayloads[N], context: JobContext): Promise<void>;
}
