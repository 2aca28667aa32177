/**
 * "Open PokerStars text" in the hand replayer (docs/web.md "The hand replayer"), in headless
 * Chromium against the real server: a player uploads a real PokerStars Razz cash session, sees
 * every hand listed as agreeing (as many as the file's hands and as `POST /hands/replay` answers),
 * opens one in the replayer and steps to its end (the final stacks of the route's history), copies
 * that hand's own text; an edited amount is shown as that hand's disagreement with its line; a
 * paste over the body limit is refused in the page and nothing is sent. No page logs a console
 * error or has a failed request.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer } from '../support/api-test-app';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, signIn, startScreensServer } from './support/screens-server';
import type { StarsReplay } from '../../apps/web/src/api/types';
import { replaySteps } from '../../apps/web/src/replayer/replay-steps';

const file = join(__dirname, '../../../shared/reference/hand-histories/stars_razz_cash_0.04-0.08_200911.txt');
const RAZZ_CASH = readFileSync(file, 'utf8');
// This 2009 file heads its hands "PokerStars Game #"; later ones "PokerStars Hand #": both start a hand.
const HEADERS = RAZZ_CASH.match(/^PokerStars (?:Hand|Game) #\d+/gm) ?? [];

type History = NonNullable<StarsReplay['items'][number]['history']>;

/** Chips as the page writes them: money in the browser's locale. */
async function money(page: Page, history: History, chips: number): Promise<string> {
  const m = history.money;
  if (m.kind !== 'cash') throw new Error('the file is a cash session');
  return page.evaluate(
    ([minor, currency]) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100),
    [chips * m.minorUnitsPerChip, m.currency] as const,
  );
}

function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText());
}

/** The hand's lines of the file: its header to the line before the next header, less the empty lines between. */
function handText(text: string, index: number): string {
  const lines = text.split('\n');
  const starts = lines.flatMap((l, i) => (/^PokerStars (?:Hand|Game) #/.test(l) ? [i] : []));
  const hand = lines.slice(starts[index], starts[index + 1] ?? lines.length);
  while (hand.length > 1 && hand[hand.length - 1]?.trim() === '') hand.pop();
  return `${hand.join('\n')}\n`;
}

describe('the hand replayer opens PokerStars text, in Chromium', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let playerKey: string;
  const pages: WatchedPage[] = [];

  const openHands = async (name: string) => {
    const watched = await watchedPage(browser, name);
    await watched.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    pages.push(watched);
    const { page } = watched;
    await signIn(page, baseUrl, playerKey);
    await page.getByRole('link', { name: 'Hands' }).click();
    await page.waitForURL(`${baseUrl}/console/hands`);
    await page.getByRole('heading', { name: 'Open PokerStars text' }).waitFor();
    return page;
  };

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    playerKey = (await createKey(api, 'player', await createPlayer(api))).key;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it('lists every hand of an uploaded file as agreeing, and replays one to its final stacks', async () => {
    expect(HEADERS.length).toBeGreaterThan(5);
    const answer = (await request(api.http).post('/hands/replay').set('x-api-key', playerKey).send({ text: RAZZ_CASH }).expect(200)).body as StarsReplay;
    expect(answer.items).toHaveLength(HEADERS.length);
    expect(answer.agree).toBe(HEADERS.length);

    const page = await openHands('upload');
    await page.getByLabel(/choose a \.txt file/).setInputFiles(file);
    await page
      .getByTestId('text-replay-summary')
      .filter({ hasText: `${HEADERS.length} hands: ${HEADERS.length} agree, 0 disagree` })
      .waitFor();
    const hands = page.getByTestId('text-hand');
    expect(await hands.count()).toBe(HEADERS.length);
    const verdicts = await page.getByTestId('text-hand-verdict').allInnerTexts();
    expect(verdicts).toHaveLength(HEADERS.length);
    for (const words of verdicts) expect(words).toMatch(/^Agrees/);
    for (const [i, item] of answer.items.entries()) expect(await hands.nth(i).innerText()).toContain(`Hand #${item.handId}`);

    // The hand with the most steps, opened and stepped through from the keyboard.
    const index = answer.items.reduce(
      (best, item, i) => (replaySteps(item.history as History).length > replaySteps(answer.items[best]?.history as History).length ? i : best),
      0,
    );
    const item = answer.items[index];
    const history = item?.history;
    if (!item || !history) throw new Error('every hand of the file has a history');
    const total = replaySteps(history).length;
    await page.getByRole('button', { name: `Open hand #${item.handId}` }).click();
    await page
      .getByTestId('replay-position')
      .filter({ hasText: `Step 1 of ${total}` })
      .waitFor();
    expect(await page.getByRole('heading', { name: new RegExp(`^Hand #${item.handId}: Razz`) }).count()).toBe(1);
    // The focus is in the replayer: the arrow keys step it.
    for (let step = 1; step < total; step++) await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('replay-position').innerText()).toBe(`Step ${total} of ${total}`);
    await page.getByTestId('replay-result').waitFor();
    for (const { seat, stack } of history.outcome.stacks)
      expect(await page.getByTestId(`replay-seat-${seat}`).getByTestId('stack').innerText()).toBe(await money(page, history, stack));

    // Copy PokerStars text: that hand's own lines of the file.
    await page.getByRole('button', { name: 'Copy PokerStars text' }).click();
    await page.getByTestId('copy-status').filter({ hasText: 'Copied' }).waitFor();
    expect(await clipboardText(page)).toBe(handText(RAZZ_CASH, index));
  });

  it("shows an edited amount as that hand's disagreement, in words with its line", async () => {
    const lines = RAZZ_CASH.split('\n');
    const at = lines.findIndex((l) => /: calls \$0\.0[2-8]/.test(l));
    lines[at] = (lines[at] as string).replace(/calls \$0\.0([2-8])/, (_m, d: string) => `calls $0.0${d === '8' ? '2' : String(Number(d) + 1)}`);
    const edited = lines.join('\n');
    const answer = (await request(api.http).post('/hands/replay').set('x-api-key', playerKey).send({ text: edited }).expect(200)).body as StarsReplay;
    const bad = answer.items.findIndex((i) => !i.ok);
    const atLine = answer.items[bad]?.disagreements.find((d) => d.line === at + 1);
    if (!atLine) throw new Error('the edited line is a disagreement');

    const page = await openHands('edited');
    await page.getByLabel('PokerStars hand history text').fill(edited);
    await page.getByRole('button', { name: 'Replay the text' }).click();
    await page
      .getByTestId('text-replay-summary')
      .filter({ hasText: `${HEADERS.length - 1} agree, 1 disagree` })
      .waitFor();
    const hand = page.getByTestId('text-hand').nth(bad);
    const words = await hand.getByTestId('text-hand-verdict').allInnerTexts();
    expect(words).toContain(`Disagrees: ${atLine.message} (line ${at + 1}) (${atLine.code})`);
    expect(await page.locator('.text-hand-bad').count()).toBe(1);
  });

  it('refuses a paste over the body limit in the page, sending nothing', async () => {
    const page = await openHands('too large');
    const sent: string[] = [];
    page.on('request', (r) => r.url().endsWith('/hands/replay') && sent.push(r.method()));
    // As a paste puts it there: the value at once, one input event (typing 124 KB would take minutes).
    await page.getByLabel('PokerStars hand history text').evaluate((box, text) => {
      const area = box as unknown as { value: string; dispatchEvent(e: unknown): boolean };
      area.value = text;
      area.dispatchEvent(new (globalThis as unknown as { Event: new (type: string, init: object) => unknown }).Event('input', { bubbles: true }));
    }, RAZZ_CASH.repeat(8));
    await page.getByRole('button', { name: 'Replay the text' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/too large to send: .* KB, and the limit is 100\.0 KB .* Send a longer session in parts\./);
    expect(sent).toEqual([]);
    expect(await page.getByTestId('text-hand-list').count()).toBe(0);
  });
});
