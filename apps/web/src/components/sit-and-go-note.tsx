import type { Tournament } from '../api/types';

/**
 * A sit & go's page says how it starts: by itself when full ("4 / 6 registered — starts by itself
 * when the 6th registers"), then that it has started; a series' number, re-registering and the
 * shoot-out in words.
 */
export function SitAndGoNote(props: { tournament: Tournament }) {
  const t = props.tournament;
  if (t.format !== 'sit-and-go') return null;
  const filling = t.status === 'scheduled' || t.status === 'registering';
  const series = t.seriesId !== null || t.reRegister ? ` #${t.seriesNumber} of its series` : '';
  return (
    <div class="sit-and-go-note" data-testid="sit-and-go-note">
      <p>
        <strong>Sit & go{series}</strong> ·{' '}
        {filling
          ? `${t.entries} / ${t.maxPlayers} registered — starts by itself when full${t.status === 'scheduled' ? ', once registration is open' : ''}`
          : t.status === 'cancelled'
            ? 'cancelled before it filled'
            : `started (${t.entries} / ${t.maxPlayers} registered)`}
      </p>
      {t.reRegister && <p class="muted">Re-registers: when it starts, a fresh copy with the same terms opens for registration.</p>}
      {t.shootOut && <p class="muted">Shoot-out: each table plays down to one winner, then the winners play a final table.</p>}
    </div>
  );
}
