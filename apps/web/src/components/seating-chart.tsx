import { api, unwrap } from '../api/client';
import type { SeatingRow, Tournament } from '../api/types';
import { formatChips } from '../format/amounts';
import { useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';

/** Tables × seats with names and stacks (`GET /tournaments/{id}/seating`); a player with a pending move is marked in words. */
export function SeatingChart(props: { tournament: Tournament; version: number }) {
  const tournamentId = props.tournament.id;
  const seating = useLoad(
    () => unwrap(api.GET('/tournaments/{tournamentId}/seating', { params: { path: { tournamentId }, query: { order: 'table' } } })),
    [tournamentId, props.version],
  );
  const tables = new Map<number, SeatingRow[]>();
  for (const row of seating.data?.items ?? []) tables.set(row.table, [...(tables.get(row.table) ?? []), row]);
  const seats = Array.from({ length: props.tournament.seatsPerTable }, (_, i) => i + 1);

  return (
    <section class="panel" aria-labelledby="seating-title">
      <h3 id="seating-title">Seating ({seating.data?.players ?? 0} players)</h3>
      <ErrorNote error={seating.error} />
      <div class="tables">
        {[...tables.entries()].map(([table, rows]) => (
          <table key={table} class="seating" data-testid="seating-table">
            <caption>Table {table}</caption>
            <thead>
              <tr>
                <th scope="col">Seat</th>
                <th scope="col">Player</th>
                <th scope="col">Chips</th>
              </tr>
            </thead>
            <tbody>
              {seats.map((seat) => {
                const row = rows.find((r) => r.seat === seat);
                return (
                  <tr key={seat} class={row?.moving ? 'moving' : undefined}>
                    <th scope="row">{seat}</th>
                    <td>
                      {row ? row.screenName : <span class="muted">empty</span>}
                      {row?.moving && (
                        <span class="moving-note">
                          {' '}
                          ⇄ moving to table {row.moving.toTable} seat {row.moving.toSeat}
                        </span>
                      )}
                    </td>
                    <td class="number">{row ? formatChips(row.stack) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}
