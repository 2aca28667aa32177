import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { FloorOverview } from '../api/types';
import { useAction } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { ConfirmButton } from './confirm-button';

/**
 * The room's tables: "Balance now" (`POST …/balance`; balancing also runs after every input),
 * "Redraw" for directors (`POST …/redraw`: every player draws a new seat — the final table, or on
 * request; asked first), and, at an event with flop games, the button's seat at a live table
 * (`POST …/tables/{id}/button`) so balancing moves the player due the big blind.
 */
export function FloorTableActions(props: { tournamentId: string; overview: FloorOverview; canRedraw: boolean; flopGames: boolean; onDone: () => void }) {
  const { tournamentId, overview } = props;
  const [buttonTable, setButtonTable] = useState('');
  const [buttonSeat, setButtonSeat] = useState('');
  const [reported, setReported] = useState<string | null>(null);
  const action = useAction();
  const path = { params: { path: { tournamentId } } };
  const tables = [...overview.tables].sort((a, b) => a.number - b.number);
  const table = tables.some((t) => t.tableId === buttonTable) ? buttonTable : (tables[0]?.tableId ?? '');
  const act = (call: () => Promise<unknown>) =>
    void action.run(async () => {
      setReported(null);
      await call();
      props.onDone();
    });

  const reportButton = (e: Event) => {
    e.preventDefault();
    const seat = Number(buttonSeat);
    const number = tables.find((t) => t.tableId === table)?.number;
    act(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/tables/{tableId}/button', { params: { path: { tournamentId, tableId: table } }, body: { seat } }));
      setReported(`Button reported at table ${number ?? '?'} seat ${seat}.`);
      setButtonSeat('');
    });
  };

  return (
    <section aria-labelledby="floor-tables-title">
      <h4 id="floor-tables-title">Tables</h4>
      <p class="muted" data-testid="floor-summary">
        {overview.playersLeft} players left at {tables.length} tables · {overview.pendingMoves} moves pending
        {overview.balancingPending ? ' · balancing is waiting for a table' : ''}
      </p>
      <div class="controls">
        <button type="button" disabled={action.busy} onClick={() => act(() => unwrap(api.POST('/tournaments/{tournamentId}/balance', path)))}>
          Balance now
        </button>
        {props.canRedraw && (
          <ConfirmButton
            label="Redraw"
            question="Redraw every seat? Every player left draws a new one."
            yes="Yes, redraw all seats"
            busy={action.busy}
            onConfirm={() => act(() => unwrap(api.POST('/tournaments/{tournamentId}/redraw', path)))}
          />
        )}
      </div>
      {props.flopGames && (
        <form class="inline-form" onSubmit={reportButton} aria-label="The dealer button at a table">
          <label>
            Button at
            <select name="buttonTable" value={table} onChange={(e) => setButtonTable(e.currentTarget.value)}>
              {tables.map((t) => (
                <option key={t.tableId} value={t.tableId}>
                  Table {t.number}
                </option>
              ))}
            </select>
          </label>
          <label>
            Seat
            <input name="buttonSeat" type="number" min={1} required value={buttonSeat} onInput={(e) => setButtonSeat(e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={action.busy}>
            Report button
          </button>
        </form>
      )}
      {reported && <p role="status">{reported}</p>}
      <ErrorNote error={action.error} />
    </section>
  );
}
