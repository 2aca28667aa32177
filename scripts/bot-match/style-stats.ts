/**
 * What shows a bot's style, counted from a hand's events as any observer sees them (only `street`,
 * `deal`, `action` and `pot-awarded` events are read): how often it puts chips in voluntarily, how
 * often it completes or raises on 3rd street, opens when first in, folds on 4th street, bets
 * rather than calls later, goes to showdown and wins there.
 */
import type { HandEvent, StreetName } from '@app/razz-engine';

export interface StyleCounts {
  hands: number;
  /** Put chips in voluntarily on 3rd street (call, complete, raise; not the forced bring-in). */
  vpip: number;
  /** Completed or raised on 3rd street. */
  completeOrRaise: number;
  /** Acted on 3rd street with nobody in but the bring-in (and not being the bring-in): a steal spot. */
  firstIn: number;
  /** …and completed. */
  firstInCompleted: number;
  /** Was dealt 4th street. */
  sawFourth: number;
  foldedFourth: number;
  /** Bets and raises on 4th to 7th street, and calls there. */
  laterAggressive: number;
  laterCalls: number;
  showdowns: number;
  wonAtShowdown: number;
}

export const emptyCounts = (): StyleCounts => ({
  hands: 0,
  vpip: 0,
  completeOrRaise: 0,
  firstIn: 0,
  firstInCompleted: 0,
  sawFourth: 0,
  foldedFourth: 0,
  laterAggressive: 0,
  laterCalls: 0,
  showdowns: 0,
  wonAtShowdown: 0,
});

/** Adds one hand of one seat to `counts`. */
export function countHand(counts: StyleCounts, events: readonly HandEvent[], seat: number): void {
  counts.hands++;
  let street: StreetName = 'third';
  let entered = false;
  const did = { vpip: false, raised: false, firstIn: false, opened: false, fourth: false, foldedFourth: false, folded: false, won: false };
  for (const e of events) {
    if (e.type === 'street') street = e.street;
    else if (e.type === 'deal' && e.seat === seat && street === 'fourth') did.fourth = true;
    else if (e.type === 'pot-awarded' && e.winners.some((w) => w.seat === seat)) did.won = true;
    else if (e.type === 'action') {
      if (e.action === 'fold' && e.seat === seat) did.folded = true;
      if (street !== 'third') {
        if (e.seat !== seat) continue;
        if (e.action === 'bet' || e.action === 'raise') counts.laterAggressive++;
        if (e.action === 'call') counts.laterCalls++;
        if (e.action === 'fold' && street === 'fourth') did.foldedFourth = true;
        continue;
      }
      const voluntary = e.action === 'call' || e.action === 'complete' || e.action === 'raise' || e.action === 'bet';
      if (e.seat === seat) {
        if (!entered && e.action !== 'bring-in' && !did.firstIn) {
          did.firstIn = true;
          did.opened = e.action === 'complete';
        }
        if (voluntary) did.vpip = true;
        if (e.action === 'complete' || e.action === 'raise') did.raised = true;
      }
      if (voluntary) entered = true;
    }
  }
  const showdown = events.some((e) => e.type === 'hand-ended' && e.endedBy === 'showdown') && !did.folded;
  counts.vpip += +did.vpip;
  counts.completeOrRaise += +did.raised;
  counts.firstIn += +did.firstIn;
  counts.firstInCompleted += +did.opened;
  counts.sawFourth += +did.fourth;
  counts.foldedFourth += +did.foldedFourth;
  counts.showdowns += +showdown;
  counts.wonAtShowdown += +(showdown && did.won);
}

/** Adds `more` into `into`. */
export function addCounts(into: StyleCounts, more: StyleCounts): void {
  for (const key of Object.keys(into) as (keyof StyleCounts)[]) into[key] += more[key];
}
