import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Principal } from '../api/types';
import { canDirect } from '../auth/roles';
import { ConsoleHeader } from '../components/console-header';
import { CreateTournamentForm } from '../components/create-tournament-form';
import { ErrorNote } from '../components/error-note';
import { TournamentDetail } from '../components/tournament-detail';
import { filterQuery, type TournamentFilter, TournamentFilterSelect } from '../components/tournament-filter';
import { TournamentList } from '../components/tournament-list';
import { useLoad } from '../hooks/use-load';
import { navigate } from '../router';

/** The director's console (`/console`, `/console/tournaments/<id>`): what the key's role may do, and nothing more. */
export function ConsolePage(props: { principal: Principal; path: string; onSignOut: () => void }) {
  const { principal } = props;
  const selected = /^\/console\/tournaments\/([^/]+)/.exec(props.path)?.[1] ?? null;
  const [filter, setFilter] = useState<TournamentFilter>('all');
  const list = useLoad(() => unwrap(api.GET('/tournaments', { params: { query: { limit: 50, ...filterQuery(filter) } } })), [filter]);
  const open = (id: string) => navigate(`/console/tournaments/${id}`);

  return (
    <div class="console">
      <ConsoleHeader principal={principal} page="tournaments" onSignOut={props.onSignOut} />
      <div class="console-body">
        <nav class="console-side" aria-label="Tournaments">
          <h2>Tournaments</h2>
          <TournamentFilterSelect value={filter} onChange={setFilter} />
          <ErrorNote error={list.error} />
          <TournamentList
            tournaments={list.data?.items ?? []}
            selectedId={selected}
            onOpen={open}
            emptyText={filter === 'all' ? undefined : 'No sit & go is filling now.'}
          />
          {canDirect(principal.role) && (
            <CreateTournamentForm
              onCreated={(t) => {
                list.reload();
                open(t.id);
              }}
            />
          )}
        </nav>
        <main class="console-main">
          {selected ? (
            <TournamentDetail key={selected} tournamentId={selected} role={principal.role} onChanged={list.reload} />
          ) : (
            <p class="muted">Choose a tournament{canDirect(principal.role) ? ', or create one' : ''}.</p>
          )}
        </main>
      </div>
    </div>
  );
}
