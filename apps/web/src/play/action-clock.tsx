import { useEffect, useState } from 'preact/hooks';
import { formatCountdown } from '../format/times';

/** Whose turn it is and the time left for the decision (the hand's `deadlineAt`), ticking. */
export function ActionClock(props: { deadlineAt: string | null; who: string; me: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!props.deadlineAt) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [props.deadlineAt]);
  const left = props.deadlineAt ? Date.parse(props.deadlineAt) - now : null;
  return (
    <p class={props.me ? 'play-clock play-clock-me' : 'play-clock'} data-testid="action-clock">
      {props.me ? 'Your turn' : `${props.who} to act`}
      {left !== null && (
        <>
          {' · '}
          <span data-testid="time-left" aria-label="time left to act">
            {formatCountdown(left)}
          </span>
        </>
      )}
    </p>
  );
}
