import { DelayedQueue } from './delayed-queue';

/** A promise settled by hand: the equity of a frame still being computed. */
function later<T>(): { promise: Promise<T>; resolve: (value: T) => void; reject: (err: Error) => void } {
  let resolve!: (value: T) => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<T>((res, rej) => ([resolve, reject] = [res, rej]));
  return { promise, resolve, reject };
}

describe('DelayedQueue: each item held until its time, sent in order', () => {
  let sent: [string, number][];
  let failures: unknown[];
  const queue = (capacity = 10) => {
    const q = new DelayedQueue<string>(
      (value, missed) => sent.push([value, missed]),
      capacity,
      (err) => failures.push(err),
      () => Date.now(),
    );
    q.start();
    return q;
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    sent = [];
    failures = [];
  });
  afterEach(() => jest.useRealTimers());

  it('sends nothing before its due time, then each item at its own', async () => {
    const q = queue();
    q.push(1_000_000 + 2_000, Promise.resolve('third street'));
    q.push(1_000_000 + 3_000, Promise.resolve('fourth street'));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([['third street', 0]]);
    await jest.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([['third street', 0]]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent.map(([v]) => v)).toEqual(['third street', 'fourth street']);
  });

  it('sends nothing before start(), then what is due at once, in order', async () => {
    const q = new DelayedQueue<string>(
      (value) => sent.push([value, 0]),
      10,
      (err) => failures.push(err),
    );
    q.push(1_000_000, Promise.resolve('snapshot'));
    q.push(1_000_000 + 500, Promise.resolve('third street'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([]);
    q.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map(([v]) => v)).toEqual(['snapshot', 'third street']);
  });

  it('a head still computing holds back the items after it, however due they are', async () => {
    const q = queue();
    const slow = later<string>();
    q.push(1_000_000, slow.promise);
    q.push(1_000_000, Promise.resolve('next'));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
    slow.resolve('first');
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map(([v]) => v)).toEqual(['first', 'next']);
  });

  it('is bounded: items beyond its capacity are refused, and the next one taken says how many', async () => {
    const q = queue(2);
    for (const v of ['a', 'b', 'c', 'd']) q.push(1_000_000 + 1_000, Promise.resolve(v));
    expect(q.size).toBe(2);
    await jest.advanceTimersByTimeAsync(1_000);
    q.push(1_000_000 + 2_000, Promise.resolve('e'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([
      ['a', 0],
      ['b', 0],
      ['e', 2],
    ]);
  });

  it('closing drops what it holds: nothing is sent after, not even the item being awaited', async () => {
    const q = queue();
    const computing = later<string>();
    q.push(1_000_000, computing.promise);
    q.push(1_000_000 + 5_000, Promise.resolve('held'));
    await jest.advanceTimersByTimeAsync(0);
    q.close();
    computing.resolve('too late');
    await jest.advanceTimersByTimeAsync(10_000);
    q.push(1_000_000, Promise.resolve('after close'));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([]);
    expect(q.size).toBe(0);
  });

  it('an item that fails is reported and skipped; the next still goes', async () => {
    const q = queue();
    const failing = later<string>();
    q.push(1_000_000, failing.promise);
    q.push(1_000_000, Promise.resolve('after'));
    failing.reject(new Error('no equity'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([['after', 0]]);
    expect(failures).toEqual([new Error('no equity')]);
  });
});
