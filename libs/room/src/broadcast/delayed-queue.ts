interface Held<T> {
  dueAt: number;
  value: Promise<T>;
  /** Items refused just before this one, the queue being full. */
  missedBefore: number;
}

/**
 * A feed's messages held until each one's time, then sent in the order they came: the head waits
 * for its due time (one timer at a time) and for its value (the equity still being computed), so a
 * later item never overtakes an earlier one. Bounded: beyond `capacity` items a new one is refused
 * and counted, and the next one accepted says how many went before it. Nothing is sent before
 * `start()` (its owner announces itself first). Closing drops everything held. In memory only:
 * what is held when the process stops is lost.
 */
export class DelayedQueue<T> {
  private readonly held: Held<T>[] = [];
  private timer: NodeJS.Timeout | undefined;
  private sending = false;
  private started = false;
  private closed = false;
  private missed = 0;

  constructor(
    private readonly send: (value: T, missedBefore: number) => void,
    private readonly capacity: number,
    private readonly onFailure: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.held.length;
  }

  /** Sends `value` once `dueAt` (epoch ms) has passed and every earlier item has gone. */
  push(dueAt: number, value: Promise<T>): void {
    if (this.closed) return;
    if (this.held.length >= this.capacity) {
      this.missed++;
      // Settled here: nobody awaits a refused value.
      value.catch(() => undefined);
      return;
    }
    this.held.push({ dueAt, value, missedBefore: this.missed });
    this.missed = 0;
    this.pump();
  }

  /** From now on items go out as they fall due (those already due at once, in order). */
  start(): void {
    this.started = true;
    this.pump();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.held.length = 0;
  }

  private pump(): void {
    if (!this.started || this.closed || this.sending || this.timer) return;
    const head = this.held[0];
    if (!head) return;
    const wait = head.dueAt - this.now();
    if (wait > 0) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.pump();
      }, wait);
      // A held message never keeps a process alive.
      this.timer.unref();
      return;
    }
    this.sending = true;
    head.value
      .then((value) => {
        if (this.closed) return;
        this.held.shift();
        this.send(value, head.missedBefore);
      })
      .catch((err: unknown) => {
        if (this.held[0] === head) this.held.shift();
        this.onFailure(err);
      })
      .finally(() => {
        this.sending = false;
        this.pump();
      });
  }
}
