/**
 * Helpers for table tests through HTTP: a funded player with its own key, a cash table, seating,
 * queued test decks, waiting for a hand, acting. They speak supertest against an `App`, so they
 * work with the in-process app and with a spawned server (`request(url)`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { eventually, notYet, WAIT_MS } from './eventually';

export type Target = App | string;

export interface TestPlayer {
  playerId: string;
  screenName: string;
  key: string;
}

export interface TableView {
  id: string;
  status: string;
  handsStarted: number;
  /** Rotation tables only: the current and next game, hands until the change. */
  rotation: null | {
    mix: string;
    current: { index: number; preset: string; stakes: unknown };
    next: { index: number; preset: string };
    handsUntilChange: number | null;
  };
  seats: {
    seat: number;
    playerId: string;
    screenName: string;
    stack: number;
    sittingOut: boolean;
    leaving: boolean;
    inHand: boolean;
    blindDebt: 'none' | 'big' | 'small' | 'both';
    waitForBigBlind: boolean;
  }[];
  hand: null | {
    id: string;
    number: number;
    status: 'running' | 'finished';
    version: number;
    deadlineAt: string | null;
    view: {
      version: number;
      game: string;
      stakes: { ante?: number; bringIn?: number; smallBlind?: number; bigBlind?: number; smallBet: number; bigBet: number };
      /** Stud: the seat the deal starts after; flop games: the button. */
      dealerSeat: number;
      /** Flop games: the blinds' seats (small null: dead). */
      blinds: { small: number | null; big: number } | null;
      toAct: number | null;
      over: boolean;
      legalActions: { kind: string; min?: number; max?: number }[];
      seats: { seat: number; stack: number; down: (string | null)[]; up: string[]; folded: boolean; cards?: string[] }[];
      result: { stacks: { seat: number; stack: number }[]; rake: number } | null;
    };
  };
  viewer: { role: string; seat: number | null; sees: string };
}

/** A player, a deposit of `bankroll` (USD cents) and a player key. */
export async function fundedPlayer(target: Target, adminKey: string, bankroll: number): Promise<TestPlayer> {
  const screenName = `p${randomBytes(5).toString('hex')}`;
  const player = await request(target).post('/players').set('x-api-key', adminKey).send({ screenName }).expect(201);
  const playerId = player.body.id as string;
  if (bankroll > 0) {
    await request(target)
      .post('/cashier/deposits')
      .set('x-api-key', adminKey)
      .set('Idempotency-Key', randomUUID())
      .send({ playerId, unit: 'USD', amount: bankroll })
      .expect(201);
  }
  const key = await request(target)
    .post('/api-keys')
    .set('x-api-key', adminKey)
    .send({ name: `key ${screenName}`, role: 'player', playerId })
    .expect(201);
  return { playerId, screenName, key: key.body.key as string };
}

export const TEST_STAKES = { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 };

export async function createCashTable(target: Target, adminKey: string, overrides: Record<string, unknown> = {}): Promise<{ id: string }> {
  const res = await request(target)
    .post('/tables')
    .set('x-api-key', adminKey)
    .send({
      name: `Table ${randomBytes(3).toString('hex')}`,
      kind: 'cash',
      preset: 'razz',
      stakes: TEST_STAKES,
      unit: 'USD',
      minBuyIn: 200,
      maxBuyIn: 5000,
      handPauseMs: 20,
      ...overrides,
    });
  if (res.status !== 201) throw new Error(`create table: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.id as string };
}

export async function sitDown(target: Target, player: TestPlayer, tableId: string, seat: number, buyIn: number): Promise<TableView> {
  const res = await request(target).post(`/tables/${tableId}/seats`).set('x-api-key', player.key).send({ seat, buyIn });
  if (res.status !== 201) throw new Error(`sit down seat ${seat}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as TableView;
}

/** A seated player sits out, or back in. */
export async function setSitting(target: Target, player: TestPlayer, tableId: string, change: 'sit-out' | 'sit-in'): Promise<void> {
  await request(target).post(`/tables/${tableId}/${change}`).set('x-api-key', player.key).send({}).expect(200);
}

/**
 * Seats everyone before the table can deal its first hand. Two players in start a hand after the
 * table's pause, so all but the last sit out as they sit down, then all sit in at once: the deal
 * waits for none of the one-by-one buy-ins (eight of them outlasted a 4 s pause on one slow core),
 * only for a burst of sit-ins sent together.
 */
export async function seatTogether(target: Target, tableId: string, bySeat: ReadonlyMap<number, TestPlayer>, buyIn: number): Promise<void> {
  const seated = [...bySeat];
  const last = seated[seated.length - 1]?.[0];
  for (const [seat, player] of seated) {
    await sitDown(target, player, tableId, seat, buyIn);
    if (seat !== last) await setSitting(target, player, tableId, 'sit-out');
  }
  await Promise.all(seated.slice(0, -1).map(([, player]) => setSitting(target, player, tableId, 'sit-in')));
}

export async function queueDecks(target: Target, staffKey: string, tableId: string, decks: string[]): Promise<void> {
  await request(target).post(`/tables/${tableId}/test-decks`).set('x-api-key', staffKey).send({ decks }).expect(200);
}

export async function viewTable(target: Target, key: string, tableId: string): Promise<TableView> {
  const res = await request(target).get(`/tables/${tableId}`).set('x-api-key', key).expect(200);
  return res.body as TableView;
}

/** What a wait on a table saw: its status, the hand's number, status and seat to act, and the seats. */
export function tableSummary(view: TableView): object {
  const hand = view.hand && { number: view.hand.number, status: view.hand.status, toAct: view.hand.view.toAct, deadlineAt: view.hand.deadlineAt };
  return {
    status: view.status,
    handsStarted: view.handsStarted,
    hand,
    seats: view.seats.map((s) => ({ seat: s.seat, stack: s.stack, sittingOut: s.sittingOut, leaving: s.leaving })),
  };
}

/** Waits until hand `number` is running (or already finished) and returns the view. */
export function waitForHand(target: Target, key: string, tableId: string, number: number, timeoutMs = WAIT_MS): Promise<TableView> {
  return eventually(
    async () => {
      const view = await viewTable(target, key, tableId);
      return view.hand && view.hand.number >= number ? view : notYet(tableSummary(view));
    },
    timeoutMs,
    `hand ${number} at table ${tableId}`,
  );
}

export function act(target: Target, key: string, tableId: string, body: Record<string, unknown>, idempotencyKey?: string): request.Test {
  const req = request(target).post(`/tables/${tableId}/actions`).set('x-api-key', key);
  return (idempotencyKey ? req.set('Idempotency-Key', idempotencyKey) : req).send(body);
}

/** `'3 raise 40'` → { seat: 3, kind: 'raise', amount: 40 } */
export function parseScriptAction(text: string): { seat: number; kind: string; amount?: number } {
  const [seat, kind, amount] = text.trim().split(/\s+/);
  return { seat: Number(seat), kind: kind as string, ...(amount !== undefined ? { amount: Number(amount) } : {}) };
}
