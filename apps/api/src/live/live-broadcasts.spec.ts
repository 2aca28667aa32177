import type { Principal } from '@app/room/auth/principal';
import type { BroadcastFeed, BroadcastFeedService } from '@app/room/broadcast/broadcast-feed.service';
import { LiveBroadcasts, MAX_BROADCASTS } from './live-broadcasts';

const table = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const director = { keyId: 'k', role: 'director', playerId: null } as unknown as Principal;
const valid = () => Promise.resolve(true);

/** A service whose feeds open when the test says (`release`), each with its delay. */
function fakeService() {
  const pending: (() => void)[] = [];
  const feeds: (BroadcastFeed & { close: jest.Mock; start: jest.Mock })[] = [];
  let held = false;
  const open = jest.fn(async (_p: Principal, _t: string, _send: unknown, delaySeconds = 1800) => {
    if (held) await new Promise<void>((resolve) => pending.push(resolve));
    const feed = { delaySeconds, start: jest.fn(), close: jest.fn() };
    feeds.push(feed);
    return feed;
  });
  return {
    service: { open } as unknown as BroadcastFeedService,
    open,
    feeds,
    hold: () => (held = true),
    release: async () => {
      held = false;
      for (const resolve of pending.splice(0)) resolve();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('LiveBroadcasts: a repeated subscribe-broadcast, and feeds unsubscribed while they open', () => {
  it('answers a repeat for an open feed with broadcast-subscribed and the delay in force (no second feed); another delay is BROADCAST_ALREADY_OPEN', async () => {
    const fake = fakeService();
    const said: Record<string, unknown>[] = [];
    const broadcasts = new LiveBroadcasts(fake.service, director, (m) => said.push(m));
    await broadcasts.subscribe(table(1), 3600, valid);
    await broadcasts.subscribe(table(1), undefined, valid);
    await broadcasts.subscribe(table(1), 3600, valid);
    await broadcasts.subscribe(table(1), 1800, valid);
    expect(fake.open).toHaveBeenCalledTimes(1);
    expect(said).toEqual([
      { type: 'broadcast-subscribed', tableId: table(1), delaySeconds: 3600 },
      { type: 'broadcast-subscribed', tableId: table(1), delaySeconds: 3600 },
      { type: 'broadcast-subscribed', tableId: table(1), delaySeconds: 3600 },
      { type: 'error', code: 'BROADCAST_ALREADY_OPEN', message: expect.stringContaining('unsubscribe it first') },
    ]);
  });

  it('answers a repeat that comes while the feed opens once it has opened', async () => {
    const fake = fakeService();
    const said: Record<string, unknown>[] = [];
    const broadcasts = new LiveBroadcasts(fake.service, director, (m) => said.push(m));
    fake.hold();
    const first = broadcasts.subscribe(table(1), undefined, valid);
    const repeat = broadcasts.subscribe(table(1), undefined, valid);
    await fake.release();
    await Promise.all([first, repeat]);
    expect(fake.open).toHaveBeenCalledTimes(1);
    expect(said).toEqual([
      { type: 'broadcast-subscribed', tableId: table(1), delaySeconds: 1800 },
      { type: 'broadcast-subscribed', tableId: table(1), delaySeconds: 1800 },
    ]);
  });

  it('counts feeds unsubscribed while they open toward the cap until they have opened, and closes each once open (never started)', async () => {
    const fake = fakeService();
    const said: Record<string, unknown>[] = [];
    const broadcasts = new LiveBroadcasts(fake.service, director, (m) => said.push(m));
    fake.hold();
    const opening = Array.from({ length: MAX_BROADCASTS }, (_, i) => broadcasts.subscribe(table(i + 1), undefined, valid));
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < MAX_BROADCASTS; i++) broadcasts.unsubscribe(table(i + 1));
    await broadcasts.subscribe(table(99), undefined, valid);
    expect(said).toEqual([{ type: 'error', code: 'TOO_MANY_SUBSCRIPTIONS', message: expect.any(String) }]);
    await fake.release();
    await Promise.all(opening);
    expect(fake.feeds).toHaveLength(MAX_BROADCASTS);
    for (const feed of fake.feeds) {
      expect(feed.close).toHaveBeenCalledTimes(1);
      expect(feed.start).not.toHaveBeenCalled();
    }
    await broadcasts.subscribe(table(99), undefined, valid);
    expect(said.at(-1)).toEqual({ type: 'broadcast-subscribed', tableId: table(99), delaySeconds: 1800 });
  });

  it('closes a feed still opening when the connection ends, once it has opened', async () => {
    const fake = fakeService();
    const broadcasts = new LiveBroadcasts(fake.service, director, () => undefined);
    fake.hold();
    const opening = broadcasts.subscribe(table(1), undefined, valid);
    await new Promise((resolve) => setImmediate(resolve));
    broadcasts.close();
    await fake.release();
    await opening;
    expect(fake.feeds[0]?.close).toHaveBeenCalledTimes(1);
    expect(fake.feeds[0]?.start).not.toHaveBeenCalled();
  });
});
