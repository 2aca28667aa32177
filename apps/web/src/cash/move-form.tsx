import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { parseMoney } from '../format/amounts';
import { moneyInput, openSeats } from './cash-format';
import type { CashSession, CashTable } from './cash-types';
import { TableSeatPicker, useTableSeat } from './table-seat-picker';

/**
 * A table change within the game (`POST /cash-sessions/{id}/move`): another table and one of its
 * open seats; at a live table the floor's count of the chips the player takes along. A 202 waits
 * for the hand: said so.
 */
export function MoveForm(props: {
  session: CashSession;
  stack: number | null;
  live: boolean;
  tables: CashTable[];
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onDone: (note: string) => void;
}) {
  const { session } = props;
  const others = props.tables.filter((t) => t.id !== session.tableId && openSeats(t).length > 0);
  const choice = useTableSeat(others);
  const { table, seat: chosenSeat } = choice;
  const [count, setCount] = useState(props.stack === null ? '' : moneyInput(props.stack, session.unit));
  if (others.length === 0) return <p class="muted">No other table of the game has an open seat.</p>;

  const submit = (e: Event) => {
    e.preventDefault();
    let note = '';
    void props
      .run(async () => {
        const amount = props.live ? parseMoney(count, session.unit) : undefined;
        if (amount === null) throw new Error('The chips counted are an amount of money, such as 150.00');
        if (!table || chosenSeat === undefined) throw new Error('Choose a table with an open seat');
        const answer = await unwrap(
          api.POST('/cash-sessions/{sessionId}/move', {
            params: { path: { sessionId: session.id } },
            body: { tableId: table.id, seat: chosenSeat, to: 'bankroll', ...(amount !== undefined ? { amount } : {}) },
          }),
        );
        const where = `${table.name} seat ${chosenSeat}`;
        note = 'pending' in answer ? `Move of ${session.screenName} to ${where} pending until the hand ends.` : `Moved ${session.screenName} to ${where}.`;
      })
      .then((ok) => ok && props.onDone(note));
  };
  return (
    <form class="inline-form cash-action-form" onSubmit={submit} aria-label={`Move ${session.screenName}`}>
      <TableSeatPicker choice={choice} tables={others} tableLabel="To table" names={{ table: 'moveTable', seat: 'moveSeat' }} />
      {props.live && (
        <label>
          Chips counted ({session.unit})
          <input name="moveCount" inputMode="decimal" required value={count} onInput={(e) => setCount(e.currentTarget.value)} />
        </label>
      )}
      <button type="submit" disabled={props.busy}>
        Move {session.screenName}
      </button>
    </form>
  );
}
