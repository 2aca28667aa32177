/**
 * Sizing a pot- or no-limit bet: presets and a typed amount kept within the legal range the view
 * gives (`min`/`max`, street totals). Nothing here decides legality: the bounds are the server's.
 */
export interface SizingSpot {
  /** The legal range of the action (street totals). */
  min: number;
  max: number;
  /** The largest bet on the street (what a call goes to). */
  currentBet: number;
  /** What the player has in front of them this street. */
  streetBet: number;
  /** What the player has behind. */
  stack: number;
  /** Every chip in play this hand, current bets included (the view's `total`). */
  total: number;
}

export interface SizingPreset {
  label: string;
  amount: number;
}

/** A whole number of chips within [min, max]; anything that is not a number becomes `min`. */
export function clampAmount(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The street total of a pot-sized bet or raise: call first, then raise by the pot that makes. */
export function potSizedTotal(spot: SizingSpot): number {
  const toCall = Math.max(0, spot.currentBet - spot.streetBet);
  return spot.currentBet + spot.total + toCall;
}

/** Min, Pot and All-in (or Max, when the range stops short of the stack: a pot-limit cap), each within the range. */
export function sizingPresets(spot: SizingSpot): SizingPreset[] {
  const allIn = spot.streetBet + spot.stack;
  const presets: SizingPreset[] = [
    { label: 'Min', amount: spot.min },
    { label: 'Pot', amount: clampAmount(potSizedTotal(spot), spot.min, spot.max) },
    { label: spot.max >= allIn ? 'All-in' : 'Max', amount: spot.max },
  ];
  return presets;
}
