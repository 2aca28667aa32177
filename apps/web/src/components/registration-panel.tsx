import { useEffect, useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Clock, Entry, Player, Tournament } from '../api/types';
import { useAction, useLoad } from '../hooks/use-load';
import { useTournamentLive } from '../hooks/use-tournament-live';
import { ErrorNote } from './error-note';
import { RegistrationEntries } from './registration-entries';
import { PlayerSearch } from './player-search';
import { windowsOf, type EntryAction } from './registration-rules';
import { RegistrationTerms } from './registration-terms';

interface Props {
  tournament: Tournament;
  version: number;
  onChanged: () => void;
  /** The feed's clock, when the caller has it; without it the panel follows the feed itself. */
  clock?: Clock | null;
}

/**
 * Registration (directors): find, create and register players (the buy-in and fee come from their
 * bankroll); the entries with their status, chips, rebuys and add-on, and what each may do now:
 * unregister before the start, re-enter after a bust, rebuy, add-on. Whether registration, rebuys
 * and the add-on are open is the clock's answer, which changes with every level and break: the
 * clock the feed pushes (the caller's, else one subscription of its own).
 */
export function RegistrationPanel(props: Props) {
  return props.clock === undefined ? <RegistrationFollowingFeed {...props} /> : <Registration {...props} clock={props.clock} />;
}

function RegistrationFollowingFeed(props: Props) {
  const live = useTournamentLive(props.tournament.id);
  return <Registration {...props} clock={live.clock} />;
}

/**
 * The clock as last heard: pushed by the feed (levels, breaks, pauses), or read again with the
 * tournament (opening registration, the start and a director's clock change push nothing here
 * before the tournament is read again), whichever came last.
 */
function useLatestClock(tournamentId: string, version: number, t: Tournament, pushed: Clock | null): Clock | null {
  const read = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/clock', { params: { path: { tournamentId } } })), [tournamentId, version, t]);
  const [latest, setLatest] = useState<Clock | null>(null);
  useEffect(() => {
    if (read.data) setLatest(read.data);
  }, [read.data]);
  useEffect(() => {
    if (pushed) setLatest(pushed);
  }, [pushed]);
  return latest;
}

function Registration(props: Props & { clock: Clock | null }) {
  const { tournament: t } = props;
  const tournamentId = t.id;
  const path = { params: { path: { tournamentId } } };
  const started = t.status === 'running' || t.status === 'on-break' || t.status === 'finished';
  // `t` is a new object each time the tournament is read again (a feed event, a director's action).
  const entries = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/entries', path)), [tournamentId, props.version, t]);
  const seating = useLoad(
    () =>
      started
        ? unwrap(api.GET('/tournaments/{tournamentId}/seating', { params: { path: { tournamentId }, query: { order: 'table' } } }))
        : Promise.resolve(null),
    [tournamentId, props.version, t],
  );
  const clock = useLatestClock(tournamentId, props.version, t, props.clock);
  const action = useAction();
  const windows = windowsOf(t, clock);
  const items = entries.data?.items ?? [];
  const entered = new Set(items.filter((e) => e.status === 'registered' || e.status === 'playing').map((e) => e.playerId));
  const stacks = new Map((seating.data?.items ?? []).map((row) => [row.playerId, row.stack]));

  const done = () => {
    entries.reload();
    seating.reload();
    props.onChanged();
  };
  const register = (player: Player) =>
    void action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/players/{playerId}/register', { params: { path: { tournamentId, playerId: player.id } } }));
      done();
    });
  // Read again after a refusal too: a button shown from an older reading goes.
  const act = (what: EntryAction, entry: Entry) =>
    void action.run(async () => {
      const at = { params: { path: { tournamentId, playerId: entry.playerId } } };
      try {
        if (what === 'unregister') await unwrap(api.POST('/tournaments/{tournamentId}/players/{playerId}/unregister', at));
        if (what === 're-enter') await unwrap(api.POST('/tournaments/{tournamentId}/players/{playerId}/register', at));
        const rebuyNumber = entry.rebuys + 1;
        if (what === 'rebuy') await unwrap(api.POST('/tournaments/{tournamentId}/players/{playerId}/rebuy', { ...at, body: { rebuyNumber } }));
        if (what === 'add-on') await unwrap(api.POST('/tournaments/{tournamentId}/players/{playerId}/add-on', at));
      } finally {
        done();
      }
    });

  return (
    <section class="panel" aria-labelledby="registration-title">
      <h3 id="registration-title">Registration</h3>
      <RegistrationTerms tournament={t} windows={windows} />
      {windows.registrationOpen && (
        <PlayerSearch
          marked={entered}
          markedText="registered"
          actionLabel={(p) => `Register ${p.screenName}`}
          busy={action.busy}
          run={action.run}
          onPick={register}
        />
      )}
      {t.status === 'scheduled' && <p class="muted">Open registration to register players.</p>}
      <ErrorNote error={action.error ?? entries.error ?? seating.error} />
      <h4>Entries ({items.filter((e) => e.status !== 'unregistered').length})</h4>
      <RegistrationEntries tournament={t} windows={windows} entries={items} stacks={stacks} busy={action.busy} onAction={act} />
    </section>
  );
}
