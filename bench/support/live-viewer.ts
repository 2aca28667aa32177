/**
 * One `/live` WebSocket of the viewers bench, following one table with one key, and its account
 * of what it received: every frame's position (hand number, version), frames out of order,
 * hidden cards it should not have seen, and the delays from the change's write and from its commit
 * to the frame's arrival.
 */
import WebSocket from 'ws';

/** Whose eyes: a seated player (its own down cards, no one else's), or a spectator (no down card until shown). */
export type Eyes = { kind: 'player'; seat: number } | { kind: 'spectator' };

interface SeatView {
  seat: number;
  down: (string | null)[];
  cards?: string[];
}
interface FrameHand {
  number: number;
  status: 'running' | 'finished';
  version: number;
  deadlineAt: string | null;
  view: { over: boolean; seats: SeatView[]; result: { showdown: { seat: number; shown: boolean }[] } | null };
}
interface FrameEvent {
  type: string;
  seat?: number;
  down?: (string | null)[];
  card?: string | null;
  cards?: (string | null)[];
}
interface Frame {
  type: string;
  tableId?: string;
  /** On `update`: the server's clock when the change's commit returned (ISO). */
  committedAt?: string;
  code?: string;
  events?: FrameEvent[];
  table?: { hand: FrameHand | null };
}

/** A table's change as a number that orders like (hand number, version): versions stay far below a million. */
export function position(hand: number, version: number): number {
  return hand * 1_000_000 + version;
}

/** What a viewer saw, as plain data (a worker thread posts it to the bench's main thread). */
export interface ViewerRecord {
  tableId: string;
  eyes: Eyes;
  start: number | null;
  received: number[];
  arrivals: number[];
  outOfOrder: number;
  privacyViolations: number;
  ownCardsSeen: number;
  errors: string[];
  closed: boolean;
}

export class LiveViewer {
  /** Position of the `subscribed` snapshot: the frames expected are the table's changes after it. */
  start: number | null = null;
  /** Positions of the `update` frames, in arrival order, and when each arrived (epoch ms). */
  readonly received: number[] = [];
  readonly arrivals: number[] = [];
  outOfOrder = 0;
  privacyViolations = 0;
  /** Player frames in which the player's own down cards were visible: proof the privacy check sees cards at all. */
  ownCardsSeen = 0;
  errors: string[] = [];
  closed = false;
  private socket: WebSocket | undefined;

  constructor(
    readonly tableId: string,
    readonly eyes: Eyes,
    /** The table's action timeout: `deadlineAt − actionTimeoutMs` is the server's clock when it wrote the change. */
    private readonly actionTimeoutMs: number,
    /**
     * Hears each update's delays (ms) to its arrival here: from the server's commit (every update),
     * and from its write (a running hand's only: null otherwise).
     */
    private readonly delay: (commitToFrame: number, writeToFrame: number | null) => void,
  ) {}

  /** Connects with `key` and subscribes; resolves once the table's snapshot has arrived. */
  open(wsUrl: string, key: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${wsUrl}/live`, { headers: { 'x-api-key': key }, perMessageDeflate: false });
      this.socket = socket;
      socket.on('message', (data: Buffer) => {
        const arrived = Date.now();
        const frame = JSON.parse(data.toString()) as Frame;
        if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', tableId: this.tableId }));
        else if (frame.type === 'subscribed') {
          // An update that overtook the snapshot (the server drops the older snapshot then) stands for it.
          if (this.start === null) this.start = this.positionOf(frame) ?? 0;
          this.checkPrivacy(frame);
          resolve();
        } else if (frame.type === 'update') {
          if (this.start === null) {
            this.start = this.positionOf(frame) ?? 0;
            this.checkPrivacy(frame);
            return resolve();
          }
          this.update(frame, arrived);
        } else if (frame.type === 'error') this.errors.push(`${frame.code ?? '?'}`);
      });
      socket.on('error', (err) => {
        this.errors.push(err.message);
        reject(err);
      });
      socket.on('close', (code) => {
        this.closed = true;
        if (this.start === null) reject(new Error(`closed before subscribed: ${code} ${this.errors.join(', ')}`));
      });
    });
  }

  close(): void {
    this.socket?.terminate();
  }

  record(): ViewerRecord {
    const { tableId, eyes, start, received, arrivals, outOfOrder, privacyViolations, ownCardsSeen, errors, closed } = this;
    return { tableId, eyes, start, received, arrivals, outOfOrder, privacyViolations, ownCardsSeen, errors, closed };
  }

  private positionOf(frame: Frame): number | null {
    const hand = frame.table?.hand;
    return hand ? position(hand.number, hand.version) : null;
  }

  private update(frame: Frame, arrived: number): void {
    const at = this.positionOf(frame);
    if (at !== null) {
      const last = this.received[this.received.length - 1] ?? this.start ?? 0;
      if (at < last) this.outOfOrder++;
      this.received.push(at);
      this.arrivals.push(arrived);
    }
    const hand = frame.table?.hand;
    const written = hand?.status === 'running' && hand.deadlineAt ? Date.parse(hand.deadlineAt) - this.actionTimeoutMs : null;
    if (frame.committedAt) this.delay(arrived - Date.parse(frame.committedAt), written === null ? null : arrived - written);
    else this.errors.push('an update without committedAt');
    this.checkPrivacy(frame);
  }

  /** Another seat's down cards visible before it showed them (a spectator: any seat's), in the view or in the events. */
  private checkPrivacy(frame: Frame): void {
    const own = this.eyes.kind === 'player' ? this.eyes.seat : null;
    const hand = frame.table?.hand;
    if (hand) {
      const shown = new Set(hand.view.over ? (hand.view.result?.showdown ?? []).filter((e) => e.shown).map((e) => e.seat) : []);
      for (const s of hand.view.seats) {
        const visible = s.down.some((c) => c !== null) || s.cards !== undefined;
        if (s.seat === own) {
          if (visible) this.ownCardsSeen++;
        } else if (visible && !shown.has(s.seat)) this.privacyViolations++;
      }
    }
    for (const e of frame.events ?? []) {
      if (e.type === 'deal' && e.seat !== own && (e.down ?? []).some((c) => c !== null)) this.privacyViolations++;
      if (e.type === 'burn' && e.card != null) this.privacyViolations++;
      if ((e.type === 'stub-from-burns' || e.type === 'stub-reshuffled') && (e.cards ?? []).some((c) => c !== null)) this.privacyViolations++;
    }
  }
}
