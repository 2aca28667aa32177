/** A player as the rest of the application sees it. */
export interface Player {
  id: string;
  screenName: string;
  fullName: string | null;
  email: string | null;
  /** Inactive players keep their history and balances; they cannot play or receive money. */
  active: boolean;
  deactivatedAt: Date | null;
  /** A bot's engine strategy (`tips`, `random`…: docs/tables.md "Practice tables and bots"); null for a person. */
  botStrategy: string | null;
  /** ISO 3166-1 alpha-2 (`GB`, `US`), when the player gave it: results lists show it. */
  country: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewPlayer {
  screenName: string;
  fullName?: string | null;
  email?: string | null;
  /** Set only for a bot player (staff seat bots through `POST /tables/{id}/bots`). */
  botStrategy?: string | null;
  country?: string | null;
}

/** Only the given fields change; `null` clears an optional field. */
export interface PlayerChanges {
  screenName?: string;
  fullName?: string | null;
  email?: string | null;
  country?: string | null;
}

export type PlayerStatusFilter = 'active' | 'inactive' | 'all';

export interface PlayerListQuery {
  /** Case-insensitive substring of the screen name. */
  search?: string;
  status: PlayerStatusFilter;
  limit: number;
  /** Continue after this screen-name key (lower-cased screen name): the list is alphabetical. */
  after?: string;
}

/**
 * The unique key behind case-insensitive screen names: Unicode case folding, so `ÉRIC`, `éric`
 * and `e\u0301ric` are one name, and so are `STRASSE` and `straße`, `ΟΔΟΣ` and `οδοσ`
 * (upper-casing first folds ß to ss and every sigma to one). Postgres's `lower()` cannot repeat
 * this in a C-locale database, so the database checks only that the key holds no ASCII capital
 * and, for an all-ASCII name, that it is `lower(screen_name)` (migration screen_names_unicode).
 */
export function screenNameKey(screenName: string): string {
  return screenName.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}
