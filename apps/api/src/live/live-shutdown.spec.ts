import type { AddressInfo, Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { MetricsRegistry } from '@app/metrics';
import { LiveMetrics } from './live-metrics';
import { closeForShutdown } from './live-shutdown';

/** closeForShutdown against a real ws server and real clients on a loopback port. */
describe('closeForShutdown', () => {
  let server: WebSocketServer;
  let registry: MetricsRegistry;
  const clients: WebSocket[] = [];

  beforeEach(async () => {
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    registry = new MetricsRegistry({ process: 'test', defaultMetrics: false });
  });
  afterEach(async () => {
    for (const client of clients.splice(0)) client.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A client the server has accepted: both ends. */
  async function connect(): Promise<{ client: WebSocket; closed: Promise<number> }> {
    const accepted = new Promise<void>((resolve) => server.once('connection', () => resolve()));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    clients.push(client);
    const closed = new Promise<number>((resolve) => client.once('close', (code) => resolve(code)));
    await Promise.all([accepted, new Promise((resolve) => client.once('open', resolve))]);
    return { client, closed };
  }

  async function sentErrors(): Promise<number> {
    const metric = await registry.registry.getSingleMetric('razz_ws_messages_sent_total')?.get();
    return metric?.values.find((v) => v.labels.type === 'error')?.value ?? 0;
  }

  it('tells each socket why, counting the message as sent, and closes it with 1012', async () => {
    const [a, b] = [await connect(), await connect()];
    const told = new Promise((resolve) => a.client.once('message', (data) => resolve(JSON.parse(data.toString()))));

    expect(await closeForShutdown(server.clients, new LiveMetrics(registry), 60_000)).toBe(0);

    expect(await told).toEqual(expect.objectContaining({ type: 'error', code: 'SERVER_SHUTTING_DOWN' }));
    expect([await a.closed, await b.closed]).toEqual([1012, 1012]);
    expect(await sentErrors()).toBe(2);
  });

  it('terminates a socket whose client does not answer the close once the deadline passes, and resolves', async () => {
    const answering = await connect();
    const paused = await connect();
    // This client reads nothing more: it never sees the close frame, so it never answers it.
    (paused.client as unknown as { _socket: Socket })._socket.pause();
    const sockets = [...server.clients];

    // ws itself would wait 30 s for the answer (longer than this test's timeout).
    expect(await closeForShutdown(sockets, new LiveMetrics(registry), 200)).toBe(1);

    expect(await answering.closed).toBe(1012);
    expect(sockets.map((s) => s.readyState)).toEqual([WebSocket.CLOSED, WebSocket.CLOSED]);
  }, 15_000);
});
