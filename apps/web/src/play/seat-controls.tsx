import { api, unwrap } from '../api/client';
import { ConfirmButton } from '../components/confirm-button';
import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import type { TableSeat, TableView } from './types';

/**
 * The player's own seat: sit out (not dealt the next hands) or back in, and leave a cash table —
 * at a cash game's table the session is cashed out (during a hand the player is dealt into, when
 * it ends: the screen says so), at another cash table the table's own leave. A tournament's seat
 * is not left from here.
 */
export function SeatControls(props: {
  table: TableView;
  seat: TableSeat;
  playerId: string;
  onView: (view: TableView) => void;
  onNote: (note: string) => void;
  amount: (n: number) => string;
}) {
  const { table, seat } = props;
  const action = useAction();
  const path = { params: { path: { tableId: table.id } } };

  const sitOut = () => action.run(async () => props.onView(await unwrap(api.POST('/tables/{tableId}/sit-out', { ...path, body: {} }))));
  const sitIn = () => action.run(async () => props.onView(await unwrap(api.POST('/tables/{tableId}/sit-in', { ...path, body: {} }))));
  const leave = () =>
    action.run(async () => {
      if (!table.cashGameId) {
        props.onView(await unwrap(api.POST('/tables/{tableId}/leave', { ...path, body: {} })));
        props.onNote('You left the table.');
        return;
      }
      const sessions = await unwrap(
        api.GET('/players/{playerId}/cash-sessions', { params: { path: { playerId: props.playerId }, query: { tableId: table.id, status: 'open' } } }),
      );
      const session = sessions.items[0];
      if (!session) throw new Error('No open session at this table.');
      const after = await unwrap(api.POST('/cash-sessions/{sessionId}/cash-out', { params: { path: { sessionId: session.id } }, body: { to: 'bankroll' } }));
      props.onNote(
        after.status === 'closed'
          ? `Cashed out ${props.amount(after.cashOuts)} to your bankroll.`
          : 'Cash-out pending: you are dealt into this hand, so you leave (folding at your turn) and are cashed out when it ends.',
      );
    });

  return (
    <section class="play-seat-controls" aria-label="Your seat">
      {seat.leaving ? (
        <p role="status" data-testid="leaving-note">
          Leaving: you are cashed out when this hand ends.
        </p>
      ) : (
        <>
          {seat.sittingOut ? (
            <button type="button" disabled={action.busy} onClick={sitIn}>
              Sit in
            </button>
          ) : (
            <button type="button" disabled={action.busy} onClick={sitOut}>
              Sit out
            </button>
          )}{' '}
          {table.kind === 'cash' && (
            <ConfirmButton label="Leave table" question="Leave and cash out?" yes="Yes, leave" busy={action.busy} onConfirm={() => void leave()} />
          )}
        </>
      )}
      {seat.sittingOut && <p class="muted">Sitting out: you are not dealt the next hands.</p>}
      <ErrorNote error={action.error} />
    </section>
  );
}
