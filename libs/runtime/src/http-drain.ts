import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * Drains a Node HTTP server for a graceful stop. Node's `server.close()` stops listening and ends
 * idle keep-alive connections, but a connection whose request is still running stays open after
 * its answer, idle until the keep-alive timeout. So the answers still to come say
 * `Connection: close`, and each connection that goes idle meanwhile is ended at once.
 * Created with the server, it keeps the requests in flight for the shutdown's log line.
 */
export class HttpDrain {
  private readonly inFlightRequests = new Map<ServerResponse, { what: string; since: number }>();
  private closed: Promise<void> | undefined;

  constructor(private readonly server: Server) {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => this.track(req, res));
  }

  /** Stops listening and closes idle keep-alive connections; requests in flight go on. */
  stopAccepting(): void {
    if (this.closed) return;
    this.closed = new Promise((resolve) => this.server.close(() => resolve()));
    for (const res of this.inFlightRequests.keys()) this.closeAfter(res);
    this.server.closeIdleConnections();
  }

  /** Resolves once every connection has ended (upgraded ones, such as WebSockets, too). */
  drained(): Promise<void> {
    this.stopAccepting();
    return this.closed ?? Promise.resolve();
  }

  /** The requests still running, oldest first: `POST /players (1200 ms)`. */
  inFlight(): string[] {
    const now = Date.now();
    return [...this.inFlightRequests.values()].map(({ what, since }) => `${what} (${now - since} ms)`);
  }

  private track(req: IncomingMessage, res: ServerResponse): void {
    this.inFlightRequests.set(res, { what: `${req.method ?? '?'} ${(req.url ?? '/').split('?')[0]}`, since: Date.now() });
    res.once('close', () => this.inFlightRequests.delete(res));
    // A request that arrives on a kept-alive connection while draining is answered, then its connection ends.
    if (this.closed) this.closeAfter(res);
  }

  private closeAfter(res: ServerResponse): void {
    if (!res.headersSent) res.shouldKeepAlive = false;
    // Headers already out (a streamed answer): the connection goes idle after it, and is ended then.
    res.once('finish', () => setImmediate(() => this.server.closeIdleConnections()));
  }
}
