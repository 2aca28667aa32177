import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Player, Tournament } from '../api/types';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';

/**
 * Registration (directors): find players by screen name (`GET /players?q=`), create one, register
 * them (the buy-in and fee come from their bankroll); the entries so far.
 */
export function RegistrationPanel(props: { tournament: Tournament; version: number; onChanged: () => void }) {
  const { tournament: t } = props;
  const tournamentId = t.id;
  const entries = useLoad(
    () => unwrap(api.GET('/tournaments/{tournamentId}/entries', { params: { path: { tournamentId } } })),
    [tournamentId, props.version, t.entries],
  );
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Player[] | null>(null);
  const [newName, setNewName] = useState('');
  const action = useAction();
  const open = t.status === 'registering' || t.status === 'running' || t.status === 'on-break';
  const entered = new Set((entries.data?.items ?? []).filter((e) => e.status === 'registered' || e.status === 'playing').map((e) => e.playerId));

  const search = (e: Event) => {
    e.preventDefault();
    void action.run(async () => setFound((await unwrap(api.GET('/players', { params: { query: { q: query.trim(), limit: 20 } } }))).items));
  };
  const create = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      const player = await unwrap(api.POST('/players', { body: { screenName: newName.trim() } }));
      setFound([player, ...(found ?? [])]);
      setNewName('');
    });
  };
  const register = (player: Player) =>
    action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/players/{playerId}/register', { params: { path: { tournamentId, playerId: player.id } } }));
      entries.reload();
      props.onChanged();
    });

  return (
    <section class="panel" aria-labelledby="registration-title">
      <h3 id="registration-title">Registration</h3>
      {open && (
        <>
          <form class="inline-form" onSubmit={search} role="search">
            <label>
              Find a player
              <input name="q" type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
            </label>
            <button type="submit" disabled={action.busy}>
              Search
            </button>
          </form>
          {found && found.length === 0 && <p class="muted">No player matches.</p>}
          {found && found.length > 0 && (
            <ul class="found" aria-label="Players found">
              {found.map((p) => (
                <li key={p.id}>
                  <span>{p.screenName}</span>
                  {entered.has(p.id) ? (
                    <span class="muted">✓ registered</span>
                  ) : (
                    <button type="button" disabled={action.busy} onClick={() => void register(p)}>
                      Register {p.screenName}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          <form class="inline-form" onSubmit={create}>
            <label>
              New player's screen name
              <input name="screenName" required minLength={3} maxLength={24} value={newName} onInput={(e) => setNewName(e.currentTarget.value)} />
            </label>
            <button type="submit" disabled={action.busy}>
              Create player
            </button>
          </form>
        </>
      )}
      {!open && t.status === 'scheduled' && <p class="muted">Open registration to register players.</p>}
      <ErrorNote error={action.error ?? entries.error} />
      <h4>Entries ({entries.data?.items.length ?? 0})</h4>
      <ul class="entries" aria-label="Entries" data-testid="entries-list">
        {(entries.data?.items ?? []).map((e) => (
          <li key={e.id}>
            {e.screenName}
            {e.entryNo > 1 ? ` (entry ${e.entryNo})` : ''} — {e.status}
          </li>
        ))}
      </ul>
    </section>
  );
}
