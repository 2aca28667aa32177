/** What stops or changes play, in words (never colour alone): PAUSED, HAND-FOR-HAND, a break. */
export function StatusFlags(props: { paused: boolean; handForHand: boolean; onBreak: boolean }) {
  const flags = [props.paused && 'PAUSED', props.handForHand && 'HAND-FOR-HAND', props.onBreak && 'BREAK'].filter((f): f is string => Boolean(f));
  if (flags.length === 0) return null;
  return (
    <ul class="flags" aria-label="Clock status">
      {flags.map((flag) => (
        <li key={flag} class={`flag flag-${flag.toLowerCase()}`} data-flag={flag}>
          {flag}
        </li>
      ))}
    </ul>
  );
}
