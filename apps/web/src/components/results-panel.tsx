import { api, unwrap } from '../api/client';
import type { Tournament } from '../api/types';
import { formatMoney } from '../format/amounts';
import { useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';
import { ordinal, PayoutsList } from './payouts-list';

/** The places so far (best first, with prizes as money) and the payouts once the prize pool is final. */
export function ResultsPanel(props: { tournament: Tournament; version: number }) {
  const { tournament: t } = props;
  const tournamentId = t.id;
  const results = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/results', { params: { path: { tournamentId } } })), [tournamentId, props.version]);
  const places = results.data?.places ?? [];
  return (
    <section class="panel" aria-labelledby="results-title">
      <h3 id="results-title">Results and payouts</h3>
      <ErrorNote error={results.error} />
      <h4>Payouts</h4>
      <PayoutsList payouts={results.data?.payouts ?? t.payouts} currency={t.currency} />
      <h4>Places</h4>
      {places.length === 0 ? (
        <p class="muted">No places yet.</p>
      ) : (
        <ol class="places" aria-label="Places">
          {places.map((p) => (
            <li key={p.id}>
              {p.place ? ordinal(p.place) : '—'} {p.screenName}
              {p.prize ? ` · ${formatMoney(p.prize, t.currency)}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
