import { useEffect } from 'preact/hooks';
import { ErrorNote } from '../components/error-note';
import { useLoad } from '../hooks/use-load';
import { navigate } from '../router';
import { GamePanel } from './game-panel';
import { bankrollIn, loadLobby } from './lobby-data';
import { unitAmount } from './table-amounts';

/** How often the lobby reads again: a call from the waitlist shows within this. */
const REFRESH_MS = 5000;

/** `/console/play`: the player's bankroll, their open sessions, and the open cash games to join or sit down at. */
export function LobbyScreen(props: { playerId: string }) {
  const lobby = useLoad(() => loadLobby(props.playerId), [props.playerId]);
  useEffect(() => {
    const timer = setInterval(lobby.reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [lobby.reload]);
  const data = lobby.data;
  if (!data) return lobby.error ? <ErrorNote error={lobby.error} /> : <p role="status">Loading the lobby…</p>;
  const tableName = (tableId: string) => data.games.flatMap((g) => g.tables).find((t) => t.tableId === tableId)?.name ?? 'your table';
  return (
    <div class="play-lobby" data-testid="lobby">
      <section class="panel" aria-label="Your bankroll">
        <h2>Your bankroll</h2>
        <p data-testid="bankroll">{data.balances.length === 0 ? 'Nothing yet.' : data.balances.map((b) => unitAmount(b.balance, b.unit)).join(' · ')}</p>
        {data.sessions.length > 0 && (
          <ul data-testid="open-sessions">
            {data.sessions.map((s) => (
              <li key={s.id}>
                Playing at {tableName(s.tableId)}{' '}
                <button type="button" onClick={() => navigate(`/console/play/${s.tableId}`)}>
                  Return to {tableName(s.tableId)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ErrorNote error={lobby.error} />
      <h2>Cash games</h2>
      {data.games.length === 0 && <p class="muted">No cash game is open.</p>}
      {data.games.map((item) => (
        <GamePanel
          key={item.game.id}
          item={item}
          playerId={props.playerId}
          bankroll={bankrollIn(data.balances, item.game.unit)}
          sessions={data.sessions}
          onChanged={lobby.reload}
        />
      ))}
    </div>
  );
}
