import { useState } from 'preact/hooks';
import { openSeats } from './cash-format';
import type { CashTable } from './cash-types';

/** A table and one of its open seats, as the floor picks them (seating from the list, moving a player). */
export interface TableSeatChoice {
  /** The chosen table, or the first with an open seat until one is chosen; undefined when none has one. */
  table: CashTable | undefined;
  /** The chosen seat, or the table's first open seat. */
  seat: number | undefined;
  seats: number[];
  setTableId: (id: string) => void;
  setSeat: (seat: string) => void;
}

export function useTableSeat(tables: readonly CashTable[], initialTableId = ''): TableSeatChoice {
  const [tableId, setTableId] = useState(initialTableId);
  const [seatText, setSeat] = useState('');
  const withSeats = tables.filter((t) => openSeats(t).length > 0);
  const table = withSeats.find((t) => t.id === tableId) ?? withSeats[0];
  const seats = table ? openSeats(table) : [];
  const seat = seats.includes(Number(seatText)) ? Number(seatText) : seats[0];
  return { table, seat, seats, setTableId, setSeat };
}

/** The two selects; a table without an open seat is listed but cannot be chosen. */
export function TableSeatPicker(props: { choice: TableSeatChoice; tables: readonly CashTable[]; tableLabel: string; names: { table: string; seat: string } }) {
  const { choice } = props;
  return (
    <>
      <label>
        {props.tableLabel}
        <select name={props.names.table} value={choice.table?.id ?? ''} onChange={(e) => choice.setTableId(e.currentTarget.value)}>
          {props.tables.map((t) => (
            <option key={t.id} value={t.id} disabled={openSeats(t).length === 0}>
              {t.name} ({openSeats(t).length} open)
            </option>
          ))}
        </select>
      </label>
      <label>
        Seat
        <select name={props.names.seat} value={String(choice.seat ?? '')} onChange={(e) => choice.setSeat(e.currentTarget.value)}>
          {choice.seats.map((n) => (
            <option key={n} value={String(n)}>
              Seat {n}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
