import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import type { GameFloor } from './cash-types';
import { WaitlistAdd } from './waitlist-add';
import { WaitlistEntryRow } from './waitlist-entry-row';

/** The game's waitlist in order (called players first, then by place) and the floor's work on it. */
export function WaitlistPanel(props: { floor: GameFloor; canWork: boolean; onChanged: () => void }) {
  const { game, tables, waitlist } = props.floor;
  const action = useAction();
  return (
    <section class="panel" aria-labelledby="waitlist-title">
      <h3 id="waitlist-title">Waitlist ({waitlist.length})</h3>
      {waitlist.length === 0 && <p class="muted">Nobody is waiting.</p>}
      <ol class="waitlist" aria-label="Waitlist">
        {waitlist.map((entry) => (
          <WaitlistEntryRow
            key={entry.id}
            entry={entry}
            game={game}
            tables={tables}
            canWork={props.canWork}
            busy={action.busy}
            run={action.run}
            onChanged={props.onChanged}
          />
        ))}
      </ol>
      <ErrorNote error={action.error} />
      {props.canWork && game.status === 'open' && (
        <WaitlistAdd gameId={game.id} listed={new Set(waitlist.map((w) => w.playerId))} busy={action.busy} run={action.run} onAdded={props.onChanged} />
      )}
    </section>
  );
}
