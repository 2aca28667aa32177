/**
 * When a tournament takes entries, rebuys and add-ons, and when its prize pool is final: pure
 * functions of the tournament's settings and the clock's current item (null before the start).
 */
import type { Tournament } from '@app/persistence';
import type { Structure } from '@app/tournament-core';

/** Position in `structure.items` of level `level` (1-based), or -1 when there is no such level. */
export function levelItemIndex(structure: Structure, level: number): number {
  let seen = 0;
  return structure.items.findIndex((item) => item.kind === 'level' && ++seen === level);
}

export function levelCount(structure: Structure): number {
  return structure.items.filter((item) => item.kind === 'level').length;
}

/** The level an item belongs to: a level's own number, or for a break the level before it. */
export function levelAtItem(structure: Structure, itemIndex: number): number {
  return structure.items.slice(0, itemIndex + 1).filter((item) => item.kind === 'level').length;
}

/**
 * The break at which the add-on is offered: the first break once the rebuy period is over (the
 * break after level `rebuyLevels` in a rebuy event), or the first break without rebuys.
 * Null when the tournament has no add-on or the structure no such break.
 */
export function addOnBreakIndex(t: Pick<Tournament, 'structure' | 'rebuyLevels' | 'addOnChips'>): number | null {
  if (t.addOnChips === 0n) return null;
  const from = t.rebuyLevels > 0 ? levelItemIndex(t.structure, t.rebuyLevels) : 0;
  if (from < 0) return null;
  const index = t.structure.items.findIndex((item, i) => i > from && item.kind === 'break');
  return index < 0 ? null : index;
}

/** In play: running or on a break. */
export function inPlay(t: Pick<Tournament, 'status'>): boolean {
  return t.status === 'running' || t.status === 'on-break';
}

/**
 * Entries are taken while registering, and in play through the end of level
 * `lateRegistrationLevels` (breaks before it included, the break after it not).
 */
export function registrationOpen(t: Tournament, itemIndex: number | null): boolean {
  if (t.status === 'registering') return true;
  if (!inPlay(t) || itemIndex === null || t.lateRegistrationLevels === 0) return false;
  return itemIndex <= levelItemIndex(t.structure, t.lateRegistrationLevels);
}

/** Rebuys during levels 1…rebuyLevels (and the breaks between them). */
export function rebuyOpen(t: Tournament, itemIndex: number | null): boolean {
  if (!inPlay(t) || itemIndex === null || t.rebuyLevels === 0) return false;
  return itemIndex <= levelItemIndex(t.structure, t.rebuyLevels);
}

export function addOnOpen(t: Tournament, itemIndex: number | null): boolean {
  const index = addOnBreakIndex(t);
  return inPlay(t) && index !== null && itemIndex === index;
}

/**
 * The prize pool is final when no more money can come in: registration closed, rebuys over and
 * the add-on break passed — or the tournament is over.
 */
export function poolFinal(t: Tournament, itemIndex: number | null): boolean {
  if (t.status === 'finished') return true;
  if (!inPlay(t) || itemIndex === null) return false;
  const addOn = addOnBreakIndex(t);
  return !registrationOpen(t, itemIndex) && !rebuyOpen(t, itemIndex) && (addOn === null || itemIndex > addOn);
}
