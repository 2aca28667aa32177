import type { Principal } from '../api/types';
import { ConsoleHeader } from '../components/console-header';

/** A player's lobby and table (`/console/play`, `/console/play/<tableId>`): being built. */
export function PlayPage(props: { principal: Principal; tableId: string | null; onSignOut: () => void }) {
  return (
    <div class="console">
      <ConsoleHeader principal={props.principal} page="play" onSignOut={props.onSignOut} />
      <main class="console-main">{props.tableId ?? 'Lobby'}</main>
    </div>
  );
}
