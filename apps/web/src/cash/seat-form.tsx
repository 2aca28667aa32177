import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { formatMoney, parseMoney } from '../format/amounts';
import { moneyInput, openSeats } from './cash-format';
import type { CashGame, CashTable, MoneySource, WaitlistEntry } from './cash-types';

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
  const withSeats = props.tables.filter((t) => openSeats(t).length > 0);
  const [tableId, setTableId] = useState(entry.calledTableId ?? withSeats[0]?.id ?? '');
  const table = props.tables.find((t) => t.id === tableId);
  const seats = table ? openSeats(table) : [];
  const [seat, setSeat] = useState('');
  const [buyIn, setBuyIn] = useState(moneyInput(game.minBuyIn, game.unit));
  const [source, setSource] = useState<MoneySource>('bankroll');
  const chosenSeat = seats.includes(Number(seat)) ? Number(seat) : seats[0];

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
      <label>
        Table
        <select name="seatTable" value={tableId} onChange={(e) => setTableId(e.currentTarget.value)}>
          {props.tables.map((t) => (
            <option key={t.id} value={t.id} disabled={openSeats(t).length === 0}>
              {t.name} ({openSeats(t).length} open)
            </option>
          ))}
        </select>
      </label>
      <label>
        Seat
        <select name="seat" value={String(chosenSeat ?? '')} onChange={(e) => setSeat(e.currentTarget.value)}>
          {seats.map((n) => (
            <option key={n} value={String(n)}>
              Seat {n}
            </option>
          ))}
        </select>
      </label>
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
