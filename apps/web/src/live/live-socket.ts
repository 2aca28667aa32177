/**
 * A WebSocket that reconnects by itself: after a drop it waits (0.5 s, doubling to 15 s, with
 * jitter) and connects again, and says so through `onStatus`. A close with 4401 (the key or the
 * display link is no longer valid) is final: it does not come back with the same credential.
 */
export type SocketStatus = 'connecting' | 'open' | 'reconnecting' | 'refused';

export interface LiveSocketOptions {
  /** The address to connect to (asked again at each attempt). */
  url: () => string;
  /** Each time a connection opens (the first and every reconnection): subscribe, re-read state. */
  onOpen?: (send: (message: object) => void) => void;
  onMessage: (data: unknown) => void;
  onStatus: (status: SocketStatus, reason?: string) => void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;
const REFUSED = 4401;
const SHUTTING_DOWN = 1012;

export class LiveSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private stopped = false;

  constructor(private readonly options: LiveSocketOptions) {}

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private connect(): void {
    this.options.onStatus(this.attempts === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(this.options.url());
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.options.onStatus('open');
      this.options.onOpen?.((message) => this.send(message));
    };
    socket.onmessage = (event: MessageEvent) => this.options.onMessage(event.data);
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (event.code === REFUSED) {
        this.options.onStatus('refused', event.reason);
        return;
      }
      this.options.onStatus('reconnecting', event.reason);
      this.schedule(event.code === SHUTTING_DOWN);
    };
  }

  private schedule(restart: boolean): void {
    // A stopping instance asks for a short random delay (1–5 s: another instance answers); otherwise back off.
    const delay = restart ? 1000 + Math.random() * 4000 : Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** this.attempts) * (0.75 + Math.random() * 0.5);
    this.attempts++;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }
}

/** `ws(s)://<this origin><path>` with its query. */
export function socketUrl(path: string, query: Record<string, string>): string {
  const url = new URL(path, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}
