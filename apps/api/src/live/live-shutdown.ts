import type { WebSocket } from 'ws';
import { sendLive } from './live-client';
import type { LiveMetrics } from './live-metrics';

/**
 * The close code of a socket this instance closes because it is stopping: 1012 "Service Restart"
 * (IANA's WebSocket close code registry) says the service is restarting, so the client should come
 * back; 1001 "Going Away" is also what a browser sends when a page closes, and says nothing about
 * coming back. 1012 is sent by servers only, which is this case.
 */
export const CLOSE_SERVICE_RESTART = 1012;

/** The close reason (and the code of the error message sent just before). */
export const SERVER_SHUTTING_DOWN = 'SERVER_SHUTTING_DOWN';

const MESSAGE = 'this server instance is stopping: reconnect after a short, random delay (1-5 s); the load balancer sends you to another instance';

/**
 * Tells every socket why (counted like every message sent, through `sendLive`), closes it with
 * 1012, and resolves once each has finished its closing handshake (or was already gone): a client
 * that reconnects then finds another instance. A client that does not answer the close (paused,
 * unreachable) would hold the stop for ws's 30 s closing timeout, longer than the whole shutdown
 * may take: after `deadlineMs` every socket still open is terminated (its TCP connection
 * destroyed), so the steps after this one still run. Resolves with how many were terminated.
 */
export async function closeForShutdown(sockets: Iterable<WebSocket>, metrics: LiveMetrics, deadlineMs: number): Promise<number> {
  const open: WebSocket[] = [];
  const closed: Promise<void>[] = [];
  for (const socket of sockets) {
    if (socket.readyState === socket.CLOSED) continue;
    open.push(socket);
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
    if (socket.readyState !== socket.OPEN) continue;
    sendLive(socket, metrics, { type: 'error', code: SERVER_SHUTTING_DOWN, message: MESSAGE });
    socket.close(CLOSE_SERVICE_RESTART, SERVER_SHUTTING_DOWN);
  }
  let terminated = 0;
  const deadline = setTimeout(() => {
    for (const socket of open) {
      if (socket.readyState === socket.CLOSED) continue;
      socket.terminate();
      terminated++;
    }
  }, deadlineMs);
  try {
    await Promise.all(closed);
  } finally {
    clearTimeout(deadline);
  }
  return terminated;
}
