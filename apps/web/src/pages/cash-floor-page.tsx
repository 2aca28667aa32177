import type { Principal } from '../api/types';
import { canDirect, canWorkFloor } from '../auth/roles';
import { CreateGameForm } from '../cash/create-game-form';
import { DayReport } from '../cash/day-report';
import { GameFloorView } from '../cash/game-floor';
import { GameList } from '../cash/game-list';
import { loadOpenGames } from '../cash/load-floor';
import { ConsoleHeader } from '../components/console-header';
import { ErrorNote } from '../components/error-note';
import { useLoad } from '../hooks/use-load';
import { navigate } from '../router';
import '../cash/cash.css';

/**
 * The floor's cash games (`/console/cash`, `/console/cash/<gameId>`) for admins, directors and the
 * floor: the games on offer (directors create and close them), and a game's tables, waitlist,
 * sessions and report. Other keys are told it is the floor's page and get no control.
 */
export function CashFloorPage(props: { principal: Principal; gameId: string | null; onSignOut: () => void }) {
  const { principal } = props;
  return (
    <div class="console">
      <ConsoleHeader principal={principal} page="cash" onSignOut={props.onSignOut} />
      {canWorkFloor(principal.role) ? (
        <FloorScreens principal={principal} gameId={props.gameId} />
      ) : (
        <main class="console-main cash-not-floor">
          <p class="panel" role="note">
            Cash games are run from this page by the floor (floor, director and admin keys). A {principal.role} key has nothing to do here.
          </p>
        </main>
      )}
    </div>
  );
}

function FloorScreens(props: { principal: Principal; gameId: string | null }) {
  const games = useLoad(loadOpenGames, []);
  const open = (id: string) => navigate(`/console/cash/${id}`);
  return (
    <div class="console-body">
      <nav class="console-side" aria-label="Cash games">
        <h2>Cash games</h2>
        <ErrorNote error={games.error} />
        <GameList games={games.data ?? []} selectedId={props.gameId} onOpen={open} />
        {canDirect(props.principal.role) && (
          <CreateGameForm
            onCreated={(g) => {
              games.reload();
              open(g.id);
            }}
          />
        )}
      </nav>
      <main class="console-main">
        {props.gameId ? (
          <GameFloorView key={props.gameId} gameId={props.gameId} role={props.principal.role} onChanged={games.reload} />
        ) : (
          <>
            <p class="muted">Choose a game{canDirect(props.principal.role) ? ', or create one' : ''}.</p>
            <DayReport unit={games.data?.[0]?.unit ?? 'USD'} />
          </>
        )}
      </main>
    </div>
  );
}
