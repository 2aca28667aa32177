/**
 * Deals in a satellite (docs/tournaments.md "Satellites", "Deals"): a seat cannot be divided, so
 * a satellite's deal ends it now with the seats going whole to the biggest stacks, and only the
 * cash left in the pool (the remainder beyond the seats) is shared among the players without one —
 * the live rooms' satellite "bubble deal". Pure: the service locks, checks and applies.
 */
import type { DealMethod } from '@app/persistence';
import { chipChop, type CoreResult } from '@app/tournament-core';
import { TournamentError, TournamentErrorCode } from '../tournament.error';

const notAllowed = (message: string) => new TournamentError(TournamentErrorCode.DEAL_NOT_ALLOWED, message);

export interface SatelliteDealShare {
  /** Takes one of the seats (awarded through the seat service on confirmation). */
  seat: boolean;
  /** A seat's value for a seat-winner; their share of the cash remainder for the others. */
  amount: bigint;
}

export interface SatelliteDealInput {
  /** The players' stacks, in any order; the shares come back in the same order. */
  stacks: readonly bigint[];
  /** The satellite's final payouts: `seats` seats of `seatValue`, then at most one cash remainder. */
  amounts: readonly bigint[];
  seats: number;
  seatValue: bigint;
  unit: number;
  method: DealMethod;
  guaranteeLastPlace: boolean;
}

/**
 * Who takes the seats (the `seats` biggest stacks) and how the cash beyond them is shared (among
 * the rest, by chips). The cash prizes left are the remainder alone — one prize — so ICM and
 * chip-chop give the same shares (with one prize a player's ICM equity is their chance of 1st,
 * their share of the chips): both are computed as a chip-chop, rounded to `unit` as every deal.
 * Refused when equal stacks straddle the last seat (neither can be given it by chips) or when no
 * more players are left than seats (the satellite is over: nothing to deal).
 * @example satelliteDeal({ stacks: [5000n, 2000n, 1000n], amounts: [10900n, 10900n, 2000n], seats: 2, seatValue: 10900n, unit: 1, method: 'icm', guaranteeLastPlace: false })
 *   // [{seat: true, amount: 10900n}, {seat: true, amount: 10900n}, {seat: false, amount: 2000n}]
 */
export function satelliteDeal(input: SatelliteDealInput): SatelliteDealShare[] {
  const { stacks, seats } = input;
  if (stacks.length <= seats) throw notAllowed(`${stacks.length} players are left for ${seats} seats: the satellite is over, there is nothing to deal`);
  const order = stacks.map((_, i) => i).sort((a, b) => Number((stacks[b] as bigint) - (stacks[a] as bigint)));
  const lastSeat = seats > 0 ? stacks[order[seats - 1] as number] : undefined;
  if (lastSeat !== undefined && stacks[order[seats] as number] === lastSeat)
    throw notAllowed(
      `equal stacks of ${lastSeat} chips straddle the last seat: a seat cannot be split, so the deal cannot say who takes it — play on, or agree otherwise`,
    );
  const rest = order.slice(seats);
  const cash = input.amounts.slice(seats, stacks.length).map(Number);
  const restAmounts = shareCash(
    rest.map((i) => Number(stacks[i])),
    cash,
    input,
  );
  const shares: SatelliteDealShare[] = stacks.map(() => ({ seat: true, amount: input.seatValue }));
  rest.forEach((i, k) => (shares[i] = { seat: false, amount: BigInt(restAmounts[k] as number) }));
  return shares;
}

/** The cash prizes left, shared by chips among the players without a seat (all of it to one; nothing when there is none). */
function shareCash(stacks: number[], cash: number[], input: SatelliteDealInput): number[] {
  const total = cash.reduce((a, b) => a + b, 0);
  if (stacks.length === 1) return [total];
  if (total === 0) return stacks.map(() => 0);
  const computed: CoreResult<{ amounts: number[] }> = chipChop(stacks, cash, { guaranteeLastPlace: input.guaranteeLastPlace, unit: input.unit });
  if (!computed.ok) throw TournamentError.fromCore(TournamentErrorCode.DEAL_NOT_ALLOWED, computed.error);
  return computed.value.amounts;
}
