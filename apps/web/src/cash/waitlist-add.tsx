import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Player } from '../api/types';

/**
 * Finds players by screen name (`GET /players?q=`, as registration does) and adds one to the
 * game's waitlist in person; a player already on the list is marked. A new player can be created
 * here too (`POST /players`).
 */
export function WaitlistAdd(props: {
  gameId: string;
  listed: Set<string>;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onAdded: () => void;
}) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Player[] | null>(null);
  const [newName, setNewName] = useState('');
  const search = (e: Event) => {
    e.preventDefault();
    void props.run(async () => setFound((await unwrap(api.GET('/players', { params: { query: { q: query.trim(), limit: 20 } } }))).items));
  };
  const create = (e: Event) => {
    e.preventDefault();
    void props.run(async () => {
      const player = await unwrap(api.POST('/players', { body: { screenName: newName.trim() } }));
      setFound([player, ...(found ?? [])]);
      setNewName('');
    });
  };
  const add = (player: Player) =>
    void props
      .run(() =>
        unwrap(api.POST('/cash-games/{gameId}/waitlist', { params: { path: { gameId: props.gameId } }, body: { playerId: player.id, via: 'in-person' } })),
      )
      .then((ok) => ok && props.onAdded());

  return (
    <div class="waitlist-add">
      <form class="inline-form" onSubmit={search} role="search" aria-label="Player search for the waitlist">
        <label>
          Find a player
          <input name="q" type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={props.busy}>
          Search
        </button>
      </form>
      {found && found.length === 0 && <p class="muted">No player matches.</p>}
      {found && found.length > 0 && (
        <ul class="found" aria-label="Players found">
          {found.map((p) => (
            <li key={p.id}>
              <span>{p.screenName}</span>
              {props.listed.has(p.id) ? (
                <span class="muted">✓ on the list</span>
              ) : (
                <button type="button" disabled={props.busy} onClick={() => add(p)}>
                  Add {p.screenName} to the waitlist
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
        <button type="submit" disabled={props.busy}>
          Create player
        </button>
      </form>
    </div>
  );
}
