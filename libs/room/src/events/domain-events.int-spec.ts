/**
 * Handlers run inside the publisher's unit of work (real Postgres): what a handler writes
 * commits with the publisher's work, rolls back with it, and a handler's error rolls the
 * publisher's own writes back too — the contract the hands module relies on when a hand's end
 * reaches tournaments and cash games.
 */
import { Injectable } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { Test, TestingModule } from '@nestjs/testing';
import { PersistenceModule, PlayerRepository, UnitOfWork } from '@app/persistence';
import { createTestDatabase, TestDatabase } from '../../../../test/setup/test-database';
import { sql } from '../../../../test/support/ledger-invariants';
import { DomainEventPublisher } from './domain-event-publisher';
import type { TableDealing } from './domain-events';
import { OnDomainEvent } from './on-domain-event.decorator';

/** Writes a player named after the event's table id; refuses a table id starting `refuse`. */
@Injectable()
class WritingHandler {
  /** The ids of the players written, by table id. */
  readonly written = new Map<string, string>();

  constructor(private readonly players: PlayerRepository) {}

  @OnDomainEvent('table.dealing')
  async dealing({ tableId }: TableDealing): Promise<void> {
    this.written.set(tableId, (await this.players.create({ screenName: `handler-${tableId}` })).id);
    if (tableId.startsWith('refuse')) throw new Error(`handler refused ${tableId}`);
  }
}

describe('domain event handlers join the publisher’s unit of work (real Postgres)', () => {
  let db: TestDatabase;
  let moduleRef: TestingModule;
  let uow: UnitOfWork;
  let events: DomainEventPublisher;
  let players: PlayerRepository;
  const named = async (screenName: string) =>
    Number((await sql<{ n: string }>(db.databaseUrl, `SELECT count(*)::text AS n FROM players WHERE screen_name = '${screenName}'`))[0]?.n);

  beforeAll(async () => {
    db = await createTestDatabase();
    moduleRef = await Test.createTestingModule({
      imports: [PersistenceModule.forRoot({ databaseUrl: db.databaseUrl }), EventEmitterModule.forRoot()],
      providers: [DomainEventPublisher, WritingHandler],
    }).compile();
    await moduleRef.init();
    uow = moduleRef.get(UnitOfWork);
    events = moduleRef.get(DomainEventPublisher);
    players = moduleRef.get(PlayerRepository);
  });
  afterAll(async () => {
    await moduleRef.close();
    await db.drop();
  });

  it('a handler’s write commits with the publisher’s work', async () => {
    await uow.run(() => events.publish('table.dealing', { tableId: 'kept' }));
    expect(await named('handler-kept')).toBe(1);
  });

  it('a handler’s write rolls back when the publisher’s work fails after the publish', async () => {
    const failure = new Error('the publisher changed its mind');
    await expect(
      uow.run(async () => {
        await events.publish('table.dealing', { tableId: 'undone' });
        // The handler's row is in this transaction (read through it), not committed on its own (read from outside)…
        expect(await players.findById(moduleRef.get(WritingHandler).written.get('undone') ?? '')).not.toBeNull();
        expect(await named('handler-undone')).toBe(0);
        throw failure;
      }),
    ).rejects.toBe(failure);
    // …and with the rollback it is gone.
    expect(await named('handler-undone')).toBe(0);
  });

  it('a handler’s error rejects the publish and rolls the publisher’s own writes back', async () => {
    await expect(
      uow.run(async () => {
        await players.create({ screenName: 'publisher-refused' });
        await events.publish('table.dealing', { tableId: 'refused' });
      }),
    ).rejects.toThrow('handler refused refused');
    expect(await named('publisher-refused')).toBe(0);
    expect(await named('handler-refused')).toBe(0);
  });
});
