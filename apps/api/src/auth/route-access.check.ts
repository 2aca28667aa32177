import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { SKIP_RATE_LIMIT } from '../rate-limits/skip-rate-limit.decorator';
import { PUBLIC_ROUTE, ROUTE_GRANTS } from './route-access';

/** One controller route and the access it declares, read as `ApiKeyGuard` reads it (the method's declaration over the class's). */
interface DeclaredRoute {
  name: string;
  isPublic: boolean;
  hasGrants: boolean;
  skipsRateLimit: boolean;
}

/**
 * Start-up refuses a controller route whose declarations the key guard could not honour, so a
 * mistake is found when the app starts, not by a caller:
 * - neither `@Roles(...)` nor `@Public()`: nobody could be let in, or everybody would be;
 * - both, on any level (`@Roles` on a method of a `@Public()` class): the guard lets anyone into a
 *   public route, so the roles would be silently ignored;
 * - `@SkipRateLimit()` on a route that is not `@Public()`: a request with a key is always counted
 *   (per key, and its failures per address: that is what stops key guessing), so the decorator
 *   would be silently ignored.
 */
@Injectable()
export class RouteAccessCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const routes = this.routes();
    const problems = [
      { heading: 'routes without @Roles or @Public', found: routes.filter((r) => !r.isPublic && !r.hasGrants) },
      { heading: 'routes with both @Roles and @Public (anyone would be let in)', found: routes.filter((r) => r.isPublic && r.hasGrants) },
      {
        heading: 'routes with @SkipRateLimit that are not @Public (a request with a key is always counted)',
        found: routes.filter((r) => r.skipsRateLimit && !r.isPublic),
      },
    ].filter(({ found }) => found.length > 0);
    if (problems.length > 0) throw new Error(problems.map(({ heading, found }) => `${heading}: ${found.map((r) => r.name).join(', ')}`).join('; '));
  }

  private routes(): DeclaredRoute[] {
    const routes: DeclaredRoute[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!type) continue;
      const prototype = type.prototype as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const targets = [handler, type];
        routes.push({
          name: `${type.name}.${name}`,
          isPublic: Boolean(this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)),
          hasGrants: this.reflector.getAllAndOverride<unknown>(ROUTE_GRANTS, targets) !== undefined,
          skipsRateLimit: Boolean(this.reflector.getAllAndOverride<boolean>(SKIP_RATE_LIMIT, targets)),
        });
      }
    }
    return routes;
  }
}
