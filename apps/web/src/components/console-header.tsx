import type { Principal } from '../api/types';
import { canWorkFloor } from '../auth/roles';
import { navigate } from '../router';

/** A link that moves within the app without reloading it. */
function AppLink(props: { path: string; current: boolean; children: string }) {
  return (
    <a
      href={props.path}
      aria-current={props.current ? 'page' : undefined}
      onClick={(e) => {
        e.preventDefault();
        navigate(props.path);
      }}
    >
      {props.children}
    </a>
  );
}

/** The console's header on every signed-in page: the app's name, the cash games' floor, the player's lobby, the leagues, the hand replayer, who is signed in, sign out. */
export function ConsoleHeader(props: { principal: Principal; page: 'tournaments' | 'hands' | 'cash' | 'play' | 'leagues'; onSignOut: () => void }) {
  return (
    <header class="console-header">
      <h1>
        <AppLink path="/console" current={false}>
          razz-room console
        </AppLink>
      </h1>
      {canWorkFloor(props.principal.role) && (
        <AppLink path="/console/cash" current={props.page === 'cash'}>
          Cash games
        </AppLink>
      )}
      {props.principal.role === 'player' && (
        <AppLink path="/console/play" current={props.page === 'play'}>
          Play
        </AppLink>
      )}
      <AppLink path="/console/leagues" current={props.page === 'leagues'}>
        Leagues
      </AppLink>
      <AppLink path="/console/hands" current={props.page === 'hands'}>
        Hands
      </AppLink>
      <p data-testid="whoami">
        Signed in as <strong>{props.principal.keyName}</strong> ({props.principal.role})
      </p>
      <button type="button" onClick={props.onSignOut}>
        Sign out
      </button>
    </header>
  );
}
