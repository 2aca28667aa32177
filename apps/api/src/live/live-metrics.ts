import { Injectable } from '@nestjs/common';
import type { Counter, Gauge } from 'prom-client';
import { MetricsRegistry } from '@app/metrics';

/** Every message the server sends on `/live` is one of these: the `type` label's whole set. */
export type LiveMessageType = 'ready' | 'subscribed' | 'update' | 'moved' | 'broadcast-subscribed' | 'broadcast' | 'tournament' | 'tournament-update' | 'error';

/** The live gateway's figures (docs/operations.md "Metrics"): sockets open now, messages out by type, messages in. */
@Injectable()
export class LiveMetrics {
  private readonly connections: Gauge;
  private readonly sent: Counter<'type'>;
  private readonly received: Counter;

  constructor(metrics: MetricsRegistry) {
    this.connections = metrics.gauge({ name: 'razz_ws_connections', help: 'WebSocket connections to /live open now, authenticated or not yet' });
    this.sent = metrics.counter({ name: 'razz_ws_messages_sent_total', help: 'Messages sent to /live clients, by type', labelNames: ['type'] });
    this.received = metrics.counter({ name: 'razz_ws_messages_received_total', help: 'Messages received from /live clients' });
  }

  socketOpened(): void {
    this.connections.inc();
  }

  socketClosed(): void {
    this.connections.dec();
  }

  messageSent(type: LiveMessageType): void {
    this.sent.inc({ type });
  }

  messageReceived(): void {
    this.received.inc();
  }
}
