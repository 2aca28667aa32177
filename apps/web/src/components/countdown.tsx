import type { Clock } from '../api/types';
import { formatCountdown } from '../format/times';
import { useCountdown } from '../hooks/use-countdown';

/** The time left in the level, to the second, ticking locally. */
export function Countdown(props: { clock: Clock | null; heardAt: number; class?: string }) {
  const remaining = useCountdown(props.clock, props.heardAt);
  const text = props.clock?.started ? formatCountdown(remaining) : '--:--';
  return (
    <p class={props.class ?? 'countdown'} role="timer" aria-label={`Time left: ${text}`} data-testid="countdown">
      {text}
    </p>
  );
}
