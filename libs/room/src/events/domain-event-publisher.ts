import { Injectable } from '@nestjs/common';
import { EventEmitter2, EventEmitterReadinessWatcher } from '@nestjs/event-emitter';
import type { DomainEventName, DomainEvents } from './domain-events';

/**
 * Publishes a domain event (the names and payloads are `DomainEvents`'s) and resolves once every
 * handler has: `emitAsync` calls each handler in the caller's async context — so inside the
 * caller's unit of work — and awaits them all; the first handler error rejects the publish.
 */
@Injectable()
export class DomainEventPublisher {
  constructor(
    private readonly emitter: EventEmitter2,
    private readonly readiness: EventEmitterReadinessWatcher,
  ) {}

  async publish<E extends DomainEventName>(name: E, payload: DomainEvents[E]): Promise<void> {
    // Handlers are subscribed at application bootstrap: an event published by another bootstrap hook waits for them.
    await this.readiness.waitUntilReady();
    await this.emitter.emitAsync(name, payload);
  }
}
