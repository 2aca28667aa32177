/**
 * The table's rules around the engine, as pure functions: who is dealt in, where the deal
 * starts, which seats act automatically and how.
 */
import type { PokerTable, TableSeat } from '@app/persistence';
import { ActionKind, gameForPreset, HandState, isPresetName, legalActions, RAZZ, StudVariant } from '@app/razz-engine';

/** The stud game a preset deals (Razz for the Razz presets, Seven-Card Stud, Stud Eight-or-Better). */
export function variantFor(preset: string): StudVariant {
  return isPresetName(preset) ? gameForPreset(preset).game.variant : RAZZ;
}

/** Ledger amounts (BigInt) as engine chips: always safe integers, since every amount entered is. */
export function toChips(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`stack ${amount} is too large for the engine`);
  return Number(amount);
}

/**
 * Seats dealt into the next hand: chips behind, not on the way out, and present — except at a
 * tournament table, where absent players are dealt in all the same (TDA R30).
 */
export function seatsToDeal(table: PokerTable, seats: readonly TableSeat[]): TableSeat[] {
  return seats.filter((s) => s.stack > 0n && !s.leaving && (table.dealSittingOut || !s.sittingOut));
}

/**
 * The dealer moves one dealt seat clockwise each hand (the engine deals from the seat after it).
 * The first hand puts it on the highest dealt seat, so the lowest seat is dealt first.
 */
export function nextDealerSeat(previous: number | null, dealt: readonly number[]): number {
  const sorted = [...dealt].sort((a, b) => a - b);
  const last = sorted[sorted.length - 1] as number;
  if (previous === null) return last;
  return sorted.find((seat) => seat > previous) ?? (sorted[0] as number);
}

/**
 * Seats whose decisions are made for them at once: a player who asked to leave, a player sat out
 * after too many timeouts, and an absent tournament player. A cash player who merely chose to sit
 * out plays the hand in progress and is not dealt the next ones.
 */
export function actsAutomatically(table: PokerTable, seat: TableSeat): boolean {
  if (seat.leaving) return true;
  if (!seat.sittingOut) return false;
  return table.dealSittingOut || seat.consecutiveTimeouts >= table.maxTimeouts;
}

/** What the table does for a player who does not act: check when free, post a forced bring-in, else fold. */
export function automaticAction(state: HandState): ActionKind {
  const legal = new Set(legalActions(state).map((a) => a.kind));
  if (legal.has('check')) return 'check';
  if (legal.has('bring-in')) return 'bring-in';
  return 'fold';
}
