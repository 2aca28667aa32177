import { DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/** Structured request and application logs through the process's root pino logger. */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            logger,
            // Health probes and metric scrapes every few seconds would drown the log.
            autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/metrics' },
            customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
