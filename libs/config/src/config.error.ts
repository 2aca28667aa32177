/** Bad configuration: start-up prints the message (one line) and exits. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
