/** Times for people, in the browser's locale and time zone. */

/** A remaining time to the second: `9:05`, `1:02:03`. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A clock time of day: `21:35` or `9:35 PM`, as the browser's locale writes it. */
export function formatTimeOfDay(at: Date | string): string {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(typeof at === 'string' ? new Date(at) : at);
}

/** A date and time: the browser's locale, its time zone. */
export function formatDateTime(at: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));
}

/** A duration in whole minutes: `1 h 20 min`, `45 min`. */
export function formatMinutes(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}
