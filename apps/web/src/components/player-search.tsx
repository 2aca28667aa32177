import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { Player } from '../api/types';

/**
 * Finds players by screen name (`GET /players?q=`) and creates one (`POST /players`); each found
 * player not already `marked` gets a button for the panel's action (register in a tournament, add
 * to a waitlist). Runs its calls through the panel's action, so their refusals show in one place.
 */
export function PlayerSearch(props: {
  /** Players the action is done for already: shown with `markedText` instead of a button. */
  marked: Set<string>;
  markedText: string;
  /** The button's words for a player, e.g. "Register Ann". */
  actionLabel: (player: Player) => string;
  /** The search form's accessible name, when the page has more than one. */
  searchLabel?: string;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onPick: (player: Player) => void;
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

  return (
    <>
      <form class="inline-form" onSubmit={search} role="search" aria-label={props.searchLabel}>
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
              {props.marked.has(p.id) ? (
                <span class="muted">✓ {props.markedText}</span>
              ) : (
                <button type="button" disabled={props.busy} onClick={() => props.onPick(p)}>
                  {props.actionLabel(p)}
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
    </>
  );
}
