import { useEffect, useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { League, Role } from '../api/types';
import { canDirect } from '../auth/roles';
import { ErrorNote } from '../components/error-note';
import { useLoad } from '../hooks/use-load';
import { draftOf, formulaWords, updateLeagueBody } from './league-draft';
import { LeagueEvents } from './league-events';
import { LeagueForm } from './league-form';
import { LeaguePlayer } from './league-player';
import { LeagueStandings } from './league-standings';

/**
 * A league's page: its season, currency and formula in words; for admins and directors "Edit
 * league" (`PATCH`) and the events' add and remove; everyone's standings, or one player's history
 * when `playerId` is chosen. Every answer that changes the league replaces it here, and the
 * standings are read again after it.
 */
export function LeagueView(props: { leagueId: string; playerId: string | null; role: Role; onChanged: () => void }) {
  const { leagueId } = props;
  const loaded = useLoad(() => unwrap(api.GET('/leagues/{leagueId}', { params: { path: { leagueId } } })), [leagueId]);
  const [league, setLeague] = useState<League | null>(null);
  const [editing, setEditing] = useState(false);
  useEffect(() => setLeague(loaded.data), [loaded.data]);
  const director = canDirect(props.role);
  const changed = (next: League) => {
    setLeague(next);
    props.onChanged();
  };

  if (!league) return <ErrorNote error={loaded.error} />;
  // What the standings depend on: the formula (updatedAt) and the list of events.
  const version = `${league.updatedAt}|${league.events.map((e) => e.tournamentId).join(',')}`;
  return (
    <article class="detail" aria-labelledby="league-title">
      <header>
        <h2 id="league-title">{league.name}</h2>
        <p data-testid="league-terms">
          Season {league.season.from} to {league.season.to} · {league.currency} · {formulaWords(league.formula)}
        </p>
        {director && !editing && (
          <div class="controls">
            <button type="button" onClick={() => setEditing(true)}>
              Edit league
            </button>
          </div>
        )}
      </header>
      {director && editing && (
        <LeagueForm
          title="Edit league"
          initial={draftOf(league)}
          withCurrency={false}
          submitLabel="Save league"
          onCancel={() => setEditing(false)}
          submit={async (draft) => {
            changed(await unwrap(api.PATCH('/leagues/{leagueId}', { params: { path: { leagueId } }, body: updateLeagueBody(draft) })));
            setEditing(false);
          }}
        />
      )}
      <LeagueEvents league={league} canEdit={director} onChanged={changed} />
      {props.playerId ? (
        <LeaguePlayer key={props.playerId} league={league} playerId={props.playerId} version={version} />
      ) : (
        <LeagueStandings league={league} version={version} />
      )}
    </article>
  );
}
