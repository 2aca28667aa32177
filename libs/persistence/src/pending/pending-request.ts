/**
 * Requests that wait for a hand to end (docs/api.md "Pending requests"): a cash top-up or table
 * change, or a tournament director's move, asked for while the player was in a hand. They are
 * applied in `seq` order once that hand is over, each exactly once.
 */
export const PENDING_REQUEST_KINDS = ['top-up', 'table-move', 'tournament-move'] as const;
export type PendingRequestKind = (typeof PENDING_REQUEST_KINDS)[number];

export const PENDING_REQUEST_STATUSES = ['pending', 'applied', 'failed', 'cancelled'] as const;
export type PendingRequestStatus = (typeof PENDING_REQUEST_STATUSES)[number];

/** What each kind asks for: the route's body, as validated. */
export interface TopUpParams {
  amount: number;
  source: 'bankroll' | 'cash';
}
export interface TableMoveParams {
  tableId: string;
  seat: number;
  amount?: number;
}
export interface TournamentMoveParams {
  tableId: string;
  seat?: number;
}

interface Common {
  id: string;
  /** The order received (a decimal string: a BigInt sequence). */
  seq: string;
  status: PendingRequestStatus;
  playerId: string;
  /** The table and hand the player was in when asking. */
  tableId: string;
  handId: string | null;
  idempotencyKey: string | null;
  requestFingerprint: string | null;
  actorKeyId: string | null;
  actorRole: string;
  requestedAt: Date;
  resolvedAt: Date | null;
  failure: { code: string; message: string } | null;
}

export type PendingRequest =
  | (Common & { kind: 'top-up'; cashSessionId: string; tournamentId: null; params: TopUpParams })
  | (Common & { kind: 'table-move'; cashSessionId: string; tournamentId: null; params: TableMoveParams })
  | (Common & { kind: 'tournament-move'; cashSessionId: null; tournamentId: string; params: TournamentMoveParams });

type NewOf<R> = R extends PendingRequest
  ? Pick<R, 'kind' | 'cashSessionId' | 'tournamentId' | 'params' | 'playerId' | 'tableId' | 'handId' | 'actorKeyId' | 'actorRole'> &
      Partial<Pick<R, 'idempotencyKey' | 'requestFingerprint'>>
  : never;
export type NewPendingRequest = NewOf<PendingRequest>;

/** Whose requests a list shows: one cash session's, or one tournament player's. */
export type PendingRequestOwner = { cashSessionId: string } | { tournamentId: string; playerId: string };
