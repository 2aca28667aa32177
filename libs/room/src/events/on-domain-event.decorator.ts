import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEventName, DomainEvents } from './domain-events';

/** A method that handles event `E`: takes its payload, returns once its work is done. */
export type DomainEventHandler<E extends DomainEventName> = (payload: DomainEvents[E]) => Promise<void>;

/**
 * Marks a provider's method as a handler of domain event `name`; the method must take that
 * event's payload (a mismatch does not compile). The handler is called directly, not deferred
 * (`async: false`), returns its own promise (no `promisify` needed), and its errors are not
 * swallowed (`suppressErrors: false`, where Nest's default logs them): they reach the publisher
 * and roll its unit of work back.
 */
export function OnDomainEvent<E extends DomainEventName>(name: E) {
  const subscribe = OnEvent(name, { async: false, suppressErrors: false });
  return (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<DomainEventHandler<E>>): void => {
    subscribe(target, key, descriptor);
  };
}
