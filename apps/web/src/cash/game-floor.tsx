import type { Role } from '../api/types';
import { canDirect, canWorkFloor } from '../auth/roles';
import { ErrorNote } from '../components/error-note';
import { DayReport } from './day-report';
import { GameSummary } from './game-summary';
import { SessionsPanel } from './sessions-panel';
import { TablesPanel } from './tables-panel';
import { useGameFloor } from './use-game-floor';
import { WaitlistPanel } from './waitlist-panel';

/** A game's page (`/console/cash/<gameId>`): its terms, tables and seats, waitlist, open sessions and report; read again after every action and every few seconds. */
export function GameFloorView(props: { gameId: string; role: Role; onChanged: () => void }) {
  const floor = useGameFloor(props.gameId);
  const canWork = canWorkFloor(props.role);
  const changed = () => {
    floor.reload();
    props.onChanged();
  };
  if (!floor.data) return floor.error ? <ErrorNote error={floor.error} /> : <p role="status">Loading the game…</p>;
  const data = floor.data;
  return (
    <div class="cash-floor">
      <div class="cash-wide">
        <ErrorNote error={floor.error} />
      </div>
      <div class="cash-column">
        <GameSummary game={data.game} canClose={canDirect(props.role)} onClosed={changed} />
        <TablesPanel floor={data} canWork={canWork} onChanged={changed} />
      </div>
      <div class="cash-column">
        <WaitlistPanel floor={data} canWork={canWork} onChanged={changed} />
        <SessionsPanel floor={data} canWork={canWork} onChanged={changed} />
      </div>
      <div class="cash-wide">
        <DayReport gameId={data.game.id} unit={data.game.unit} />
      </div>
    </div>
  );
}
