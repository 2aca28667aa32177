import { Logger } from '@nestjs/common';
import { TournamentEventBus, TournamentUpdate, TournamentUpdateListener } from './tournament-feed';

/** Without Redis: one process, so the listeners are all here. */
export class LocalTournamentEventBus extends TournamentEventBus {
  private readonly logger = new Logger('LocalTournamentEventBus');
  private readonly listeners = new Map<string, Set<TournamentUpdateListener>>();

  async publish(update: TournamentUpdate): Promise<void> {
    const listeners = this.listeners.get(update.tournamentId);
    if (!listeners || listeners.size === 0) return;
    // A JSON round trip, as Redis would do: listeners never share objects with the publisher.
    const copy = JSON.parse(JSON.stringify(update)) as TournamentUpdate;
    for (const listener of [...listeners]) {
      try {
        listener(copy);
      } catch (err) {
        this.logger.warn(`tournament ${update.tournamentId} listener failed: ${(err as Error).message}`);
      }
    }
  }

  async subscribe(tournamentId: string, listener: TournamentUpdateListener): Promise<() => void> {
    const set = this.listeners.get(tournamentId) ?? new Set<TournamentUpdateListener>();
    set.add(listener);
    this.listeners.set(tournamentId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(tournamentId) === set) this.listeners.delete(tournamentId);
    };
  }
}
