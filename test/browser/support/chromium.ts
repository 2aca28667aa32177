/**
 * Headless Chromium for the browser tests: Debian's `/usr/bin/chromium` driven by playwright-core,
 * with the flags a closed network needs (docs/web.md "Browser tests"): without the
 * networking flags Chromium's own connections are refused, many at a time. Playwright gives every
 * launch a fresh `--user-data-dir` of its own (a temporary profile, removed on close).
 *
 * Every page is watched: console errors, uncaught page errors, failed requests, answers of 400 and
 * above and WebSocket errors are collected, and a test asserts there are none.
 */
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The zone the test browsers run in (Newfoundland: UTC−3:30 or −2:30, unlike any room of the tests). */
export const BROWSER_TIME_ZONE = 'America/St_Johns';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: FLAGS });
}

export interface WatchedPage {
  page: Page;
  /** What went wrong in the page so far, one line each. */
  problems: string[];
  /** Navigations of the main frame (a reload or a new document counts; history.pushState does not). */
  documents: () => number;
}

/**
 * A page in a fresh context. Its browser runs in `BROWSER_TIME_ZONE`, never the room's zone of the
 * tests (the server's, UTC here, or what a test sets), so a time shown in the browser's own zone
 * instead of the room's is seen.
 */
export async function watchedPage(browser: Browser, name: string, viewport = { width: 1280, height: 900 }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, timezoneId: BROWSER_TIME_ZONE });
  const page = await context.newPage();
  const problems: string[] = [];
  let documents = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${name}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${name}: page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`${name}: request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${name}: ${response.status()} for ${response.request().method()} ${response.url()}`);
  });
  page.on('websocket', (socket) => socket.on('socketerror', (error) => problems.push(`${name}: WebSocket ${socket.url()}: ${error}`)));
  page.on('load', () => documents++);
  return { page, problems, documents: () => documents };
}
