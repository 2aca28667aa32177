import { PrismaService, UnitOfWork } from '@app/persistence';
import { LocalTournamentEventBus } from './local-tournament-event-bus';
import { TournamentEventBus, TournamentFeedEvent, TournamentUpdate } from './tournament-feed';
import { TournamentFeedService } from './tournament-feed.service';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

/** A unit of work over a stand-in client: its transaction runs the work and commits unless the work throws. */
function unitOfWork(): UnitOfWork {
  const prisma = { transaction: async <T>(work: (client: object, connection: object) => Promise<T>) => work({}, { client: undefined, ended: false }) };
  return new UnitOfWork(prisma as unknown as PrismaService);
}

/** A bus whose publish fails the first `failures` times. */
class FlakyBus extends TournamentEventBus {
  readonly published: TournamentUpdate[] = [];
  constructor(private failures: number) {
    super();
  }
  async publish(update: TournamentUpdate): Promise<void> {
    if (this.failures-- > 0) throw new Error('redis is down');
    this.published.push(update);
  }
  async subscribe(): Promise<() => void> {
    return () => undefined;
  }
}

const broken = (tables: number[]): TournamentFeedEvent => ({ type: 'table-broken', tables });
/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TournamentFeedService', () => {
  let bus: LocalTournamentEventBus;
  let uow: UnitOfWork;
  let feed: TournamentFeedService;
  let heard: TournamentUpdate[];

  beforeEach(async () => {
    bus = new LocalTournamentEventBus();
    uow = unitOfWork();
    feed = new TournamentFeedService(bus, uow);
    heard = [];
    await bus.subscribe(A, (u) => heard.push(u));
  });

  it('outside a unit of work, publishes at once, stamped with the time and the tournament', async () => {
    feed.announce(A, broken([2]));
    await settle();
    expect(heard).toEqual([{ tournamentId: A, at: expect.any(String), event: broken([2]) }]);
    expect(new Date(heard[0]?.at ?? '').toISOString()).toBe(heard[0]?.at);
  });

  it('inside a unit of work, publishes nothing before the commit, then everything in the order announced', async () => {
    let heardBeforeCommit: number | undefined;
    await uow.run(async () => {
      feed.announce(A, broken([1]));
      feed.announce(B, broken([9]));
      feed.announce(A, { type: 'final-table', table: 3 });
      await settle();
      heardBeforeCommit = heard.length;
    });
    expect(heardBeforeCommit).toBe(0);
    expect(heard.map((u) => u.event)).toEqual([broken([1]), { type: 'final-table', table: 3 }]);
  });

  it('publishes nothing of a unit of work that rolls back', async () => {
    await expect(
      uow.run(async () => {
        feed.announce(A, broken([1]));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    await settle();
    expect(heard).toEqual([]);
  });

  it('announceNow publishes before it resolves', async () => {
    await feed.announceNow(A, { type: 'finished' });
    expect(heard.map((u) => u.event)).toEqual([{ type: 'finished' }]);
  });

  it('a failed publish is not thrown, neither to the work it follows nor to announceNow, and the next one goes out', async () => {
    const flaky = new FlakyBus(2);
    const service = new TournamentFeedService(flaky, uow);
    await expect(
      uow.run(async () => {
        service.announce(A, broken([1]));
        return 'committed';
      }),
    ).resolves.toBe('committed');
    await expect(service.announceNow(A, broken([2]))).resolves.toBeUndefined();
    await service.announceNow(A, broken([3]));
    expect(flaky.published.map((u) => u.event)).toEqual([broken([3])]);
  });
});
