import { api, unwrap } from '../api/client';
import type { League } from '../api/types';
import { ErrorNote } from '../components/error-note';
import { formatMoney } from '../format/amounts';
import { formatDateTime } from '../format/times';
import { useLoad } from '../hooks/use-load';
import { navigate } from '../router';
import { placeWords } from './league-place';

/**
 * One player's league (`GET /leagues/{id}/players/{playerId}`): rank, points, prizes, and each
 * counted event they entered — when it finished, their place (a shared range as 3rd–4th), the
 * field, their own entries (a re-entry: the best counts), points and prize.
 */
export function LeaguePlayer(props: { league: League; playerId: string; version: string }) {
  const { league, playerId } = props;
  const leagueId = league.id;
  const history = useLoad(
    () => unwrap(api.GET('/leagues/{leagueId}/players/{playerId}', { params: { path: { leagueId, playerId } } })),
    [leagueId, playerId, props.version],
  );
  const back = `/console/leagues/${leagueId}`;
  const h = history.data;
  return (
    <section class="panel" aria-labelledby="league-player-title" data-testid="league-player">
      <p>
        <a
          href={back}
          onClick={(e) => {
            e.preventDefault();
            navigate(back);
          }}
        >
          ← Standings
        </a>
      </p>
      <h3 id="league-player-title">{h ? `${h.screenName} in ${league.name}` : 'A player in the league'}</h3>
      <ErrorNote error={history.error} />
      {h && (
        <>
          <p data-testid="league-player-summary">
            {h.rank === null ? 'No counted event played yet' : `Rank ${h.rank}`} · {h.points} points · prizes {formatMoney(h.prizes, league.currency)}
          </p>
          {h.events.length > 0 && (
            <table class="seating" data-testid="league-player-events">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Finished</th>
                  <th scope="col">Place</th>
                  <th scope="col">Entries</th>
                  <th scope="col">Their entries</th>
                  <th scope="col">Points</th>
                  <th scope="col">Prize</th>
                </tr>
              </thead>
              <tbody>
                {h.events.map((e) => (
                  <tr key={e.tournamentId} data-testid="league-player-event">
                    <th scope="row">{e.name}</th>
                    <td>{e.date ? formatDateTime(e.date) : '—'}</td>
                    <td>{placeWords(e.place, e.placeTo)}</td>
                    <td class="number">{e.entries}</td>
                    <td class="number">{e.playerEntries}</td>
                    <td class="number">{e.points}</td>
                    <td class="number">{formatMoney(e.prize, league.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
