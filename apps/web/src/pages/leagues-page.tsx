import { api, unwrap } from '../api/client';
import type { Principal } from '../api/types';
import { canDirect } from '../auth/roles';
import { ConsoleHeader } from '../components/console-header';
import { ErrorNote } from '../components/error-note';
import { useLoad } from '../hooks/use-load';
import { createLeagueBody, emptyLeagueDraft } from '../leagues/league-draft';
import { LeagueForm } from '../leagues/league-form';
import { LeagueList } from '../leagues/league-list';
import { LeagueView } from '../leagues/league-view';
import { navigate } from '../router';

/**
 * Leagues and series (`/console/leagues`, `/console/leagues/<id>`, `…/players/<playerId>`): every
 * key reads the leagues, their standings and a player's history; admins and directors create and
 * edit leagues and choose their events (the server still decides: a refusal shows its code).
 */
export function LeaguesPage(props: { principal: Principal; leagueId: string | null; playerId: string | null; onSignOut: () => void }) {
  const { principal } = props;
  const list = useLoad(() => unwrap(api.GET('/leagues', { params: { query: { limit: 200 } } })), []);
  const open = (id: string) => navigate(`/console/leagues/${id}`);
  return (
    <div class="console">
      <ConsoleHeader principal={principal} page="leagues" onSignOut={props.onSignOut} />
      <div class="console-body">
        <nav class="console-side" aria-label="Leagues">
          <h2>Leagues</h2>
          <ErrorNote error={list.error} />
          <LeagueList leagues={list.data?.items ?? []} selectedId={props.leagueId} onOpen={open} />
          {canDirect(principal.role) && (
            <LeagueForm
              title="New league"
              initial={emptyLeagueDraft()}
              withCurrency
              resetOnSuccess
              submitLabel="Create league"
              submit={async (draft) => {
                const league = await unwrap(api.POST('/leagues', { body: createLeagueBody(draft) }));
                list.reload();
                open(league.id);
              }}
            />
          )}
        </nav>
        <main class="console-main">
          {props.leagueId ? (
            <LeagueView key={props.leagueId} leagueId={props.leagueId} playerId={props.playerId} role={principal.role} onChanged={list.reload} />
          ) : (
            <p class="muted">Choose a league{canDirect(principal.role) ? ', or create one' : ''}.</p>
          )}
        </main>
      </div>
    </div>
  );
}
