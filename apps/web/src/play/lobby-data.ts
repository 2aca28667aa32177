import { api, unwrap } from '../api/client';
import type { Balance, CashGame, CashSessionSummary, CashTableSummary, PlayerWaitlistEntry } from './types';

/** A game on offer with its open tables, and the player's place on its list. */
export interface LobbyGame {
  game: CashGame;
  /** Its open tables: names, the seat numbers nobody sits in and how many of them are held for called players. */
  tables: CashTableSummary[];
  /** The player's waitlist entry (waiting or called), or null. */
  entry: PlayerWaitlistEntry | null;
  /** Players on the list (waiting or called). */
  listLength: number;
}

export interface Lobby {
  games: LobbyGame[];
  balances: Balance[];
  sessions: CashSessionSummary[];
}

async function lobbyGame(id: string, entries: readonly PlayerWaitlistEntry[]): Promise<LobbyGame> {
  const game = await unwrap(api.GET('/cash-games/{gameId}', { params: { path: { gameId: id } } }));
  return {
    game,
    tables: (game.tables ?? []).filter((t) => t.status === 'open'),
    entry: entries.find((e) => e.gameId === id) ?? null,
    listLength: game.waitlistLength ?? 0,
  };
}

/** Everything the lobby shows: the open engine games, the bankroll, the open sessions, the player's places on waitlists. */
export async function loadLobby(playerId: string): Promise<Lobby> {
  const path = { params: { path: { playerId } } };
  const [page, balances, sessions, entries] = await Promise.all([
    unwrap(api.GET('/cash-games', { params: { query: { status: 'open', limit: 100 } } })),
    unwrap(api.GET('/players/{playerId}/balances', path)),
    unwrap(api.GET('/players/{playerId}/cash-sessions', { params: { path: { playerId }, query: { status: 'open', limit: 100 } } })),
    unwrap(api.GET('/players/{playerId}/waitlist-entries', path)),
  ]);
  const engineGames = page.items.filter((g) => g.dealing === 'engine');
  const games = await Promise.all(engineGames.map((g) => lobbyGame(g.id, entries.items)));
  return { games, balances: balances.balances, sessions: sessions.items };
}

/** The player's bankroll in a unit (0 when they never held it). */
export function bankrollIn(balances: readonly Balance[], unit: string): number {
  return balances.find((b) => b.unit === unit)?.balance ?? 0;
}

/**
 * The seats a player may take at a table: every open one when called to it; otherwise the open
 * ones while more are open than held for called players (the server refuses the rest, SEAT_HELD).
 */
export function seatsOffered(table: CashTableSummary, entry: PlayerWaitlistEntry | null): number[] {
  if (entry?.status === 'called' && entry.calledTableId === table.tableId) return table.openSeats;
  return table.openSeats.length > table.heldSeats ? table.openSeats : [];
}
