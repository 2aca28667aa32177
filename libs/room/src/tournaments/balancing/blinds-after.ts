/** The blinds after a button at `button`: the next occupied seats clockwise (heads-up, the button posts the small blind). */
export function blindsAfter(button: number, occupied: readonly number[], maxSeats: number): { button: number; smallBlind: number; bigBlind: number } {
  const taken = new Set(occupied);
  const next = (from: number) => {
    for (let k = 1; k <= maxSeats; k++) {
      const seat = ((from - 1 + k) % maxSeats) + 1;
      if (taken.has(seat)) return seat;
    }
    return from;
  };
  if (taken.size === 2 && taken.has(button)) return { button, smallBlind: button, bigBlind: next(button) };
  const smallBlind = next(button);
  return { button, smallBlind, bigBlind: next(smallBlind) };
}
