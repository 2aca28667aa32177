import type { WebSocket } from 'ws';

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
 * Tells every socket why, closes it with 1012, and resolves once each has finished its closing
 * handshake (or was already gone): a client that reconnects then finds another instance.
 */
export async function closeForShutdown(sockets: Iterable<WebSocket>): Promise<void> {
  const closed: Promise<void>[] = [];
  for (const socket of sockets) {
    if (socket.readyState === socket.CLOSED) continue;
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
    if (socket.readyState !== socket.OPEN) continue;
    socket.send(JSON.stringify({ type: 'error', code: SERVER_SHUTTING_DOWN, message: MESSAGE }));
    socket.close(CLOSE_SERVICE_RESTART, SERVER_SHUTTING_DOWN);
  }
  await Promise.all(closed);
}
