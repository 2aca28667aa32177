import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { League, Standing } from '../api/types';
import { downloadFile } from '../cash/download-file';
import { ErrorNote } from '../components/error-note';
import { formatMoney } from '../format/amounts';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks/use-load';
import { placeWords, standingsFileName } from './league-place';

const PAGE = 200;

/**
 * The standings (`GET /leagues/{id}/standings`, 200 rows a page, "More players" for the next): rank,
 * player (opening their history in the league), points, events, best finish, best event's points,
 * prizes as money. "Download CSV" fetches `standings.csv` with the key and saves it. Read again
 * whenever the league changes (`version`): the standings follow its events and formula at once.
 */
export function LeagueStandings(props: { league: League; version: string }) {
  const { league } = props;
  const leagueId = league.id;
  const [more, setMore] = useState<{ rows: Standing[]; cursor: string | null } | null>(null);
  const first = useLoad(async () => {
    setMore(null);
    return unwrap(api.GET('/leagues/{leagueId}/standings', { params: { path: { leagueId }, query: { limit: PAGE } } }));
  }, [leagueId, props.version]);
  const action = useAction();
  const rows = [...(first.data?.items ?? []), ...(more?.rows ?? [])];
  const cursor = more ? more.cursor : (first.data?.nextCursor ?? null);
  const loadMore = () =>
    void action.run(async () => {
      if (!cursor) return;
      const page = await unwrap(api.GET('/leagues/{leagueId}/standings', { params: { path: { leagueId }, query: { limit: PAGE, cursor } } }));
      setMore({ rows: [...(more?.rows ?? []), ...page.items], cursor: page.nextCursor });
    });
  const csv = () =>
    void action.run(async () => {
      const blob = await unwrap(api.GET('/leagues/{leagueId}/standings.csv', { params: { path: { leagueId } }, parseAs: 'blob' }));
      downloadFile(blob as Blob, standingsFileName(league.name));
    });
  const playerPath = (playerId: string) => `/console/leagues/${leagueId}/players/${playerId}`;

  return (
    <section class="panel" aria-labelledby="standings-title">
      <h3 id="standings-title">Standings</h3>
      <div class="controls">
        <p class="muted" data-testid="events-counted">
          {first.data ? `${first.data.eventsCounted} finished ${first.data.eventsCounted === 1 ? 'event counts' : 'events count'}` : 'Reading the standings…'}
        </p>
        <button type="button" disabled={action.busy} onClick={csv}>
          Download CSV
        </button>
      </div>
      <ErrorNote error={first.error ?? action.error} />
      {first.data && rows.length === 0 && <p class="muted">No points yet: points come from finished events.</p>}
      {rows.length > 0 && (
        <table class="seating" data-testid="league-standings">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player</th>
              <th scope="col">Points</th>
              <th scope="col">Events</th>
              <th scope="col">Best finish</th>
              <th scope="col">Best event</th>
              <th scope="col">Prizes</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.playerId} data-testid="standing" data-player-id={s.playerId}>
                <td class="number">{s.rank}</td>
                <th scope="row">
                  <a
                    href={playerPath(s.playerId)}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(playerPath(s.playerId));
                    }}
                  >
                    {s.screenName}
                  </a>
                </th>
                <td class="number">{s.points}</td>
                <td class="number">{s.events}</td>
                <td>{s.bestFinish ? placeWords(s.bestFinish.place, s.bestFinish.placeTo) : '—'}</td>
                <td class="number">{s.bestEventPoints}</td>
                <td class="number">{formatMoney(s.prizes, league.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {cursor && (
        <button type="button" disabled={action.busy} onClick={loadMore}>
          More players
        </button>
      )}
    </section>
  );
}
