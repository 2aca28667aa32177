/**
 * The table's rules around the engine, as pure functions over the stored table and its seats:
 * who is dealt in, which seats act automatically, and the stored values the engine is given.
 * They read what only the room knows (a seat leaving, sat out, its timeouts; the table's
 * settings; ledger amounts), so they stay beside the services. The rules about the hand itself
 * are the engine's: where the deal starts (`nextDealerSeat`) and what the table does for a
 * player who does not act (`automaticAction`).
 */
import type { PokerTable, TableSeat } from '@app/persistence';
import { gameForPreset, GameVariant, isPresetName, RAZZ } from '@app/razz-engine';

/** The game a preset deals (Razz for the Razz presets, Seven-Card Stud, Stud Eight-or-Better, Hold'em, Omaha). */
export function variantFor(preset: string): GameVariant {
  return isPresetName(preset) ? gameForPreset(preset).game.variant : RAZZ;
}

/** Ledger amounts (BigInt) as engine chips: always safe integers, since every amount entered is. */
export function toChips(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`stack ${amount} is too large for the engine`);
  return Number(amount);
}

/**
 * Seats dealt into the next hand: chips behind, not on the way out, and present — except at a
 * tournament table, where absent players are dealt in all the same (TDA R30). Bots play beside
 * people: a table where only bots would be dealt in waits for a person, rather than dealing to
 * itself for ever (docs/tables.md, practice tables and bots).
 */
export function seatsToDeal(table: PokerTable, seats: readonly TableSeat[]): TableSeat[] {
  const dealt = seats.filter((s) => s.stack > 0n && !s.leaving && (table.dealSittingOut || !s.sittingOut));
  return dealt.some((s) => !s.botStrategy) ? dealt : [];
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
