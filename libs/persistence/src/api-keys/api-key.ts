export const API_KEY_ROLES = ['admin', 'director', 'cashier', 'floor', 'player'] as const;
export type ApiKeyRole = (typeof API_KEY_ROLES)[number];

/** An API key without its secret (only its hash is stored, and that never leaves the repository). */
export interface ApiKey {
  /** The public part of the key: safe to list, log and show. */
  id: string;
  name: string;
  role: ApiKeyRole;
  /** The player a `player` key acts for; null for every other role. */
  playerId: string | null;
  createdAt: Date;
  createdByKeyId: string | null;
  revokedAt: Date | null;
  revokedByKeyId: string | null;
}

export interface NewApiKey {
  id: string;
  name: string;
  role: ApiKeyRole;
  playerId: string | null;
  secretHash: string;
  createdByKeyId: string | null;
}

export interface ApiKeyListQuery {
  role?: ApiKeyRole;
  includeRevoked: boolean;
  limit: number;
  /** Continue after this key: newest first, ties broken by id. */
  after?: ApiKeyPosition;
}

export interface ApiKeyPosition {
  createdAt: Date;
  id: string;
}
