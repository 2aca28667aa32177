import { api, unwrap } from '../api/client';
import type { FloorInput } from '../api/types';
import { formatTimeOfDay } from '../format/times';
import { useAction } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { ConfirmButton } from './confirm-button';
import { FLOOR_INPUT_KINDS, floorInputText, type FloorNames } from './floor-input-text';

/**
 * The floor's inputs (`GET …/floor/inputs`), newest first: kind, what it said, when; an undone one
 * is marked in words. "Undo" asks first — it is for mistakes — then `POST …/inputs/{id}/undo`
 * (a bust's players go back to their seats; the server refuses what can no longer be undone).
 */
export function FloorInputsList(props: { tournamentId: string; inputs: FloorInput[]; names: FloorNames; onDone: () => void }) {
  const { tournamentId } = props;
  const action = useAction();
  const undo = (item: FloorInput) =>
    void action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/floor/inputs/{inputId}/undo', { params: { path: { tournamentId, inputId: item.id } }, body: {} }));
      props.onDone();
    });
  const newest = [...props.inputs].sort((a, b) => b.seq - a.seq);

  return (
    <section aria-labelledby="floor-inputs-title">
      <h4 id="floor-inputs-title">The floor's inputs</h4>
      <ErrorNote error={action.error} />
      {newest.length === 0 && <p class="muted">No input yet.</p>}
      <ol class="floor-inputs" reversed aria-label="Floor inputs, newest first">
        {newest.map((item) => {
          const kind = FLOOR_INPUT_KINDS[item.kind];
          return (
            <li key={item.id} data-testid="floor-input" class={item.undoneAt ? 'undone' : undefined}>
              <span class="floor-input-kind">
                #{item.seq} {kind}
              </span>{' '}
              <span class="floor-input-text">{floorInputText(item, props.names)}</span>{' '}
              <time class="muted" dateTime={item.createdAt}>
                {formatTimeOfDay(item.createdAt)}
              </time>{' '}
              <span class="muted">{byKey(item.recordedByKeyId)}</span>
              {item.undoneAt ? (
                <strong class="undone-mark">
                  UNDONE at <time dateTime={item.undoneAt}>{formatTimeOfDay(item.undoneAt)}</time> {byKey(item.undoneByKeyId)}
                </strong>
              ) : (
                <ConfirmButton
                  label={`Undo #${item.seq}`}
                  question={`Undo ${kind.toLowerCase()} #${item.seq}? Only for a mistake.`}
                  yes={`Yes, undo #${item.seq}`}
                  busy={action.busy}
                  onConfirm={() => undo(item)}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Who did it: the key's id, short (the audit trail names keys the same way). */
function byKey(keyId: string | null): string {
  return keyId ? `by key ${keyId.slice(0, 8)}` : 'by the server';
}
