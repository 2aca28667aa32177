import { api, unwrap } from '../api/client';
import type { Role } from '../api/types';
import { canDirect, canWorkFloor } from '../auth/roles';
import { formatChips, formatMoney } from '../format/amounts';
import { entryPriceWords } from '../formats/format-extras-draft';
import { useLoad } from '../hooks/use-load';
import { useTournamentLive } from '../hooks/use-tournament-live';
import { AuditTrailPanel } from './audit-trail-panel';
import { ClockControls } from './clock-controls';
import { DealsPanel } from './deals-panel';
import { DisplayLinksPanel } from './display-links-panel';
import { ErrorNote } from './error-note';
import { FloorPanel } from './floor-panel';
import { RegistrationPanel } from './registration-panel';
import { ResultsPanel } from './results-panel';
import { SeatingChart } from './seating-chart';
import { SitAndGoNote } from './sit-and-go-note';
import { TournamentFormatPanels } from '../formats/tournament-format-panels';

/** One tournament: its clock (live), registration, display links, seating, the floor's work, results. */
export function TournamentDetail(props: { tournamentId: string; role: Role; onChanged: () => void }) {
  const { tournamentId, role } = props;
  const live = useTournamentLive(tournamentId);
  // Read again on every feed event and when the clock's status changes (a break begins or ends by itself: a clock push only).
  const tournament = useLoad(
    () => unwrap(api.GET('/tournaments/{tournamentId}', { params: { path: { tournamentId } } })),
    [tournamentId, live.version, live.clock?.status],
  );
  const changed = () => {
    tournament.reload();
    props.onChanged();
  };
  const t = tournament.data;
  if (!t) return <ErrorNote error={tournament.error} />;
  const started = t.status === 'running' || t.status === 'on-break' || t.status === 'finished';
  const inPlay = t.status === 'running' || t.status === 'on-break';
  return (
    <article class="detail" aria-labelledby="detail-title">
      <header>
        <h2 id="detail-title">{t.name}</h2>
        <p>
          <span class="status" data-testid="tournament-status">
            {t.status}
          </span>{' '}
          · {t.dealing === 'live' ? 'live dealing' : 'dealt by the server'} ·{' '}
          {t.bounty > 0
            ? `entry ${entryPriceWords(t.buyIn, t.bounty, t.fee, t.currency)} (buy-in + bounty + fee)`
            : `buy-in ${formatMoney(t.buyIn, t.currency)} + ${formatMoney(t.fee, t.currency)}`}{' '}
          · starting stack {formatChips(t.startingStack)} chips · {t.entries} entries
        </p>
        <SitAndGoNote tournament={t} />
        {live.status !== 'open' && (
          <p class="banner banner-warning" role="status">
            {live.status === 'refused' ? 'The live feed refused this key.' : 'reconnecting — server unreachable'}
          </p>
        )}
      </header>
      <ErrorNote error={tournament.error} />
      <ClockControls tournament={t} live={live} canDirect={canDirect(role)} onChanged={changed} />
      {canDirect(role) && <RegistrationPanel tournament={t} clock={live.clock} version={live.version} onChanged={changed} />}
      {canDirect(role) && <DisplayLinksPanel tournamentId={tournamentId} />}
      <TournamentFormatPanels tournament={t} version={live.version} canDirect={canDirect(role)} onChanged={changed} />
      {started && <SeatingChart tournament={t} version={live.version} />}
      {inPlay && t.dealing === 'live' && canWorkFloor(role) && (
        <FloorPanel tournamentId={tournamentId} tournament={t} role={role} clock={live.clock} version={live.version} onChanged={changed} />
      )}
      {inPlay && canDirect(role) && <DealsPanel tournament={t} clock={live.clock} version={live.version} onChanged={changed} />}
      {started && <ResultsPanel tournament={t} version={live.version} />}
      {canDirect(role) && <AuditTrailPanel tournament={t} live={live} />}
    </article>
  );
}
