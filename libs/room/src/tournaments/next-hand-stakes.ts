import type { ClockState, Tournament } from '@app/persistence';
import type { Stakes } from '@app/razz-engine';
import { inPlay, levelAtItem } from '@app/tournament-core';
import { gameOfLevel } from './tournament-games';

/** What a tournament table deals its next hand at. */
export interface NextHandStakes {
  level: number;
  stakes: Stakes;
  /** The level's game, an engine preset (mixed tournaments). */
  game: string;
}

/**
 * The clock's current level, its stakes and game: a new level applies from the next hand dealt
 * (TDA's rule on new levels); null on a break, without a clock, and once the tournament is not in
 * play. The one reading of it: the clock's own view and the tables' deal both ask here.
 */
export function nextHandStakes(t: Tournament, clock: ClockState | null): NextHandStakes | null {
  if (!clock || !inPlay(t)) return null;
  const item = t.structure.items[clock.itemIndex];
  if (!item || item.kind !== 'level') return null;
  const level = levelAtItem(t.structure, clock.itemIndex);
  return { level, stakes: item.stakes, game: gameOfLevel(t.structure, level) };
}
