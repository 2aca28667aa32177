import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Tournament } from '../api/types';
import { formatChips, formatMoney } from '../format/amounts';
import { stakesLine } from '../format/stakes';
import type { TournamentLive } from '../hooks/use-tournament-live';
import { useAction } from '../hooks/use-load';
import { Countdown } from './countdown';
import { ErrorNote } from './error-note';
import { StatusFlags } from './status-flags';

/** The clock as the feed pushes it; for directors: open registration, start, pause / resume, set the level. */
export function ClockControls(props: { tournament: Tournament; live: TournamentLive; canDirect: boolean; onChanged: () => void }) {
  const { tournament: t, live } = props;
  const clock = live.clock;
  const action = useAction();
  const [level, setLevel] = useState('');
  const path = { params: { path: { tournamentId: t.id } } };
  const act = (call: () => Promise<unknown>) => action.run(call).then((ok) => ok && props.onChanged());
  const inPlay = t.status === 'running' || t.status === 'on-break';

  return (
    <section class="panel" aria-labelledby="clock-title">
      <h3 id="clock-title">Clock</h3>
      {clock && (
        <div class="clock-summary">
          <StatusFlags paused={clock.paused} handForHand={live.handForHand ?? t.handForHand} onBreak={clock.current?.kind === 'break'} />
          <p data-testid="console-level">
            {clock.current ? `${clock.current.name} · ${clock.current.game.name}` : 'Not started'}
            {clock.current?.stakes ? ` · ${stakesLine(clock.current.stakes)}` : ''}
          </p>
          <Countdown clock={clock} heardAt={live.heardAt} />
          <p class="muted">
            {clock.playersLeft} players left of {clock.entries} entries · average {formatChips(clock.averageStack)} chips · prize pool{' '}
            {formatMoney(clock.prizePool, t.currency)}
          </p>
        </div>
      )}
      {props.canDirect && (
        <div class="controls">
          {t.status === 'scheduled' && (
            <button type="button" disabled={action.busy} onClick={() => act(() => unwrap(api.POST('/tournaments/{tournamentId}/open-registration', path)))}>
              Open registration
            </button>
          )}
          {t.status === 'registering' && (
            <button type="button" disabled={action.busy} onClick={() => act(() => unwrap(api.POST('/tournaments/{tournamentId}/start', path)))}>
              Start tournament
            </button>
          )}
          {inPlay && clock && !clock.paused && (
            <button type="button" disabled={action.busy} onClick={() => act(() => unwrap(api.POST('/tournaments/{tournamentId}/clock/pause', path)))}>
              Pause clock
            </button>
          )}
          {inPlay && clock?.paused && (
            <button type="button" disabled={action.busy} onClick={() => act(() => unwrap(api.POST('/tournaments/{tournamentId}/clock/resume', path)))}>
              Resume clock
            </button>
          )}
          {inPlay && (
            <form
              class="inline-form"
              onSubmit={(e) => {
                e.preventDefault();
                void act(() => unwrap(api.POST('/tournaments/{tournamentId}/clock/level', { ...path, body: { level: Number(level) } })));
              }}
            >
              <label>
                Level
                <input name="level" type="number" min={1} required value={level} onInput={(e) => setLevel(e.currentTarget.value)} />
              </label>
              <button type="submit" disabled={action.busy}>
                Set level
              </button>
            </form>
          )}
        </div>
      )}
      <ErrorNote error={action.error} />
    </section>
  );
}
