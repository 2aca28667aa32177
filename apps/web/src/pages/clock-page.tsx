import type { Clock, Tournament } from '../api/types';
import { BustsList } from '../components/busts-list';
import { Countdown } from '../components/countdown';
import { MovesList } from '../components/moves-list';
import { PayoutsList } from '../components/payouts-list';
import { StakesBlock } from '../components/stakes-block';
import { StatusFlags } from '../components/status-flags';
import { formatChips, formatMoney } from '../format/amounts';
import { nextBreak } from '../format/structure';
import { formatMinutes } from '../format/times';
import { useCountdown } from '../hooks/use-countdown';
import { useDisplay } from '../hooks/use-display';

/**
 * The tournament clock for a room's TV (`/tv/<token>`): full screen, readable across a room at
 * 1080p and on a phone. Reads with the display link's token alone (no API key on a TV).
 */
export function ClockPage(props: { token: string }) {
  const display = useDisplay(props.token);
  const { snapshot, clock } = display;

  if (display.connection === 'revoked') {
    return (
      <main class="tv tv-message">
        <h1>This display link has been revoked</h1>
        <p>Ask the tournament director for a new link.</p>
      </main>
    );
  }
  if (!snapshot || !clock) {
    return (
      <main class="tv tv-message" aria-busy="true">
        <h1>razz-room</h1>
        <p role="status">{display.connection === 'reconnecting' ? 'reconnecting — server unreachable' : 'Connecting to the tournament clock…'}</p>
      </main>
    );
  }
  const t = snapshot.tournament;
  return (
    <main class="tv" data-testid="clock-display">
      <header class="tv-header">
        <div>
          <h1 data-testid="event-name">{t.name}</h1>
          <p class="tv-game">{clock.mix ? `${clock.mix} — now ${clock.current?.game.name ?? ''}` : (clock.current?.game.name ?? '')}</p>
        </div>
        <StatusFlags paused={clock.paused} handForHand={display.handForHand} onBreak={clock.current?.kind === 'break'} />
      </header>
      {display.connection !== 'open' && (
        <p class="banner banner-warning" role="status">
          reconnecting — server unreachable
        </p>
      )}
      <section class="tv-clock" aria-label="Clock">
        <p class="tv-level" data-testid="level">
          {clock.started ? (clock.current?.name ?? '') : statusText(t)}
        </p>
        <Countdown clock={clock} heardAt={display.heardAt} class="countdown tv-countdown" />
      </section>
      <div class="tv-stakes">
        <StakesBlock title="Now" item={clock.current} testId="stakes-now" />
        <StakesBlock title="Next" item={clock.next} testId="stakes-next" />
      </div>
      <div class="tv-panels">
        <TournamentFigures tournament={t} clock={clock} heardAt={display.heardAt} reEntries={snapshot.reEntries} />
        <section aria-label="Prize pool and payouts">
          <h2>Prize pool</h2>
          <p class="figure-big" data-testid="prize-pool">
            {formatMoney(clock.prizePool, t.currency)}
          </p>
          <PayoutsList payouts={snapshot.payouts} currency={t.currency} limit={9} />
        </section>
        <section aria-label="Last busts">
          <h2>Last busts</h2>
          <BustsList busts={snapshot.busts.slice(0, 5)} />
        </section>
        <section aria-label="Table moves">
          <h2>Table moves</h2>
          <MovesList moves={snapshot.moves} />
        </section>
      </div>
    </main>
  );
}

function statusText(t: Tournament): string {
  if (t.status === 'registering') return 'Registration open';
  if (t.status === 'scheduled') return 'Starting soon';
  return t.status;
}

function TournamentFigures(props: { tournament: Tournament; clock: Clock; heardAt: number; reEntries: number }) {
  const { clock } = props;
  const remaining = useCountdown(clock, props.heardAt);
  const breakAhead = clock.current && clock.current.kind === 'level' ? nextBreak(props.tournament.structure, clock.current, remaining) : null;
  return (
    <section aria-label="Tournament figures">
      <dl class="figures">
        <div>
          <dt>Next break</dt>
          <dd data-testid="next-break">{breakAhead ? `in ${formatMinutes(breakAhead.inMs)}, for ${breakAhead.minutes} min` : '—'}</dd>
        </div>
        <div>
          <dt>Entries</dt>
          <dd data-testid="entries">{clock.entries}</dd>
        </div>
        <div>
          <dt>Re-entries</dt>
          <dd data-testid="re-entries">{props.reEntries}</dd>
        </div>
        <div>
          <dt>Players left</dt>
          <dd data-testid="players-left">{clock.playersLeft}</dd>
        </div>
        <div>
          <dt>Average stack</dt>
          <dd>{formatChips(clock.averageStack)}</dd>
        </div>
        <div>
          <dt>Total chips</dt>
          <dd>{formatChips(clock.chipsInPlay)}</dd>
        </div>
      </dl>
    </section>
  );
}
