import { OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayDisconnect, WebSocketGateway } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { RawData, WebSocket } from 'ws';
import { readApiKey } from '../auth/api-key-secret';
import { AuthService } from '../auth/auth.service';
import type { Principal } from '../auth/principal';
import { DomainError } from '../common/errors/domain.error';
import { TableFactsReader } from '../hands/table-facts.reader';
import { LiveClient } from './live-client';
import { TableEventBus } from './table-event-bus';

/** Close codes (4000-4999 are the application's): the key was refused; the message was not ours. */
export const CLOSE_UNAUTHENTICATED = 4401;

/**
 * `ws://…/live`: a client authenticates with its API key when it connects (`x-api-key` or
 * `Authorization: Bearer` header, or `?key=` for browsers, which cannot set headers), then sends
 * `{"type":"subscribe","tableId":"…"}` and receives the table as its key may see it, then every
 * committed change: the new events (`eventsFor` its seat; staff: all) and its fresh view. No
 * client ever receives another player's down cards before they are shown.
 */
@WebSocketGateway({ path: '/live' })
export class LiveGateway implements OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private readonly clients = new Map<WebSocket, LiveClient>();

  constructor(
    private readonly auth: AuthService,
    private readonly bus: TableEventBus,
    private readonly facts: TableFactsReader,
  ) {}

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    // Messages may arrive while the key is checked: they wait for it.
    const pending: RawData[] = [];
    const early = (data: RawData) => pending.push(data);
    socket.on('message', early);
    let principal: Principal;
    try {
      principal = await this.auth.authenticate(keyOf(request));
    } catch (err) {
      const code = err instanceof DomainError ? err.code : 'UNAUTHENTICATED';
      send(socket, { type: 'error', code, message: err instanceof Error ? err.message : 'not authenticated' });
      socket.close(CLOSE_UNAUTHENTICATED, code);
      return;
    }
    const client = new LiveClient(socket, principal, this.bus, this.facts);
    this.clients.set(socket, client);
    socket.off('message', early);
    socket.on('message', (data) => void client.receive(data));
    send(socket, { type: 'ready', role: principal.role, playerId: principal.playerId });
    for (const data of pending) await client.receive(data);
  }

  handleDisconnect(socket: WebSocket): void {
    this.clients.get(socket)?.close();
    this.clients.delete(socket);
  }

  onModuleDestroy(): void {
    for (const client of this.clients.values()) client.close();
    this.clients.clear();
  }
}

function keyOf(request: IncomingMessage): string | undefined {
  const fromHeaders = readApiKey(request.headers);
  if (fromHeaders) return fromHeaders;
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('key');
  return query ?? undefined;
}

function send(socket: WebSocket, message: object): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}
