import { useState } from 'preact/hooks';
import { api, messageOf, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';

/** "Copy PokerStars text": the caller's copy from `GET /hands/{id}/text`; the text in a read-only box when the clipboard refuses. */
export function StarsTextCopy(props: { handId: string }) {
  const [status, setStatus] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const copy = async () => {
    setError(null);
    setStatus(null);
    let text: string;
    try {
      text = await unwrap(api.GET('/hands/{handId}/text', { params: { path: { handId: props.handId } }, parseAs: 'text' }));
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
