import { useState } from 'preact/hooks';
import { api, unwrap } from '../api/client';
import type { HandSummary } from '../api/types';
import { ErrorNote } from '../components/error-note';
import { formatChips, formatMoney } from '../format/amounts';
import { formatDateTime } from '../format/times';
import { useLoad } from '../hooks/use-load';

const PAGE = 20;

function net(hand: HandSummary, amount: number): string {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  const abs = Math.abs(amount);
  return sign + (hand.unit.startsWith('chips:') ? `${formatChips(abs)} chips` : formatMoney(abs, hand.unit));
}

/** The key's hands (`GET /hands`), newest first, a page at a time. */
export function HandList(props: { selectedId: string | null; onOpen: (id: string) => void }) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const page = useLoad(() => unwrap(api.GET('/hands', { params: { query: { limit: PAGE, ...(cursor ? { cursor } : {}) } } })), [cursor]);
  const items = page.data?.items ?? [];
  const next = page.data?.nextCursor ?? null;

  return (
    <div class="hand-list">
      <ErrorNote error={page.error} />
      {page.data && items.length === 0 && <p class="muted">No hands yet.</p>}
      <ul data-testid="hand-list">
        {items.map((hand) => (
          <li key={hand.id}>
            <a
              href={`/console/hands/${hand.id}`}
              aria-current={hand.id === props.selectedId ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                props.onOpen(hand.id);
              }}
            >
              #{hand.serial} {hand.game.name} · {hand.tableName}
            </a>
            <span class="muted">
              {' '}
              {formatDateTime(hand.startedAt)} · {hand.players.map((p) => p.screenName).join(', ')}
              {hand.hero ? ` · ${net(hand, hand.hero.net)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <div class="hand-list-pages">
        <button type="button" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer hands
        </button>
        <button type="button" disabled={next === null} onClick={() => next !== null && setCursors((c) => [...c, next])}>
          Older hands
        </button>
      </div>
    </div>
  );
}
