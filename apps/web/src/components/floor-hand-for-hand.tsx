import { api, unwrap } from '../api/client';
import type { FloorOverview } from '../api/types';
import { useAction } from '../hooks/use-load';
import { ErrorNote } from './error-note';

/**
 * Hand-for-hand at a live event, said in words: the round, whether it is being played or waits for
 * balancing to open it, and each table's hand done or not, with "Hand done" per table
 * (`POST …/floor/hand-done`; report a hand's busts first). The next round opens once every table
 * has reported.
 */
export function FloorHandForHand(props: { tournamentId: string; overview: FloorOverview; onDone: () => void }) {
  const { tournamentId, overview } = props;
  const hfh = overview.handForHand;
  const action = useAction();
  if (!hfh.on) return null;
  const tables = [...overview.tables].sort((a, b) => a.number - b.number);
  const done = tables.filter((t) => t.handDone).length;
  const report = (tableId: string) =>
    void action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/floor/hand-done', { params: { path: { tournamentId } }, body: { tableId } }));
      props.onDone();
    });

  return (
    <section class="hand-for-hand" aria-labelledby="hfh-title" data-testid="hand-for-hand">
      <h4 id="hfh-title">
        <span class="flag flag-hand-for-hand">HAND-FOR-HAND</span> round {hfh.round}
      </h4>
      <p role="status" data-testid="hand-for-hand-status">
        {hfh.open
          ? `Round ${hfh.round}: ${done} of ${tables.length} tables done. Each table plays one hand; report its busts, then "Hand done".`
          : `Round ${hfh.round} opens once balancing has run: wait a moment.`}
      </p>
      <ul class="hfh-tables" aria-label="Tables in this round">
        {tables.map((t) => (
          <li key={t.tableId} data-testid="hfh-table" class={t.handDone ? 'done' : undefined}>
            <span>
              Table {t.number} ({t.players} players): <strong>{t.handDone ? '✓ hand done' : 'hand in play'}</strong>
            </span>
            {!t.handDone && (
              <button type="button" disabled={action.busy || !hfh.open} onClick={() => report(t.tableId)}>
                Hand done at table {t.number}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ErrorNote error={action.error} />
    </section>
  );
}
