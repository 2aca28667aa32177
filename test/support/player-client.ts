/**
 * Driving the player's table client (apps/web/src/play) in a browser test: every WebSocket frame a
 * page receives, the cards a page shows per seat, and one decision pressed with the offered
 * buttons only, waiting for the server to take it.
 */
import type { Page } from 'playwright-core';
import request from 'supertest';
import { eventually, notYet } from './eventually';
import { Target, TableView, viewTable } from './tables';

/** Records the text of every frame the page's WebSockets receive (set up before the page opens one). */
export function recordFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => frames.push(typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8'))),
  );
  return frames;
}

/** The cards the table shows at each seat: `data-card` of its down cards (`back`: face down) and up cards; and every card on the page. */
export async function cardsOnTable(page: Page): Promise<{ seats: Record<number, { down: string[]; up: string[] }>; all: string[] }> {
  return page.evaluate(() => {
    const doc = (
      globalThis as unknown as {
        document: {
          querySelectorAll(
            s: string,
          ): ArrayLike<{ getAttribute(n: string): string | null; querySelectorAll(s: string): ArrayLike<{ getAttribute(n: string): string | null }> }>;
        };
      }
    ).document;
    const attrs = (list: ArrayLike<{ getAttribute(n: string): string | null }>) => Array.from(list).map((e) => e.getAttribute('data-card') ?? '');
    const seats: Record<number, { down: string[]; up: string[] }> = {};
    for (const spot of Array.from(doc.querySelectorAll('[data-testid^="play-seat-"]'))) {
      const seat = Number((spot.getAttribute('data-testid') ?? '').replace('play-seat-', ''));
      seats[seat] = {
        down: attrs(spot.querySelectorAll('[data-testid="down-cards"] [data-card]')),
        up: attrs(spot.querySelectorAll('[data-testid="up-cards"] [data-card]')),
      };
    }
    return { seats, all: attrs(doc.querySelectorAll('[data-card]')) };
  });
}

/** The kinds of the buttons the page's action bar offers now. */
export async function offeredKinds(page: Page): Promise<string[]> {
  return page
    .getByTestId('action-bar')
    .locator('button[data-kind]')
    .evaluateAll((buttons) => buttons.map((b) => (b as unknown as { dataset: { kind: string } }).dataset.kind));
}

/** Waits until the page offers its decision on the hand at `version` (the bar shows that version). */
export async function waitForTurn(page: Page, version: number): Promise<void> {
  await page.locator(`[data-testid="action-bar"][data-version="${version}"]`).waitFor();
}

/** Waits until the table (as staff see it) has moved past `version` of hand `number`. */
export function waitPastVersion(target: Target, staffKey: string, tableId: string, number: number, version: number): Promise<TableView> {
  return eventually(
    async () => {
      const view = await viewTable(target, staffKey, tableId);
      const hand = view.hand;
      return hand && (hand.number > number || hand.version > version) ? view : notYet({ number: hand?.number, version: hand?.version });
    },
    20_000,
    `table ${tableId} past hand ${number} version ${version}`,
  );
}

/** Presses the passive choice offered (check, else bring-in, else call). */
export async function pressPassive(page: Page): Promise<string> {
  const kinds = await offeredKinds(page);
  const kind = ['check', 'bring-in', 'call'].find((k) => kinds.includes(k));
  if (!kind) throw new Error(`no passive action offered: ${kinds.join(', ')}`);
  await page.getByTestId('action-bar').locator(`button[data-kind="${kind}"]`).click();
  return kind;
}

/** The down cards dealt to `seat` in a full (staff) history. */
export function dealtDown(history: { events: { type: string; seat?: number; down?: (string | null)[] }[] }, seat: number): string[] {
  return history.events.filter((e) => e.type === 'deal' && e.seat === seat).flatMap((e) => (e.down ?? []).filter((c): c is string => c !== null));
}

/** `$12.34` as the page writes USD cents (the browser's locale). */
export function usd(page: Page, cents: number): Promise<string> {
  return page.evaluate(
    (minor) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100),
    cents,
  );
}

/** A H.O.R.S.E. $0.20/$0.40 cash game (per orbit) whose hands wait for the players (a long clock). */
export async function createHorseGame(target: Target, staffKey: string): Promise<string> {
  const limit = { smallBlind: 10, bigBlind: 20, smallBet: 20, bigBet: 40 };
  const stud = { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 };
  const res = await request(target)
    .post('/cash-games')
    .set('x-api-key', staffKey)
    .send({
      name: 'HORSE $0.20/$0.40',
      dealing: 'engine',
      unit: 'USD',
      minBuyIn: 500,
      maxBuyIn: 5000,
      handPauseMs: 500,
      actionTimeoutMs: 600_000,
      schedule: {
        games: [
          { preset: 'holdem', stakes: limit },
          { preset: 'omaha8', stakes: limit },
          { preset: 'razz', stakes: stud },
          { preset: 'stud', stakes: stud },
          { preset: 'stud8', stakes: stud },
        ],
        rotation: { kind: 'per-orbit' },
      },
    })
    .expect(201);
  return res.body.id as string;
}
