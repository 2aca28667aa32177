import * as http from 'node:http';
import * as net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eventually, WAIT_MS } from '../../../test/support/eventually';
import { HttpDrain } from './http-drain';

/** A server whose `/slow` answers only when the test opens the gate; everything else at once. */
function gatedServer(): { server: http.Server; open: () => void } {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') void gate.then(() => res.end('slow answer'));
    else res.end('quick answer');
  });
  return { server, open: () => open() };
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; connection: string | undefined; body: string; socket: net.Socket }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, socket: req.socket as net.Socket }));
    });
    req.once('error', reject);
  });
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

describe('HttpDrain', () => {
  const agents: http.Agent[] = [];
  const keepAlive = () => {
    const agent = new http.Agent({ keepAlive: true });
    agents.push(agent);
    return agent;
  };
  afterEach(() => agents.splice(0).forEach((a) => a.destroy()));

  it('refuses new connections, closes idle keep-alive ones, and lets the request in flight finish on a closing connection', async () => {
    const { server, open } = gatedServer();
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const idle = await get(port, '/quick', keepAlive());
    const idleClosed = new Promise<void>((resolve) => idle.socket.once('close', () => resolve()));
    const slow = get(port, '/slow', keepAlive());
    await eventually(() => drain.inFlight().length === 1, WAIT_MS, 'the slow request to arrive');
    expect(drain.inFlight()).toEqual([expect.stringMatching(/^GET \/slow \(\d+ ms\)$/)]);

    let drained = false;
    drain.stopAccepting();
    void drain.drained().then(() => (drained = true));
    await idleClosed;
    expect(await refused(port)).toBe(true);
    expect(drained).toBe(false);

    open();
    expect(await slow).toMatchObject({ status: 200, body: 'slow answer', connection: 'close' });
    await drain.drained();
    expect(drain.inFlight()).toEqual([]);
  });

  it('ends, after its deadline, a connection that sent half a request, while the request in flight still gets its answer', async () => {
    const { server, open } = gatedServer();
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const slow = get(port, '/slow', keepAlive());
    await eventually(() => drain.inFlight().length === 1, WAIT_MS, 'the slow request to arrive');
    // A slow client: its request line and one header, then nothing (Node would wait up to headersTimeout, 60 s).
    const halfSent = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => halfSent.once('connect', () => resolve()));
    halfSent.write('GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const halfSentClosed = new Promise<void>((resolve) => halfSent.once('close', () => resolve()));
    halfSent.on('error', () => undefined);

    let drained = false;
    void drain.drained(50).then(() => (drained = true));
    await halfSentClosed;
    // The answer still to come keeps the drain open: only the connection with nothing in flight ended.
    expect(drained).toBe(false);
    expect(drain.inFlight()).toEqual([expect.stringMatching(/^GET \/slow /)]);

    open();
    expect(await slow).toMatchObject({ status: 200, body: 'slow answer', connection: 'close' });
    await drain.drained();
    expect(server.listening).toBe(false);
  });

  it('drains at once when nothing is in flight', async () => {
    const { server } = gatedServer();
    const drain = new HttpDrain(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    drain.stopAccepting();
    await drain.drained();
    expect(server.listening).toBe(false);
  });
});
