import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { readApiKey } from '@app/room/auth/api-key-secret';
import { clientAddress } from '../rate-limits/client-address';
import { RateLimitBucket } from '../rate-limits/rate-limit-throttlers';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { SKIP_RATE_LIMIT } from '../rate-limits/skip-rate-limit.decorator';
import { ThrottledAuthentication } from '../rate-limits/throttled-authentication.service';
import { authorize } from './authorize';
import type { AuthenticatedRequest } from './current-principal.decorator';
import { Grant, PUBLIC_ROUTE, ROUTE_GRANTS } from './route-access';

/**
 * Registered globally: every route is closed unless it says `@Public()` or `@Roles(...)`.
 * 401 without a usable key, 403 for a role (or another player) the route does not grant.
 * The rate limits are counted here, where it is known which counter a request belongs to: its
 * key's, or its address's (`ThrottledAuthentication`); 429 `RATE_LIMITED` over a limit.
 * A `@Public()` route is counted per address unless it is a probe (`@SkipRateLimit()`: health and
 * metrics): a TV's display snapshot is counted so, and so is any public route added later, without
 * anyone remembering to ask. A keyed route is always counted: start-up refuses
 * `@SkipRateLimit()` on one (`RouteAccessCheck`).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authentication: ThrottledAuthentication,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') throw new Error('ApiKeyGuard authenticates HTTP requests only');
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) {
      if (!this.reflector.getAllAndOverride<boolean>(SKIP_RATE_LIMIT, targets)) await this.limiter.hit(RateLimitBucket.PER_ADDRESS, clientAddress(request));
      return true;
    }
    const grants = this.reflector.getAllAndOverride<Grant[] | undefined>(ROUTE_GRANTS, targets);
    // Start-up already refuses such routes (RouteAccessCheck); fail closed should one slip through.
    if (!grants) throw new Error(`route ${context.getClass().name}.${context.getHandler().name} declares no @Roles or @Public`);
    const principal = await this.authentication.authenticate(readApiKey(request.headers), clientAddress(request));
    await this.limiter.hit(RateLimitBucket.PER_KEY, principal.keyId);
    authorize(principal, grants, request.params as Record<string, string | undefined>);
    request.principal = principal;
    return true;
  }
}
