import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { JOB_PROCESSOR_METADATA, JobHandler } from './job-processor.decorator';
import type { JobName } from './job-types';

/** Finds every `@JobProcessor` provider in the application, once, at module init. */
@Injectable()
export class JobHandlerRegistry implements OnModuleInit {
  private readonly handlers = new Map<JobName, JobHandler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const { metatype, instance } = wrapper;
      if (!metatype || !instance) continue;
      const name = this.reflector.get<JobName | undefined>(JOB_PROCESSOR_METADATA, metatype);
      if (!name) continue;
      if (this.handlers.has(name)) throw new Error(`two processors for job ${name}`);
      this.handlers.set(name, instance as JobHandler);
    }
  }

  get(name: string): JobHandler | undefined {
    return this.handlers.get(name as JobName);
  }

  names(): JobName[] {
    return [...this.handlers.keys()];
  }
}
