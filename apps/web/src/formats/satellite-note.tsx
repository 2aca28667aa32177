import { api, unwrap } from '../api/client';
import type { Tournament } from '../api/types';
import { navigate } from '../router';
import { useLoad } from '../hooks/use-load';
import { ErrorNote } from '../components/error-note';
import { entryPrice, entryPriceWords, ordinal, satelliteSeatsWords } from './format-extras-draft';
import { formatMoney } from '../format/amounts';

/**
 * A satellite's page: its target (a link), the seats once the prize pool is final ("5 seats of
 * $109.00 + $35.00 to 6th", else that they come from the pool) and, once over, who won a seat.
 */
export function SatelliteNote(props: { tournament: Tournament; version: number }) {
  const { tournament: t } = props;
  const targetId = t.satelliteTargetId;
  const target = useLoad(
    () => (targetId ? unwrap(api.GET('/tournaments/{tournamentId}', { params: { path: { tournamentId: targetId } } })) : Promise.resolve(null)),
    [targetId],
  );
  const over = t.status === 'finished';
  const tournamentId = t.id;
  const results = useLoad(
    () => (over ? unwrap(api.GET('/tournaments/{tournamentId}/results', { params: { path: { tournamentId } } })) : Promise.resolve(null)),
    [tournamentId, over, props.version],
  );
  if (!targetId) return null;
  const goal = target.data;
  const seats = t.satelliteSeats !== null && t.payouts ? satelliteSeatsWords(t.satelliteSeats, t.payouts.amounts, t.currency) : null;
  const winners = (results.data?.places ?? []).filter(
    (p) => p.place !== null && p.place !== undefined && t.satelliteSeats !== null && p.place <= t.satelliteSeats,
  );
  return (
    <section class="panel" aria-labelledby="satellite-title" data-testid="satellite-note">
      <h3 id="satellite-title">Satellite</h3>
      <p>
        Seats into{' '}
        <a
          href={`/console/tournaments/${targetId}`}
          onClick={(e) => {
            e.preventDefault();
            navigate(`/console/tournaments/${targetId}`);
          }}
        >
          {goal?.name ?? 'its target'}
        </a>
        {goal
          ? ` — a seat is worth its entry, ${formatMoney(entryPrice(goal), goal.currency)} (${entryPriceWords(goal.buyIn, goal.bounty, goal.fee, goal.currency)})`
          : ''}
      </p>
      <p data-testid="satellite-seats">
        {seats ?? 'Seats: computed from the prize pool once it is final (the pool ÷ a seat; the rest in cash to the next place).'}
      </p>
      {over && winners.length > 0 && (
        <ul aria-label="Seats won">
          {winners.map((w) => (
            <li key={w.id}>
              {ordinal(w.place ?? 0)} {w.screenName}: {w.wonEntryId ? 'seat in the target' : `seat paid in cash (${formatMoney(w.prize ?? 0, t.currency)})`}
            </li>
          ))}
        </ul>
      )}
      <ErrorNote error={target.error ?? results.error} />
    </section>
  );
}
