import type { MoveInstruction } from '../api/types';

const REASONS: Record<string, string> = {
  balance: 'to balance the tables',
  break: 'table broken',
  'final-table': 'final table',
  redraw: 'redraw',
  director: "director's move",
};

/**
 * Pending table moves, as the floor reads them out: who goes from which seat to which, and why. They
 * stay listed — through hand-for-hand and breaks — until the floor confirms each one ("Done").
 */
export function MovesList(props: { moves: MoveInstruction[]; onDone?: (move: MoveInstruction) => void; busy?: boolean }) {
  if (props.moves.length === 0) return <p class="muted">No table moves pending.</p>;
  return (
    <ul class="moves" aria-label="Pending table moves">
      {props.moves.map((move) => (
        <li key={move.id} data-testid="move">
          <span class="move-mark" aria-hidden="true">
            ⇄
          </span>{' '}
          <span>
            <strong>{move.screenName}</strong>: table {move.from.table} seat {move.from.seat} → table {move.to.table} seat {move.to.seat}{' '}
            <span class="muted">({REASONS[move.reason] ?? move.reason})</span>
          </span>
          {props.onDone && (
            <button type="button" disabled={props.busy} onClick={() => props.onDone?.(move)}>
              Done: {move.screenName} moved
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
