import { Gauge, Registry } from 'prom-client';
import { ScrapeReading, showReading } from './scrape-reading';

/** A reading whose source and clock the test drives: no timer, no wall clock. */
function driven<T>(answers: (() => Promise<T>)[]) {
  let now = 0;
  const errors: unknown[] = [];
  let reads = 0;
  const reading = new ScrapeReading<T>(
    () => answers[reads++]!(),
    (error) => errors.push(error),
    5_000,
    () => now,
  );
  return { reading, errors, reads: () => reads, advance: (ms: number) => (now += ms) };
}

describe('ScrapeReading', () => {
  it('serves one reading to every ask within its age, and reads anew after it', async () => {
    const source = driven([async () => 1, async () => 2]);
    expect(await Promise.all([source.reading.get(), source.reading.get()])).toEqual([1, 1]);
    source.advance(4_999);
    expect(await source.reading.get()).toBe(1);
    expect(source.reads()).toBe(1);
    source.advance(1);
    expect(await source.reading.get()).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('says a failed reading once, as no figure, and does not ask again within the age', async () => {
    const failure = new Error('database away');
    const source = driven<number>([() => Promise.reject(failure), async () => 3]);
    expect(await source.reading.get()).toBeUndefined();
    expect(await source.reading.get()).toBeUndefined();
    expect(source.errors).toEqual([failure]);
    source.advance(5_000);
    expect(await source.reading.get()).toBe(3);
  });
});

describe('showReading', () => {
  const exposition = (registry: Registry) => registry.metrics();

  it('replaces a labelled gauge’s samples, and leaves none without a reading', async () => {
    const registry = new Registry();
    const gauge = new Gauge({ name: 'depth', help: 'h', labelNames: ['queue'], registers: [registry] });
    showReading(gauge, [{ labels: { queue: 'a' }, value: 2 }]);
    showReading(gauge, [{ labels: { queue: 'b' }, value: 5 }]);
    expect(await exposition(registry)).toContain('depth{queue="b"} 5');
    expect(await exposition(registry)).not.toContain('queue="a"');
    showReading(gauge, undefined);
    expect(await exposition(registry)).not.toMatch(/^depth/m);
  });

  it('leaves an unlabelled gauge without a sample, not at 0, when there is no reading', async () => {
    const registry = new Registry();
    const gauge = new Gauge({ name: 'tables', help: 'h', registers: [registry] });
    showReading(gauge, [{ labels: {}, value: 4 }]);
    expect(await exposition(registry)).toMatch(/^tables 4$/m);
    showReading(gauge, undefined);
    expect(await exposition(registry)).not.toMatch(/^tables/m);
    expect(await exposition(registry)).toContain('# TYPE tables gauge');
  });
});
