/**
 * PokerStars' bounty lines, written after the collected lines and before the summary, in the
 * words fpdb's PokerStars parser reads:
 *
 * - a fixed bounty: `X wins the $25 bounty for eliminating Y`; shared:
 *   `A, B split the $25 bounty for eliminating Y` (one line, the whole bounty);
 * - a progressive knockout: `X wins $12.50 for eliminating Y and their own bounty increases by
 *   $12.50 to $37.50`; shared: `X wins $6.25 for splitting the elimination of Y and their own
 *   bounty increases by $6.25 to $31.25` (one line per eliminator).
 *
 * Amounts are the tournament's money (`$12.50`), not the hand's chips. A shared fixed bounty's
 * line names only the whole: read back, it is split equally (the leftover minor units to the first
 * named), which writes the same line again.
 */
import type { HandHistory, HistoryKnockout } from './hand-history';
import { formatMinorUnits, parseStarsAmount } from './stars-money';

/** The tournament's money: `$12.50`; play money or no symbol: whole units as written. */
export function bountyMoney(h: HandHistory, minor: number): string {
  const symbol = h.tournament?.symbol ?? '';
  return symbol === '' ? String(minor / 100) : `${symbol}${formatMinorUnits(minor)}`;
}

export function knockoutLines(h: HandHistory): string[] {
  const knockouts = h.knockouts ?? [];
  const name = (seat: number): string => h.seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat}`;
  const lines: string[] = [];
  const done = new Set<number>();
  for (const k of knockouts) {
    if (k.increase !== undefined) {
      const what = k.split ? 'splitting the elimination of' : 'eliminating';
      lines.push(
        `${name(k.seat)} wins ${bountyMoney(h, k.amount)} for ${what} ${name(k.eliminated)} and their own bounty increases by ${bountyMoney(h, k.increase)} to ${bountyMoney(h, k.bounty ?? k.increase)}`,
      );
    } else if (!k.split) {
      lines.push(`${name(k.seat)} wins the ${bountyMoney(h, k.amount)} bounty for eliminating ${name(k.eliminated)}`);
    } else if (!done.has(k.eliminated)) {
      // A shared fixed bounty: one line for all who split it.
      done.add(k.eliminated);
      const shared = knockouts.filter((x) => x.eliminated === k.eliminated && x.increase === undefined);
      const total = shared.reduce((sum, x) => sum + x.amount, 0);
      lines.push(`${shared.map((x) => name(x.seat)).join(', ')} split the ${bountyMoney(h, total)} bounty for eliminating ${name(k.eliminated)}`);
    }
  }
  return lines;
}

const PROGRESSIVE = /^(.+) wins (\S+) for (splitting the elimination of|eliminating) (.+) and their own bounty increases by (\S+) to (\S+)$/;
const FIXED = /^(.+) (wins|split) the (\S+) bounty for eliminating (.+)$/;

/**
 * Reads one bounty line into knockouts (`names`: the seated players), or null when the line is not
 * one. `fail` refuses a bounty line naming someone not seated or an amount that is not money.
 */
/** `Seat 1: x (8560 in chips, $25 bounty)`: the bounty of a seat line, in minor units; undefined without one. */
export function readSeatBounty(text: string, fail: (message: string) => never): number | undefined {
  const m = /, (\S+) bounty\)/.exec(text);
  if (!m) return undefined;
  const a = parseStarsAmount(m[1] as string);
  if (!a) return fail(`${m[1]} is not a bounty`);
  return a.symbol === '' ? a.value * 100 : a.value;
}

export function readKnockoutLine(text: string, names: readonly { name: string; seat: number }[], fail: (message: string) => never): HistoryKnockout[] | null {
  const seatOf = (name: string): number => names.find((n) => n.name === name)?.seat ?? fail(`no seated player ${name}`);
  const minor = (amount: string): number => {
    const a = parseStarsAmount(amount);
    if (!a) return fail(`${amount} is not an amount`);
    return a.symbol === '' ? a.value * 100 : a.value;
  };
  const pko = PROGRESSIVE.exec(text);
  if (pko && names.some((n) => n.name === pko[1])) {
    return [
      {
        seat: seatOf(pko[1] as string),
        eliminated: seatOf(pko[4] as string),
        amount: minor(pko[2] as string),
        split: pko[3] !== 'eliminating',
        increase: minor(pko[5] as string),
        bounty: minor(pko[6] as string),
      },
    ];
  }
  const fixed = FIXED.exec(text);
  if (!fixed) return null;
  const eliminated = seatOf(fixed[4] as string);
  const total = minor(fixed[3] as string);
  if (fixed[2] === 'wins') return [{ seat: seatOf(fixed[1] as string), eliminated, amount: total, split: false }];
  const seats = (fixed[1] as string).split(', ').map(seatOf);
  const each = Math.floor(total / seats.length);
  return seats.map((seat, i) => ({ seat, eliminated, amount: each + (i === 0 ? total - each * seats.length : 0), split: true }));
}
