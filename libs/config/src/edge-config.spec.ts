import { ConfigError } from './config.error';
import { loadConfig } from './load-config';

describe('the edge configuration: TRUST_PROXY, CORS_ORIGINS, RATE_LIMIT_*', () => {
  it('defaults: no proxy trusted, no browser origin, limits that only a runaway client meets', () => {
    expect(loadConfig({}).edge).toEqual({
      trustProxy: false,
      corsOrigins: [],
      rateLimits: { windowMs: 60_000, perKey: 12_000, perAddress: 1_200, failedKeys: 20, wsConnectionsPerKey: 50, wsMessagesPerSecond: 50 },
    });
  });

  it('reads every limit, 0 meaning off', () => {
    const { rateLimits } = loadConfig({
      RATE_LIMIT_WINDOW_MS: '10000',
      RATE_LIMIT_PER_KEY: '0',
      RATE_LIMIT_PER_ADDRESS: '30',
      RATE_LIMIT_FAILED_KEYS: '3',
      RATE_LIMIT_WS_CONNECTIONS_PER_KEY: '0',
      RATE_LIMIT_WS_MESSAGES_PER_SECOND: '5',
    }).edge;
    expect(rateLimits).toEqual({ windowMs: 10_000, perKey: 0, perAddress: 30, failedKeys: 3, wsConnectionsPerKey: 0, wsMessagesPerSecond: 5 });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7,fd00::/8,uniquelocal', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'uniquelocal']],
  ])('TRUST_PROXY=%s is express’s trust proxy %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).edge.trustProxy).toEqual(expected);
  });

  it('CORS_ORIGINS is a list of exact origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://screens.example.com, http://localhost:5173' }).edge.corsOrigins).toEqual([
      'https://screens.example.com',
      'http://localhost:5173',
    ]);
    expect(loadConfig({ CORS_ORIGINS: '' }).edge.corsOrigins).toEqual([]);
  });

  it.each([
    [{ RATE_LIMIT_PER_KEY: '-1' }, /^invalid configuration: RATE_LIMIT_PER_KEY must be an integer from 0 \(off\) to 100000 \(got "-1"\)$/],
    [{ RATE_LIMIT_FAILED_KEYS: 'many' }, /RATE_LIMIT_FAILED_KEYS must be an integer from 0 \(off\) to 100000/],
    [{ RATE_LIMIT_PER_ADDRESS: '2.5' }, /RATE_LIMIT_PER_ADDRESS must be an integer/],
    [{ RATE_LIMIT_WS_MESSAGES_PER_SECOND: '1e9' }, /RATE_LIMIT_WS_MESSAGES_PER_SECOND must be an integer from 0 \(off\) to 100000/],
    [{ RATE_LIMIT_WINDOW_MS: '10' }, /RATE_LIMIT_WINDOW_MS must be an integer from 1000 to 3600000 \(got "10"\)/],
    [{ TRUST_PROXY: 'yes please' }, /TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS must be comma-separated exact origins .*: \*/],
    [{ CORS_ORIGINS: 'https://ok.example.com,https://screens.example.com/' }, /CORS_ORIGINS .*: https:\/\/screens\.example\.com\/ \(got/],
    [{ CORS_ORIGINS: 'https://screens.example.com/app' }, /CORS_ORIGINS must be/],
    [{ CORS_ORIGINS: 'ftp://files.example.com' }, /CORS_ORIGINS must be/],
  ])('refuses %j with a one-line reason', (env, expected) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(expected);
    expect((error as Error).message).not.toContain('\n');
  });
});
