import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import type { GameFloor } from './cash-types';
import { TableCard } from './table-card';

/** The game's open tables with their seats; the floor opens a table (`POST /cash-games/{id}/tables`) and closes an empty one. */
export function TablesPanel(props: { floor: GameFloor; canWork: boolean; onChanged: () => void }) {
  const { game, tables, waitlist } = props.floor;
  const [name, setName] = useState('');
  const action = useAction();
  const openTable = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      await unwrap(api.POST('/cash-games/{gameId}/tables', { params: { path: { gameId: game.id } }, body: { name: name.trim() } }));
      setName('');
      props.onChanged();
    });
  };
  const closeTable = (tableId: string) =>
    void action.run(async () => {
      await unwrap(api.POST('/tables/{tableId}/close', { params: { path: { tableId } } }));
      props.onChanged();
    });

  return (
    <section class="panel" aria-labelledby="tables-title">
      <h3 id="tables-title">Tables ({tables.length})</h3>
      {tables.length === 0 && <p class="muted">No table is open for this game.</p>}
      <div class="tables">
        {tables.map((t) => (
          <TableCard
            key={t.id}
            table={t}
            heldFor={waitlist.filter((w) => w.status === 'called' && w.calledTableId === t.id).map((w) => w.screenName)}
            canClose={props.canWork}
            busy={action.busy}
            onClose={() => closeTable(t.id)}
          />
        ))}
      </div>
      {props.canWork && game.status === 'open' && (
        <form class="inline-form" onSubmit={openTable}>
          <label>
            New table's name
            <input name="tableName" required maxLength={64} value={name} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          <button type="submit" disabled={action.busy}>
            Open table
          </button>
        </form>
      )}
      <ErrorNote error={action.error} />
    </section>
  );
}
