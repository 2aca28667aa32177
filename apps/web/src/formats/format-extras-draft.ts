import type { CreateTournament, Tournament } from '../api/types';
import { formatMoney, parseMoney } from '../format/amounts';

/** A new tournament's bounty and satellite target as typed (money as money). */
export interface ExtrasDraft {
  bountyKind: 'none' | 'fixed' | 'progressive';
  bountyAmount: string;
  /** '' : not a satellite. */
  satelliteTargetId: string;
}

export const NO_EXTRAS: ExtrasDraft = { bountyKind: 'none', bountyAmount: '25.00', satelliteTargetId: '' };

type ExtrasTerms = Pick<CreateTournament, 'bounty' | 'satelliteTargetId'>;

/** The bounty's amount in minor units (0 without a bounty), or null when it is not money. */
export function bountyMinor(draft: ExtrasDraft, currency: string): number | null {
  if (draft.bountyKind === 'none') return 0;
  return parseMoney(draft.bountyAmount, currency);
}

/**
 * The bounty's and satellite's part of `POST /tournaments`: each only when chosen (the server
 * refuses a bounty with rebuys or at a multi-day event, and a satellite of a multi-day event; the
 * form hides those choices there).
 */
export function extrasBody(draft: ExtrasDraft, currency: string): ExtrasTerms {
  const terms: ExtrasTerms = {};
  if (draft.bountyKind !== 'none') {
    const amount = bountyMinor(draft, currency);
    if (amount === null || amount <= 0) throw new Error('The bounty is an amount of money above 0, such as 25.00');
    terms.bounty = { kind: draft.bountyKind, amount };
  }
  if (draft.satelliteTargetId !== '') terms.satelliteTargetId = draft.satelliteTargetId;
  return terms;
}

/** An entry's price as a room writes it: "$25.00 + $5.00", or with a bounty "$25.00 + $25.00 + $5.00" (buy-in + bounty + fee). */
export function entryPriceWords(buyIn: number, bounty: number, fee: number, currency: string): string {
  const parts = bounty > 0 ? [buyIn, bounty, fee] : [buyIn, fee];
  return parts.map((minor) => formatMoney(minor, currency)).join(' + ');
}

/** A tournament's full entry price in minor units (what a satellite's seat is worth). */
export function entryPrice(t: Pick<Tournament, 'buyIn' | 'bounty' | 'fee'>): number {
  return t.buyIn + t.bounty + t.fee;
}

/** Knockouts with halves and thirds as people write them: 1.5 → "1½", 0.333 → "⅓", 2 → "2". */
export function knockoutWords(knockouts: number): string {
  const whole = Math.floor(knockouts + 1e-6);
  const part = knockouts - whole;
  const fractions: [number, string][] = [
    [1 / 2, '½'],
    [1 / 3, '⅓'],
    [2 / 3, '⅔'],
    [1 / 4, '¼'],
    [3 / 4, '¾'],
  ];
  if (part < 0.0005) return String(whole);
  const known = fractions.find(([value]) => Math.abs(value - part) < 0.0015);
  if (known) return whole === 0 ? known[1] : `${whole}${known[1]}`;
  return String(Number(knockouts.toFixed(3)));
}

/** A satellite's seats in words: "5 seats of $109.00 + $35.00 to 6th" (the remainder to the next place). */
export function satelliteSeatsWords(seats: number, amounts: number[], currency: string): string {
  const seatValue = amounts[0] ?? 0;
  const remainder = amounts[seats] ?? 0;
  const head = `${seats} seat${seats === 1 ? '' : 's'} of ${formatMoney(seatValue, currency)}`;
  return remainder > 0 ? `${head} + ${formatMoney(remainder, currency)} to ${ordinal(seats + 1)}` : head;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
