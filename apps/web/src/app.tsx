import { useEffect, useState } from 'preact/hooks';
import { api, unwrap } from './api/client';
import type { Principal } from './api/types';
import { forgetKey, storedKey } from './auth/session';
import { BoardPage } from './pages/board-page';
import { CashFloorPage } from './pages/cash-floor-page';
import { ClockPage } from './pages/clock-page';
import { ConsolePage } from './pages/console-page';
import { HandsPage } from './pages/hands-page';
import { LeaguesPage } from './pages/leagues-page';
import { LoginPage } from './pages/login-page';
import { PlayPage } from './pages/play-page';
import { cashRoute, handsRoute, leaguesRoute, navigate, playRoute, usePath } from './router';

type Session = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; principal: Principal };

/**
 * The screens by path: `/tv/<token>` and `/board/<token>` (a display link's clock or waitlist
 * board, no key), `/login`, `/console/*` (`/console/hands/*` the hand replayer, `/console/cash/*`
 * the floor's cash games, `/console/play/*` a player's lobby and table, `/console/leagues/*` leagues); `/` goes to the console or the login.
 */
export function App() {
  const path = usePath();
  const tv = /^\/tv\/([^/]+)\/?$/.exec(path);
  if (tv) return <ClockPage token={decodeURIComponent(tv[1] ?? '')} />;
  const board = /^\/board\/([^/]+)\/?$/.exec(path);
  if (board) return <BoardPage token={decodeURIComponent(board[1] ?? '')} />;
  return <SignedInScreens path={path} />;
}

function SignedInScreens(props: { path: string }) {
  const [session, setSession] = useState<Session>(() => (storedKey() ? { state: 'checking' } : { state: 'signed-out' }));

  useEffect(() => {
    if (session.state !== 'checking') return;
    unwrap(api.GET('/auth/me'))
      .then((principal) => setSession({ state: 'signed-in', principal }))
      .catch(() => {
        forgetKey();
        setSession({ state: 'signed-out' });
      });
  }, [session.state]);

  useEffect(() => {
    if (session.state === 'signed-out' && props.path !== '/login') navigate('/login', { replace: true });
    // A player lands in the lobby; staff at the tournaments. `/console` stays every key's to open.
    if (session.state === 'signed-in' && !props.path.startsWith('/console'))
      navigate(session.principal.role === 'player' ? '/console/play' : '/console', { replace: true });
  }, [session, props.path]);

  if (session.state === 'checking') return <p role="status">Checking your key…</p>;
  if (session.state === 'signed-out') return <LoginPage onSignedIn={(principal) => setSession({ state: 'signed-in', principal })} />;
  const signOut = () => {
    forgetKey();
    setSession({ state: 'signed-out' });
  };
  const hands = handsRoute(props.path);
  if (hands) return <HandsPage principal={session.principal} handId={hands.handId} onSignOut={signOut} />;
  const cash = cashRoute(props.path);
  if (cash) return <CashFloorPage principal={session.principal} gameId={cash.gameId} onSignOut={signOut} />;
  const leagues = leaguesRoute(props.path);
  if (leagues) return <LeaguesPage principal={session.principal} leagueId={leagues.leagueId} playerId={leagues.playerId} onSignOut={signOut} />;
  const play = playRoute(props.path);
  if (play) return <PlayPage principal={session.principal} tableId={play.tableId} onSignOut={signOut} />;
  return <ConsolePage principal={session.principal} path={props.path} onSignOut={signOut} />;
}
