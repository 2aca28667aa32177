import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { assignRequestId } from './request-id';

/** Asked every few seconds by load balancers, orchestrators and Prometheus: a line for each would drown the log. */
const UNLOGGED_PATHS = new Set(['/health', '/health/live', '/health/ready', '/metrics']);

/**
 * Structured request and application logs through the process's root pino logger. Every request
 * has an id (`requestIdMiddleware` gives it first; `genReqId` would for a request that met no such
 * middleware): nestjs-pino binds the request's logger for the whole request, so each line logged
 * while it runs — through Nest's `Logger` or `PinoLogger` — carries it as `req.id`.
 */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            logger,
            genReqId: assignRequestId,
            autoLogging: { ignore: (req) => UNLOGGED_PATHS.has(req.url ?? '') },
            customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
