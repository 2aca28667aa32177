import { boardRank } from '../../eval/board-rank';
import type { BotView } from '../bot-view';
import { liveOthers } from './card-reading';

/** Bets, completions and raises so far on the current street. */
export function raisesThisStreet(view: BotView): number {
  let count = 0;
  for (const r of view.betting) if (r.street === view.street && (r.kind === 'complete' || r.kind === 'bet' || r.kind === 'raise')) count++;
  return count;
}

/** Chips the deciding seat must add to call (0: it may check). */
export function toCall(view: BotView): number {
  return Math.max(0, Math.min(view.currentBet, view.me.streetBet + view.me.stack) - view.me.streetBet);
}

/**
 * Whether this seat shows the best board among the live seats — the board that acts first — ranked
 * the way the engine picks who opens (pairs count against in Razz; in Seven-Card Stud the highest
 * board is best).
 */
export function hasBestBoard(view: BotView): boolean {
  const n = view.me.up.length;
  if (n < 1 || n > 4) return false;
  const mine = boardRank(view.evaluation, view.me.up);
  return liveOthers(view).every((o) => o.up.length !== n || mine <= boardRank(view.evaluation, o.up));
}
