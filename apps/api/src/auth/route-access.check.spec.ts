import { Controller, Get } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
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
  it('accepts routes that declare @Roles or @Public, on the method or the class', async () => {
    await expect(start([DeclaredController, PublicClassController])).resolves.toBeUndefined();
  });

  it('stops start-up naming every route that declares neither', async () => {
    await expect(start([DeclaredController, ForgottenController])).rejects.toThrow('routes without @Roles or @Public: ForgottenController.list');
  });
});
