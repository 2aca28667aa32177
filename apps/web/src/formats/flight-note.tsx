import { api, unwrap } from '../api/client';
import type { Tournament } from '../api/types';
import { formatChips } from '../format/amounts';
import { navigate } from '../router';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from '../components/error-note';
import { stopRuleWords } from './flight-words';

/**
 * A Day 1 flight's page: its stop rule and event (a link); at a live flight in play, the director's
 * "Bag" (after the floor's final chip counts: `FLIGHT_STOP_NOT_DUE`, `FLIGHT_COUNT_INCOMPLETE` shown
 * as refused); and the flight report (`GET …/flight-report`): bags biggest first, each saying
 * whether it plays Day 2, then the busts, last out first.
 */
export function FlightNote(props: { tournament: Tournament; version: number; canDirect: boolean; onChanged: () => void }) {
  const { tournament: t } = props;
  const flight = t.flight;
  const tournamentId = t.id;
  const eventId = flight?.eventId ?? null;
  const event = useLoad(
    () => (eventId ? unwrap(api.GET('/tournaments/{tournamentId}', { params: { path: { tournamentId: eventId } } })) : Promise.resolve(null)),
    [eventId, props.version],
  );
  const report = useLoad(
    () => (eventId ? unwrap(api.GET('/tournaments/{tournamentId}/flight-report', { params: { path: { tournamentId } } })) : Promise.resolve(null)),
    [tournamentId, eventId, props.version, t.status],
  );
  const bag = useAction();
  if (!flight || !eventId) return null;
  const inPlay = t.status === 'running' || t.status === 'on-break';
  const r = report.data;
  // `carriedToDay2` is known once Day 2 has drawn its bags; before, every bag is headed there (keep-best: a player's biggest).
  const day2Started = event.data !== null && event.data.status !== 'scheduled' && event.data.status !== 'registering';
  const bagWords = (carried: boolean) =>
    day2Started
      ? carried
        ? 'plays Day 2'
        : 'not carried (a bigger bag plays)'
      : event.data?.flightReentry === 'keep-best'
        ? "bagged for Day 2 (a player's biggest bag plays)"
        : 'bagged for Day 2';
  const bagNow = () =>
    void bag.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/bag', { params: { path: { tournamentId } } }));
      report.reload();
      props.onChanged();
    });
  return (
    <section class="panel" aria-labelledby="flight-title" data-testid="flight-note">
      <h3 id="flight-title">Flight {flight.name}</h3>
      <p>
        Day 1 flight of{' '}
        <a
          href={`/console/tournaments/${eventId}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/console/tournaments/${eventId}`);
          }}
        >
          {event.data?.name ?? 'its event'}
        </a>{' '}
        · {stopRuleWords(flight)}.
      </p>
      {inPlay && t.dealing === 'live' && props.canDirect && (
        <p>
          <button type="button" disabled={bag.busy} onClick={bagNow}>
            Bag
          </button>{' '}
          <span class="muted">once the stop is due and the floor has counted every stack: the players left advance to Day 2.</span>
        </p>
      )}
      <ErrorNote error={bag.error ?? event.error ?? report.error} />
      {r && (r.bagged.length > 0 || r.busted.length > 0) && (
        <>
          <h4>Bags</h4>
          {r.bagged.length === 0 ? (
            <p class="muted">No bags yet.</p>
          ) : (
            <ol aria-label="Bags">
              {r.bagged.map((b) => (
                <li key={b.entry.id}>
                  {b.entry.screenName}: {formatChips(b.entry.baggedChips ?? 0)} chips · {bagWords(b.carriedToDay2)}
                </li>
              ))}
            </ol>
          )}
          <h4>Busted</h4>
          {r.busted.length === 0 ? (
            <p class="muted">Nobody busted.</p>
          ) : (
            <ul aria-label="Busted in the flight">
              {r.busted.map((e) => (
                <li key={e.id}>{e.screenName}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
