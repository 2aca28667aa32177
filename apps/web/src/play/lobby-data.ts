import { api, unwrap } from '../api/client';
import type { Balance, CashGame, CashSessionSummary, TableView, WaitlistEntry } from './types';

/** A game on offer with its open tables (each as the player's view), and the player's place on its list. */
export interface LobbyGame {
  game: CashGame;
  tables: TableView[];
  /** The player's waitlist entry (waiting or called), or null. */
  entry: WaitlistEntry | null;
  /** Players on the list (waiting or called). */
  listLength: number;
}

export interface Lobby {
  games: LobbyGame[];
  balances: Balance[];
  sessions: CashSessionSummary[];
}

async function lobbyGame(id: string, playerId: string): Promise<LobbyGame> {
  const game = await unwrap(api.GET('/cash-games/{gameId}', { params: { path: { gameId: id } } }));
  const [tables, list] = await Promise.all([
    Promise.all((game.tables ?? []).map((t) => unwrap(api.GET('/tables/{tableId}', { params: { path: { tableId: t.tableId } } })))),
    unwrap(api.GET('/cash-games/{gameId}/waitlist', { params: { path: { gameId: id }, query: { limit: 100 } } })),
  ]);
  const active = list.items.filter((e) => e.status === 'waiting' || e.status === 'called');
  return { game, tables: tables.filter((t) => t.status === 'open'), entry: active.find((e) => e.playerId === playerId) ?? null, listLength: active.length };
}

/** Everything the lobby shows: the open engine games, the bankroll, the open sessions. */
export async function loadLobby(playerId: string): Promise<Lobby> {
  const [page, balances, sessions] = await Promise.all([
    unwrap(api.GET('/cash-games', { params: { query: { status: 'open', limit: 100 } } })),
    unwrap(api.GET('/players/{playerId}/balances', { params: { path: { playerId } } })),
    unwrap(api.GET('/players/{playerId}/cash-sessions', { params: { path: { playerId }, query: { status: 'open', limit: 100 } } })),
  ]);
  const engineGames = page.items.filter((g) => g.dealing === 'engine');
  const games = await Promise.all(engineGames.map((g) => lobbyGame(g.id, playerId)));
  return { games, balances: balances.balances, sessions: sessions.items };
}

/** The player's bankroll in a unit (0 when they never held it). */
export function bankrollIn(balances: readonly Balance[], unit: string): number {
  return balances.find((b) => b.unit === unit)?.balance ?? 0;
}

/** The seats of a table nobody sits in. */
export function openSeats(table: TableView): number[] {
  const taken = new Set(table.seats.map((s) => s.seat));
  const open: number[] = [];
  for (let seat = 1; seat <= table.maxSeats; seat++) if (!taken.has(seat)) open.push(seat);
  return open;
}
