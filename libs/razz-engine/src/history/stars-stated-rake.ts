/**
 * PokerStars' amounts are net of its rake: once the replay's pots agree with the text, the imported
 * history takes the text's shares and rake (and final stacks) instead of the rake-free replay's.
 */
import type { HandEvent } from '../hand/events';
import type { PotShare } from '../hand/types';
import { textShares } from './stars-compare';
import type { StarsHand } from './stars-hand';

type Share = { seat: number; amount: number };

/**
 * A hi/lo pot's halves with the text's amounts. The text pays a split pot a line per share, the
 * high half's first, each half's winners in the engine's odd-chip order; a share with no line went
 * to the rake whole. Undefined when the lines do not read that way (the history then keeps only
 * each winner's total).
 */
function statedHalves(halves: readonly PotShare[], lines: readonly Share[]): PotShare[] | undefined {
  let at = 0;
  const stated = halves.map((half) => {
    const winners = half.winners.map((w): Share => {
      const line = lines[at];
      if (line?.seat !== w.seat) return { seat: w.seat, amount: 0 };
      at++;
      return { seat: w.seat, amount: line.amount };
    });
    return { half: half.half, amount: winners.reduce((sum, w) => sum + w.amount, 0), winners };
  });
  return at === lines.length ? stated : undefined;
}

/** The pot's collected lines in text order (main pot 0). */
function linesOf(hand: StarsHand, pot: number): Share[] {
  return hand.collected.filter((c) => c.pot === pot).map((c) => ({ seat: c.seat, amount: c.amount }));
}

/** The event log with the text's shares, rake and final stacks in place of the replay's. */
export function withStatedRake(events: readonly HandEvent[], hand: StarsHand): HandEvent[] {
  const stated = textShares(hand);
  const less = new Map<number, number>();
  let pot = 0;
  return events.flatMap((e): HandEvent[] => {
    if (e.type === 'rake') return [];
    if (e.type === 'hand-ended') return [{ ...e, stacks: e.stacks.map((s) => ({ seat: s.seat, stack: s.stack - (less.get(s.seat) ?? 0) })) }];
    if (e.type !== 'pot-awarded') return [e];
    const shares = stated.pots[pot] ?? new Map<number, number>();
    // A winner the text does not name collected nothing there (its share went to the rake).
    const winners = e.winners.map((w) => ({ seat: w.seat, amount: shares.get(w.seat) ?? 0 }));
    e.winners.forEach((w, k) => less.set(w.seat, (less.get(w.seat) ?? 0) + w.amount - (winners[k]?.amount ?? w.amount)));
    const halves = e.halves ? statedHalves(e.halves, linesOf(hand, pot)) : undefined;
    const rake: HandEvent[] = pot++ === 0 && stated.rake > 0 ? [{ type: 'rake', amount: stated.rake }] : [];
    const { halves: _engine, ...award } = e;
    return [...rake, { ...award, amount: winners.reduce((sum, w) => sum + w.amount, 0), winners, ...(halves ? { halves } : {}) }];
  });
}
