import { useState } from 'preact/hooks';
import { ErrorNote } from '../components/error-note';
import { tooLargeMessage } from './stars-text-hands';

/**
 * PokerStars text to replay: pasted into the box, or a .txt file chosen (read with `File.text()`
 * into the box). The size is checked here, before anything is sent.
 */
export function TextReplayForm(props: { draft: string; onDraft: (text: string) => void; busy: boolean; error: string | null; onSend: (text: string) => void }) {
  const [refused, setRefused] = useState<string | null>(null);

  const send = (text: string) => {
    const tooLarge = text.trim() === '' ? 'Paste PokerStars text or choose a file first.' : tooLargeMessage(text);
    setRefused(tooLarge);
    if (!tooLarge) props.onSend(text);
  };
  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const text = await file.text();
    props.onDraft(text);
    send(text);
  };

  return (
    <form
      class="text-replay-form"
      onSubmit={(e) => {
        e.preventDefault();
        send(props.draft);
      }}
    >
      <label>
        PokerStars hand history text
        <textarea rows={8} value={props.draft} onInput={(e) => props.onDraft(e.currentTarget.value)} data-testid="stars-text-input" />
      </label>
      <label>
        Or choose a .txt file (sent as soon as it is read)
        <input type="file" accept=".txt,text/plain" onChange={(e) => void choose(e.currentTarget)} data-testid="stars-file" />
      </label>
      <button type="submit" disabled={props.busy}>
        {props.busy ? 'Replaying…' : 'Replay the text'}
      </button>
      <ErrorNote error={refused ?? props.error} />
    </form>
  );
}
