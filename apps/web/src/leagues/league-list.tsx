import type { LeagueSummary } from '../api/types';

/** The leagues, newest first, each with its season and currency; each opens its page. */
export function LeagueList(props: { leagues: LeagueSummary[]; selectedId: string | null; onOpen: (id: string) => void }) {
  if (props.leagues.length === 0) return <p class="muted">No leagues yet.</p>;
  return (
    <ul class="tournament-list" aria-label="Leagues">
      {props.leagues.map((l) => (
        <li key={l.id}>
          <a
            href={`/console/leagues/${l.id}`}
            aria-current={l.id === props.selectedId ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              props.onOpen(l.id);
            }}
          >
            <span class="name">{l.name}</span>
            <span class="muted">
              {l.season.from} to {l.season.to} · {l.currency} · {l.formula.kind === 'by-place' ? 'points by place' : 'field size'}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
