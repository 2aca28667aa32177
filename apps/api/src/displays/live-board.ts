import type { CashRoomEventBus } from '@app/room/cash/board/cash-room-event-bus';
import type { WaitlistBoardView } from '@app/room/cash/board/dto/waitlist-board.views';

/** Changes heard within this long are read as one board (a call then a seat taken: one push). */
export const BOARD_COALESCE_MS = 100;
/**
 * Read again this often even when nothing was heard: what no cash event announces (a table of a
 * game closed from the tables' own route while nobody sat at it) still reaches the screen.
 */
export const BOARD_REFRESH_MS = 15_000;

type Say = (message: { type: 'waitlist-board'; board: WaitlistBoardView }) => void;

/**
 * One `/display-live` socket following the room's waitlist board: `{"type":"waitlist-board","board"}`
 * at once, then again after committed cash changes (heard on the `CashRoomEventBus`, from any
 * instance), a burst coalesced into one read, and only when the board is not what was last sent.
 */
export class LiveBoard {
  private stopListening: () => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;
  private refresher: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private lastSent: string | undefined;

  constructor(
    private readonly bus: CashRoomEventBus,
    private readonly read: () => Promise<WaitlistBoardView>,
    private readonly say: Say,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Listens first, then reads: a change committed in between makes a second read, never a lost one. */
  async follow(stillActive: () => Promise<boolean>): Promise<void> {
    const stop = await this.bus.subscribe(() => this.schedule());
    this.stopListening = stop;
    if (this.closed) return stop();
    if (!(await stillActive())) return this.close();
    this.refresher = setInterval(() => this.schedule(), BOARD_REFRESH_MS);
    await this.refresh();
  }

  /** The socket ends: nothing more is read or sent. */
  close(): void {
    this.closed = true;
    this.stopListening();
    clearTimeout(this.timer);
    clearInterval(this.refresher);
  }

  private schedule(): void {
    if (this.closed || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.refresh().catch(this.onError);
    }, BOARD_COALESCE_MS);
  }

  /** One read at a time; a change heard during a read makes one more. */
  private async refresh(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.again = false;
        const board = await this.read();
        const text = JSON.stringify(board);
        if (!this.closed && text !== this.lastSent) {
          this.lastSent = text;
          this.say({ type: 'waitlist-board', board });
        }
      } while (this.again && !this.closed);
    })();
    try {
      await this.reading;
    } finally {
      this.reading = undefined;
    }
  }
}
