import { ConfirmButton } from '../components/confirm-button';
import { formatMoney } from '../format/amounts';
import { openSeats } from './cash-format';
import type { CashTable } from './cash-types';

/** One table of the game: each player with seat and stack, the open seats by number, and closing it while empty. */
export function TableCard(props: { table: CashTable; heldFor: string[]; canClose: boolean; busy: boolean; onClose: () => void }) {
  const { table } = props;
  const seated = [...table.seats].sort((a, b) => a.seat - b.seat);
  const free = openSeats(table);
  const open = free.length;
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
          {seated.map((seat) => (
            <tr key={seat.seat}>
              <th scope="row">{seat.seat}</th>
              <td>
                {seat.screenName}
                {seat.sittingOut && <span class="cash-flag"> sitting out</span>}
                {seat.leaving && <span class="cash-flag"> leaving</span>}
              </td>
              <td class="number">{formatMoney(seat.stack, table.unit)}</td>
            </tr>
          ))}
          {seated.length === 0 && (
            <tr>
              <td colSpan={3} class="muted">
                Nobody sits here.
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {free.length > 0 && <p class="muted cash-open-seats">Open seats: {free.join(', ')}</p>}
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
