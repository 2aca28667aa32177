import { Controller, Get } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { SkipRateLimit } from '../rate-limits/skip-rate-limit.decorator';
import { Public, Roles } from './roles.decorator';
import { RouteAccessCheck } from './route-access.check';

@Controller('declared')
class DeclaredController {
  @Get('open')
  @Public()
  open(): string {
    return 'ok';
  }

  @Get('closed')
  @Roles('admin')
  closed(): string {
    return 'ok';
  }

  /** Not a route: no path metadata, so nothing to declare. */
  helper(): string {
    return 'ok';
  }
}

@Public()
@Controller('public-class')
class PublicClassController {
  @Get()
  index(): string {
    return 'ok';
  }
}

/** A probe: public and not counted, as /health and /metrics are. */
@Public()
@SkipRateLimit()
@Controller('probe')
class ProbeController {
  @Get()
  check(): string {
    return 'ok';
  }
}

/** Keyed routes that ask not to be counted: the key guard would count them anyway. */
@Controller('keyed-uncounted')
class KeyedUncountedController {
  @Get()
  @Roles('admin')
  @SkipRateLimit()
  list(): string {
    return 'ok';
  }
}

@SkipRateLimit()
@Controller('keyed-uncounted-class')
class KeyedUncountedClassController {
  @Get()
  @Roles('director')
  list(): string {
    return 'ok';
  }

  @Get('open')
  @Public()
  open(): string {
    return 'ok';
  }
}

/** A keyed route inside a public class: the class's @Public would let anyone in. */
@Public()
@Controller('public-with-keyed-route')
class PublicWithKeyedRouteController {
  @Get()
  @Roles('admin')
  list(): string {
    return 'ok';
  }
}

@Controller('forgotten')
class ForgottenController {
  @Get()
  list(): string {
    return 'ok';
  }
}

async function start(controllers: (new () => object)[]): Promise<void> {
  const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule], controllers, providers: [RouteAccessCheck] }).compile();
  try {
    await moduleRef.init();
  } finally {
    await moduleRef.close();
  }
}

describe('RouteAccessCheck', () => {
  it('accepts routes that declare @Roles or @Public, on the method or the class, and @SkipRateLimit on a public route', async () => {
    await expect(start([DeclaredController, PublicClassController, ProbeController])).resolves.toBeUndefined();
  });

  it('stops start-up naming every route that declares neither', async () => {
    await expect(start([DeclaredController, ForgottenController])).rejects.toThrow('routes without @Roles or @Public: ForgottenController.list');
  });

  it('stops start-up naming every keyed route that says @SkipRateLimit, on the method or the class: a key is always counted', async () => {
    await expect(start([DeclaredController, ProbeController, KeyedUncountedController, KeyedUncountedClassController])).rejects.toThrow(
      'routes with @SkipRateLimit that are not @Public (a request with a key is always counted): KeyedUncountedController.list, KeyedUncountedClassController.list',
    );
  });

  it('stops start-up naming every route that declares both @Roles and @Public: the key guard would let anyone in', async () => {
    await expect(start([DeclaredController, PublicWithKeyedRouteController])).rejects.toThrow(
      'routes with both @Roles and @Public (anyone would be let in): PublicWithKeyedRouteController.list',
    );
  });
});
