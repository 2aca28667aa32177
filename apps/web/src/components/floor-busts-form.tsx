import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { SeatingRow } from '../api/types';
import { useAction } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { EliminatorFields } from '../formats/eliminator-fields';
import { eliminatorsBody, type EliminatorsDraft } from '../formats/eliminators';

/**
 * Players out in one hand at a table (`POST …/floor/busts`); with more than one, their starting
 * stacks decide the places. At a bounty event each one's eliminators are named (required there).
 */
export function FloorBustsForm(props: { tournamentId: string; rows: SeatingRow[]; bounties?: boolean; onDone: () => void }) {
  const { tournamentId, rows } = props;
  const [tableId, setTableId] = useState('');
  const [out, setOut] = useState<Record<string, string>>({});
  const [eliminators, setEliminators] = useState<Record<string, EliminatorsDraft>>({});
  const action = useAction();

  const tables = [...new Map(rows.map((r) => [r.tableId, r.table])).entries()].sort((a, b) => a[1] - b[1]);
  // A broken table's choice falls back to the first table.
  const chosen = tables.some(([id]) => id === tableId) ? tableId : (tables[0]?.[0] ?? '');
  const atTable = rows.filter((r) => r.tableId === chosen);
  const picked = Object.keys(out).filter((id) => atTable.some((r) => r.playerId === id));

  const bust = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      const players = picked.map((playerId) => ({
        playerId,
        ...(picked.length > 1 ? { startingStack: Number(out[playerId]) } : {}),
        ...(props.bounties ? { eliminatedBy: eliminatorsBody(eliminators[playerId]) } : {}),
      }));
      await unwrap(api.POST('/tournaments/{tournamentId}/floor/busts', { params: { path: { tournamentId } }, body: { tableId: chosen, players } }));
      setOut({});
      setEliminators({});
      props.onDone();
    });
  };

  return (
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
      {props.bounties &&
        atTable
          .filter((r) => picked.includes(r.playerId))
          .map((r) => (
            <EliminatorFields
              key={r.playerId}
              busted={r}
              candidates={atTable.filter((c) => !picked.includes(c.playerId))}
              draft={eliminators[r.playerId]}
              onChange={(draft) => setEliminators({ ...eliminators, [r.playerId]: draft })}
            />
          ))}
      <button type="submit" disabled={action.busy || picked.length === 0}>
        Record bust
      </button>
      <ErrorNote error={action.error} />
    </form>
  );
}
