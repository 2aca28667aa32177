import type { Tournament } from '../api/types';
import { formatMoney } from '../format/amounts';

/** The tournaments, newest first; each opens its page. */
export function TournamentList(props: { tournaments: Tournament[]; selectedId: string | null; onOpen: (id: string) => void }) {
  if (props.tournaments.length === 0) return <p class="muted">No tournaments yet.</p>;
  return (
    <ul class="tournament-list" aria-label="Tournaments">
      {props.tournaments.map((t) => (
        <li key={t.id}>
          <a
            href={`/console/tournaments/${t.id}`}
            aria-current={t.id === props.selectedId ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              props.onOpen(t.id);
            }}
          >
            <span class="name">{t.name}</span>
            <span class="muted">
              {t.status} · {formatMoney(t.buyIn, t.currency)} + {formatMoney(t.fee, t.currency)} · {t.entries} entries
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
