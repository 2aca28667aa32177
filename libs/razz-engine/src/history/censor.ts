import { eventsFor } from '../hand/view';
import type { HandHistory } from './hand-history';

/**
 * The copy of a history one player may see: their own down cards, everyone's up cards, and other
 * players' down cards only where they were shown at showdown. Burn cards, the deck and the TDA
 * reshuffle order are dropped. `viewer` null (or a seat not in the hand) is the public copy: no
 * down cards at all except shown hands. Admins and directors get the history itself.
 *
 * Censoring an already censored copy never reveals more: what was blanked stays blank.
 *
 * @example exportStars(censorFor(history, 3)) // seat 3 is "hero"; the others' hole cards are hidden
 */
export function censorFor(history: HandHistory, viewer: number | null): HandHistory {
  const seated = viewer !== null && history.seats.some((s) => s.seat === viewer);
  const seat = seated ? viewer : null;
  return { ...history, events: eventsFor(history.events, seat), deck: null, reshuffleOrder: null, viewer: seat };
}
