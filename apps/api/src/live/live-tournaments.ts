import { DomainError } from '@app/room/common/errors/domain.error';
import type { ClockService } from '@app/room/tournaments/clock.service';
import type { TournamentEventBus, TournamentUpdate } from '@app/room/tournaments/feed/tournament-feed';
import type { LiveMessageType } from './live-metrics';

type Say = (message: { type: LiveMessageType; [field: string]: unknown }) => void;

interface Following {
  stop: () => void;
  /** The updates heard while the snapshot is read, sent right after it; null once the snapshot is out. */
  held: TournamentUpdate[] | null;
}

/**
 * The tournaments one live connection follows (`subscribe-tournament`): first a snapshot,
 * `{"type":"tournament","tournamentId","clock"}` (the `GET /tournaments/{id}/clock` body), then
 * every committed change as `{"type":"tournament-update","tournamentId","at","event"}`, in the
 * order the bus delivers them. Nothing in the feed is secret, so every key hears it whole; the
 * connection checks the key and the subscription cap before `subscribe`.
 */
export class LiveTournaments {
  private readonly following = new Map<string, Following>();

  constructor(
    private readonly bus: TournamentEventBus,
    private readonly clock: Pick<ClockService, 'view'>,
    private readonly say: Say,
  ) {}

  /** Tournaments followed, or being subscribed to: they count toward the connection's cap. */
  get size(): number {
    return this.following.size;
  }

  has(tournamentId: string): boolean {
    return this.following.has(tournamentId);
  }

  /**
   * Listens first, then reads the clock: a change committed in between is held and sent after the
   * snapshot, never lost. `keyStillValid` checks the key as a request would (false: the connection
   * has ended). An unknown tournament is the error message `TOURNAMENT_NOT_FOUND`.
   */
  async subscribe(tournamentId: string, keyStillValid: () => Promise<boolean>): Promise<void> {
    if (this.following.has(tournamentId)) return;
    const entry: Following = { stop: () => undefined, held: [] };
    this.following.set(tournamentId, entry);
    try {
      if (!(await keyStillValid())) return this.drop(tournamentId, entry);
      const stop = await this.bus.subscribe(tournamentId, (update) => this.deliver(entry, update));
      entry.stop = stop;
      // Unsubscribed, or the connection ended, while the bus subscribed: not wanted any more.
      if (this.following.get(tournamentId) !== entry) return stop();
      const clock = await this.clock.view(tournamentId);
      if (this.following.get(tournamentId) !== entry) return;
      this.say({ type: 'tournament', tournamentId, clock });
      const held = entry.held ?? [];
      entry.held = null;
      for (const update of held) this.sayUpdate(update);
    } catch (err) {
      this.drop(tournamentId, entry);
      if (err instanceof DomainError) return this.say({ type: 'error', code: err.code, message: err.message });
      throw err;
    }
  }

  unsubscribe(tournamentId: string): void {
    const entry = this.following.get(tournamentId);
    if (entry) this.drop(tournamentId, entry);
  }

  /** The connection ends: nothing more is sent. */
  close(): void {
    for (const entry of this.following.values()) entry.stop();
    this.following.clear();
  }

  private drop(tournamentId: string, entry: Following): void {
    entry.stop();
    if (this.following.get(tournamentId) === entry) this.following.delete(tournamentId);
  }

  private deliver(entry: Following, update: TournamentUpdate): void {
    if (this.following.get(update.tournamentId) !== entry) return;
    if (entry.held) entry.held.push(update);
    else this.sayUpdate(update);
  }

  private sayUpdate(update: TournamentUpdate): void {
    this.say({ type: 'tournament-update', tournamentId: update.tournamentId, at: update.at, event: update.event });
  }
}
