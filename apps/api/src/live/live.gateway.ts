import { Inject, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { OnGatewayConnection, OnGatewayDisconnect, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { RawData, Server as LiveServer, WebSocket } from 'ws';
import { APP_CONFIG, AppConfig } from '@app/config';
import { readApiKey } from '@app/room/auth/api-key-secret';
import { AuthErrorCode } from '@app/room/auth/auth.error';
import { AuthService } from '@app/room/auth/auth.service';
import { BroadcastFeedService } from '@app/room/broadcast/broadcast-feed.service';
import type { Principal } from '@app/room/auth/principal';
import { DomainError } from '@app/room/common/errors/domain.error';
import { TableFactsReader } from '@app/room/hands/table-facts.reader';
import { KeyRevocationBus } from '@app/room/live/key-revocation-bus';
import { upgradeClientAddress } from '../rate-limits/client-address';
import { RateLimitError } from '../rate-limits/rate-limit.error';
import { ThrottledAuthentication } from '../rate-limits/throttled-authentication.service';
import { CLOSE_RATE_LIMITED, CLOSE_UNAUTHENTICATED, LiveClient, sendLive } from './live-client';
import { LiveMessageRate } from './live-message-rate';
import { closeForShutdown } from './live-shutdown';
import { LiveMetrics } from './live-metrics';
import { TableEventBus } from '@app/room/hands/table-event-bus';
import { ClockService } from '@app/room/tournaments/clock.service';
import { TournamentEventBus } from '@app/room/tournaments/feed/tournament-feed';

/**
 * The largest message a client may send on /live, in bytes. The largest legitimate one,
 * `{"type":"subscribe-broadcast","tableId":"<uuid>","delaySeconds":86400}`, is 100 bytes; 1 KiB
 * leaves room for whitespace and extra fields. ws's own default is 100 MiB; a larger frame closes the socket with 1009.
 */
export const MAX_LIVE_MESSAGE_BYTES = 1024;

/**
 * Messages held while the key is checked, at most: the message rate (they are all handled in one
 * burst once the key is accepted, so any beyond it would be refused then anyway), and never more
 * than 100 (a client subscribing to its 50 tables at once, twice over) whatever that rate is.
 */
export const MAX_PENDING_MESSAGES = 100;

/**
 * `ws://…/live`: a client authenticates with its API key when it connects (`x-api-key` or
 * `Authorization: Bearer` header, or `?key=` for browsers, which cannot set headers), then sends
 * `{"type":"subscribe","tableId":"…"}` and receives the table as its key may see it, then every
 * committed change: the new events (`eventsFor` its seat; staff: all) and its fresh view. No
 * client ever receives another player's down cards before they are shown. Admin and director
 * keys may open a table's delayed broadcast equity feed (`subscribe-broadcast`, `LiveBroadcasts`). Any key may follow a
 * tournament (`subscribe-tournament`: a clock snapshot, then its clock changes, busts, moves and
 * table breaks as committed, `LiveTournaments`). A key revoked on any
 * instance (or whose player is deactivated) closes its sockets here at once, with 4401. The
 * rate limits: the connection's key is counted as a request's is (`ThrottledAuthentication`), a key
 * has at most RATE_LIMIT_WS_CONNECTIONS_PER_KEY sockets on this process, and each socket sends at
 * most RATE_LIMIT_WS_MESSAGES_PER_SECOND messages (`LiveMessageRate`), of at most 1 KiB each, and
 * no more than that many before its key is accepted; refusals close with 4429.
 */
@WebSocketGateway({ path: '/live', maxPayload: MAX_LIVE_MESSAGE_BYTES })
export class LiveGateway implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveGateway');
  private readonly clients = new Map<WebSocket, LiveClient>();
  private stopHearingRevocations: (() => void) | undefined;
  /** Every socket of /live, its key checked yet or not. */
  @WebSocketServer() private readonly server!: LiveServer;

  constructor(
    private readonly auth: AuthService,
    private readonly bus: TableEventBus,
    private readonly revocations: KeyRevocationBus,
    private readonly facts: TableFactsReader,
    private readonly metrics: LiveMetrics,
    private readonly throttled: ThrottledAuthentication,
    private readonly adapterHost: HttpAdapterHost,
    private readonly broadcastFeeds: BroadcastFeedService,
    private readonly tournamentBus: TournamentEventBus,
    private readonly clock: ClockService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stopHearingRevocations = await this.revocations.subscribe((keyIds) => this.revoked(keyIds));
  }

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    // Counted from the socket's own events: every socket, whether its key is accepted or not, once each way.
    this.metrics.socketOpened();
    socket.once('close', () => this.metrics.socketClosed());
    socket.on('message', () => this.metrics.messageReceived());
    // Messages may arrive while the key is checked: they wait for it, up to a bound.
    const { wsConnectionsPerKey, wsMessagesPerSecond } = this.config.edge.rateLimits;
    const pendingLimit = wsMessagesPerSecond > 0 ? Math.min(wsMessagesPerSecond, MAX_PENDING_MESSAGES) : MAX_PENDING_MESSAGES;
    const pending: RawData[] = [];
    const early = (data: RawData) => {
      if (pending.length < pendingLimit) return void pending.push(data);
      if (socket.readyState !== socket.OPEN) return;
      const message = `at most ${pendingLimit} messages before the connection is ready: wait for {"type":"ready"}`;
      sendLive(socket, this.metrics, { type: 'error', code: 'RATE_LIMITED', message });
      socket.close(CLOSE_RATE_LIMITED, 'RATE_LIMITED');
    };
    socket.on('message', early);
    const presented = keyOf(request);
    let principal: Principal;
    try {
      principal = await this.throttled.authenticate(presented, upgradeClientAddress(this.adapterHost.httpAdapter.getInstance(), request));
    } catch (err) {
      const code = err instanceof DomainError ? err.code : 'UNAUTHENTICATED';
      sendLive(socket, this.metrics, { type: 'error', code, message: err instanceof Error ? err.message : 'not authenticated' });
      socket.close(err instanceof RateLimitError ? CLOSE_RATE_LIMITED : CLOSE_UNAUTHENTICATED, code);
      return;
    }
    // Closed (or closing) while the key was checked: its handleDisconnect has already run, so a
    // socket registered now would never be removed, and would hold one of the key's places.
    if (socket.readyState !== socket.OPEN) return;
    // Counted and registered in one synchronous step: two sockets of a key that authenticate together cannot both take the last place.
    if (wsConnectionsPerKey > 0 && this.connectionsOf(principal.keyId) >= wsConnectionsPerKey) {
      const message = `at most ${wsConnectionsPerKey} live connections per API key on this server: close one first`;
      sendLive(socket, this.metrics, { type: 'error', code: 'TOO_MANY_CONNECTIONS', message });
      socket.close(CLOSE_RATE_LIMITED, 'TOO_MANY_CONNECTIONS');
      return;
    }
    // A revocation committed after the check above but heard before this line is caught by the
    // next subscribe's check: every message this client sends is handled after it is registered.
    const client = new LiveClient(
      socket,
      principal,
      this.bus,
      this.facts,
      async () => void (await this.auth.authenticate(presented, { fresh: true })),
      this.metrics,
      new LiveMessageRate(wsMessagesPerSecond),
      this.broadcastFeeds,
      { bus: this.tournamentBus, clock: this.clock },
    );
    this.clients.set(socket, client);
    socket.off('message', early);
    socket.on('message', (data) => void this.receive(client, data));
    sendLive(socket, this.metrics, { type: 'ready', role: principal.role, playerId: principal.playerId });
    for (const data of pending) await this.receive(client, data);
  }

  handleDisconnect(socket: WebSocket): void {
    this.clients.get(socket)?.close();
    this.clients.delete(socket);
  }

  onModuleDestroy(): void {
    this.stopHearingRevocations?.();
    for (const client of this.clients.values()) client.close();
    this.clients.clear();
  }

  /**
   * The process is stopping: every socket is told, then closed with 1012 (`closeForShutdown`);
   * resolves once all are closed, those that have not finished closing after `deadlineMs`
   * terminated, with how many were.
   */
  closeAll(deadlineMs: number): Promise<number> {
    return closeForShutdown(this.server.clients, this.metrics, deadlineMs);
  }

  openSockets(): number {
    return this.server.clients.size;
  }

  private connectionsOf(keyId: string): number {
    let count = 0;
    for (const client of this.clients.values()) if (client.keyId === keyId) count++;
    return count;
  }

  /** Every socket of a revoked key closes now, whichever instance revoked it. */
  private revoked(keyIds: string[]): void {
    const revoked = new Set(keyIds);
    for (const client of this.clients.values()) {
      if (revoked.has(client.keyId)) client.end(AuthErrorCode.API_KEY_REVOKED, `API key ${client.keyId} was revoked`);
    }
  }

  /** A failure that is not the client's (the database, say) is logged and answered, never left unhandled. */
  private async receive(client: LiveClient, data: RawData): Promise<void> {
    try {
      await client.receive(data);
    } catch (err) {
      this.logger.error(`live message failed: ${err instanceof Error ? err.message : String(err)}`);
      client.fail();
    }
  }
}

function keyOf(request: IncomingMessage): string | undefined {
  const fromHeaders = readApiKey(request.headers);
  if (fromHeaders) return fromHeaders;
  const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('key');
  return query ?? undefined;
}
