/**
 * The dealer seat of the next hand (`StartHandInput.dealerSeat`; the deal starts with the seat
 * after it): one dealt seat clockwise of the previous dealer each hand. The first hand
 * (`previous` null) puts it on the highest dealt seat, so the lowest seat is dealt first.
 * `dealt` is the seats dealt into the next hand (at least one).
 * @example nextDealerSeat(3, [1, 3, 6]) // 6
 */
export function nextDealerSeat(previous: number | null, dealt: readonly number[]): number {
  const sorted = [...dealt].sort((a, b) => a - b);
  const last = sorted[sorted.length - 1] as number;
  if (previous === null) return last;
  return sorted.find((seat) => seat > previous) ?? (sorted[0] as number);
}
