/**
 * Helpers for cash-game tests through HTTP (games, tables, sessions, waitlists) and for firing
 * the cash jobs at once through the real scheduler instead of waiting minutes for them.
 */
import { INestApplication } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { JobScheduler } from '@app/jobs';
import { timeCollectionJobId } from '@app/room/cash/time-collection.service';
import { holdExpiryJobId } from '@app/room/cash/waitlist.service';
import { eventually, notYet, WAIT_MS } from './eventually';
import { sql } from './ledger-invariants';
import type { Target } from './tables';

export interface SessionView {
  id: string;
  playerId: string;
  tableId: string;
  status: 'open' | 'closed';
  playedMs: number;
  buyIns: number;
  cashOuts: number;
  net: number;
  timeCharged: number;
  liveResults: number;
  leaving: boolean;
  seatings: { tableId: string; seat: number; startedAt: string; endedAt: string | null }[];
  events: { kind: string; tableId: string; amount: number; source: string | null; ledgerTransactionId: string | null }[];
}

export const CASH_STAKES = { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 };

/** A game whose engine tables deal only when a test deals (long pause and clock). */
export async function createCashGame(target: Target, key: string, overrides: Record<string, unknown> = {}): Promise<{ id: string; [k: string]: unknown }> {
  const res = await request(target)
    .post('/cash-games')
    .set('x-api-key', key)
    .send({
      name: `Game ${randomBytes(3).toString('hex')}`,
      dealing: 'engine',
      preset: 'razz',
      stakes: CASH_STAKES,
      unit: 'USD',
      minBuyIn: 500,
      maxBuyIn: 5000,
      handPauseMs: 600_000,
      actionTimeoutMs: 600_000,
      ...overrides,
    });
  if (res.status !== 201) throw new Error(`create cash game: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}

export async function openCashTable(target: Target, key: string, gameId: string, name = `T ${randomBytes(3).toString('hex')}`): Promise<string> {
  const res = await request(target).post(`/cash-games/${gameId}/tables`).set('x-api-key', key).send({ name });
  if (res.status !== 201) throw new Error(`open table: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

export function openSession(target: Target, key: string, body: Record<string, unknown>): request.Test {
  return request(target).post('/cash-sessions').set('x-api-key', key).send(body);
}

export function topUp(target: Target, key: string, sessionId: string, body: Record<string, unknown>, idempotencyKey: string = randomUUID()): request.Test {
  return request(target).post(`/cash-sessions/${sessionId}/top-ups`).set('x-api-key', key).set('Idempotency-Key', idempotencyKey).send(body);
}

export function cashOut(target: Target, key: string, sessionId: string, body: Record<string, unknown> = {}): request.Test {
  return request(target).post(`/cash-sessions/${sessionId}/cash-out`).set('x-api-key', key).send(body);
}

export function moveSession(target: Target, key: string, sessionId: string, body: Record<string, unknown>): request.Test {
  return request(target).post(`/cash-sessions/${sessionId}/move`).set('x-api-key', key).send(body);
}

export async function getSession(target: Target, key: string, sessionId: string): Promise<SessionView> {
  return (await request(target).get(`/cash-sessions/${sessionId}`).set('x-api-key', key).expect(200)).body as SessionView;
}

/** The start (epoch ms) of period `k` of a table: k periods after it opened. */
export async function periodStart(databaseUrl: string, tableId: string, periodMinutes: number, k: number): Promise<number> {
  const [row] = await sql<{ at: Date }>(databaseUrl, 'SELECT created_at AS at FROM tables WHERE id = $1', [tableId]);
  return (row?.at as Date).getTime() + k * periodMinutes * 60_000;
}

/**
 * Runs the time collection of a period now, through the scheduler: the job armed for it (due
 * minutes from now) is cancelled and the same job id enqueued without delay. Waits until the
 * period's charges are recorded (`seats` of them).
 */
export async function collectTimeNow(app: INestApplication, databaseUrl: string, tableId: string, at: number, seats: number): Promise<void> {
  const jobs = app.get(JobScheduler);
  const jobId = timeCollectionJobId(tableId, at);
  await jobs.cancel('cash.time-collection', jobId);
  await jobs.enqueue('cash.time-collection', { tableId, periodStart: at }, { jobId });
  await eventually(
    async () => {
      const [row] = await sql<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM cash_time_charges WHERE table_id = $1 AND period_start = $2', [
        tableId,
        new Date(at),
      ]);
      return row?.n === seats || notYet(`${row?.n ?? 0} of ${seats} charges`);
    },
    WAIT_MS,
    `time charges of table ${tableId} at ${new Date(at).toISOString()}`,
  );
}

/** Lets the seat hold of a call run out now, through the scheduler (the armed job cancelled, the same id enqueued at once). */
export async function expireHoldNow(app: INestApplication, databaseUrl: string, entryId: string, call: number): Promise<void> {
  const jobs = app.get(JobScheduler);
  const jobId = holdExpiryJobId(entryId, call);
  await jobs.cancel('cash.waitlist-hold-expiry', jobId);
  await jobs.enqueue('cash.waitlist-hold-expiry', { entryId, call }, { jobId });
  await eventually(
    async () => {
      const [row] = await sql<{ status: string }>(databaseUrl, 'SELECT status::text FROM cash_waitlist_entries WHERE id = $1', [entryId]);
      return row?.status !== 'called' || notYet(`status ${row.status}`);
    },
    WAIT_MS,
    `the hold of waitlist entry ${entryId} to run out`,
  );
}
