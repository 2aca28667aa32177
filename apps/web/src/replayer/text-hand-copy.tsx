import { useState } from 'preact/hooks';

/** "Copy PokerStars text" for a hand opened from text: that hand's own lines of what was sent (the API has no text for it). */
export function TextHandCopy(props: { text: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);

  const copy = async () => {
    setStatus(null);
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(props.text);
      setStatus('Copied the PokerStars text.');
      setFallback(null);
    } catch {
      setStatus('The browser did not allow copying: the text is below, select it and copy.');
      setFallback(props.text);
    }
  };

  return (
    <div class="replay-copy">
      <button type="button" onClick={() => void copy()}>
        Copy PokerStars text
      </button>
      {status && (
        <span role="status" data-testid="copy-status">
          {' '}
          {status}
        </span>
      )}
      {fallback !== null && (
        <label>
          PokerStars text
          <textarea readOnly rows={12} value={fallback} data-testid="stars-text" />
        </label>
      )}
    </div>
  );
}
