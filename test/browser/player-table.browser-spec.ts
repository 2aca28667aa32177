/**
 * The player's table client in a real browser (docs/web.md "The player's table"): headless
 * Chromium against the real server serving the web app's build. Two players, each in a browser
 * context of their own with their own key, sit down at a fixed-limit Razz cash game's table from
 * the lobby with a buy-in and play a hand to showdown by pressing the offered buttons only (check
 * or call): at every step each page shows its own down cards and never the other's, and no frame
 * either page's WebSocket received before the showdown carries the other's down cards (the true
 * cards from a director's history after the hand: a down card is never anyone's up card, so its
 * absence is a sound check). The hand then opens in the replayer with the API's final stacks and
 * winners. Also: the table at phone width, a no-limit table's sizing control, a H.O.R.S.E. table's
 * current and next game (reached from the waitlist: joined, called, seated), sitting out and
 * leaving during a hand (the cash-out pending until it ends). No page logs a console error or has
 * a failed request or an answer of 400 or more.
 *
 * `UPDATE_SCREENSHOTS=1` also saves docs/images/web-table-1080p.png, web-table-phone.png (the
 * player's turn, buttons showing) and web-replayer-1080p.png (the hand replayed, midway).
 */
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ApiTestApp, createKey } from '../support/api-test-app';
import { createCashGame, openCashTable, openSession } from '../support/cash';
import {
  cardsOnTable,
  createHorseGame,
  dealtDown,
  offeredKinds,
  pressPassive,
  recordFrames,
  usd,
  waitForTurn,
  waitPastVersion,
} from '../support/player-client';
import { fundedPlayer, TestPlayer, TableView, viewTable, waitForHand } from '../support/tables';
import { watchedPage, WatchedPage } from './support/chromium';
import { ScreensServer, openInApp, signIn, startScreensServer } from './support/screens-server';

const ROOT = resolve(__dirname, '../..');
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1';
const FULL_HD = { width: 1920, height: 1080 };
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

type History = {
  seats: { seat: number; name: string }[];
  events: { type: string; seat?: number; down?: (string | null)[]; winners?: { seat: number; amount: number }[]; description?: string }[];
  outcome: { endedBy: string; stacks: { seat: number; stack: number }[] };
};

describe("the player's table in Chromium", () => {
  let server: ScreensServer;
  let api: ApiTestApp;
  let baseUrl: string;
  let browser: Browser;
  let directorKey: string;
  const pages: WatchedPage[] = [];

  const open = async (name: string, viewport = DESK) => {
    const watched = await watchedPage(browser, name, viewport);
    pages.push(watched);
    return watched;
  };
  const staffView = (tableId: string) => viewTable(api.http, directorKey, tableId);

  beforeAll(async () => {
    server = await startScreensServer();
    ({ api, baseUrl, browser } = server);
    directorKey = (await createKey(api, 'director')).key;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
  });

  afterEach(() => {
    expect(pages.flatMap((p) => p.problems.splice(0))).toEqual([]);
  });

  describe('a fixed-limit Razz cash game', () => {
    let gameId: string;
    let tableId: string;
    let players: [TestPlayer, TestPlayer];
    let pageOf: Map<number, Page>;
    let framesOf: Map<number, string[]>;
    let handId: string;

    beforeAll(async () => {
      gameId = (await createCashGame(api.http, directorKey, { name: 'Razz $0.10/$0.20', handPauseMs: 1000, minBuyIn: 500, maxBuyIn: 5000 })).id;
      tableId = await openCashTable(api.http, directorKey, gameId, 'Razz 1');
      players = [await fundedPlayer(api.http, api.adminKey, 10_000), await fundedPlayer(api.http, api.adminKey, 10_000)];
    });

    it('seats two players from the lobby with a buy-in within the range, each in their own browser', async () => {
      pageOf = new Map();
      framesOf = new Map();
      for (const [i, player] of players.entries()) {
        const seat = i + 1;
        const { page } = await open(`player ${seat}`);
        framesOf.set(seat, recordFrames(page));
        pageOf.set(seat, page);
        await signIn(page, baseUrl, player.key);
        await page.getByRole('link', { name: 'Play', exact: true }).click();
        await page
          .getByTestId('bankroll')
          .getByText(await usd(page, 10_000))
          .waitFor();
        const game = page.getByTestId(`game-${gameId}`);
        await game.getByText('Razz $0.10/$0.20').waitFor();
        await game.getByText(`${seat - 1} seated, ${8 - (seat - 1)} open`).waitFor();
        await game.getByRole('button', { name: 'Sit down at Razz 1' }).click();
        await game.getByLabel('Seat').selectOption(String(seat));
        // Over the game's range: refused in the page, never sent.
        await game.getByLabel('Buy-in (USD)').fill('60.00');
        expect(await game.getByRole('button', { name: /^Sit down/ }).isDisabled()).toBe(true);
        await game.getByLabel('Buy-in (USD)').fill('20.00');
        await game.getByRole('button', { name: `Sit down with ${await usd(page, 2000)}` }).click();
        await page.waitForURL(`${baseUrl}/console/play/${tableId}`);
        await page.getByTestId(`play-seat-${seat}`).getByText(player.screenName).waitFor();
      }
      const view = await waitForHand(api.http, directorKey, tableId, 1);
      handId = view.hand?.id as string;
      expect(view.seats.map((s) => [s.seat, s.playerId])).toEqual([
        [1, players[0].playerId],
        [2, players[1].playerId],
      ]);
    });

    it('plays the hand to showdown with the offered buttons, each page showing only its own down cards', async () => {
      const seen = new Map<number, { own: string[]; other: string[]; all: string[] }[]>([
        [1, []],
        [2, []],
      ]);
      let view = await staffView(tableId);
      let presses = 0;
      while (view.hand && view.hand.number === 1 && !view.hand.view.over) {
        const hand = view.hand;
        const seat = hand.view.toAct as number;
        const page = pageOf.get(seat) as Page;
        await waitForTurn(page, hand.version);
        for (const [s, p] of pageOf) {
          const cards = await cardsOnTable(p);
          seen.get(s)?.push({ own: cards.seats[s]?.down ?? [], other: cards.seats[3 - s]?.down ?? [], all: cards.all });
        }
        // The other page offers nothing: it is not that player's turn.
        expect(await (pageOf.get(3 - seat) as Page).getByTestId('action-bar').count()).toBe(0);
        // Only the view's legal actions, and no button but them.
        const legal = (await viewTable(api.http, players[seat - 1]!.key, tableId)).hand?.view.legalActions.map((a) => a.kind) ?? [];
        expect((await offeredKinds(page)).sort()).toEqual([...legal].sort());
        if (SCREENSHOTS && seat === 1 && presses >= 2 && presses <= 3) {
          await page.setViewportSize(FULL_HD);
          await page.screenshot({ path: join(ROOT, 'docs/images/web-table-1080p.png') });
          await page.setViewportSize(DESK);
        }
        await pressPassive(page);
        presses++;
        view = await waitPastVersion(api.http, directorKey, tableId, 1, hand.version);
      }
      expect(presses).toBeGreaterThan(6);

      const full = (await request(api.http).get(`/hands/${handId}`).set('x-api-key', directorKey).expect(200)).body as History;
      expect(full.outcome.endedBy).toBe('showdown');
      for (const seat of [1, 2]) {
        const mine = dealtDown(full, seat);
        const theirs = dealtDown(full, 3 - seat);
        expect(mine).toHaveLength(3);
        for (const step of seen.get(seat) ?? []) {
          // Own down cards face up, as dealt; the other's face down; none of theirs anywhere on the page.
          expect(step.own).toEqual(mine.slice(0, step.own.length));
          expect(step.own.length).toBeGreaterThanOrEqual(2);
          expect(step.other.every((c) => c === 'back')).toBe(true);
          for (const card of theirs) expect(step.all).not.toContain(card);
        }
        // Every frame received before the showdown (this hand running, or no hand yet).
        const before = (framesOf.get(seat) ?? []).filter((text) => {
          const message = JSON.parse(text) as { table?: TableView };
          const h = message.table?.hand;
          return !h || (h.id === handId && !h.view.over);
        });
        expect(before.length).toBeGreaterThan(6);
        for (const text of before) for (const card of theirs) expect(text).not.toContain(`"${card}"`);
        expect(before.some((text) => text.includes(`"${mine[0]}"`))).toBe(true);
      }

      // The result, on both pages: the winners and amounts of the API's history.
      for (const page of pageOf.values()) {
        const result = page.getByTestId('hand-result');
        await result.getByText('Hand #1: showdown').waitFor();
        const expected: string[] = [];
        for (const e of full.events.filter((ev) => ev.type === 'pot-awarded'))
          for (const w of e.winners ?? []) expected.push(`${full.seats.find((s) => s.seat === w.seat)?.name} wins ${await usd(page, w.amount)}`);
        expect((await result.getByTestId('winner').allInnerTexts()).map((t) => t.trim())).toEqual(expected);
        const shows = full.events.filter((e) => e.type === 'show').length;
        expect(shows).toBeGreaterThan(0);
        expect(await result.getByTestId('shown-hand').count()).toBe(shows);
        // Each shown hand in words, as the result (and its show event) says: `K-4-3-2-A`.
        const words = full.events.flatMap((e) => (e.type === 'show' && e.description ? [e.description] : []));
        expect(words).toHaveLength(shows);
        const texts = await result.getByTestId('shown-hand').allInnerTexts();
        for (const [i, text] of texts.entries()) expect(text).toContain(`— ${words[i]}`);
      }
    });

    it("opens the hand in the replayer with the API's final stacks and winners", async () => {
      const page = pageOf.get(1) as Page;
      const mine = (await request(api.http).get(`/hands/${handId}`).set('x-api-key', players[0].key).expect(200)).body as History;
      await page.getByTestId('hand-result').getByTestId('replay-link').click();
      await page.waitForURL(`${baseUrl}/console/hands/${handId}`);
      await page.getByTestId('replay-position').waitFor();
      await page.getByRole('button', { name: 'Next ▶' }).focus();
      if (SCREENSHOTS) {
        const total = Number(/of (\d+)/.exec(await page.getByTestId('replay-position').innerText())?.[1]);
        for (let i = 1; i < Math.floor(total / 2); i++) await page.keyboard.press('ArrowRight');
        await page.setViewportSize(FULL_HD);
        await page.screenshot({ path: join(ROOT, 'docs/images/web-replayer-1080p.png') });
        await page.setViewportSize(DESK);
      }
      await page.keyboard.press('End');
      for (const { seat, stack } of mine.outcome.stacks)
        expect(await page.getByTestId(`replay-seat-${seat}`).getByTestId('stack').innerText()).toBe(await usd(page, stack));
      const expected: string[] = [];
      for (const e of mine.events.filter((ev) => ev.type === 'pot-awarded'))
        for (const w of e.winners ?? []) expected.push(`${mine.seats.find((s) => s.seat === w.seat)?.name} wins ${await usd(page, w.amount)}`);
      expect((await page.getByTestId('replay-winner').allInnerTexts()).map((t) => t.trim())).toEqual(expected);
      // Back to the table from the lobby's open sessions.
      await page.getByRole('link', { name: 'Play', exact: true }).click();
      await page.getByTestId('open-sessions').getByRole('button', { name: 'Return to Razz 1' }).click();
      await page.waitForURL(`${baseUrl}/console/play/${tableId}`);
      await page.getByTestId('play-felt').waitFor();
    });

    it('works at phone width: the table and large action buttons fit, and a press goes through', async () => {
      const hand2 = await waitForHand(api.http, directorKey, tableId, 2);
      const hand = hand2.hand as NonNullable<TableView['hand']>;
      const seat = hand.view.toAct as number;
      const { page } = await open(`phone ${seat}`, PHONE);
      await signIn(page, baseUrl, players[seat - 1]!.key);
      await openInApp(page, `/console/play/${tableId}`);
      await waitForTurn(page, hand.version);
      expect(await page.getByTestId('play-felt').isVisible()).toBe(true);
      for (const s of [1, 2]) expect(await page.getByTestId(`play-seat-${s}`).isVisible()).toBe(true);
      const boxes = await page
        .getByTestId('action-bar')
        .locator('button[data-kind]')
        .evaluateAll((buttons) =>
          buttons.map((b) => (b as unknown as { getBoundingClientRect(): { left: number; right: number; height: number } }).getBoundingClientRect()),
        );
      expect(boxes.length).toBeGreaterThan(1);
      for (const box of boxes) {
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(PHONE.width);
      }
      // Nothing wider than the phone.
      expect(
        await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(PHONE.width);
      if (SCREENSHOTS) await page.screenshot({ path: join(ROOT, 'docs/images/web-table-phone.png') });
      await pressPassive(page);
      await waitPastVersion(api.http, directorKey, tableId, 2, hand.version);
      await page.context().close();
    });

    it('sits out, then leaves during the hand: the cash-out waits for the hand, then the chips are back in the bankroll', async () => {
      const page = pageOf.get(1) as Page;
      const seatBox = page.getByTestId('play-seat-1');
      await page.getByRole('button', { name: 'Sit out' }).click();
      await seatBox.getByText('sitting out').waitFor();
      await page.getByRole('button', { name: 'Sit in' }).waitFor();
      expect((await staffView(tableId)).seats.find((s) => s.seat === 1)?.sittingOut).toBe(true);

      // A sitting-out player plays the hand on: to its turn, then leave while the other is to act (the hand goes on).
      let now = await staffView(tableId);
      while (now.hand?.number === 2 && !now.hand.view.over && now.hand.view.toAct === 1) {
        await waitForTurn(page, now.hand.version);
        await pressPassive(page);
        now = await waitPastVersion(api.http, directorKey, tableId, 2, now.hand.version);
      }
      expect(now.hand?.view.over).toBe(false);
      await page.getByRole('button', { name: 'Leave table' }).click();
      await page.getByRole('button', { name: 'Yes, leave' }).click();
      await page
        .getByTestId('seat-note')
        .getByText(/Cash-out pending/)
        .waitFor();
      await seatBox.getByText(/leaving/).waitFor();
      // Folded at the leaver's turn; the other player plays on with the offered buttons until the hand ends.
      let view = await staffView(tableId);
      while (view.hand && view.hand.number === 2 && !view.hand.view.over) {
        const hand = view.hand;
        if (hand.view.toAct === 2) {
          const other = pageOf.get(2) as Page;
          await waitForTurn(other, hand.version);
          await pressPassive(other);
        }
        view = await waitPastVersion(api.http, directorKey, tableId, 2, hand.version);
      }
      await page.getByTestId('play-seat-1').getByText('Seat 1 · open').waitFor();
      await page.getByText('you are watching').waitFor();
      const sessions = await request(api.http).get(`/players/${players[0].playerId}/cash-sessions`).set('x-api-key', players[0].key).expect(200);
      expect(sessions.body.items.map((s: { status: string }) => s.status)).toEqual(['closed']);
      const balances = await request(api.http).get(`/players/${players[0].playerId}/balances`).set('x-api-key', players[0].key).expect(200);
      // The whole stack the leaver had at the end of hand 2 went back to the bankroll (which held 80.00 after the buy-in).
      const hand2 = (await request(api.http).get(`/hands/${view.hand?.id}`).set('x-api-key', directorKey).expect(200)).body as History;
      const left = hand2.outcome.stacks.find((s) => s.seat === 1)?.stack as number;
      expect(left).toBeGreaterThan(0);
      expect(balances.body.balances[0].balance).toBe(8000 + left);
    });
  });

  it('sizes a no-limit bet within the legal range with the sizing control, and the server takes it', async () => {
    const gameId = (await createCashGame(api.http, directorKey, { name: 'NL Razz', preset: 'razz-nl', handPauseMs: 500, minBuyIn: 500, maxBuyIn: 5000 })).id;
    const tableId = await openCashTable(api.http, directorKey, gameId, 'NL 1');
    const nl = [await fundedPlayer(api.http, api.adminKey, 10_000), await fundedPlayer(api.http, api.adminKey, 10_000)];
    const nlPages = new Map<number, Page>();
    for (const [i, player] of nl.entries()) {
      await openSession(api.http, player.key, { tableId, seat: i + 1, buyIn: 3000 }).expect(201);
      const { page } = await open(`nl ${i + 1}`);
      await signIn(page, baseUrl, player.key);
      await openInApp(page, `/console/play/${tableId}`);
      nlPages.set(i + 1, page);
    }
    let view = await waitForHand(api.http, directorKey, tableId, 1);
    let sized = false;
    for (let step = 0; step < 6 && !sized && view.hand && !view.hand.view.over; step++) {
      const hand = view.hand;
      const seat = hand.view.toAct as number;
      const page = nlPages.get(seat) as Page;
      await waitForTurn(page, hand.version);
      const own = (await viewTable(api.http, nl[seat - 1]!.key, tableId)).hand?.view;
      const range = own?.legalActions.find((a) => a.min !== undefined && a.max !== undefined && a.min < a.max && ['bet', 'raise', 'complete'].includes(a.kind));
      if (!range) {
        await pressPassive(page);
      } else {
        const sizing = page.getByTestId('sizing');
        await sizing.getByRole('button', { name: 'Pot' }).click();
        // A typed amount beyond the range is brought back within it.
        await sizing.getByLabel('Amount', { exact: true }).fill('100000');
        await sizing.getByLabel('Amount', { exact: true }).press('Tab');
        expect(await sizing.getByLabel('Amount', { exact: true }).inputValue()).toBe(((range.max as number) / 100).toFixed(2));
        await sizing.getByRole('button', { name: 'Min' }).click();
        await sizing.getByRole('button', { name: 'Pot' }).click();
        const sent = page.waitForRequest((r) => r.url().endsWith(`/tables/${tableId}/actions`) && r.method() === 'POST');
        const answered = page.waitForResponse((r) => r.url().endsWith(`/tables/${tableId}/actions`));
        await page.getByTestId('action-bar').locator(`button[data-kind="${range.kind}"]`).click();
        const body = (await sent).postDataJSON() as { kind: string; amount: number; version: number };
        expect(body.kind).toBe(range.kind);
        expect(body.version).toBe(hand.version);
        expect(body.amount).toBeGreaterThanOrEqual(range.min as number);
        expect(body.amount).toBeLessThanOrEqual(range.max as number);
        expect((await answered).status()).toBe(200);
        sized = true;
      }
      view = await waitPastVersion(api.http, directorKey, tableId, 1, hand.version);
    }
    expect(sized).toBe(true);
  });

  it('never offers a seat held for a called player to another player, and offers it to the one called', async () => {
    const gameId = (await createCashGame(api.http, directorKey, { name: 'Razz heads-up', maxSeats: 2, minBuyIn: 500, maxBuyIn: 5000 })).id;
    const tableId = await openCashTable(api.http, directorKey, gameId, 'Razz HU');
    const [seated, called, other] = [
      await fundedPlayer(api.http, api.adminKey, 10_000),
      await fundedPlayer(api.http, api.adminKey, 10_000),
      await fundedPlayer(api.http, api.adminKey, 10_000),
    ];
    await openSession(api.http, seated.key, { tableId, seat: 1, buyIn: 1000 }).expect(201);
    await request(api.http).post(`/cash-games/${gameId}/waitlist`).set('x-api-key', directorKey).send({ playerId: called.playerId }).expect(201);
    await request(api.http).post(`/cash-games/${gameId}/waitlist/call`).set('x-api-key', directorKey).send({ tableId }).expect(200);

    const lobbyOf = async (player: TestPlayer, name: string) => {
      const { page } = await open(name);
      await signIn(page, baseUrl, player.key);
      await page.getByRole('link', { name: 'Play', exact: true }).click();
      const row = page.getByTestId(`lobby-table-${tableId}`);
      await row.getByText('1 seated, 1 open (1 held for called players)').waitFor();
      return row;
    };
    // The player not called: the table says its seat is held, and there is nothing to sit down at.
    const otherRow = await lobbyOf(other, 'not called');
    await otherRow.getByRole('button', { name: 'Watch' }).waitFor();
    expect(await otherRow.getByRole('button', { name: /^Sit down/ }).count()).toBe(0);
    // The called player: the held seat is theirs to take.
    const calledRow = await lobbyOf(called, 'called');
    await calledRow.getByRole('button', { name: 'Sit down at Razz HU' }).click();
    expect(await calledRow.getByLabel('Seat').locator('option').allInnerTexts()).toEqual(['Seat 2']);
  });

  it("shows a H.O.R.S.E. table's current and next game, reached from the waitlist: joined, called, seated", async () => {
    const gameId = await createHorseGame(api.http, directorKey);
    const tableId = await openCashTable(api.http, directorKey, gameId, 'HORSE 1');
    const player = await fundedPlayer(api.http, api.adminKey, 10_000);
    const { page } = await open('horse');
    await signIn(page, baseUrl, player.key);
    await page.getByRole('link', { name: 'Play', exact: true }).click();
    const game = page.getByTestId(`game-${gameId}`);
    await game.getByText(/HORSE:/).waitFor();
    await game.getByRole('button', { name: 'Join the waitlist' }).click();
    await game.getByTestId('waitlist-place').getByText('On the waitlist: number 1').waitFor();
    await request(api.http).post(`/cash-games/${gameId}/waitlist/call`).set('x-api-key', directorKey).send({ tableId }).expect(200);
    // The lobby reads again by itself: the call shows with the table and until when the seat is held.
    await game
      .getByTestId('waitlist-called')
      .getByText(/Called to HORSE 1 — seat held until \d/)
      .waitFor();
    await game.getByRole('button', { name: 'Take the seat' }).click();
    await game.getByLabel('Buy-in (USD)').fill('10.00');
    await game.getByRole('button', { name: `Sit down with ${await usd(page, 1000)}` }).click();
    await page.waitForURL(`${baseUrl}/console/play/${tableId}`);

    const rotation = (await staffView(tableId)).rotation;
    if (!rotation) throw new Error('a rotation table');
    const shown = page.getByTestId('rotation');
    await shown.waitFor();
    const names = (await request(api.http).get(`/tables/${tableId}`).set('x-api-key', player.key).expect(200)).body.rotation as {
      current: { name: string };
      next: { name: string };
    };
    expect(await shown.getByTestId('rotation-current').innerText()).toBe(names.current.name);
    expect(await shown.getByTestId('rotation-next').innerText()).toBe(names.next.name);
    expect(names.current.name).not.toBe(names.next.name);
    expect(await shown.innerText()).toContain('HORSE');
    expect(await page.getByTestId('table-game').innerText()).toContain(names.current.name);
    await page.getByTestId('play-seat-1').getByText(player.screenName).waitFor();

    // A second player: the first hand deals the rotation's first game, a flop game — blinds, button, own hole cards.
    const second = await fundedPlayer(api.http, api.adminKey, 10_000);
    await openSession(api.http, second.key, { tableId, seat: 2, buyIn: 1000 }).expect(201);
    const dealt = await waitForHand(api.http, directorKey, tableId, 1);
    const hv = dealt.hand?.view;
    if (!hv?.blinds) throw new Error('the first game of H.O.R.S.E. is a flop game');
    await page.getByTestId('play-centre').getByText("Hand #1 · Hold'em · Preflop").waitFor();
    expect(await page.getByTestId(`play-seat-${hv.dealerSeat}`).innerText()).toContain('Button');
    expect(await page.getByTestId(`play-seat-${hv.blinds.big}`).innerText()).toContain('BB');
    const mine = await cardsOnTable(page);
    expect(mine.seats[1]?.down).toHaveLength(2);
    expect(mine.seats[1]?.down.every((c) => /^[2-9TJQKA][cdhs]$/.test(c))).toBe(true);
    expect(mine.seats[2]?.down).toEqual(['back', 'back']);
  });
});
