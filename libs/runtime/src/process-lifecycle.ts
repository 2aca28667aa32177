import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Whether this process has begun to stop. Set once, by the shutdown's first step, before anything
 * closes: readiness answers 503 from then on (a load balancer stops sending), while the requests
 * already here are still answered.
 */
@Injectable()
export class ProcessLifecycle {
  private drainingSince: Date | undefined;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  beginDraining(): void {
    this.drainingSince ??= new Date();
  }
}

/** One `ProcessLifecycle` per application, for whichever provider asks whether the process is stopping. */
@Global()
@Module({ providers: [ProcessLifecycle], exports: [ProcessLifecycle] })
export class ProcessLifecycleModule {}
