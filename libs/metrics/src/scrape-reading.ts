/**
 * How long a figure read from elsewhere at a scrape (the table census from Postgres, the queue
 * depth from Redis) is served again before it is read anew. Prometheus scrapes every 15 s by
 * default, so one scraper always gets a fresh reading; a second scraper, a dashboard refreshing
 * every second, or anyone calling /metrics in a loop costs one reading per process per 5 s, not one
 * per request. docs/operations.md "Metrics" says the same.
 */
export const SCRAPE_READING_MAX_AGE_MS = 5_000;

/**
 * A figure a gauge reads from another system when it is scraped, read at most once per
 * `maxAgeMs` in this process however often it is asked, and shared by every gauge that shows it
 * (a scrape collects its gauges at once: they wait for one reading). A failed reading is
 * `undefined`, logged once through `onError`, and kept for the same time as a good one: an outage
 * costs one attempt per interval too.
 *
 * The gauges apply one rule to what they get (`showReading`): a figure replaces all their
 * samples; `undefined` leaves none, so a stale figure never looks live (the series goes absent,
 * which alerts can test with `absent()`).
 */
export class ScrapeReading<T> {
  private last: { value: T | undefined; at: number } | undefined;
  private reading: Promise<T | undefined> | undefined;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly onError: (error: unknown) => void,
    private readonly maxAgeMs = SCRAPE_READING_MAX_AGE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T | undefined> {
    if (this.last && this.now() - this.last.at < this.maxAgeMs) return Promise.resolve(this.last.value);
    this.reading ??= this.read()
      .catch((error: unknown) => {
        this.onError(error);
        return undefined;
      })
      .then((value) => {
        this.last = { value, at: this.now() };
        this.reading = undefined;
        return value;
      });
    return this.reading;
  }
}

/** The part of a prom-client gauge `showReading` uses. */
interface CollectedGauge<L extends string> {
  reset(): void;
  remove(labels: Partial<Record<L, string | number>>): void;
  set(labels: Partial<Record<L, string | number>>, value: number): void;
}

/**
 * Replaces a gauge's samples with a reading's, synchronously after the reading was awaited, so
 * two overlapping scrapes cannot wipe each other's figures; no reading leaves no sample. (`reset`
 * alone would leave an unlabelled gauge at 0, a figure that looks live: `remove({})` drops it.)
 */
export function showReading<L extends string>(
  gauge: CollectedGauge<L>,
  samples: readonly { labels: Partial<Record<L, string | number>>; value: number }[] | undefined,
): void {
  gauge.reset();
  gauge.remove({});
  for (const { labels, value } of samples ?? []) gauge.set(labels, value);
}
