import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Principal } from '@app/room/auth/principal';

export interface AuthenticatedRequest {
  principal?: Principal;
}

/** The caller `ApiKeyGuard` authenticated. Only on routes with `@Roles(...)`. */
export const CurrentPrincipal = createParamDecorator((_data: unknown, context: ExecutionContext): Principal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
  // A route without @Roles has no principal: a programming error, not a client's.
  if (!principal) throw new Error('@CurrentPrincipal() on a route that ApiKeyGuard did not authenticate (add @Roles)');
  return principal;
});
