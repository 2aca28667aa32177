import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { formatMoney, parseMoney } from '../format/amounts';
import { moneyInput } from './cash-format';
import type { CashGame, CashTable, MoneySource, WaitlistEntry } from './cash-types';
import { TableSeatPicker, useTableSeat } from './table-seat-picker';

/**
 * Seats a player from the waitlist (`POST /cash-sessions`): a table of the game (the one they were
 * called to first), one of its open seats, the buy-in typed as money within the game's range, paid
 * from the bankroll or in cash at the table.
 */
export function SeatForm(props: {
  entry: WaitlistEntry;
  game: CashGame;
  tables: CashTable[];
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onSeated: () => void;
}) {
  const { entry, game } = props;
  const choice = useTableSeat(props.tables, entry.calledTableId ?? '');
  const { table, seat: chosenSeat } = choice;
  const [buyIn, setBuyIn] = useState(moneyInput(game.minBuyIn, game.unit));
  const [source, setSource] = useState<MoneySource>('bankroll');

  const submit = (e: Event) => {
    e.preventDefault();
    void props
      .run(async () => {
        const amount = parseMoney(buyIn, game.unit);
        if (amount === null) throw new Error('The buy-in is an amount of money, such as 100.00');
        if (!table || chosenSeat === undefined) throw new Error('Choose a table with an open seat');
        await unwrap(
          api.POST('/cash-sessions', {
            body: { playerId: entry.playerId, tableId: table.id, seat: chosenSeat, buyIn: amount, source, waitForBigBlind: true },
          }),
        );
      })
      .then((ok) => ok && props.onSeated());
  };

  return (
    <form class="inline-form cash-action-form" onSubmit={submit} aria-label={`Seat ${entry.screenName}`}>
      <TableSeatPicker choice={choice} tables={props.tables} tableLabel="Table" names={{ table: 'seatTable', seat: 'seat' }} />
      <label>
        Buy-in ({game.unit}, {formatMoney(game.minBuyIn, game.unit)}–{formatMoney(game.maxBuyIn, game.unit)})
        <input name="buyIn" inputMode="decimal" required value={buyIn} onInput={(e) => setBuyIn(e.currentTarget.value)} />
      </label>
      <label>
        Paid
        <select name="source" value={source} onChange={(e) => setSource(e.currentTarget.value as MoneySource)}>
          <option value="bankroll">from the bankroll</option>
          <option value="cash">in cash at the table</option>
        </select>
      </label>
      <button type="submit" disabled={props.busy || chosenSeat === undefined}>
        Seat {entry.screenName}
      </button>
    </form>
  );
}
