import { BoardGameCard } from '../board/board-game';
import { useBoard } from '../hooks/use-board';
import '../board/board.css';

/**
 * The room's waitlist board for a TV (`/board/<token>`): every open cash game side by side with
 * its stakes, seats open and its list in order — called players first, said in words with their
 * table and until when. Follows `/display-live` with the board link's token alone (no API key);
 * readable across a room at 1080p and on a phone.
 */
export function BoardPage(props: { token: string }) {
  const { board, connection } = useBoard(props.token);

  if (connection === 'revoked') {
    return (
      <main class="tv tv-message board" data-testid="board-revoked">
        <h1>This board link has been revoked</h1>
        <p>Ask the floor for a new link.</p>
      </main>
    );
  }
  if (!board) {
    return (
      <main class="tv tv-message board" aria-busy="true">
        <h1>razz-room</h1>
        <p role="status">{connection === 'reconnecting' ? 'reconnecting — server unreachable' : 'Connecting to the waitlist board…'}</p>
      </main>
    );
  }
  return (
    <main class="tv board" data-testid="waitlist-board">
      <header class="board-header">
        <h1>Cash games — waiting lists</h1>
        <p class="board-muted">Ask the floor to put your name down</p>
      </header>
      {connection !== 'open' && (
        <p class="banner banner-warning" role="status" data-testid="board-reconnecting">
          reconnecting — server unreachable
        </p>
      )}
      {board.games.length === 0 ? (
        <p class="board-none">No cash game is running right now.</p>
      ) : (
        <div class="board-games" style={{ '--board-games': String(Math.min(board.games.length, 4)) }}>
          {board.games.map((game) => (
            <BoardGameCard key={game.id} game={game} />
          ))}
        </div>
      )}
    </main>
  );
}
