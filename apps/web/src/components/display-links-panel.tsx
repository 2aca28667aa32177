import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { CreatedDisplayLink } from '../api/types';
import { formatDateTime } from '../format/times';
import { useAction, useLoad } from '../hooks/use-load';
import { ErrorNote } from './error-note';

/**
 * Display links for the room's TVs: create one (its address is shown once: the token is secret and
 * only its hash is kept), list them, revoke one (its TVs stop at once).
 */
export function DisplayLinksPanel(props: { tournamentId: string }) {
  const { tournamentId } = props;
  const path = { params: { path: { tournamentId } } };
  const links = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/display-links', path)), [tournamentId]);
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedDisplayLink | null>(null);
  const action = useAction();

  const create = (e: Event) => {
    e.preventDefault();
    void action.run(async () => {
      setCreated(await unwrap(api.POST('/tournaments/{tournamentId}/display-links', { ...path, body: name.trim() ? { name: name.trim() } : {} })));
      setName('');
      links.reload();
    });
  };
  const revoke = (linkId: string) =>
    action.run(async () => {
      await unwrap(api.POST('/tournaments/{tournamentId}/display-links/{linkId}/revoke', { params: { path: { tournamentId, linkId } } }));
      links.reload();
    });
  const url = created ? new URL(created.path, window.location.origin).toString() : null;

  return (
    <section class="panel" aria-labelledby="links-title">
      <h3 id="links-title">Display links (TV clock)</h3>
      <form class="inline-form" onSubmit={create}>
        <label>
          TV name
          <input name="linkName" maxLength={64} placeholder="display" value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={action.busy}>
          Create display link
        </button>
      </form>
      {created && url && (
        <p class="created-link">
          Open on the TV (shown only now):{' '}
          <a href={url} target="_blank" rel="noopener" data-testid="display-url">
            {url}
          </a>
        </p>
      )}
      <ul class="links" aria-label="Display links">
        {(links.data?.items ?? []).map((link) => (
          <li key={link.id}>
            <span>
              {link.name} · made {formatDateTime(link.createdAt)}
              {link.revokedAt ? ` · revoked ${formatDateTime(link.revokedAt)}` : ''}
            </span>
            {!link.revokedAt && (
              <button type="button" disabled={action.busy} onClick={() => void revoke(link.id)}>
                Revoke {link.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      <ErrorNote error={action.error ?? links.error} />
    </section>
  );
}
