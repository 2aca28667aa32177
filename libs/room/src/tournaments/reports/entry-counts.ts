import type { EntryStatus } from '@app/persistence';

/** What an entry needs to be counted: whose it is, which of the player's entries, and whether it was taken. */
export type CountedEntry = { playerId: string; entryNo: number; status: EntryStatus };

/**
 * Re-entries and unique players from a tournament's entries (unregistered ones are ignored: they
 * were never taken). The statistics and a display link's snapshot both count them here.
 *
 * @example entryCounts([{ playerId: 'a', entryNo: 1, status: 'busted' }, { playerId: 'a', entryNo: 2, status: 'playing' }])
 *   // → { reEntries: 1, uniquePlayers: 1 }
 */
export function entryCounts(entries: readonly CountedEntry[]): { reEntries: number; uniquePlayers: number } {
  const taken = entries.filter((e) => e.status !== 'unregistered');
  return { reEntries: taken.filter((e) => e.entryNo > 1).length, uniquePlayers: new Set(taken.map((e) => e.playerId)).size };
}
