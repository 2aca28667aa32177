import pino, { Logger } from 'pino';
import type { AppConfig } from '@app/config';

/**
 * One pino logger per process, created before Nest so start-up steps (embedded Postgres,
 * migrations) log in the same structured format as requests.
 */
export function createRootLogger(config: Pick<AppConfig, 'logLevel'>, name: string): Logger {
  return pino({
    name,
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
      censor: '[redacted]',
    },
  });
}
