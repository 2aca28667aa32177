import type { Principal } from '../api/types';
import { ConsoleHeader } from '../components/console-header';
import { LobbyScreen } from '../play/lobby-screen';
import { TableScreen } from '../play/table-screen';
import '../play/play.css';

/** A player's lobby and table (`/console/play`, `/console/play/<tableId>`); docs/web.md "The player's table". */
export function PlayPage(props: { principal: Principal; tableId: string | null; onSignOut: () => void }) {
  const playerId = props.principal.playerId;
  return (
    <div class="console">
      <ConsoleHeader principal={props.principal} page="play" onSignOut={props.onSignOut} />
      <main class="console-main play-main">
        {playerId === null ? (
          <p>Only a player's key plays at the tables: this key acts for no player.</p>
        ) : props.tableId ? (
          <TableScreen key={props.tableId} tableId={props.tableId} playerId={playerId} />
        ) : (
          <LobbyScreen playerId={playerId} />
        )}
      </main>
    </div>
  );
}
