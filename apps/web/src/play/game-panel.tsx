import { useState } from 'preact/hooks';
import { navigate } from '../router';
import { seatsOffered, type LobbyGame } from './lobby-data';
import { SitDownForm } from './sit-down-form';
import { presetName, stakesText, unitAmount } from './table-amounts';
import type { CashSessionSummary } from './types';
import { WaitlistControl } from './waitlist-control';

/** One game of the lobby: its game and stakes, its tables with seats taken and open, its waitlist, sitting down. */
export function GamePanel(props: { item: LobbyGame; playerId: string; bankroll: number; sessions: CashSessionSummary[]; onChanged: () => void }) {
  const { game, tables, entry } = props.item;
  const [sitAt, setSitAt] = useState<string | null>(null);
  const a = (n: number) => unitAmount(n, game.unit);
  const what = game.schedule ? `${game.schedule.mix}: ${game.schedule.games.map((g) => presetName(g.preset)).join(', ')}` : presetName(game.preset);
  return (
    <section class="panel play-game" aria-label={game.name} data-testid={`game-${game.id}`}>
      <h3>{game.name}</h3>
      <p>
        {what} · {stakesText(game.stakes, game.unit)}
        {game.schedule && ' (first game)'}
      </p>
      <p class="muted">
        Buy-in {a(game.minBuyIn)} to {a(game.maxBuyIn)} · {game.maxSeats} seats a table
      </p>
      {tables.length === 0 && <p class="muted">No table open yet.</p>}
      <ul class="play-game-tables">
        {tables.map((table) => {
          const offered = seatsOffered(table, entry);
          const seated = props.sessions.some((s) => s.tableId === table.tableId);
          return (
            <li key={table.tableId} data-testid={`lobby-table-${table.tableId}`}>
              <strong>{table.name}</strong> · {table.seated} seated, {table.openSeats.length} open
              {table.heldSeats > 0 && ` (${table.heldSeats} held for called players)`}{' '}
              {seated ? (
                <button type="button" onClick={() => navigate(`/console/play/${table.tableId}`)}>
                  Back to your seat
                </button>
              ) : (
                <>
                  <button type="button" onClick={() => navigate(`/console/play/${table.tableId}`)}>
                    Watch
                  </button>{' '}
                  {offered.length > 0 && sitAt !== table.tableId && (
                    <button type="button" onClick={() => setSitAt(table.tableId)}>
                      Sit down at {table.name}
                    </button>
                  )}
                </>
              )}
              {sitAt === table.tableId && <SitDownForm game={game} table={table} seats={offered} bankroll={props.bankroll} onCancel={() => setSitAt(null)} />}
            </li>
          );
        })}
      </ul>
      <WaitlistControl item={props.item} playerId={props.playerId} onChanged={props.onChanged} onSitCalled={setSitAt} />
    </section>
  );
}
