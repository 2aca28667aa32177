import { useState } from 'preact/hooks';
import { ErrorNote } from '../components/error-note';
import { useAction } from '../hooks/use-load';
import type { GameFloor } from './cash-types';
import { SessionCard } from './session-card';

/** The game's open sessions (`GET /cash-sessions?gameId=&status=open`, each read in full) and the floor's money work on them. */
export function SessionsPanel(props: { floor: GameFloor; canWork: boolean; onChanged: () => void }) {
  const { game, tables, sessions } = props.floor;
  const action = useAction();
  const [note, setNote] = useState('');
  const run = (work: () => Promise<unknown>) => {
    setNote('');
    return action.run(work);
  };
  const done = (text: string) => {
    setNote(text);
    props.onChanged();
  };
  return (
    <section class="panel" aria-labelledby="sessions-title">
      <h3 id="sessions-title">Players at the tables ({sessions.length})</h3>
      <p role="status" class="cash-note">
        {note}
      </p>
      <ErrorNote error={action.error} />
      {sessions.length === 0 && <p class="muted">Nobody is playing.</p>}
      <ul class="cash-sessions" aria-label="Open sessions">
        {sessions.map((s) => (
          <SessionCard
            key={s.id}
            session={s}
            tables={tables}
            live={game.dealing === 'live'}
            canWork={props.canWork}
            busy={action.busy}
            run={run}
            onDone={done}
          />
        ))}
      </ul>
    </section>
  );
}
