/**
 * The publisher and the decorator over @nestjs/event-emitter, in a bare Nest module: publish
 * awaits every handler of the event (and only its handlers), and a handler's error rejects the
 * publish instead of being logged and swallowed (the library's default).
 */
import { Injectable } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test, TestingModule } from '@nestjs/testing';
import { DomainEventPublisher } from './domain-event-publisher';
import type { SeatCashedOut, TableDealing } from './domain-events';
import { OnDomainEvent } from './on-domain-event.decorator';

/** What the handlers saw, in the order they finished. */
@Injectable()
class Seen {
  readonly finished: string[] = [];
  failFor: string | null = null;
}

@Injectable()
class SlowHandler {
  constructor(private readonly seen: Seen) {}

  @OnDomainEvent('table.dealing')
  async dealing({ tableId }: TableDealing): Promise<void> {
    // Finishes several turns of the event loop later: publish must still wait for it.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
    this.seen.finished.push(`slow:${tableId}`);
  }
}

@Injectable()
class FailingHandler {
  constructor(private readonly seen: Seen) {}

  @OnDomainEvent('table.dealing')
  async dealing({ tableId }: TableDealing): Promise<void> {
    if (this.seen.failFor === tableId) throw new Error(`refused ${tableId}`);
    this.seen.finished.push(`failing:${tableId}`);
  }

  @OnDomainEvent('seat.cashed-out')
  async cashedOut(event: SeatCashedOut): Promise<void> {
    this.seen.finished.push(`cashed-out:${event.seat.seat}`);
  }
}

describe('DomainEventPublisher and @OnDomainEvent', () => {
  let moduleRef: TestingModule;
  let events: DomainEventPublisher;
  let seen: Seen;

  beforeEach(async () => {
    moduleRef = await Test.createTestingModule({
      imports: [EventEmitterModule.forRoot()],
      providers: [Seen, DomainEventPublisher, SlowHandler, FailingHandler],
    }).compile();
    await moduleRef.init();
    events = moduleRef.get(DomainEventPublisher);
    seen = moduleRef.get(Seen);
  });
  afterEach(() => moduleRef.close());

  it('resolves once every handler of the event has finished, and calls no handler of another event', async () => {
    await events.publish('table.dealing', { tableId: 't1' });
    expect([...seen.finished].sort()).toEqual(['failing:t1', 'slow:t1']);
  });

  it('rejects with the error a handler throws', async () => {
    seen.failFor = 't2';
    await expect(events.publish('table.dealing', { tableId: 't2' })).rejects.toThrow('refused t2');
  });
});

/*
 * The map types both ends; `npx tsc` checks these lines (each must be an error), so a publisher
 * or a handler whose payload drifts from the map does not compile.
 */
export function typedAtBothEnds(events: DomainEventPublisher): void {
  // @ts-expect-error: the payload of `table.dealing` is a TableDealing
  void events.publish('table.dealing', { handId: 'h' });
  // @ts-expect-error: not an event of the map
  void events.publish('table.dealt', { tableId: 't' });
}

export class MistypedHandler {
  // @ts-expect-error: a `seat.cashed-out` handler must take a SeatCashedOut
  @OnDomainEvent('seat.cashed-out')
  async handle(event: TableDealing): Promise<void> {
    void event;
  }
}
