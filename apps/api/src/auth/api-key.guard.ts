import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { readApiKey } from '@app/room/auth/api-key-secret';
import { AuthService } from '@app/room/auth/auth.service';
import { authorize } from './authorize';
import type { AuthenticatedRequest } from './current-principal.decorator';
import { Grant, PUBLIC_ROUTE, ROUTE_GRANTS } from './route-access';

/**
 * Registered globally: every route is closed unless it says `@Public()` or `@Roles(...)`.
 * 401 without a usable key, 403 for a role (or another player) the route does not grant.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') throw new Error('ApiKeyGuard authenticates HTTP requests only');
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const grants = this.reflector.getAllAndOverride<Grant[] | undefined>(ROUTE_GRANTS, targets);
    // Start-up already refuses such routes (RouteAccessCheck); fail closed should one slip through.
    if (!grants) throw new Error(`route ${context.getClass().name}.${context.getHandler().name} declares no @Roles or @Public`);
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const principal = await this.auth.authenticate(readApiKey(request.headers));
    authorize(principal, grants, request.params as Record<string, string | undefined>);
    request.principal = principal;
    return true;
  }
}
