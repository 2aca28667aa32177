import { ConfirmButton } from '../components/confirm-button';
import { formatMoney } from '../format/amounts';
import type { CashTable } from './cash-types';

/** One table of the game: every seat with its player and stack (or open), and closing it while empty. */
export function TableCard(props: { table: CashTable; heldFor: string[]; canClose: boolean; busy: boolean; onClose: () => void }) {
  const { table } = props;
  const seats = Array.from({ length: table.maxSeats }, (_, i) => i + 1);
  const open = table.maxSeats - table.seats.length;
  return (
    <div class="cash-table" data-testid="cash-table">
      <table class="seating">
        <caption>
          {table.name} <span class="muted">· {open === 1 ? '1 seat open' : `${open} seats open`}</span>
          {table.status !== 'open' && <span class="status"> · {table.status}</span>}
        </caption>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Player</th>
            <th scope="col">Stack</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((n) => {
            const seat = table.seats.find((s) => s.seat === n);
            return (
              <tr key={n}>
                <th scope="row">{n}</th>
                <td>
                  {seat ? seat.screenName : <span class="muted">open</span>}
                  {seat?.sittingOut && <span class="cash-flag"> sitting out</span>}
                  {seat?.leaving && <span class="cash-flag"> leaving</span>}
                </td>
                <td class="number">{seat ? formatMoney(seat.stack, table.unit) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {props.heldFor.length > 0 && <p class="muted">Seat held for {props.heldFor.join(', ')}</p>}
      {props.canClose && table.seats.length === 0 && (
        <ConfirmButton
          label={`Close ${table.name}`}
          question={`Close ${table.name}?`}
          yes={`Yes, close ${table.name}`}
          busy={props.busy}
          onConfirm={props.onClose}
        />
      )}
    </div>
  );
}
