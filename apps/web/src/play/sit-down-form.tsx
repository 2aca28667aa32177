import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import { navigate } from '../router';
import { parseUnitAmount, unitAmount, unitAmountInput } from './table-amounts';
import type { CashGame, CashTableSummary } from './types';

/**
 * Sitting down at a table of a game: one of the seats offered (the open ones, never one held for
 * someone else) and a buy-in from the bankroll within the game's range; then the table.
 */
export function SitDownForm(props: { game: CashGame; table: CashTableSummary; seats: number[]; bankroll: number; onCancel: () => void }) {
  const { game, table, seats } = props;
  const top = Math.min(game.maxBuyIn, props.bankroll);
  const [seat, setSeat] = useState(seats[0] ?? 0);
  const [text, setText] = useState(unitAmountInput(Math.max(game.minBuyIn, top), game.unit));
  const action = useAction();
  const buyIn = parseUnitAmount(text, game.unit);
  const a = (n: number) => unitAmount(n, game.unit);
  const problem =
    buyIn === null
      ? 'Enter the buy-in.'
      : buyIn < game.minBuyIn || buyIn > game.maxBuyIn
        ? `The buy-in is between ${a(game.minBuyIn)} and ${a(game.maxBuyIn)}.`
        : buyIn > props.bankroll
          ? `Your bankroll holds ${a(props.bankroll)}.`
          : null;

  const submit = (e: Event) => {
    e.preventDefault();
    if (problem || buyIn === null || !seats.includes(seat)) return;
    void action.run(async () => {
      await unwrap(api.POST('/cash-sessions', { body: { tableId: table.tableId, seat, buyIn, source: 'bankroll', waitForBigBlind: true } }));
      navigate(`/console/play/${table.tableId}`);
    });
  };

  return (
    <form class="form play-sit-form" onSubmit={submit} aria-label={`Sit down at ${table.name}`}>
      <label>
        Seat
        <select value={String(seat)} onChange={(e) => setSeat(Number((e.target as HTMLSelectElement).value))}>
          {seats.map((s) => (
            <option key={s} value={String(s)}>
              Seat {s}
            </option>
          ))}
        </select>
      </label>
      <label>
        Buy-in ({game.unit})
        <input
          type="text"
          inputMode="decimal"
          value={text}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
          aria-describedby={`range-${table.tableId}`}
        />
      </label>
      <p class="hint" id={`range-${table.tableId}`}>
        {a(game.minBuyIn)} to {a(game.maxBuyIn)} · your bankroll {a(props.bankroll)}
      </p>
      {problem && buyIn !== null && <p class="hint">{problem}</p>}
      <button type="submit" disabled={action.busy || problem !== null || seats.length === 0}>
        Sit down{buyIn !== null && problem === null ? ` with ${a(buyIn)}` : ''}
      </button>{' '}
      <button type="button" onClick={props.onCancel}>
        Cancel
      </button>
      <ErrorNote error={action.error} />
    </form>
  );
}
