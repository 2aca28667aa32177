import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Drains a Node HTTP server for a graceful stop. Node's `server.close()` stops listening and ends
 * idle keep-alive connections, but a connection whose request is still running stays open after
 * its answer, idle until the keep-alive timeout. So the answers still to come say
 * `Connection: close`, and each connection that goes idle meanwhile is ended at once.
 * `closeIdleConnections()` leaves alone a connection still sending its request (a slow client,
 * which Node keeps up to its 60 s headers timeout), so `drained(deadlineMs)` ends, after its
 * deadline, every connection with no request in flight; the requests in flight still get their
 * answers. Created with the server, it keeps the requests in flight for the shutdown's log line.
 */
export class HttpDrain {
  private readonly inFlightRequests = new Map<ServerResponse, { what: string; since: number; socket: Socket }>();
  private readonly sockets = new Set<Socket>();
  private closed: Promise<void> | undefined;
  private pastDeadline = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.track(req, res));
  }

  /** Stops listening and closes idle keep-alive connections; requests in flight go on. */
  stopAccepting(): void {
    if (this.closed) return;
    this.closed = new Promise((resolve) => this.server.close(() => resolve()));
    for (const res of this.inFlightRequests.keys()) this.closeAfter(res);
    this.server.closeIdleConnections();
  }

  /**
   * Resolves once every connection has ended (upgraded ones, such as WebSockets, too). With a
   * deadline, the connections with no request in flight are ended once it has passed: a half-sent
   * request, or a WebSocket its owner could not close, cannot hold the stop.
   */
  drained(deadlineMs?: number): Promise<void> {
    this.stopAccepting();
    const closed = this.closed ?? Promise.resolve();
    if (deadlineMs === undefined) return closed;
    const timer = setTimeout(() => {
      this.pastDeadline = true;
      this.endConnectionsWithNothingInFlight();
    }, deadlineMs);
    return closed.finally(() => clearTimeout(timer));
  }

  /** The requests still running, oldest first: `POST /players (1200 ms)`. */
  inFlight(): string[] {
    const now = Date.now();
    return [...this.inFlightRequests.values()].map(({ what, since }) => `${what} (${now - since} ms)`);
  }

  private track(req: IncomingMessage, res: ServerResponse): void {
    this.inFlightRequests.set(res, { what: `${req.method ?? '?'} ${(req.url ?? '/').split('?')[0]}`, since: Date.now(), socket: req.socket });
    res.once('close', () => this.inFlightRequests.delete(res));
    // A request that arrives on a kept-alive connection while draining is answered, then its connection ends.
    if (this.closed) this.closeAfter(res);
  }

  private closeAfter(res: ServerResponse): void {
    if (!res.headersSent) res.shouldKeepAlive = false;
    // Headers already out (a streamed answer): the connection goes idle after it, and is ended then.
    res.once('finish', () =>
      setImmediate(() => {
        this.server.closeIdleConnections();
        if (this.pastDeadline) this.endConnectionsWithNothingInFlight();
      }),
    );
  }

  private endConnectionsWithNothingInFlight(): void {
    const busy = new Set([...this.inFlightRequests.values()].map(({ socket }) => socket));
    for (const socket of this.sockets) if (!busy.has(socket)) socket.destroy();
  }
}
