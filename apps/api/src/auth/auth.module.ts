import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import type { Logger } from 'pino';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { AdminKeyBootstrap, AUTH_LOGGER } from './admin-key-bootstrap';
import { ApiKeyGuard } from './api-key.guard';
import { AuthController } from './auth.controller';
import { RouteAccessCheck } from './route-access.check';

/** API-key authentication for every route (global guard), the first admin key, `GET /auth/me`. */
@Module({})
export class AuthModule {
  /** `logger`: the process's root logger, where the first admin key is printed. */
  static forRoot(options: { logger: Logger }): DynamicModule {
    return {
      module: AuthModule,
      imports: [DiscoveryModule, RateLimitsModule],
      controllers: [AuthController],
      providers: [AdminKeyBootstrap, RouteAccessCheck, { provide: AUTH_LOGGER, useValue: options.logger }, { provide: APP_GUARD, useClass: ApiKeyGuard }],
    };
  }
}
