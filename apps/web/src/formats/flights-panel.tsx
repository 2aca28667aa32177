import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Tournament } from '../api/types';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from '../components/error-note';
import { flightBody, flightReentryWords } from './flight-words';

const EMPTY = { flightName: '', stopPercent: '', stopLevel: '', startAt: '' };

/**
 * A multi-day event's flights (`GET /tournaments/{eventId}/flights`): each with its status, entries,
 * players left and survivors (bags), opening its page; directors create a flight (name, stop share
 * and/or level, start time) and start Day 2 once every flight is over — the server's refusals
 * (`FLIGHTS_NOT_FINISHED`, `DAY2_FIELD_TOO_SMALL`) shown with their code and message.
 */
export function FlightsPanel(props: { tournament: Tournament; version: number; canDirect: boolean; onChanged: () => void }) {
  const { tournament: t } = props;
  const tournamentId = t.id;
  const flights = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/flights', { params: { path: { tournamentId } } })), [tournamentId, props.version]);
  const [draft, setDraft] = useState(EMPTY);
  const create = useAction();
  const day2 = useAction();
  const beforeDay2 = t.status === 'scheduled' || t.status === 'registering';
  const items = flights.data?.items ?? [];

  const submit = (e: Event) => {
    e.preventDefault();
    void create.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/flights', { params: { path: { tournamentId } }, body: flightBody(draft) }));
      setDraft(EMPTY);
      flights.reload();
    });
  };
  const startDay2 = () =>
    void day2.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/start', { params: { path: { tournamentId } } }));
      props.onChanged();
    });
  const set = (field: keyof typeof EMPTY) => (e: Event) => setDraft({ ...draft, [field]: (e.currentTarget as HTMLInputElement).value });

  return (
    <section class="panel" aria-labelledby="flights-title">
      <h3 id="flights-title">Flights</h3>
      <p class="muted">Multi-day event: {flightReentryWords(t.flightReentry)}. This page is its Day 2.</p>
      <ErrorNote error={flights.error} />
      {items.length === 0 ? (
        <p class="muted">No flights yet.</p>
      ) : (
        <table aria-label="Flights">
          <thead>
            <tr>
              <th scope="col">Flight</th>
              <th scope="col">Status</th>
              <th scope="col">Entries</th>
              <th scope="col">Players left</th>
              <th scope="col">Survivors</th>
            </tr>
          </thead>
          <tbody>
            {items.map(({ flight, playersLeft, survivors }) => (
              <tr key={flight.id} data-testid="flight-row">
                <td>
                  <a
                    href={`/console/tournaments/${flight.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(`/console/tournaments/${flight.id}`);
                    }}
                  >
                    {flight.flight?.name ?? flight.name}
                  </a>
                </td>
                <td>{flight.status}</td>
                <td>{flight.entries}</td>
                <td>{playersLeft}</td>
                <td>{survivors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.canDirect && beforeDay2 && (
        <>
          <form class="form" onSubmit={submit} aria-label="New flight">
            <h4>New flight</h4>
            <div class="row">
              <label>
                Flight name
                <input
                  name="flightName"
                  required
                  maxLength={4}
                  pattern="[A-Za-z0-9]{1,4}"
                  placeholder="1A"
                  value={draft.flightName}
                  onInput={set('flightName')}
                />
              </label>
              <label>
                Stop at % of the field left
                <input name="flightStopPercent" type="number" min={1} max={99} step={1} value={draft.stopPercent} onInput={set('stopPercent')} />
              </label>
              <label>
                Stop at the end of level
                <input name="flightStopLevel" type="number" min={1} step={1} value={draft.stopLevel} onInput={set('stopLevel')} />
              </label>
              <label>
                Starts at
                <input name="scheduledStartAt" type="datetime-local" value={draft.startAt} onInput={set('startAt')} />
              </label>
            </div>
            <p class="muted">A flight stops at whichever stop comes first; its players left then bag their chips for Day 2.</p>
            <button type="submit" disabled={create.busy}>
              Create flight
            </button>
            <ErrorNote error={create.error} />
          </form>
          <p>
            <button type="button" disabled={day2.busy} onClick={startDay2}>
              Start Day 2
            </button>{' '}
            <span class="muted">once every flight is over: the bags draw seats afresh.</span>
          </p>
          <ErrorNote error={day2.error} />
        </>
      )}
    </section>
  );
}
