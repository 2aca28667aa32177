import { Injectable } from '@nestjs/common';
import { JobHandler, JobProcessor, LevelUpJobPayload } from '@app/jobs';
import { ClockService } from '../tournaments/clock.service';

/** The tournament clock's delayed level changes: the service decides whether the job is still due. */
@Injectable()
@JobProcessor('tournaments.level-up')
export class LevelUpProcessor implements JobHandler<'tournaments.level-up'> {
  constructor(private readonly clock: ClockService) {}

  async process(payload: LevelUpJobPayload): Promise<void> {
    await this.clock.levelUp(payload);
  }
}
