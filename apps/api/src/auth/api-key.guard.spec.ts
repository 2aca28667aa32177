import { Controller, Get, INestApplication } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { ThrottlerModule } from '@nestjs/throttler';
import request from 'supertest';
import type { App } from 'supertest/types';
import { loadConfig } from '@app/config';
import { ApiExceptionFilter } from '../common/errors/api-exception.filter';
import { rateLimitThrottlers } from '../rate-limits/rate-limit-throttlers';
import { RateLimiter } from '../rate-limits/rate-limiter.service';
import { SkipRateLimit } from '../rate-limits/skip-rate-limit.decorator';
import { ThrottledAuthentication } from '../rate-limits/throttled-authentication.service';
import { ApiKeyGuard } from './api-key.guard';
import { Public } from './roles.decorator';

/** A public route that is not a probe (the API has none today): anyone may call it, counted per address. */
@Public()
@Controller('open')
class OpenController {
  @Get()
  read(): string {
    return 'ok';
  }
}

/** A probe, like /health and /metrics: public and not counted. */
@Public()
@SkipRateLimit()
@Controller('probe')
class ProbeController {
  @Get()
  check(): string {
    return 'ok';
  }
}

/**
 * The key guard on public routes, with the real rate limiter and the throttler's in-memory
 * storage: a public route is counted under its client address (RATE_LIMIT_PER_ADDRESS) unless it
 * is a probe. No key is looked at, so authentication is never asked.
 */
describe('ApiKeyGuard on public routes (RATE_LIMIT_PER_ADDRESS=3)', () => {
  let app: INestApplication;
  let http: App;
  beforeAll(async () => {
    const { rateLimits } = loadConfig({ RATE_LIMIT_PER_ADDRESS: '3' }).edge;
    const notAsked: Pick<ThrottledAuthentication, 'authenticate'> = {
      authenticate: () => Promise.reject(new Error('a public route authenticates nothing')),
    };
    const moduleRef = await Test.createTestingModule({
      imports: [ThrottlerModule.forRoot({ throttlers: rateLimitThrottlers(rateLimits) })],
      controllers: [OpenController, ProbeController],
      providers: [RateLimiter, { provide: ThrottledAuthentication, useValue: notAsked }, { provide: APP_GUARD, useClass: ApiKeyGuard }],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.init();
    http = app.getHttpServer() as App;
  });
  afterAll(() => app.close());

  it('never counts a probe, and counts every other public request per address: 429 RATE_LIMITED with Retry-After after the third', async () => {
    const probes: number[] = [];
    for (let i = 0; i < 6; i++) probes.push((await request(http).get('/probe')).status);
    expect(probes).toEqual(Array(6).fill(200));

    const open: number[] = [];
    for (let i = 0; i < 3; i++) open.push((await request(http).get('/open')).status);
    expect(open).toEqual([200, 200, 200]);
    const refused = await request(http).get('/open');
    expect({ status: refused.status, code: (refused.body as { error?: { code?: string } }).error?.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The probe stays open while the address is refused elsewhere.
    await request(http).get('/probe').expect(200);
  });
});
