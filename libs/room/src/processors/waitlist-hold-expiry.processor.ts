import { Injectable } from '@nestjs/common';
import { JobHandler, JobProcessor, WaitlistHoldExpiryJobPayload } from '@app/jobs';
import { WaitlistService } from '../cash/waitlist.service';

/** A called player's seat hold ran out; nothing when they came or were called again. */
@Injectable()
@JobProcessor('cash.waitlist-hold-expiry')
export class WaitlistHoldExpiryProcessor implements JobHandler<'cash.waitlist-hold-expiry'> {
  constructor(private readonly waitlist: WaitlistService) {}

  async process(payload: WaitlistHoldExpiryJobPayload): Promise<void> {
    await this.waitlist.expireHold(payload.entryId, payload.call);
  }
}
