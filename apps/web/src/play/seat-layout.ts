/**
 * Where each seat sits around the oval, in percent of the table's box: the viewer's seat at the
 * bottom centre (or seat 1 for a spectator), the others clockwise from it.
 */
export interface SeatPlace {
  seat: number;
  /** Centre of the seat, percent of the box's width and height. */
  left: number;
  top: number;
}

export function seatPlaces(maxSeats: number, bottomSeat: number | null): SeatPlace[] {
  const anchor = bottomSeat ?? 1;
  const places: SeatPlace[] = [];
  for (let seat = 1; seat <= maxSeats; seat++) {
    const step = (seat - anchor + maxSeats) % maxSeats;
    // Clockwise on screen from the bottom: down is +y, so the angle grows from π/2.
    const angle = Math.PI / 2 + (2 * Math.PI * step) / maxSeats;
    places.push({ seat, left: round(50 + 41 * Math.cos(angle)), top: round(50 + 40 * Math.sin(angle)) });
  }
  return places;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
