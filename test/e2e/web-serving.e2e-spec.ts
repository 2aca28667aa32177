/**
 * The web app served by the API (docs/operations.md "The web app"): `GET /assets/*` are the build's
 * files, the screens' paths answer its index.html with the Content-Security-Policy; every other
 * path stays the API's (JSON 401 without a key, JSON 404 when unknown). Without a build, `/` says so.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';
import { WEB_CONTENT_SECURITY_POLICY } from '../../apps/api/src/bootstrap/web-app';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/x.js"></script></head><body><div id="app"></div></body></html>';
const SCRIPT = 'console.log("screens");';

describe('serving the web app', () => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dir, 'built', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'built', 'index.html'), INDEX);
    writeFileSync(path.join(dir, 'built', 'assets', 'x.js'), SCRIPT);
  });
  afterAll(async () => {
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('with a build in WEB_DIST_DIR', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await startApiTestApp({ db, config: { web: { distDir: path.join(dir, 'built') }, room: { timeZone: 'Asia/Kathmandu' } } })));
    afterAll(() => api.close());

    it.each(['/', '/login', '/console', '/console/tournaments/abc', '/tv/x'])(
      'answers %s with the index.html and the room’s time zone, uncached, under the CSP',
      async (page) => {
        const res = await request(api.http).get(page).expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toBe(INDEX.replace('</head>', '<meta name="room-time-zone" content="Asia/Kathmandu"></head>'));
        expect(res.headers['content-security-policy']).toBe(WEB_CONTENT_SECURITY_POLICY);
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('serves /assets/x.js as the file, cached for long (hashed names)', async () => {
      const res = await request(api.http).get('/assets/x.js').expect(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.text).toBe(SCRIPT);
      expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    });

    it('leaves every other path to the API: 401 JSON without a key, 404 JSON when unknown', async () => {
      const unauthorised = await request(api.http).get('/tournaments').expect(401);
      expect(unauthorised.body.error.code).toEqual(expect.any(String));
      for (const unknown of ['/nowhere', '/assets/missing.js', '/tv', '/consoles']) {
        const res = await request(api.http).get(unknown).expect(404);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    });
  });

  describe('without a build', () => {
    let api: ApiTestApp;
    beforeAll(async () => (api = await startApiTestApp({ db, config: { web: { distDir: path.join(dir, 'absent') } } })));
    afterAll(() => api.close());

    it('answers / with a page saying the web app is not built', async () => {
      const res = await request(api.http).get('/').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('npm run build');
      const health = await request(api.http).get('/health/live').expect(200);
      expect(health.body).toEqual({ status: 'live' });
    });
  });
});
