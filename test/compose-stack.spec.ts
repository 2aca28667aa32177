/**
 * docker-compose.yml without Docker (no engine runs here or in CI; `docker-compose config` checks
 * the file where Debian's docker-compose is installed): the stack starts in the order the
 * processes need — Postgres and Redis healthy, the one-shot migration done, then api and worker —
 * every long-running service restarts, and the health checks really tell ready from not ready:
 * each is run, as written, against a server answering /health/ready with 200 and then 503.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';

const ROOT = path.join(__dirname, '..');

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[];
  restart?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
}

// Compose reads YAML merge keys (`<<: *razz-room`): the file uses them for what the app services share.
const compose = load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { schema: CORE_SCHEMA.withTags(mergeTag) }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const service = (name: string): ComposeService => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
};

/** Runs a healthcheck's `CMD` array with `env` as the container's environment; resolves with its exit code. */
function runHealthcheck(test: string[], env: Record<string, string>): Promise<number | null> {
  expect(test[0]).toBe('CMD');
  const [command, ...args] = test.slice(1);
  expect(command).toBe('node');
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: 'ignore' });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

async function probeServer(status: () => number): Promise<{ server: Server; port: number; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(req.url === '/health/ready' ? status() : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, paths };
}

describe('the compose stack', () => {
  it('runs the one-shot migration from the image, with the built entry that exists in the source', () => {
    const migrate = service('migrate');
    expect(migrate.command).toEqual(['node', 'dist/apps/api/src/migrate.js']);
    expect(existsSync(path.join(ROOT, 'apps/api/src/migrate.ts'))).toBe(true);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(migrate.environment?.DATABASE_URL).toMatch(/^postgresql:\/\/.+@postgres:5432\//);
  });

  it.each(['api', 'worker'])('starts %s only once Postgres and Redis are healthy and the migration has completed', (name) => {
    expect(service(name).depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      migrate: { condition: 'service_completed_successfully' },
    });
  });

  it('builds api, worker and migrate from one image, the worker with its own command', () => {
    const images = ['api', 'worker', 'migrate'].map((name) => service(name).image);
    expect(new Set(images).size).toBe(1);
    expect(service('worker').command).toEqual(['node', 'dist/apps/worker/src/main.js']);
    // The API's own migration is off: the migrate service did it, and the API refuses pending ones.
    expect(service('api').environment?.MIGRATE_ON_START).toBe('false');
  });

  it('restarts every long-running service and checks the health of each', () => {
    for (const name of ['postgres', 'redis', 'api', 'worker']) {
      expect([name, service(name).restart]).toEqual([name, 'unless-stopped']);
      expect([name, service(name).healthcheck?.test.length]).toEqual([name, expect.any(Number)]);
    }
  });

  it('keeps the data of Postgres and Redis in named volumes', () => {
    expect(service('postgres').volumes).toEqual(['pgdata:/var/lib/postgresql']);
    expect(service('redis').volumes).toEqual(['redisdata:/data']);
    expect(Object.keys(compose.volumes).sort()).toEqual(['pgdata', 'redisdata']);
  });

  it.each([
    ['api', 'PORT'],
    ['worker', 'WORKER_METRICS_PORT'],
  ])('the %s health check asks /health/ready on the port in %s: exit 0 when ready, 1 when not or when nothing answers', async (name, portVariable) => {
    const svc = service(name);
    const test = svc.healthcheck?.test ?? [];
    const containerPort = svc.environment?.[portVariable] ?? '';
    expect(containerPort).toMatch(/^\d+$/);
    expect(svc.ports).toEqual([expect.stringMatching(new RegExp(`:${containerPort}:${containerPort}$|^${containerPort}:${containerPort}$`))]);

    let status = 200;
    const probe = await probeServer(() => status);
    try {
      const env = { ...svc.environment, [portVariable]: String(probe.port) };
      expect(await runHealthcheck(test, env)).toBe(0);
      status = 503;
      expect(await runHealthcheck(test, env)).toBe(1);
      expect(probe.paths).toEqual(['/health/ready', '/health/ready']);
    } finally {
      await new Promise((resolve) => probe.server.close(resolve));
    }
    expect(await runHealthcheck(test, { ...svc.environment, [portVariable]: String(probe.port) })).toBe(1);
  });

  it('builds on one Node LTS line in both stages of the Dockerfile', () => {
    const bases = [...readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8').matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(bases).toHaveLength(2);
    expect(new Set(bases).size).toBe(1);
    // Even major versions are Node's LTS lines; 20 reached its end of life in April 2026.
    const major = Number(/^node:(\d+)-/.exec(bases[0] ?? '')?.[1]);
    expect(major % 2).toBe(0);
    expect(major).toBeGreaterThanOrEqual(22);
  });
});
