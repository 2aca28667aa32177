import { formatMoney } from '../format/amounts';
import { dealingText, gameKind, seatsOpen, stakesMoney } from './cash-format';
import type { CashGame } from './cash-types';

/** The games on offer, each a link to its page: game, stakes, engine or live, tables and seats open. */
export function GameList(props: { games: CashGame[]; selectedId: string | null; onOpen: (id: string) => void }) {
  if (props.games.length === 0) return <p class="muted">No cash game is open.</p>;
  return (
    <ul class="tournament-list" aria-label="Cash games on offer">
      {props.games.map((g) => {
        const tables = g.tables?.length ?? 0;
        return (
          <li key={g.id} data-testid="cash-game">
            <a
              href={`/console/cash/${g.id}`}
              aria-current={g.id === props.selectedId ? 'page' : undefined}
              onClick={(e) => {
                e.preventDefault();
                props.onOpen(g.id);
              }}
            >
              <span class="name">{g.name}</span>
              <span>
                {gameKind(g)} · {dealingText(g.dealing)}
              </span>
              <span class="muted">{stakesMoney(g.stakes, g.unit)}</span>
              <span class="muted">
                Buy-in {formatMoney(g.minBuyIn, g.unit)}–{formatMoney(g.maxBuyIn, g.unit)} · {tables} {tables === 1 ? 'table' : 'tables'} · {seatsOpen(g)} seats
                open
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
