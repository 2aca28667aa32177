import type { ApiKeyRole } from '@app/persistence';

/** A player key is allowed when the route's `param` names its own player. */
export interface OwnPlayerGrant {
  role: 'player';
  ownPlayerParam: string;
}

/** Who may call a route: whole roles, or a player acting on its own player only. */
export type Grant = ApiKeyRole | OwnPlayerGrant;

export const ROUTE_GRANTS = 'razz:route-grants';
export const PUBLIC_ROUTE = 'razz:public-route';

/** `@Roles('admin', ownPlayer('playerId'))`: player keys only for their own `:playerId`. */
export function ownPlayer(param = 'playerId'): OwnPlayerGrant {
  return { role: 'player', ownPlayerParam: param };
}

/** How a grant reads in the OpenAPI document and in docs/api.md: `player (own :playerId)`. */
export function describeGrant(grant: Grant): string {
  return typeof grant === 'string' ? grant : `player (own :${grant.ownPlayerParam})`;
}
