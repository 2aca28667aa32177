import type { StarsReplay } from '../api/types';
import { itemVerdict } from './stars-text-hands';

/** The text's hands in its order: PokerStars' number, what the engine made of it (with lines), and Open where it has a history. */
export function TextHandResults(props: { result: StarsReplay; opened: number | null; onOpen: (index: number) => void }) {
  const { result } = props;
  const hands = result.items.length;
  return (
    <div class="text-hand-results">
      <p role="status" data-testid="text-replay-summary">
        {hands === 0
          ? 'No PokerStars hand in the text (a hand starts at its "PokerStars Hand #" line).'
          : `${hands} ${hands === 1 ? 'hand' : 'hands'}: ${result.agree} agree, ${result.disagree} disagree, ${result.unreadable} could not be read.`}
      </p>
      <ol data-testid="text-hand-list">
        {result.items.map((item, i) => (
          <li key={i} data-testid="text-hand" class={item.ok ? 'text-hand-ok' : 'text-hand-bad'}>
            <strong>{item.handId ? `Hand #${item.handId}` : 'A hand without a number'}</strong> <span class="muted">(line {item.line})</span>
            <ul>
              {itemVerdict(item).map((words, k) => (
                <li key={k} data-testid="text-hand-verdict">
                  {words}
                </li>
              ))}
              {item.notes.map((note, k) => (
                <li key={`n${k}`} class="muted">
                  Note: {note}
                </li>
              ))}
            </ul>
            {item.history && (
              <button type="button" onClick={() => props.onOpen(i)} aria-pressed={props.opened === i}>
                Open hand #{item.handId ?? item.history.handId}
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
