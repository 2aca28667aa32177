import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { MoveInstruction } from '../api/types';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { MovesList } from './moves-list';

/**
 * The floor's work at a live event: players out in one hand at a table (`POST …/floor/busts`;
 * with more than one, their starting stacks decide the places), and the pending table moves to
 * confirm once made (`POST …/moves/{id}/done`).
 */
export function FloorPanel(props: { tournamentId: string; version: number; onChanged: () => void }) {
  const { tournamentId } = props;
  const path = { params: { path: { tournamentId } } };
  const seating = useLoad(
    () => unwrap(api.GET('/tournaments/{tournamentId}/seating', { params: { path: { tournamentId }, query: { order: 'table' } } })),
    [tournamentId, props.version],
  );
  const moves = useLoad(
    () => unwrap(api.GET('/tournaments/{tournamentId}/moves', { params: { path: { tournamentId }, query: { status: 'pending' } } })),
    [tournamentId, props.version],
  );
  const [tableId, setTableId] = useState('');
  const [out, setOut] = useState<Record<string, string>>({});
  const action = useAction();

  const rows = seating.data?.items ?? [];
  const tables = [...new Map(rows.map((r) => [r.tableId, r.table])).entries()].sort((a, b) => a[1] - b[1]);
  const chosen = tableId || tables[0]?.[0] || '';
  const atTable = rows.filter((r) => r.tableId === chosen);
  const picked = Object.keys(out).filter((id) => atTable.some((r) => r.playerId === id));

  const bust = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      const players = picked.map((playerId) => (picked.length > 1 ? { playerId, startingStack: Number(out[playerId]) } : { playerId }));
      await unwrap(api.POST('/tournaments/{tournamentId}/floor/busts', { ...path, body: { tableId: chosen, players } }));
      setOut({});
      seating.reload();
      props.onChanged();
    });
  };
  const done = (move: MoveInstruction) =>
    void action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/moves/{moveId}/done', { params: { path: { tournamentId, moveId: move.id } } }));
      moves.reload();
      seating.reload();
    });

  return (
    <section class="panel" aria-labelledby="floor-title">
      <h3 id="floor-title">Floor</h3>
      <form onSubmit={bust} aria-labelledby="busts-title">
        <h4 id="busts-title">Players out in one hand</h4>
        <label>
          Table
          <select name="table" value={chosen} onChange={(e) => setTableId(e.currentTarget.value)}>
            {tables.map(([id, number]) => (
              <option key={id} value={id}>
                Table {number}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Who is out</legend>
          {atTable.map((r) => (
            <div key={r.playerId} class="bust-row">
              <label>
                <input
                  type="checkbox"
                  checked={r.playerId in out}
                  onChange={(e) => {
                    const next = { ...out };
                    if (e.currentTarget.checked) next[r.playerId] = String(r.stack);
                    else delete next[r.playerId];
                    setOut(next);
                  }}
                />{' '}
                Seat {r.seat}: {r.screenName}
              </label>
              {picked.length > 1 && r.playerId in out && (
                <label>
                  Chips at the start of the hand
                  <input type="number" min={1} value={out[r.playerId]} onInput={(e) => setOut({ ...out, [r.playerId]: e.currentTarget.value })} />
                </label>
              )}
            </div>
          ))}
        </fieldset>
        <button type="submit" disabled={action.busy || picked.length === 0}>
          Record bust
        </button>
      </form>
      <h4>Pending moves</h4>
      <MovesList moves={moves.data?.items ?? []} onDone={done} busy={action.busy} />
      <ErrorNote error={action.error ?? seating.error ?? moves.error} />
    </section>
  );
}
