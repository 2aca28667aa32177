/** A player as the rest of the application sees it. */
export interface Player {
  id: string;
  screenName: string;
  fullName: string | null;
  email: string | null;
  /** Inactive players keep their history and balances; they cannot play or receive money. */
  active: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewPlayer {
  screenName: string;
  fullName?: string | null;
  email?: string | null;
}

/** Only the given fields change; `null` clears an optional field. */
export interface PlayerChanges {
  screenName?: string;
  fullName?: string | null;
  email?: string | null;
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

/** The unique key behind case-insensitive screen names (the database checks it is `lower(screen_name)`). */
export function screenNameKey(screenName: string): string {
  return screenName.toLowerCase();
}
