/**
 * The lines that pay the pots: `X collected $0.39 from pot` per winner, or per half of a hi/lo pot
 * (`supermeXXX collected $0.20 from pot` for the high half, then one line per share of the low
 * half, as PokerStars writes a split pot), and `No low hand qualified` after them when a hi/lo
 * showdown pot had no low.
 */
import type { PotResult } from '../hand/types';

/** `pot` when there is one; else `main pot`, then `side pot` (one side pot) or `side pot-1`, `side pot-2`, … */
export function potName(index: number, count: number): string {
  if (count === 1) return 'pot';
  if (index === 0) return 'main pot';
  return count === 2 ? 'side pot' : `side pot-${index}`;
}

/** A pot's shares in the order PokerStars pays them: each half's winners (high half first), or the pot's winners. */
function sharesOf(pot: PotResult): { seat: number; amount: number }[] {
  return pot.halves ? pot.halves.flatMap((half) => half.winners) : pot.winners;
}

/**
 * Collected lines, side pots first (the last side pot first) and the main pot last, as PokerStars
 * resolves them. None for a share of nothing (a tied 1-chip half, a pot the rake took whole):
 * PokerStars never writes `collected $0`. `No low hand qualified` follows when a hi/lo pot went to
 * the high hand whole at showdown (seen after the single pot's line; once, after all of them, with
 * several pots: chosen).
 */
export function collectedLines(pots: readonly PotResult[], nameOf: (seat: number) => string, amount: (chips: number) => string): string[] {
  const lines: string[] = [];
  for (let k = pots.length - 1; k >= 0; k--) {
    for (const share of sharesOf(pots[k] as PotResult)) {
      if (share.amount > 0) lines.push(`${nameOf(share.seat)} collected ${amount(share.amount)} from ${potName(k, pots.length)}`);
    }
  }
  const noLow = pots.some((p) => p.halves !== undefined && !p.halves.some((half) => half.half === 'low'));
  return noLow ? [...lines, 'No low hand qualified'] : lines;
}
