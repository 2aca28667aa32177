/**
 * What every browser test starts with: the web app's build, a fresh database, the real server
 * serving both (listening on a free port of 127.0.0.1) and a headless Chromium; and signing a page
 * in with a key. `close()` stops the browser first: its sockets would otherwise reconnect to a
 * server going away.
 */
import type { Browser, Page } from 'playwright-core';
import type { AppConfig } from '@app/config';
import { createTestDatabase, TestDatabase } from '../../setup/test-database';
import { ApiTestApp, startApiTestApp } from '../../support/api-test-app';
import { launchChromium } from './chromium';
import { webBuild, WebBuild } from './web-build';

export interface ScreensServer {
  build: WebBuild;
  db: TestDatabase;
  api: ApiTestApp;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  browser: Browser;
  close(): Promise<void>;
}

/** `config` is laid over the test configuration (the web build's directory is set here). */
export async function startScreensServer(config: Partial<AppConfig> = {}): Promise<ScreensServer> {
  const build = webBuild();
  const db = await createTestDatabase();
  const api = await startApiTestApp({ db, config: { ...config, web: { distDir: build.dir } } });
  await api.app.listen(0, '127.0.0.1');
  const baseUrl = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
  const browser = await launchChromium();
  return {
    build,
    db,
    api,
    baseUrl,
    browser,
    close: async () => {
      await browser.close();
      await api.close();
      await db.drop();
      build.remove();
    },
  };
}

/** Signs `page` in at /login with `key`, and waits for the console to say who it is. */
export async function signIn(page: Page, baseUrl: string, key: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('whoami').waitFor();
  // The header shows before the app leaves /login for the key's landing page (an effect after that
  // render): wait for it, or a path opened next (`openInApp`) can be replaced by the landing page.
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Opens a path of the signed-in app the way its own links do (history and the router, no new
 * document). A `page.goto` right after signing in would cut off the landing page's first reads,
 * and an aborted read counts as a failed request on a watched page; waiting for the network to be
 * idle first is a race (it can be idle before the reads start).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // A string: the tests are compiled without the DOM's types.
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent('popstate'));`);
}
