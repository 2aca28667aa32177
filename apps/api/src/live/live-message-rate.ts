/** What to do with one message a live client sent. */
export type MessageVerdict =
  /** Within the limit: handle it. */
  | 'accepted'
  /** The first one over the limit this second: drop it and tell the client (once a second, never an error per message). */
  | 'refused'
  /** Over the limit, the client already told: drop it silently. */
  | 'dropped'
  /** The client went on after being told (twice the limit in one second): close the connection. */
  | 'close';

/**
 * Messages per second of one live connection, counted in one-second windows. A client that
 * subscribes to its 50 tables at once stays well inside the default; one that floods is first told
 * (`RATE_LIMITED`), then closed.
 */
export class LiveMessageRate {
  private windowStart = Number.NEGATIVE_INFINITY;
  private count = 0;

  constructor(
    /** 0: no limit. */
    readonly perSecond: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(): MessageVerdict {
    if (this.perSecond === 0) return 'accepted';
    const now = this.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.count = 0;
    }
    this.count++;
    if (this.count <= this.perSecond) return 'accepted';
    if (this.count === this.perSecond + 1) return 'refused';
    return this.count > 2 * this.perSecond ? 'close' : 'dropped';
  }
}
