import { useState } from 'preact/hooks';
import { api, messageOf, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';

/**
 * "Copy PokerStars text": the text `load` gives (the API's copy of a stored hand, or a pasted hand's
 * own lines), on the clipboard; in a read-only box when the browser refuses the clipboard.
 */
export function StarsTextCopy(props: { load: () => Promise<string> }) {
  const [status, setStatus] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const copy = async () => {
    setError(null);
    setStatus(null);
    let text: string;
    try {
      text = await props.load();
    } catch (e) {
      setError(messageOf(e));
      return;
    }
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setStatus('Copied the PokerStars text.');
      setFallback(null);
    } catch {
      setStatus('The browser did not allow copying: the text is below, select it and copy.');
      setFallback(text);
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
      <ErrorNote error={error} />
      {fallback !== null && (
        <label>
          PokerStars text
          <textarea readOnly rows={12} value={fallback} data-testid="stars-text" />
        </label>
      )}
    </div>
  );
}

/** A stored hand's text, the caller's copy (`GET /hands/{handId}/text`). */
export const storedHandText = (handId: string) => () => unwrap(api.GET('/hands/{handId}/text', { params: { path: { handId } }, parseAs: 'text' }));
