import { AppConfig, loadConfig } from '@app/config';

/** The configuration a test app runs with: the defaults plus the test's own database and Redis. */
export function testConfig(overrides: { databaseUrl: string; redisUrl?: string; prefix?: string; adminApiKey?: string }): AppConfig {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  return {
    ...config,
    databaseUrl: overrides.databaseUrl,
    redisUrl: overrides.redisUrl,
    jobs: { inProcess: true, prefix: overrides.prefix ?? config.jobs.prefix },
    adminApiKey: overrides.adminApiKey,
  };
}
