import { Injectable } from '@nestjs/common';
import { JobHandler, JobProcessor, TimeCollectionJobPayload } from '@app/jobs';
import { TimeCollectionService } from '../cash/time-collection.service';

/** A period started at a time-collected cash table: collect it and arm the next one. */
@Injectable()
@JobProcessor('cash.time-collection')
export class TimeCollectionProcessor implements JobHandler<'cash.time-collection'> {
  constructor(private readonly time: TimeCollectionService) {}

  async process(payload: TimeCollectionJobPayload): Promise<void> {
    await this.time.collect(payload.tableId, payload.periodStart);
  }
}
