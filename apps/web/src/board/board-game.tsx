import { calledText, gameKind, seatsOpenText, stakesText } from './board-format';
import type { BoardEntry, BoardGame } from './board-types';

/** Names shown per game before "and N more waiting": a TV list must fit its column. */
export const MAX_NAMES = 14;

/** One open game on the board: its stakes, seats open, tables and its list in order. */
export function BoardGameCard(props: { game: BoardGame }) {
  const { game } = props;
  const stakes = stakesText(game);
  const called = game.waitlist.filter((e) => e.status === 'called');
  const waiting = game.waitlist.filter((e) => e.status === 'waiting');
  const shownWaiting = waiting.slice(0, Math.max(0, MAX_NAMES - called.length));
  const hidden = waiting.length - shownWaiting.length;
  const headingId = `board-game-${game.id}`;
  return (
    <section class="board-game" aria-labelledby={headingId} data-testid="board-game" data-game-id={game.id}>
      <header class="board-game-header">
        <h2 id={headingId} class="board-game-name">
          {game.name}
        </h2>
        <p class="board-game-kind">
          <span class="board-stakes" data-testid="board-stakes">
            {stakes.bets}
          </span>{' '}
          {gameKind(game)}
          {game.dealing === 'live' ? ' · live' : ''}
        </p>
        {stakes.forced && <p class="board-forced">{stakes.forced}</p>}
      </header>
      <p class={`board-seats${game.seatsOpen === 0 ? ' board-seats-none' : ''}`} data-testid="board-seats-open" data-seats-open={game.seatsOpen}>
        {seatsOpenText(game.seatsOpen)}
      </p>
      {game.tables.length > 0 ? (
        <ul class="board-tables" aria-label={`Tables of ${game.name}`}>
          {game.tables.map((t) => (
            <li key={t.id}>
              <span class="board-table-name">{t.name}</span> {t.seated}/{t.seats} seated
              {t.held > 0 ? `, ${t.held} held` : ''}
              {t.openSeats > 0 ? ` · ${seatsOpenText(t.openSeats)}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p class="board-tables board-muted">No table open yet</p>
      )}
      <h3 class="board-list-title">Waiting list{game.waitlist.length > 0 ? ` (${game.waitlist.length})` : ''}</h3>
      {game.waitlist.length === 0 ? (
        <p class="board-muted" data-testid="board-empty">
          Nobody waiting — ask the floor to sit down
        </p>
      ) : (
        <ol class="board-list" aria-label={`Waiting list of ${game.name}`}>
          {called.map((e, i) => (
            <EntryRow key={`c${i}-${e.name}`} entry={e} />
          ))}
          {shownWaiting.map((e) => (
            <EntryRow key={`w${e.position ?? 0}-${e.name}`} entry={e} />
          ))}
        </ol>
      )}
      {hidden > 0 && <p class="board-muted board-more">and {hidden} more waiting</p>}
    </section>
  );
}

function EntryRow(props: { entry: BoardEntry }) {
  const { entry } = props;
  if (entry.status === 'called') {
    return (
      <li class="board-entry board-entry-called" data-testid="board-entry" data-status="called">
        <span class="board-entry-mark" aria-hidden="true">
          ▶
        </span>
        <span class="board-entry-name">{entry.name}</span>
        <span class="board-entry-called-text">{calledText(entry)}</span>
      </li>
    );
  }
  return (
    <li class="board-entry" data-testid="board-entry" data-status="waiting">
      <span class="board-entry-mark">{entry.position}.</span>
      <span class="board-entry-name">{entry.name}</span>
    </li>
  );
}
