/**
 * A satellite's prizes (docs/tournaments.md "Satellites"): pure functions of its final prize pool
 * and its target's entry price. Every seat is worth one full entry into the target; the pool buys
 * as many whole seats as it can, and what is left over — less than one seat — is paid in cash to
 * the next place (seats + 1). Amounts are minor units of the one currency both tournaments share.
 */
import type { FinalPayouts, Tournament } from '@app/persistence';

/** What one seat costs: the target's full entry price, buy-in + fee (+ its bounty part, if it has bounties). */
export function seatValue(target: Pick<Tournament, 'buyIn' | 'fee' | 'bounty' | 'bountyKind'>): bigint {
  return target.buyIn + target.fee + (target.bountyKind === 'none' ? 0n : target.bounty);
}

export interface SatellitePrizes {
  seats: number;
  seatValue: bigint;
  /** Cash to place `seats + 1` (the whole pool to 1st when it buys no seat). */
  remainder: bigint;
  /** As every tournament's: `amounts` per place (a seat's value for each seat, then the remainder), summing to the pool. */
  payouts: FinalPayouts;
}

/**
 * Seats = ⌊pool ÷ seat value⌋, remainder = pool − seats × seat value.
 * @example satellitePrizes(50_600n, 0n, 10_900n) // 4 seats of 10,900 and 7,000 to 5th
 */
export function satellitePrizes(prizePool: bigint, overlay: bigint, value: bigint): SatellitePrizes {
  if (value <= 0n) throw new Error(`a satellite's seat must be worth something: the target's entry price is ${value}`);
  const seats = prizePool / value;
  const remainder = prizePool - seats * value;
  const amounts = [...Array.from({ length: Number(seats) }, () => value), ...(remainder > 0n ? [remainder] : [])];
  // Percent of the pool per place, to two decimals (display only: the amounts are exact).
  const percentages = prizePool === 0n ? [] : amounts.map((a) => Number((a * 10_000n) / prizePool) / 100);
  return { seats: Number(seats), seatValue: value, remainder, payouts: { prizePool, overlay, percentages, amounts } };
}

/**
 * The satellite is over ("the bubble burst") once no more players are left than seats: every one
 * of them wins a seat, so play stops. With no seat to win it plays to one winner as usual.
 */
export function satelliteOver(seats: number | null, playersLeft: number): boolean {
  return seats !== null && seats > 0 && playersLeft <= seats;
}
