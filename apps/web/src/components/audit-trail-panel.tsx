import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, messageOf, unwrap } from '../api/client';
import type { Tournament } from '../api/types';
import { actionInWords, actorInWords, type AuditRecord, detailsInWords, newerId } from '../format/audit-records';
import { formatDateTime } from '../format/times';
import { useAction, useLoad } from '../hooks/use-load';
import type { TournamentLive } from '../hooks/use-tournament-live';
import { ErrorNote } from './error-note';

const PAGE = 20;

interface Trail {
  tournamentId: string;
  items: AuditRecord[];
  nextCursor: string | null;
}

type Page = { items: AuditRecord[]; nextCursor: string | null };

/** At most this many pages are read to join records written since the last read; past that the trail starts again. */
const CATCH_UP_PAGES = 5;

/**
 * The records newer than `newestId` (all of the first page when nothing is shown), read page by
 * page until one reaches what is shown: the trail then has no gap, however many were written
 * meanwhile. Null when there were more than `CATCH_UP_PAGES` pages of them: start again instead.
 */
async function readNewer(read: (cursor?: string) => Promise<Page>, newestId: string | undefined): Promise<{ newer: AuditRecord[]; page: Page } | null> {
  const first = await read();
  if (newestId === undefined) return { newer: first.items, page: first };
  const newer: AuditRecord[] = [];
  let page = first;
  for (let pages = 1; ; pages++) {
    const fresh = page.items.filter((r) => newerId(r.id, newestId));
    newer.push(...fresh);
    if (fresh.length < page.items.length || page.nextCursor === null) return { newer, page: first };
    if (pages === CATCH_UP_PAGES) return null;
    page = await read(page.nextCursor);
  }
}

/**
 * The event's audit trail (directors and admins), newest first: when, what in words, who (role and
 * key), the details in a line. Read again when the feed hears something and after every change
 * made here (the tournament is read again then); older records page in with "Load more".
 */
export function AuditTrailPanel(props: { tournament: Tournament; live: TournamentLive }) {
  const { tournament: t, live } = props;
  const tournamentId = t.id;
  const path = { path: { tournamentId } };
  const shownRef = useRef<Trail | null>(null);
  const [trail, setTrail] = useState<Trail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const more = useAction();
  const entries = useLoad(() => unwrap(api.GET('/tournaments/{tournamentId}/entries', { params: path })), [tournamentId, t.entries]);
  const names = useMemo(() => new Map((entries.data?.items ?? []).map((e) => [e.playerId, e.screenName])), [entries.data]);
  const read = (cursor?: string): Promise<Page> =>
    unwrap(api.GET('/tournaments/{tournamentId}/audit-log', { params: { ...path, query: cursor ? { limit: PAGE, cursor } : { limit: PAGE } } }));
  const show = (next: Trail) => {
    shownRef.current = next;
    setTrail(next);
  };

  useEffect(() => {
    let current = true;
    const shown = shownRef.current?.tournamentId === tournamentId ? shownRef.current : null;
    readNewer(read, shown?.items[0]?.id)
      .then(async (found) => {
        // Too many to join: the first page again, and "Load more" from there.
        const next: Trail = found && shown ? { ...shown, items: [...found.newer, ...shown.items] } : { tournamentId, ...(found?.page ?? (await read())) };
        if (!current) return;
        show(next);
        setError(null);
      })
      .catch((e: unknown) => current && setError(messageOf(e)));
    return () => {
      current = false;
    };
    // `t` is a new object each time the tournament is read again (after a change made here, or a feed event); a clock push is a change too.
  }, [tournamentId, live.version, live.clock, t]);

  const loadMore = (cursor: string) =>
    more.run(async () => {
      const page = await read(cursor);
      const shown = shownRef.current;
      // The trail started again meanwhile: its own cursor goes on from there.
      if (shown?.tournamentId !== tournamentId || shown.nextCursor !== cursor) return;
      const known = new Set(shown.items.map((r) => r.id));
      show({ ...shown, items: [...shown.items, ...page.items.filter((r) => !known.has(r.id))], nextCursor: page.nextCursor });
    });

  const items = trail?.tournamentId === tournamentId ? trail.items : [];
  const nextCursor = trail?.tournamentId === tournamentId ? trail.nextCursor : null;
  return (
    <section class="panel" aria-labelledby="audit-title">
      <h3 id="audit-title">Audit trail</h3>
      <ErrorNote error={more.error ?? error} />
      {items.length === 0 ? (
        <p class="muted">No records yet.</p>
      ) : (
        <ol class="audit-trail" aria-label="Audit trail" data-testid="audit-trail">
          {items.map((r) => {
            const details = detailsInWords(r, t.currency, names);
            return (
              <li key={r.id} data-testid="audit-record" data-action={r.action}>
                <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time> · <strong>{actionInWords(r.action)}</strong>
                {details ? ` — ${details}` : ''} ·{' '}
                <span class="muted" title={r.actorKeyId ?? undefined}>
                  {actorInWords(r)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {nextCursor && (
        <button type="button" disabled={more.busy} onClick={() => void loadMore(nextCursor)}>
          Load more
        </button>
      )}
    </section>
  );
}
