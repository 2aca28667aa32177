import { useEffect, useState } from 'preact/hooks';

/** Client-side paths (the API answers index.html for each): history.pushState, no reload. */
const listeners = new Set<() => void>();

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  for (const listener of listeners) listener();
}

export function usePath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

/** `/console/hands` → `{ handId: null }`, `/console/hands/<id>` → `{ handId }`; any other path → null. */
export function handsRoute(path: string): { handId: string | null } | null {
  const match = /^\/console\/hands(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return null;
  return { handId: match[1] ? decodeURIComponent(match[1]) : null };
}

/** `/console/cash` → `{ gameId: null }`, `/console/cash/<gameId>` → `{ gameId }`; any other path → null. */
export function cashRoute(path: string): { gameId: string | null } | null {
  const match = /^\/console\/cash(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return null;
  return { gameId: match[1] ? decodeURIComponent(match[1]) : null };
}

/** `/console/play` → `{ tableId: null }` (the lobby), `/console/play/<tableId>` → `{ tableId }`; any other path → null. */
export function playRoute(path: string): { tableId: string | null } | null {
  const match = /^\/console\/play(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return null;
  return { tableId: match[1] ? decodeURIComponent(match[1]) : null };
}

/** `/console/leagues` → no league, `/console/leagues/<id>` → its page, `…/players/<playerId>` → a player's history in it; any other path → null. */
export function leaguesRoute(path: string): { leagueId: string | null; playerId: string | null } | null {
  const match = /^\/console\/leagues(?:\/([^/]+)(?:\/players\/([^/]+))?)?\/?$/.exec(path);
  if (!match) return null;
  return { leagueId: match[1] ? decodeURIComponent(match[1]) : null, playerId: match[2] ? decodeURIComponent(match[2]) : null };
}
