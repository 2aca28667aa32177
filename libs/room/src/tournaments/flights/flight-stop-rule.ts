/**
 * When a Day 1 flight stops: pure functions of the flight's settings, the clock's item and the
 * players left. A flight stops at the end of `flightStopLevel` (the clock has moved past it), or —
 * once its field is known (registration closed) — when no more than the stop share of its entries
 * is left; it never plays past one player. Hands already dealt finish first (FlightStopService).
 */
import type { Tournament } from '@app/persistence';
import { levelAtItem, levelItemIndex, registrationOpen } from '@app/tournament-core';

type FlightTerms = Pick<
  Tournament,
  'status' | 'structure' | 'lateRegistrationLevels' | 'rebuyLevels' | 'addOnChips' | 'entriesCount' | 'flightOfId' | 'flightStopPercent' | 'flightStopLevel'
>;

/** The players a percentage stop plays down to: ⌈entries × percent / 100⌉ (null without one). */
export function flightStopTarget(t: Pick<Tournament, 'entriesCount' | 'flightStopPercent'>): number | null {
  if (t.flightStopPercent === null) return null;
  return Math.ceil((t.entriesCount * t.flightStopPercent) / 100);
}

/** True once the flight must stop dealing new hands and bag (monotone: it stays true as play goes on). */
export function flightStopDue(t: FlightTerms, itemIndex: number | null, playersLeft: number): boolean {
  if (t.flightOfId === null || itemIndex === null) return false;
  if (t.status !== 'running' && t.status !== 'on-break') return false;
  if (t.flightStopLevel !== null && itemIndex > levelItemIndex(t.structure, t.flightStopLevel)) return true;
  if (registrationOpen(t, itemIndex)) return false;
  if (playersLeft <= 1) return true;
  const target = flightStopTarget(t);
  return target !== null && playersLeft <= target;
}

/**
 * The last level a stopped flight played: the stop level for a level stop reached by the clock,
 * else the level the clock stood at (a break counts as the level before it).
 */
export function lastFlightLevel(t: Pick<Tournament, 'structure' | 'flightStopLevel'>, itemIndex: number): number {
  const level = levelAtItem(t.structure, itemIndex);
  return t.flightStopLevel !== null ? Math.min(level, t.flightStopLevel) : level;
}
