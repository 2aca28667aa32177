import WebSocket from 'ws';
import { describeSeen, WAIT_MS } from './eventually';

export interface LiveMessage {
  type: string;
  tableId?: string;
  /** On `update`: when the change committed (ISO). */
  committedAt?: string;
  code?: string;
  events?: unknown[];
  table?: { hand: { id: string; number: number; version: number; status: string; view: { over: boolean } } | null; seats: unknown[] };
}

export interface LiveSocket {
  socket: WebSocket;
  messages: LiveMessage[];
  /** Raw frames as received, for scanning. */
  frames: string[];
  send(message: object): void;
  /** The first message (already received or still to come) that passes `check`; gives up after `timeoutMs` naming `what` and the last messages seen. */
  waitFor(check: (m: LiveMessage) => boolean, timeoutMs?: number, what?: string): Promise<LiveMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** A WebSocket client of `/live` on a listening server (`http://host:port`). */
export async function openLive(baseUrl: string, key: string | undefined, via: 'header' | 'query' = 'header'): Promise<LiveSocket> {
  const url = new URL('/live', baseUrl.replace(/^http/, 'ws'));
  if (key && via === 'query') url.searchParams.set('key', key);
  const socket = new WebSocket(url, key && via === 'header' ? { headers: { 'x-api-key': key } } : {});
  const messages: LiveMessage[] = [];
  const frames: string[] = [];
  const waiters: { check: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];
  socket.on('message', (data) => {
    const text = data.toString();
    frames.push(text);
    const message = JSON.parse(text) as LiveMessage;
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.check(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    frames,
    send: (message) => socket.send(JSON.stringify(message)),
    waitFor: (check, timeoutMs = WAIT_MS, what = `a live message passing ${check.toString()}`) => {
      const seen = messages.find(check);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const giveUp = () => {
          const last = frames
            .slice(-3)
            .map((f) => describeSeen(f))
            .join('\n  ');
          reject(new Error(`gave up waiting for ${what} after ${timeoutMs} ms (${frames.length} messages received; the last ones:\n  ${last || 'none'})`));
        };
        const timer = setTimeout(giveUp, timeoutMs);
        waiters.push({ check, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    closed,
    close: async () => {
      if (socket.readyState === socket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}
