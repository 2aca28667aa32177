/**
 * When a tournament takes entries, rebuys and add-ons, and when its prize pool is final: pure
 * functions of the tournament's settings and the clock's current item (null before the start).
 */
import { levelItemIndex } from '../structure/levels';
import type { Structure } from '../structure/structure';

/**
 * The settings these rules read. Structural: persistence's `Tournament` fits as it is; `status`
 * is its stored status (`'registering'`, `'running'`, `'on-break'`, `'finished'`, …).
 */
export interface EntryTerms {
  status: string;
  structure: Structure;
  /** Late registration runs through the end of this level (0: none once play has begun). */
  lateRegistrationLevels: number;
  /** Rebuys during levels 1…rebuyLevels (0: no rebuys). */
  rebuyLevels: number;
  /** Chips of the add-on (0: no add-on). */
  addOnChips: bigint;
}

/**
 * The break at which the add-on is offered: the first break once the rebuy period is over (the
 * break after level `rebuyLevels` in a rebuy event), or the first break without rebuys.
 * Null when the tournament has no add-on or the structure no such break.
 */
export function addOnBreakIndex(t: Pick<EntryTerms, 'structure' | 'rebuyLevels' | 'addOnChips'>): number | null {
  if (t.addOnChips === 0n) return null;
  const from = t.rebuyLevels > 0 ? levelItemIndex(t.structure, t.rebuyLevels) : 0;
  if (from < 0) return null;
  const index = t.structure.items.findIndex((item, i) => i > from && item.kind === 'break');
  return index < 0 ? null : index;
}

/** In play: running or on a break. */
export function inPlay(t: Pick<EntryTerms, 'status'>): boolean {
  return t.status === 'running' || t.status === 'on-break';
}

/**
 * Entries are taken while registering, and in play through the end of level
 * `lateRegistrationLevels` (breaks before it included, the break after it not).
 */
export function registrationOpen(t: EntryTerms, itemIndex: number | null): boolean {
  if (t.status === 'registering') return true;
  if (!inPlay(t) || itemIndex === null || t.lateRegistrationLevels === 0) return false;
  return itemIndex <= levelItemIndex(t.structure, t.lateRegistrationLevels);
}

/** Rebuys during levels 1…rebuyLevels (and the breaks between them). */
export function rebuyOpen(t: EntryTerms, itemIndex: number | null): boolean {
  if (!inPlay(t) || itemIndex === null || t.rebuyLevels === 0) return false;
  return itemIndex <= levelItemIndex(t.structure, t.rebuyLevels);
}

export function addOnOpen(t: EntryTerms, itemIndex: number | null): boolean {
  const index = addOnBreakIndex(t);
  return inPlay(t) && index !== null && itemIndex === index;
}

/**
 * The prize pool is final when no more money can come in: registration closed, rebuys over and
 * the add-on break passed — or the tournament is over.
 */
export function poolFinal(t: EntryTerms, itemIndex: number | null): boolean {
  if (t.status === 'finished') return true;
  if (!inPlay(t) || itemIndex === null) return false;
  const addOn = addOnBreakIndex(t);
  return !registrationOpen(t, itemIndex) && !rebuyOpen(t, itemIndex) && (addOn === null || itemIndex > addOn);
}
