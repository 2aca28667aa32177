import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { League } from '../api/types';
import { ErrorNote } from '../components/error-note';
import { formatMoney } from '../format/amounts';
import { formatDateTime } from '../format/times';
import { useAction, useLoad } from '../hooks/use-load';

/**
 * The league's events in the order added: name, status, buy-in, entries, date, and whether it
 * counts (finished) yet. Directors add a tournament of the league's currency (any status) and
 * take one out; the answer is the league, handed up to replace the page's.
 */
export function LeagueEvents(props: { league: League; canEdit: boolean; onChanged: (league: League) => void }) {
  const { league } = props;
  const leagueId = league.id;
  const action = useAction();
  const [choice, setChoice] = useState('');
  // Tournaments to pick from: only the directors', and only those the league could take.
  const tournaments = useLoad(
    () => (props.canEdit ? unwrap(api.GET('/tournaments', { params: { query: { limit: 200 } } })) : Promise.resolve(null)),
    [props.canEdit, leagueId],
  );
  const inLeague = new Set(league.events.map((e) => e.tournamentId));
  const candidates = (tournaments.data?.items ?? []).filter((t) => t.currency === league.currency && !inLeague.has(t.id) && t.status !== 'cancelled');
  const selected = candidates.some((t) => t.id === choice) ? choice : (candidates[0]?.id ?? '');
  const act = (call: () => Promise<League>) =>
    action.run(async () => {
      props.onChanged(await call());
      tournaments.reload();
    });

  return (
    <section class="panel" aria-labelledby="league-events-title">
      <h3 id="league-events-title">Events ({league.events.length})</h3>
      {league.events.length === 0 ? (
        <p class="muted">No events yet.</p>
      ) : (
        <table class="seating" data-testid="league-events">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Buy-in</th>
              <th scope="col">Entries</th>
              <th scope="col">Date</th>
              <th scope="col">Counts</th>
              {props.canEdit && <th scope="col">Remove</th>}
            </tr>
          </thead>
          <tbody>
            {league.events.map((e) => (
              <tr key={e.tournamentId} data-testid="league-event">
                <th scope="row">{e.name}</th>
                <td>{e.status}</td>
                <td class="number">{formatMoney(e.buyIn, league.currency)}</td>
                <td class="number">{e.entries}</td>
                <td>{e.date ? formatDateTime(e.date) : '—'}</td>
                <td>{e.counts ? 'counts' : 'not yet (counts once finished)'}</td>
                {props.canEdit && (
                  <td>
                    <button
                      type="button"
                      aria-label={`Remove ${e.name}`}
                      disabled={action.busy}
                      onClick={() =>
                        void act(() =>
                          unwrap(
                            api.POST('/leagues/{leagueId}/events/{tournamentId}/remove', { params: { path: { leagueId, tournamentId: e.tournamentId } } }),
                          ),
                        )
                      }
                    >
                      Remove
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.canEdit && (
        <form
          class="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void act(() => unwrap(api.POST('/leagues/{leagueId}/events', { params: { path: { leagueId } }, body: { tournamentId: selected } })));
          }}
        >
          <label>
            Tournament ({league.currency})
            <select name="tournamentId" value={selected} onChange={(e) => setChoice(e.currentTarget.value)}>
              {candidates.length === 0 && <option value="">No tournament to add</option>}
              {candidates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} · {t.status} · {t.entries} entries
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={action.busy || selected === ''}>
            Add event
          </button>
        </form>
      )}
      <ErrorNote error={action.error ?? tournaments.error} />
    </section>
  );
}
