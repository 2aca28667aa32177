import { HandState, seededRng, shuffledDeck, startHand } from '@app/razz-engine';
import type { AppConfig } from '@app/config';
import type { UnitOfWork } from '@app/persistence';
import type { AuditService } from '../audit/audit.service';
import type { Principal } from '../auth/principal';
import { HandError } from '../hands/hand.error';
import type { TableEventBus, TableUpdate, TableUpdateListener } from '../hands/table-event-bus';
import type { HandFacts, TableFacts } from '../hands/table-facts';
import type { TableFactsReader } from '../hands/table-facts.reader';
import { BroadcastFeedService, MAX_BROADCASTS_PER_KEY } from './broadcast-feed.service';
import type { BroadcastFrame } from './broadcast-frame';
import type { EquityCalculator } from './equity-calculator';

const TABLE = '00000000-0000-4000-8000-000000000001';
const DELAY = 60;

const director = (keyId: string): Principal => ({ keyId, keyName: keyId, role: 'director', playerId: null }) as unknown as Principal;

/** A Razz hand just dealt (third street), as the bus carries it. */
function dealt(): TableUpdate {
  const deck = shuffledDeck(seededRng(7));
  const started = startHand({
    stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
    seats: [1, 2, 3].map((seat) => ({ seat, stack: 500 })),
    rules: { maxSeats: 8 },
    deck,
  });
  if (!started.ok) throw new Error(started.error.message);
  const hand = {
    id: 'hand-1',
    number: 1,
    status: 'running',
    version: 1,
    deadlineAt: null,
    seats: [1, 2, 3].map((seat) => ({ seat, playerId: `p${seat}`, screenName: `P${seat}` })),
    state: started.state as HandState,
    fairness: null,
  } as unknown as HandFacts;
  return { tableId: TABLE, handId: hand.id, events: started.events, facts: { hand } as TableFacts } as TableUpdate;
}

describe('BroadcastFeedService: a cap per key, and each frame built once per table', () => {
  let listeners: TableUpdateListener[];
  let load: jest.Mock;
  let compute: jest.Mock;
  let service: BroadcastFeedService;

  beforeEach(() => {
    jest.useFakeTimers();
    listeners = [];
    load = jest.fn(async () => ({ table: {}, seats: [], hand: null }) as unknown as TableFacts);
    compute = jest.fn(async () => null);
    const bus = {
      subscribe: jest.fn(async (_tableId: string, listener: TableUpdateListener) => {
        listeners.push(listener);
        return () => listeners.splice(listeners.indexOf(listener), 1);
      }),
    } as unknown as TableEventBus;
    service = new BroadcastFeedService(
      { run: (work: () => Promise<unknown>) => work() } as unknown as UnitOfWork,
      bus,
      { load } as unknown as TableFactsReader,
      { record: jest.fn(async () => undefined) } as unknown as AuditService,
      { compute } as unknown as EquityCalculator,
      { broadcast: { delaySeconds: DELAY } } as AppConfig,
    );
  });
  afterEach(() => jest.useRealTimers());

  it(`refuses a key's feed beyond ${MAX_BROADCASTS_PER_KEY} open or opening on the process (TOO_MANY_BROADCASTS), across its connections; a closed or failed one frees its place`, async () => {
    const feeds = await Promise.all(Array.from({ length: MAX_BROADCASTS_PER_KEY }, () => service.open(director('k1'), TABLE, () => undefined)));
    await expect(service.open(director('k1'), TABLE, () => undefined)).rejects.toMatchObject({ code: 'TOO_MANY_BROADCASTS', kind: 'conflict' });
    // Another key is not affected.
    (await service.open(director('k2'), TABLE, () => undefined)).close();
    feeds[0]?.close();
    feeds[0]?.close();
    const again = await service.open(director('k1'), TABLE, () => undefined);
    await expect(service.open(director('k1'), TABLE, () => undefined)).rejects.toMatchObject({ code: 'TOO_MANY_BROADCASTS' });
    // One still opening counts too.
    again.close();
    let finish: (facts: TableFacts) => void = () => undefined;
    load.mockImplementationOnce(() => new Promise<TableFacts>((resolve) => (finish = resolve)));
    const opening = service.open(director('k1'), TABLE, () => undefined);
    await expect(service.open(director('k1'), TABLE, () => undefined)).rejects.toMatchObject({ code: 'TOO_MANY_BROADCASTS' });
    finish({ table: {}, seats: [], hand: null } as unknown as TableFacts);
    (await opening).close();
    // A refused open (an unknown table) frees its place.
    load.mockRejectedValueOnce(HandError.tableNotFound(TABLE));
    await expect(service.open(director('k1'), TABLE, () => undefined)).rejects.toMatchObject({ code: 'TABLE_NOT_FOUND' });
    (await service.open(director('k1'), TABLE, () => undefined)).close();
    for (const feed of feeds) feed.close();
  });

  it('feeds of the same table share each frame (one build, one equity request); each sends it after its own delay, with its delaySeconds', async () => {
    const sent: { a: BroadcastFrame[]; b: BroadcastFrame[] } = { a: [], b: [] };
    const a = await service.open(director('k1'), TABLE, (frame) => sent.a.push(frame), DELAY);
    const b = await service.open(director('k2'), TABLE, (frame) => sent.b.push(frame), DELAY * 2);
    a.start();
    b.start();
    const update = dealt();
    for (const listener of [...listeners]) listener(update);
    await jest.advanceTimersByTimeAsync(DELAY * 1000);
    expect(sent.a).toHaveLength(1);
    expect(sent.b).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(DELAY * 1000);
    expect(sent.b).toHaveLength(1);
    const [fa, fb] = [sent.a[0] as BroadcastFrame, sent.b[0] as BroadcastFrame];
    expect([fa.delaySeconds, fb.delaySeconds]).toEqual([DELAY, DELAY * 2]);
    expect(fa.heardAt).toBe(fb.heardAt);
    expect(fa.hands).toHaveLength(3);
    // The same frame, not a copy: the feeds hold references.
    expect(fa.hands).toBe(fb.hands);
    expect(compute).toHaveBeenCalledTimes(1);
    a.close();
    b.close();
  });
});
