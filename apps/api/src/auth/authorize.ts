import { AuthError, AuthErrorCode } from '@app/room/auth/auth.error';
import type { Principal } from '@app/room/auth/principal';
import { describeGrant, Grant } from './route-access';

/**
 * The one place that decides whether a principal may call a route: its role is granted outright,
 * or it is a player key and the route grants players access to their own `:param` only.
 */
export function authorize(principal: Principal, grants: readonly Grant[], params: Record<string, string | undefined>): void {
  if (grants.includes(principal.role)) return;
  if (principal.role === 'player') {
    const own = grants.find((grant): grant is Exclude<Grant, string> => typeof grant !== 'string');
    if (own) {
      if (principal.playerId !== null && params[own.ownPlayerParam] === principal.playerId) return;
      throw new AuthError(AuthErrorCode.PLAYER_SCOPE_FORBIDDEN, 'a player key may only act for its own player');
    }
  }
  throw new AuthError(AuthErrorCode.ROLE_FORBIDDEN, `role ${principal.role} may not do this (allowed: ${grants.map(describeGrant).join(', ')})`);
}
