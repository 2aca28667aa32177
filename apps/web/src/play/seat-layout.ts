/**
 * Where each seat sits around the oval: the viewer's seat at the bottom centre (or seat 1 for a
 * spectator), the others clockwise from it. `dx`/`dy` are the seat's direction from the centre
 * (−1 to 1); the stylesheet scales them by the oval's radii, narrower on a phone.
 */
export interface SeatPlace {
  seat: number;
  dx: number;
  dy: number;
}

export function seatPlaces(maxSeats: number, bottomSeat: number | null): SeatPlace[] {
  const anchor = bottomSeat ?? 1;
  const places: SeatPlace[] = [];
  for (let seat = 1; seat <= maxSeats; seat++) {
    const step = (seat - anchor + maxSeats) % maxSeats;
    // Clockwise on screen from the bottom: down is +y, so the angle grows from π/2.
    const angle = Math.PI / 2 + (2 * Math.PI * step) / maxSeats;
    places.push({ seat, dx: round(Math.cos(angle)), dy: round(Math.sin(angle)) });
  }
  return places;
}

function round(value: number): number {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? 0 : rounded;
}
