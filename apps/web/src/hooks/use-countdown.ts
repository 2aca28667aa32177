import { useEffect, useState } from 'preact/hooks';
import type { Clock } from '../api/types';

/**
 * The time left in the clock's level, ticking locally between pushes: the `remainingMs` of the
 * last clock heard, less the time since it was heard (the browser's monotonic clock, so a TV whose
 * wall clock is off still counts right). Paused: it stands still.
 */
export function useCountdown(clock: Clock | null, heardAt: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!clock || clock.paused) return;
    const timer = setInterval(() => setNow(performance.now()), 250);
    return () => clearInterval(timer);
  }, [clock]);
  if (!clock) return 0;
  if (clock.paused) return clock.remainingMs;
  return Math.max(0, clock.remainingMs - Math.max(0, now - heardAt));
}
