/**
 * The clock display when the server goes away (docs/web.md "The clock display"): it says
 * "reconnecting — server unreachable" at once and, when a server answers on the same address
 * again, comes back by itself — the same document, the feed re-read, nobody touching the TV.
 * The only problems its page may have meanwhile are the refused WebSocket attempts of its
 * reconnection.
 */
import request from 'supertest';
import type { Browser } from 'playwright-core';
import { createTestDatabase, TestDatabase } from '../setup/test-database';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { runningTournament } from '../support/balancing';
import { launchChromium, watchedPage } from './support/chromium';
import { webBuild, WebBuild } from './support/web-build';

describe('the clock display without a server', () => {
  let build: WebBuild;
  let db: TestDatabase;
  let api: ApiTestApp | null = null;
  let browser: Browser;

  beforeAll(async () => {
    build = webBuild();
    db = await createTestDatabase();
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await db?.drop();
    build?.remove();
  });

  it('says the server is unreachable, and recovers by itself when it is back', async () => {
    api = await startApiTestApp({ db, config: { web: { distDir: build.dir } } });
    await api.app.listen(0, '127.0.0.1');
    const baseUrl = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
    const port = Number(new URL(baseUrl).port);
    const director = (await createKey(api, 'director')).key;
    const tournamentId = await runningTournament(api.app, 3, { dealing: 'live', name: 'Late Night Razz' });
    const link = await request(api.http).post(`/tournaments/${tournamentId}/display-links`).set('x-api-key', director).send({ name: 'bar TV' }).expect(201);

    const tv = await watchedPage(browser, 'tv');
    await tv.page.goto(`${baseUrl}${link.body.path as string}`);
    await tv.page.getByTestId('clock-display').waitFor();
    expect(await tv.page.getByTestId('event-name').innerText()).toBe('Late Night Razz');

    await api.close();
    api = null;
    await tv.page.getByText('reconnecting — server unreachable').waitFor();
    // The last clock stays up, so the room still reads the level while the server is away.
    expect(await tv.page.getByTestId('countdown').count()).toBe(1);

    api = await startApiTestApp({ db, config: { web: { distDir: build.dir } } });
    await api.app.listen(port, '127.0.0.1');
    await tv.page.getByText('reconnecting — server unreachable').waitFor({ state: 'detached' });
    await request(api.http).post(`/tournaments/${tournamentId}/clock/pause`).set('x-api-key', director).expect(200);
    await tv.page.locator('[data-flag="PAUSED"]').waitFor();
    expect(tv.documents()).toBe(1);
    // While the server was away, its reconnection's attempts were refused; nothing else went wrong.
    // Chromium reports a refused attempt as a console error or as the socket's own error (under load,
    // either wording): both name the display's socket.
    const refused = [
      /WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/display-live\?token=[^']+' failed/,
      /^tv: WebSocket ws:\/\/127\.0\.0\.1:\d+\/display-live\?token=\S+: Error in connection establishment: net::ERR_CONNECTION_REFUSED$/,
    ];
    expect(tv.problems.filter((p) => !refused.some((r) => r.test(p)))).toEqual([]);
  });
});
