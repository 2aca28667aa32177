import { useEffect, useRef, useState } from 'preact/hooks';

/**
 * A button for what is not undone lightly (an undo, a redraw): the first press asks, in words next
 * to it, and only "Yes" acts; "Cancel" puts the button back. No browser dialog: it reads like the
 * rest of the page, works from the keyboard (the "Yes" button takes the focus) and is announced.
 */
export function ConfirmButton(props: { label: string; question: string; yes: string; busy: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button type="button" disabled={props.busy} onClick={() => setAsking(true)}>
        {props.label}
      </button>
    );
  return (
    <span class="confirm" role="group" aria-label={props.question}>
      <span role="status">{props.question}</span>{' '}
      <button
        ref={yes}
        type="button"
        class="danger"
        disabled={props.busy}
        onClick={() => {
          setAsking(false);
          props.onConfirm();
        }}
      >
        {props.yes}
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
