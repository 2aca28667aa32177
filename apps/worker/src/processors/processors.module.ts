import { Module } from '@nestjs/common';
import { NoopProcessor } from './noop.processor';

/**
 * Every job processor. The worker app always hosts this module; the API hosts it too when
 * jobs run in-process (no Redis: the embedded default).
 */
@Module({ providers: [NoopProcessor] })
export class ProcessorsModule {}
