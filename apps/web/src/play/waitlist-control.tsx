import { api, unwrap } from '../api/client';
import { ErrorNote } from '../components/error-note';
import { formatTimeOfDay } from '../format/times';
import { useAction } from '../hooks/use-load';
import type { LobbyGame } from './lobby-data';

/** The player and a game's waitlist: join it, their place on it, a call to a table with the seat held until when, leave it. */
export function WaitlistControl(props: { item: LobbyGame; playerId: string; onChanged: () => void; onSitCalled: (tableId: string) => void }) {
  const { game, entry } = props.item;
  const action = useAction();
  const path = { params: { path: { gameId: game.id } } };
  const join = () =>
    void action.run(async () => {
      await unwrap(api.POST('/cash-games/{gameId}/waitlist', { ...path, body: {} }));
      props.onChanged();
    });
  const leave = () =>
    void action.run(async () => {
      await unwrap(api.POST('/cash-games/{gameId}/waitlist/{playerId}/remove', { params: { path: { gameId: game.id, playerId: props.playerId } } }));
      props.onChanged();
    });
  return (
    <div class="play-waitlist" data-testid="waitlist">
      {!entry && (
        <p>
          {props.item.listLength === 0 ? 'Nobody is waiting.' : `${props.item.listLength} on the list.`}{' '}
          <button type="button" disabled={action.busy} onClick={join}>
            Join the waitlist
          </button>
        </p>
      )}
      {entry?.status === 'waiting' && (
        <p role="status" data-testid="waitlist-place">
          On the waitlist: number {entry.position}
          {entry.estimatedWaitMinutes !== null && ` (about ${entry.estimatedWaitMinutes} min, a rough guess)`}.{' '}
          <button type="button" disabled={action.busy} onClick={leave}>
            Leave the waitlist
          </button>
        </p>
      )}
      {entry?.status === 'called' && (
        <p role="alert" class="play-called" data-testid="waitlist-called">
          Called to {entry.calledTableName ?? 'a table'}
          {entry.holdUntil && ` — seat held until ${formatTimeOfDay(entry.holdUntil)}`}.{' '}
          {entry.calledTableId && (
            <button type="button" onClick={() => props.onSitCalled(entry.calledTableId as string)}>
              Take the seat
            </button>
          )}{' '}
          <button type="button" disabled={action.busy} onClick={leave}>
            Leave the waitlist
          </button>
        </p>
      )}
      <ErrorNote error={action.error} />
    </div>
  );
}
