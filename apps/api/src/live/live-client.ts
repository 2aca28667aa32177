import type { RawData, WebSocket } from 'ws';
import type { HandEvent } from '@app/razz-engine';
import type { Principal } from '@app/room/auth/principal';
import type { BroadcastFeedService } from '@app/room/broadcast/broadcast-feed.service';
import { DomainError } from '@app/room/common/errors/domain.error';
import type { TableFacts } from '@app/room/hands/table-facts';
import { TableFactsReader } from '@app/room/hands/table-facts.reader';
import type { TableEventBus, TableUpdate } from '@app/room/hands/table-event-bus';
import type { ClockService } from '@app/room/tournaments/clock.service';
import type { TournamentEventBus } from '@app/room/tournaments/feed/tournament-feed';
import { LiveBroadcasts } from './live-broadcasts';
import type { LiveMessageType, LiveMetrics } from './live-metrics';
import type { LiveMessageRate, MessageVerdict } from './live-message-rate';
import { LiveTournaments } from './live-tournaments';
import { tableMessage } from './live-table-message';

/** Tables and tournaments followed by one connection, together, at most. */
const MAX_SUBSCRIPTIONS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_TYPES = new Set(['subscribe', 'unsubscribe', 'subscribe-broadcast', 'unsubscribe-broadcast']);
const TOURNAMENT_MESSAGE_TYPES = new Set(['subscribe-tournament', 'unsubscribe-tournament']);
const MESSAGE_SHAPE =
  'send {"type":"subscribe"|"unsubscribe"|"subscribe-broadcast"|"unsubscribe-broadcast","tableId":"<uuid>"} or {"type":"subscribe-tournament"|"unsubscribe-tournament","tournamentId":"<uuid>"}';

/** Close codes (4000-4999 are the application's): the key does not (or no longer) authenticate. */
export const CLOSE_UNAUTHENTICATED = 4401;
/** The rate limits (reason `RATE_LIMITED` or `TOO_MANY_CONNECTIONS`): reconnect later, or close another connection of the key first. */
export const CLOSE_RATE_LIMITED = 4429;

interface Subscription {
  unsubscribe: () => void;
  /** Hand number and version last sent: an update that arrives late (another instance published it) is older and dropped. */
  last: [number, number] | null;
}

/** Sends `message` if the socket is still open, and counts it by its type. */
export function sendLive(socket: WebSocket, metrics: LiveMetrics, message: { type: LiveMessageType; [field: string]: unknown }): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify(message));
  metrics.messageSent(message.type);
}

function older(a: [number, number], b: [number, number]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/** Checks the connection's key again (throws the `AuthError` a request with it would get now). */
export type KeyCheck = () => Promise<void>;

/** Where a connection hears tournaments from: their bus, and the clock for the snapshot. */
export interface TournamentSources {
  bus: TournamentEventBus;
  clock: Pick<ClockService, 'view'>;
}

/**
 * One connected, authenticated WebSocket and the tables it follows. Everything it is sent is
 * built for its key: the table view (`buildTableView`) and the events (`eventsFor` its seat in
 * the hand; staff, who see every card, get them whole). The key is checked again on every
 * subscribe, and a key that stops being valid ends the connection (`end`). Admin and director
 * keys may also open tables' broadcast feeds (`LiveBroadcasts`), which end with the connection.
 * Any key may follow tournaments (`LiveTournaments`: nothing in their feed is secret).
 */
export class LiveClient {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly broadcasts: LiveBroadcasts;
  private readonly tournaments: LiveTournaments;
  private ended = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly principal: Principal,
    private readonly bus: TableEventBus,
    private readonly facts: TableFactsReader,
    private readonly checkKey: KeyCheck,
    private readonly metrics: LiveMetrics,
    private readonly rate: LiveMessageRate,
    broadcastFeeds: BroadcastFeedService,
    tournaments: TournamentSources,
  ) {
    this.broadcasts = new LiveBroadcasts(broadcastFeeds, principal, (message) => sendLive(socket, metrics, message));
    this.tournaments = new LiveTournaments(tournaments.bus, tournaments.clock, (message) => sendLive(socket, metrics, message));
  }

  get keyId(): string {
    return this.principal.keyId;
  }

  async receive(data: RawData): Promise<void> {
    const verdict = this.rate.take();
    if (verdict !== 'accepted') return this.overRate(verdict);
    let message: { type?: unknown; tableId?: unknown; tournamentId?: unknown; delaySeconds?: unknown };
    try {
      message = JSON.parse(data.toString()) as typeof message;
    } catch {
      return this.error('BAD_MESSAGE', 'messages are JSON: {"type":"subscribe","tableId":"…"}');
    }
    const { type, tableId, tournamentId, delaySeconds } = message ?? {};
    if (typeof type === 'string' && TOURNAMENT_MESSAGE_TYPES.has(type)) {
      if (typeof tournamentId !== 'string' || !UUID.test(tournamentId)) return this.error('BAD_MESSAGE', MESSAGE_SHAPE);
      return type === 'subscribe-tournament' ? this.subscribeTournament(tournamentId) : this.tournaments.unsubscribe(tournamentId);
    }
    if (typeof type !== 'string' || !MESSAGE_TYPES.has(type) || typeof tableId !== 'string' || !UUID.test(tableId)) {
      return this.error('BAD_MESSAGE', MESSAGE_SHAPE);
    }
    if (type === 'unsubscribe') return this.unsubscribe(tableId);
    if (type === 'unsubscribe-broadcast') return this.broadcasts.unsubscribe(tableId);
    if (type === 'subscribe') return this.subscribe(tableId);
    if (delaySeconds !== undefined && typeof delaySeconds !== 'number') return this.error('BAD_MESSAGE', 'delaySeconds, when given, is a number of seconds');
    if (this.ended) return;
    return this.broadcasts.subscribe(tableId, delaySeconds, () => this.keyStillValid(() => this.broadcasts.unsubscribe(tableId)));
  }

  /** The socket went away (or is going): nothing more is delivered. */
  close(): void {
    this.ended = true;
    for (const subscription of this.subscriptions.values()) subscription.unsubscribe();
    this.subscriptions.clear();
    this.broadcasts.close();
    this.tournaments.close();
  }

  /**
   * The key stopped being valid (revoked, or its player deactivated): stop every subscription at
   * once — no update goes out after this — tell the client why, and close with 4401 and the code.
   */
  end(code: string, message: string): void {
    if (this.ended) return;
    this.close();
    this.error(code, message);
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(CLOSE_UNAUTHENTICATED, code);
  }

  /** Over the message rate: told once a second; a client that goes on is closed with 4429 `RATE_LIMITED`. */
  private overRate(verdict: Exclude<MessageVerdict, 'accepted'>): void {
    const limit = `at most ${this.rate.perSecond} messages a second`;
    if (verdict === 'refused') return this.error('RATE_LIMITED', `${limit}: this message and the rest of this second's are dropped`);
    if (verdict === 'dropped' || this.ended) return;
    this.close();
    this.error('RATE_LIMITED', `${limit}: the connection closes`);
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(CLOSE_RATE_LIMITED, 'RATE_LIMITED');
  }

  /** The server could not handle a message (not the client's fault): said so, the connection stays. */
  fail(): void {
    this.error('INTERNAL', 'the server could not handle this message; the server log has the details');
  }

  private async subscribe(tableId: string): Promise<void> {
    if (this.ended || this.subscriptions.has(tableId)) return;
    if (this.atSubscriptionCap()) return this.tooManySubscriptions();
    const subscription: Subscription = { unsubscribe: () => undefined, last: null };
    this.subscriptions.set(tableId, subscription);
    // The key as a request would find it now: a revocation whose notice never reached this instance still counts.
    if (!(await this.keyStillValid(() => this.unsubscribe(tableId)))) return;
    // Listen first, then read: a change committed in between is not missed (the older of the two is dropped).
    const stop = await this.bus.subscribe(tableId, (update) => this.deliver(update));
    // Ended, or unsubscribed, while the bus subscribed: this subscription is no longer wanted.
    if (this.ended || this.subscriptions.get(tableId) !== subscription) return stop();
    subscription.unsubscribe = stop;
    try {
      this.sendTable('subscribed', tableId, await this.facts.load(tableId), [], subscription);
    } catch (err) {
      this.unsubscribe(tableId);
      if (err instanceof DomainError) return this.error(err.code, err.message);
      throw err;
    }
  }

  private async subscribeTournament(tournamentId: string): Promise<void> {
    if (this.ended || this.tournaments.has(tournamentId)) return;
    if (this.atSubscriptionCap()) return this.tooManySubscriptions();
    return this.tournaments.subscribe(tournamentId, () => this.keyStillValid(() => this.tournaments.unsubscribe(tournamentId)));
  }

  private atSubscriptionCap(): boolean {
    return this.subscriptions.size + this.tournaments.size >= MAX_SUBSCRIPTIONS;
  }

  private tooManySubscriptions(): void {
    this.error('TOO_MANY_SUBSCRIPTIONS', `at most ${MAX_SUBSCRIPTIONS} tables and tournaments per connection`);
  }

  /** False when the key is refused now: the connection has ended. Any other failure undoes the subscribe (`undo`) and is thrown. */
  private async keyStillValid(undo: () => void): Promise<boolean> {
    try {
      await this.checkKey();
      return true;
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'unauthenticated') {
        this.end(err.code, err.message);
        return false;
      }
      // Not the key's fault (the database, say): this subscribe fails, the connection stays.
      undo();
      throw err;
    }
  }

  private unsubscribe(tableId: string): void {
    this.subscriptions.get(tableId)?.unsubscribe();
    this.subscriptions.delete(tableId);
  }

  private deliver(update: TableUpdate): void {
    const subscription = this.subscriptions.get(update.tableId);
    if (!subscription) return;
    this.sendTable('update', update.tableId, update.facts, update.events, subscription, update.committedAt);
    // A tournament moved this client's player: it is told where to (and follows the new table itself).
    for (const m of update.moved ?? []) {
      if (m.playerId === this.principal.playerId)
        sendLive(this.socket, this.metrics, { type: 'moved', fromTable: m.fromTable, toTable: m.toTable, seat: m.seat });
    }
  }

  private sendTable(
    type: 'subscribed' | 'update',
    tableId: string,
    facts: TableFacts,
    events: HandEvent[],
    subscription: Subscription,
    committedAt?: number,
  ): void {
    const position: [number, number] = [facts.hand?.number ?? 0, facts.hand?.version ?? 0];
    if (subscription.last && older(position, subscription.last)) return;
    subscription.last = position;
    const { role, playerId } = this.principal;
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(tableMessage(type, tableId, facts, events, { role, playerId }, committedAt));
    this.metrics.messageSent(type);
  }

  private error(code: string, message: string): void {
    sendLive(this.socket, this.metrics, { type: 'error', code, message });
  }
}
