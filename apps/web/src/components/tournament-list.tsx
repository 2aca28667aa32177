import type { Tournament } from '../api/types';
import { formatMoney } from '../format/amounts';
import { sitAndGoWords } from './tournament-filter';

/** The tournaments, newest first; each opens its page. A sit & go says so, with its series number and how full it is. */
export function TournamentList(props: { tournaments: Tournament[]; selectedId: string | null; onOpen: (id: string) => void; emptyText?: string }) {
  if (props.tournaments.length === 0) return <p class="muted">{props.emptyText ?? 'No tournaments yet.'}</p>;
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
            {t.format === 'sit-and-go' && (
              <span class="muted" data-testid="sit-and-go-line">
                {sitAndGoWords(t)}
              </span>
            )}
            <span class="muted">
              {t.status} · {formatMoney(t.buyIn, t.currency)} + {formatMoney(t.fee, t.currency)} · {t.entries} entries
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
