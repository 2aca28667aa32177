import { Inject, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { OnGatewayConnection, OnGatewayDisconnect, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { IncomingMessage } from 'node:http';
import type { Server as DisplayServer, WebSocket } from 'ws';
import { APP_CONFIG, AppConfig } from '@app/config';
import type { DisplayLink } from '@app/persistence';
import { DomainError } from '@app/room/common/errors/domain.error';
import { DisplayErrorCode } from '@app/room/displays/display.error';
import { CashRoomEventBus } from '@app/room/cash/board/cash-room-event-bus';
import { WaitlistBoardService } from '@app/room/cash/board/waitlist-board.service';
import { DisplaysService } from '@app/room/displays/displays.service';
import { KeyRevocationBus } from '@app/room/live/key-revocation-bus';
import { ClockService } from '@app/room/tournaments/clock.service';
import { TournamentEventBus } from '@app/room/tournaments/feed/tournament-feed';
import { CLOSE_RATE_LIMITED, CLOSE_UNAUTHENTICATED } from '../live/live-client';
import { LiveMessageRate } from '../live/live-message-rate';
import { CLOSE_SERVICE_RESTART, SERVER_SHUTTING_DOWN } from '../live/live-shutdown';
import { LiveTournaments } from '../live/live-tournaments';
import { upgradeClientAddress } from '../rate-limits/client-address';
import { LiveBoard } from './live-board';
import { RateLimitError } from '../rate-limits/rate-limit.error';
import { RateLimitBucket } from '../rate-limits/rate-limit-throttlers';
import { RateLimiter } from '../rate-limits/rate-limiter.service';

/** A display sends nothing that matters; anything it sends is ignored, and more than 1 KiB closes it (1009). */
export const MAX_DISPLAY_MESSAGE_BYTES = 1024;

interface DisplayClient {
  linkId: string;
  feed: Pick<LiveTournaments, 'close'>;
}

/**
 * `ws://…/display-live?token=<display token>`: a TV follows one tournament without an API key.
 * On connect the token is checked (unknown or revoked: `{"type":"error","code":"DISPLAY_LINK_INVALID"}`
 * and close 4401), then the socket gets exactly what `/live`'s `subscribe-tournament` sends
 * (`LiveTournaments`): `{"type":"tournament",…,"clock"}`, then every `tournament-update`. A
 * revocation on any instance (heard on the key revocation bus, under the link's id) closes the
 * link's sockets at once with 4401. Connections count per address like requests without a key;
 * messages from the client are ignored, and a flood closes the socket with 4429.
 *
 * A waitlist board's token instead gets `{"type":"waitlist-board","board"}` (the `GET /boards/{token}`
 * body) at once and again after every committed cash change that alters it (`LiveBoard`: heard on the
 * `CashRoomEventBus`, bursts coalesced); revocation closes it the same way.
 */
@WebSocketGateway({ path: '/display-live', maxPayload: MAX_DISPLAY_MESSAGE_BYTES })
export class DisplayLiveGateway implements OnGatewayConnection, OnGatewayDisconnect, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('DisplayLiveGateway');
  private readonly clients = new Map<WebSocket, DisplayClient>();
  private stopHearingRevocations: (() => void) | undefined;
  @WebSocketServer() private readonly server!: DisplayServer;

  constructor(
    private readonly displays: DisplaysService,
    private readonly revocations: KeyRevocationBus,
    private readonly bus: TournamentEventBus,
    private readonly cashRoom: CashRoomEventBus,
    private readonly board: WaitlistBoardService,
    private readonly clock: ClockService,
    private readonly limiter: RateLimiter,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stopHearingRevocations = await this.revocations.subscribe((ids) => this.revoked(ids));
  }

  async handleConnection(socket: WebSocket, request: IncomingMessage): Promise<void> {
    const rate = new LiveMessageRate(this.config.edge.rateLimits.wsMessagesPerSecond);
    socket.on('message', () => {
      if (rate.take() === 'close') socket.close(CLOSE_RATE_LIMITED, 'RATE_LIMITED');
    });
    let link: DisplayLink;
    try {
      await this.limiter.hit(RateLimitBucket.PER_ADDRESS, upgradeClientAddress(this.adapterHost.httpAdapter.getInstance(), request));
      link = await this.displays.open(tokenOf(request));
    } catch (err) {
      const code = err instanceof DomainError ? err.code : DisplayErrorCode.DISPLAY_LINK_INVALID;
      send(socket, { type: 'error', code, message: err instanceof Error ? err.message : 'not authenticated' });
      socket.close(err instanceof RateLimitError ? CLOSE_RATE_LIMITED : CLOSE_UNAUTHENTICATED, code);
      return;
    }
    // Closed while the token was checked: its handleDisconnect has already run.
    if (socket.readyState !== socket.OPEN) return;
    const linkId = link.id;
    const failed = (err: unknown) => {
      this.logger.error(`display feed failed: ${err instanceof Error ? err.message : String(err)}`);
      socket.close(1011, 'INTERNAL_ERROR');
    };
    // Checked again once listening: a revocation heard before this socket was registered is not missed.
    const stillActive = (client: DisplayClient) => async () => {
      if (await this.displays.stillActive(linkId)) return true;
      this.end(socket, client);
      return false;
    };
    try {
      if (link.kind === 'waitlist-board') {
        const feed = new LiveBoard(
          this.cashRoom,
          () => this.board.board(),
          (message) => send(socket, message),
          failed,
        );
        const client: DisplayClient = { linkId, feed };
        this.clients.set(socket, client);
        await feed.follow(stillActive(client));
        return;
      }
      const feed = new LiveTournaments(this.bus, this.clock, (message) => send(socket, message));
      const client: DisplayClient = { linkId, feed };
      this.clients.set(socket, client);
      await feed.subscribe(link.tournamentId, stillActive(client));
    } catch (err) {
      failed(err);
    }
  }

  handleDisconnect(socket: WebSocket): void {
    this.clients.get(socket)?.feed.close();
    this.clients.delete(socket);
  }

  /** The process is stopping: every display is told to come back (1012), as /live's clients are. */
  onModuleDestroy(): void {
    this.stopHearingRevocations?.();
    for (const [socket, client] of this.clients) {
      client.feed.close();
      send(socket, { type: 'error', code: SERVER_SHUTTING_DOWN, message: 'the server is restarting: reconnect shortly' });
      socket.close(CLOSE_SERVICE_RESTART, SERVER_SHUTTING_DOWN);
    }
    this.clients.clear();
  }

  openSockets(): number {
    return this.server.clients.size;
  }

  private revoked(ids: string[]): void {
    const revoked = new Set(ids);
    for (const [socket, client] of this.clients) if (revoked.has(client.linkId)) this.end(socket, client);
  }

  private end(socket: WebSocket, client: DisplayClient): void {
    client.feed.close();
    this.clients.delete(socket);
    send(socket, { type: 'error', code: DisplayErrorCode.DISPLAY_LINK_INVALID, message: 'this display link has been revoked' });
    socket.close(CLOSE_UNAUTHENTICATED, DisplayErrorCode.DISPLAY_LINK_INVALID);
  }
}

function send(socket: WebSocket, message: { type: string; [field: string]: unknown }): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

function tokenOf(request: IncomingMessage): string | undefined {
  return new URL(request.url ?? '/', 'http://localhost').searchParams.get('token') ?? undefined;
}
