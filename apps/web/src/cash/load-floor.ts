import { api, unwrap } from '../api/client';
import type { CashGame, GameFloor } from './cash-types';

/** The open games with their open tables (the list has no tables: each game is read for them). */
export async function loadOpenGames(): Promise<CashGame[]> {
  const page = await unwrap(api.GET('/cash-games', { params: { query: { status: 'open', limit: 50 } } }));
  return Promise.all(page.items.map((g) => unwrap(api.GET('/cash-games/{gameId}', { params: { path: { gameId: g.id } } }))));
}

/** A game's floor: the game, each open table with its seats, the waitlist, the open sessions in full. */
export async function loadGameFloor(gameId: string): Promise<GameFloor> {
  const [game, waitlist, sessionPage] = await Promise.all([
    unwrap(api.GET('/cash-games/{gameId}', { params: { path: { gameId } } })),
    unwrap(api.GET('/cash-games/{gameId}/waitlist', { params: { path: { gameId }, query: { limit: 100 } } })),
    unwrap(api.GET('/cash-sessions', { params: { query: { gameId, status: 'open', limit: 100 } } })),
  ]);
  const [tables, sessions] = await Promise.all([
    Promise.all((game.tables ?? []).map((t) => unwrap(api.GET('/tables/{tableId}', { params: { path: { tableId: t.tableId } } })))),
    Promise.all(sessionPage.items.map((s) => unwrap(api.GET('/cash-sessions/{sessionId}', { params: { path: { sessionId: s.id } } })))),
  ]);
  tables.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  return { game, tables, waitlist: waitlist.items, sessions };
}
