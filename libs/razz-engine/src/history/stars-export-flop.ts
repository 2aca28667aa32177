/**
 * The lines only flop games have (docs/hand-history-format.md, the flop games): the blinds
 * (`posts small blind`, `posts big blind`, `posts small & big blinds` for a returning player's
 * live big and dead small blind), the board streets (`*** FLOP *** [9d 9c 6h]`,
 * `*** TURN *** [9d 9c 6h] [4c]`), and the position tags of the summary (`(button)`,
 * `(small blind)`, `(big blind)`).
 */
import type { CardText } from '../cards';
import type { HandEvent } from '../hand/events';
import type { BlindPlan } from '../hand/types';
import type { BlindStakes } from '../rules';
import type { HandHistory } from './hand-history';

type BlindEvent = Extract<HandEvent, { type: 'blind' }>;
type BoardEvent = Extract<HandEvent, { type: 'board' }>;

/** A dead small blind posted alone is written as a small blind too: fpdb reads a second `posts small blind` as dead. */
const BLIND_WORDS: Readonly<Record<BlindEvent['blind'], string>> = Object.freeze({
  small: 'small blind',
  big: 'big blind',
  'small-and-big': 'small & big blinds',
  'dead-small': 'small blind',
});

/** `Player3: posts small blind 10`, `x: posts small & big blinds $3` (both blinds in one amount), + ` and is all-in`. */
export function blindLine(name: string, e: BlindEvent, amount: string): string {
  return `${name}: posts ${BLIND_WORDS[e.blind]} ${amount}${e.allIn ? ' and is all-in' : ''}`;
}

/** `*** FLOP *** [9d 9c 6h]`, then `*** TURN *** [9d 9c 6h] [4c]` and `*** RIVER *** [9d 9c 6h 4c] [Qs]`: the board before, then the new cards. */
export function boardLine(before: readonly CardText[], e: BoardEvent): string {
  const name = e.street.toUpperCase();
  return before.length === 0 ? `*** ${name} *** [${e.cards.join(' ')}]` : `*** ${name} *** [${before.join(' ')}] [${e.cards.join(' ')}]`;
}

/** Before the flop the big blind is the bet to call, raise from and count toward the fixed-limit cap (as the engine does). */
export function preflopBetting(stakes: BlindStakes): { top: number; counted: number; countedLevel: number } {
  return { top: stakes.bigBlind, counted: 1, countedLevel: stakes.bigBlind };
}

/** The hand's blind plan, from its `hand-started` event (null in stud games). */
export function blindPlanOf(h: HandHistory): BlindPlan | null {
  const started = h.events[0];
  return started?.type === 'hand-started' ? (started.blinds ?? null) : null;
}

/**
 * The summary's position tags of a seat: `(button) `, `(small blind) `, `(big blind) `, or
 * `(button) (small blind) ` heads-up — the only combinations fpdb's summary patterns know.
 */
export function positionTags(h: HandHistory, seat: number): string {
  const plan = blindPlanOf(h);
  if (plan === null) return '';
  const tags = [seat === h.dealerSeat ? '(button) ' : '', seat === plan.small ? '(small blind) ' : '', seat === plan.big ? '(big blind) ' : ''];
  return tags.join('');
}
