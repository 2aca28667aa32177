import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { PUBLIC_ROUTE, ROUTE_GRANTS } from './route-access';

/**
 * Start-up refuses any controller route that declares neither `@Roles(...)` nor `@Public()`:
 * a forgotten declaration is found when the app starts, not by a caller.
 */
@Injectable()
export class RouteAccessCheck implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const undeclared = this.undeclaredRoutes();
    if (undeclared.length > 0) throw new Error(`routes without @Roles or @Public: ${undeclared.join(', ')}`);
  }

  undeclaredRoutes(): string[] {
    const undeclared: string[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!type) continue;
      const prototype = type.prototype as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const targets = [handler, type];
        const declared = this.reflector.getAllAndOverride(PUBLIC_ROUTE, targets) || this.reflector.getAllAndOverride(ROUTE_GRANTS, targets);
        if (!declared) undeclared.push(`${type.name}.${name}`);
      }
    }
    return undeclared;
  }
}
