import { AppConfig, envSchema, toAppConfig } from './app-config';
import { ConfigError } from './config.error';

/** Values never echoed back in error messages. */
const SECRET_KEYS = new Set(['DATABASE_URL', 'REDIS_URL', 'ADMIN_API_KEY']);

/**
 * Reads and validates the environment into an `AppConfig`. Throws `ConfigError` whose message
 * is one line naming every bad variable, so start-up can print it and exit without a stack trace.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '?');
      const raw = env[key];
      const shown = raw === undefined || SECRET_KEYS.has(key) ? '' : ` (got "${raw}")`;
      return `${key} ${issue.message}${shown}`;
    });
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  return toAppConfig(parsed.data);
}
