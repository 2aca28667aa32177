import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a route answers. */
export interface WorkerHttpAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** A GET route of the worker's HTTP server: asked for its answer on each request. */
export type WorkerRoute = () => Promise<WorkerHttpAnswer>;

/** A JSON answer, as the routes and the server's own errors give it. */
export const jsonAnswer = (status: number, body: object): WorkerHttpAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

/**
 * The worker's own small HTTP server (it has no API of its own): a table of GET routes by path,
 * its probes and `/metrics` (docs/operations.md "Health and readiness", "Metrics"). Plain
 * `node:http`: a Nest HTTP application here would bring guards, pipes and a body parser for three
 * read-only routes.
 * Unknown paths answer 404 and other methods 405, in the API's error shape.
 */
export class WorkerHttpServer {
  private readonly server: Server;

  constructor(private readonly routes: Readonly<Record<string, WorkerRoute>>) {
    this.server = createServer((req, res) => void this.answer(req, res));
  }

  /** Listens on `host:port` (`0`: any free port) and resolves with the address it got. */
  listen(host: string, port: number): Promise<AddressInfo> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve(this.address());
      });
    });
  }

  /** Where it listens (after `listen`). */
  address(): AddressInfo {
    return this.server.address() as AddressInfo;
  }

  /** Stops accepting and ends idle keep-alive connections (a scraper's), so the close does not wait for them. */
  close(): Promise<void> {
    if (!this.server.listening) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.server.close((err) => (err ? reject(err) : resolve()));
      this.server.closeIdleConnections();
    });
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://worker').pathname;
    const route = Object.hasOwn(this.routes, path) ? this.routes[path] : undefined;
    let answer: WorkerHttpAnswer;
    if (!route) answer = jsonAnswer(404, { error: { code: 'NOT_FOUND', message: `no route ${path} on the worker` } });
    else if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      answer = jsonAnswer(405, { error: { code: 'METHOD_NOT_ALLOWED', message: `${path} answers GET only` } });
    } else {
      answer = await route().catch((err: unknown) => jsonAnswer(500, { error: { code: 'INTERNAL', message: (err as Error).message } }));
    }
    res.writeHead(answer.status, { 'Content-Type': answer.contentType, 'Content-Length': Buffer.byteLength(answer.body) });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  }
}
