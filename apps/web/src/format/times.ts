/** Times for people, in the browser's locale and the room's time zone. */

/**
 * The room's time zone, which the server writes into the page (`<meta name="room-time-zone">`,
 * ROOM_TIME_ZONE): a TV set to UTC or a director abroad still reads the room's times. Without it
 * (Vite's dev server), the browser's own zone.
 */
export function roomTimeZone(): string | undefined {
  const zone = document.querySelector<HTMLMetaElement>('meta[name="room-time-zone"]')?.content;
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** A remaining time to the second: `9:05`, `1:02:03`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A clock time of day in the room: `21:35` or `9:35 PM`, as the browser's locale writes it. */
export function formatTimeOfDay(at: Date | string): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: roomTimeZone() }).format(
    typeof at === 'string' ? new Date(at) : at,
  );
}

/** A date and time in the room: the browser's locale, the room's time zone. */
export function formatDateTime(at: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: roomTimeZone() }).format(new Date(at));
}

/** A duration in whole minutes: `1 h 20 min`, `45 min`. */
export function formatMinutes(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
