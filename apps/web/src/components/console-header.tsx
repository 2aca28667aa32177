import type { Principal } from '../api/types';
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

/** The console's header on every signed-in page: the app's name, the hand replayer, who is signed in, sign out. */
export function ConsoleHeader(props: { principal: Principal; page: 'tournaments' | 'hands'; onSignOut: () => void }) {
  return (
    <header class="console-header">
      <h1>
        <AppLink path="/console" current={false}>
          razz-room console
        </AppLink>
      </h1>
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
