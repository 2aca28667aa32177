/**
 * The hand replayer in a real browser (docs/web.md "The hand replayer"): headless Chromium against
 * the real server serving the web app's build. Two players play a Razz hand to showdown through the
 * API; one of them opens it at /console/hands/<id> and steps through it to the end from the
 * keyboard: the final stacks and winners are the API's history, and no step shows a down card of
 * the other player that the player's own copy does not show (none before the showdown). A director
 * picks the same hand from the list and sees every card. "Copy PokerStars text" puts the caller's
 * `GET /hands/{id}/text` on the clipboard. No page logs a console error or has a failed request.
 */
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey } from '../support/api-test-app';
import { checkOrCall, playHand } from '../support/hand-driver';
import { createCashTable, fundedPlayer, seatTogether, TestPlayer, waitForHand } from '../support/tables';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, openInApp, signIn, startScreensServer } from './support/screens-server';
import type { HandHistory } from '../../apps/web/src/api/types';
import { replaySteps } from '../../apps/web/src/replayer/replay-steps';

type Event = {
  type: string;
  seat?: number;
  action?: string;
  chips?: number;
  down?: (string | null)[];
  up?: string[];
  cards?: string[];
  winners?: { seat: number; amount: number }[];
};
type History = {
  seats: { seat: number; name: string }[];
  events: Event[];
  money: { kind: 'cash'; currency: string; minorUnitsPerChip: number } | { kind: 'chips' };
  outcome: { endedBy: string; stacks: { seat: number; stack: number }[]; collected: { seat: number; amount: number }[] };
};

const CARD = /\b[2-9TJQKA][cdhs]\b/g;

/** Every card the replayer shows now (seats, board, showdown). */
async function cardsShown(page: Page): Promise<string[]> {
  return (await page.locator('.replayer').innerText()).match(CARD) ?? [];
}

/** The down cards a seat was dealt, as the copy has them (null: hidden). */
function downCards(history: History, seat: number): (string | null)[] {
  return history.events.filter((e) => e.type === 'deal' && e.seat === seat).flatMap((e) => e.down ?? []);
}

function allCards(history: History): string[] {
  return history.events.filter((e) => e.type === 'deal').flatMap((e) => [...(e.down ?? []), ...(e.up ?? [])].filter((c): c is string => c !== null));
}

/** Chips as the page writes them: money in the browser's locale. */
async function money(page: Page, history: History, chips: number): Promise<string> {
  const m = history.money;
  if (m.kind !== 'cash') throw new Error('the test table is a cash table');
  return page.evaluate(
    ([minor, currency]) =>
      new Intl.NumberFormat(undefined, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100),
    [chips * m.minorUnitsPerChip, m.currency] as const,
  );
}

/** What the page's clipboard holds (the test's context may read it). */
function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText());
}

async function position(page: Page): Promise<[number, number]> {
  const text = await page.getByTestId('replay-position').innerText();
  const match = /Step (\d+) of (\d+)/.exec(text);
  if (!match) throw new Error(`not a position: ${text}`);
  return [Number(match[1]), Number(match[2])];
}

describe('the hand replayer in Chromium', () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  let players: TestPlayer[];
  let handId: string;
  let staffHistory: History;
  const pages: WatchedPage[] = [];

  const open = async (name: string) => {
    const watched = await watchedPage(browser, name);
    await watched.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    pages.push(watched);
    return watched;
  };

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;
    players = [await fundedPlayer(api.http, api.adminKey, 20_000), await fundedPlayer(api.http, api.adminKey, 20_000)];
    // The next hand starts and waits: nobody acts in it (only finished hands are listed).
    const tableId = (await createCashTable(api.http, api.adminKey, { actionTimeoutMs: 600_000 })).id;
    const bySeat = new Map(players.map((p, i) => [i + 1, p]));
    await seatTogether(api.http, tableId, bySeat, 2_000);
    await waitForHand(api.http, directorKey, tableId, 1);
    await playHand(api.http, directorKey, tableId, bySeat, 1, checkOrCall);
    const list = await request(api.http).get('/hands').set('x-api-key', directorKey).expect(200);
    expect(list.body.items).toHaveLength(1);
    handId = list.body.items[0].id as string;
    staffHistory = (await request(api.http).get(`/hands/${handId}`).set('x-api-key', directorKey).expect(200)).body as History;
    expect(staffHistory.outcome.endedBy).toBe('showdown');
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  it("replays the API's histories (every copy) to their final stacks, with the pot emptied", async () => {
    for (const key of [directorKey, ...players.map((p) => p.key)]) {
      const history = (await request(api.http).get(`/hands/${handId}`).set('x-api-key', key).expect(200)).body as HandHistory;
      const steps = replaySteps(history);
      const last = steps[steps.length - 1];
      expect(last?.final).toBe(true);
      expect(last?.seats.map((s) => ({ seat: s.seat, stack: s.stack }))).toEqual(history.outcome.stacks);
      const ended = history.events.find((e) => e.type === 'hand-ended');
      expect(ended && 'stacks' in ended ? ended.stacks : null).toEqual(history.outcome.stacks);
      expect(last?.pot).toBe(0);
      expect(last?.rake).toBe(history.outcome.rake);
      expect(last?.winners).toEqual(history.outcome.collected);
      // Chips are conserved at every step: stacks + pot + rake = the starting stacks.
      const start = history.seats.reduce((sum, s) => sum + s.stack, 0);
      for (const step of steps) expect(step.seats.reduce((sum, s) => sum + s.stack, 0) + step.pot + step.rake).toBe(start);
      expect(steps[0]?.seats.map((s) => s.stack)).toEqual(history.seats.map((s) => s.stack));
    }
  });

  it("lets a player step through their hand from the keyboard, never showing the other player's hidden down cards", async () => {
    const [me, other] = players as [TestPlayer, TestPlayer];
    const mine = (await request(api.http).get(`/hands/${handId}`).set('x-api-key', me.key).expect(200)).body as History;
    const mySeat = mine.seats.find((s) => s.name === me.screenName)?.seat;
    const otherSeat = mine.seats.find((s) => s.name === other.screenName)?.seat;
    if (mySeat === undefined || otherSeat === undefined) throw new Error('both players are in the hand');
    const otherDown = downCards(staffHistory, otherSeat) as string[];
    expect(otherDown.every((c) => typeof c === 'string')).toBe(true);
    const shownByOther = mine.events.filter((e) => e.type === 'show' && e.seat === otherSeat).flatMap((e) => e.cards ?? []);
    const neverShown = otherDown.filter((c) => !shownByOther.includes(c));

    const { page } = await open('player');
    await signIn(page, baseUrl, me.key);
    await openInApp(page, `/console/hands/${handId}`);
    await page.getByTestId('replay-position').waitFor();
    await page.getByTestId('hand-list').getByRole('link').first().waitFor();
    const [first, total] = await position(page);
    expect(first).toBe(1);
    expect(total).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Next ▶' }).focus();
    let showdownSeen = false;
    const labels: string[] = [];
    for (let step = 1; step <= total; step++) {
      expect(await position(page)).toEqual([step, total]);
      const label = await page.getByTestId('replay-label').innerText();
      labels.push(label);
      showdownSeen ||= label === 'Showdown' || label === 'Result';
      const shown = await cardsShown(page);
      for (const card of showdownSeen ? neverShown : otherDown) expect(shown).not.toContain(card);
      // The other's down cards are there, face down.
      if (step > 2 && !showdownSeen) expect(await page.getByTestId(`replay-seat-${otherSeat}`).getByTestId('cards').innerText()).toContain('▒');
      if (step < total) await page.keyboard.press('ArrowRight');
    }
    expect(showdownSeen).toBe(true);
    // Amounts in the labels are money too: the bring-in.
    const bringIn = mine.events.find((e) => e.type === 'action' && e.action === 'bring-in');
    if (!bringIn || bringIn.seat === undefined || bringIn.chips === undefined) throw new Error('a Razz hand has a bring-in');
    const bringer = mine.seats.find((s) => s.seat === bringIn.seat)?.name;
    expect(labels).toContain(`${bringer} brings in for ${await money(page, mine, bringIn.chips)}`);
    // Arrow keys go back too; Home and End jump.
    await page.keyboard.press('ArrowLeft');
    expect(await position(page)).toEqual([total - 1, total]);
    await page.keyboard.press('Home');
    expect(await position(page)).toEqual([1, total]);
    await page.keyboard.press('ArrowDown');
    expect(await page.getByTestId('replay-street').innerText()).not.toBe('Before the deal');
    await page.keyboard.press('End');
    expect(await position(page)).toEqual([total, total]);

    // The last step: the history's final stacks and winners.
    for (const { seat, stack } of mine.outcome.stacks)
      expect(await page.getByTestId(`replay-seat-${seat}`).getByTestId('stack').innerText()).toBe(await money(page, mine, stack));
    const winners = await page.getByTestId('replay-winner').allInnerTexts();
    const expected: string[] = [];
    for (const e of mine.events.filter((ev) => ev.type === 'pot-awarded'))
      for (const w of e.winners ?? []) expected.push(`${mine.seats.find((s) => s.seat === w.seat)?.name} wins ${await money(page, mine, w.amount)}`);
    expect(winners.map((t) => t.trim())).toEqual(expected);
    expect(mine.outcome.stacks).toEqual(staffHistory.outcome.stacks);
    for (const card of downCards(mine, mySeat)) expect(await cardsShown(page)).toContain(card);

    // Copy PokerStars text: the player's own copy, hero and all.
    const text = (await request(api.http).get(`/hands/${handId}/text`).set('x-api-key', me.key).expect(200)).text;
    await page.getByRole('button', { name: 'Copy PokerStars text' }).click();
    await page.getByTestId('copy-status').filter({ hasText: 'Copied' }).waitFor();
    expect(await clipboardText(page)).toBe(text);
  });

  it('lets a director pick the hand from the list and see every card', async () => {
    const { page } = await open('director');
    await signIn(page, baseUrl, directorKey);
    await page.getByRole('link', { name: 'Hands' }).click();
    await page.waitForURL(`${baseUrl}/console/hands`);
    await page.getByTestId('hand-list').getByRole('link').first().click();
    await page.waitForURL(`${baseUrl}/console/hands/${handId}`);
    await page.getByRole('button', { name: 'Last ⏭' }).click();
    await page.getByTestId('replay-result').waitFor();
    const shown = await cardsShown(page);
    for (const card of allCards(staffHistory)) expect(shown).toContain(card);
    for (const { seat, stack } of staffHistory.outcome.stacks)
      expect(await page.getByTestId(`replay-seat-${seat}`).getByTestId('stack').innerText()).toBe(await money(page, staffHistory, stack));
    const text = (await request(api.http).get(`/hands/${handId}/text`).set('x-api-key', directorKey).expect(200)).text;
    await page.getByRole('button', { name: 'Copy PokerStars text' }).click();
    await page.getByTestId('copy-status').filter({ hasText: 'Copied' }).waitFor();
    expect(await clipboardText(page)).toBe(text);
  });

  it('shows the text in a read-only box when the browser refuses the clipboard', async () => {
    const { page } = await open('no clipboard');
    await page.addInitScript(() => {
      const clipboard = (globalThis as unknown as { navigator: { clipboard: { writeText: (text: string) => Promise<void> } } }).navigator.clipboard;
      clipboard.writeText = () => Promise.reject(new Error('refused by the test'));
    });
    await signIn(page, baseUrl, directorKey);
    await openInApp(page, `/console/hands/${handId}`);
    await page.getByRole('button', { name: 'Copy PokerStars text' }).click();
    await page.getByTestId('copy-status').filter({ hasText: 'did not allow' }).waitFor();
    const text = (await request(api.http).get(`/hands/${handId}/text`).set('x-api-key', directorKey).expect(200)).text;
    const box = page.getByLabel('PokerStars text');
    expect(await box.inputValue()).toBe(text);
    expect(await box.getAttribute('readonly')).not.toBeNull();
  });
});
