/**
 * The one `@IdempotencyKey()` decorator in its two modes: required on the routes that move money
 * (missing or empty: 400 IDEMPOTENCY_KEY_REQUIRED), optional on actions (missing: the action goes
 * on without one; empty: 400 IDEMPOTENCY_KEY_INVALID), one format for both (1-200 visible ASCII).
 */
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, startApiTestApp } from '../support/api-test-app';
import { createCashTable } from '../support/tables';

describe('the Idempotency-Key header, required and optional', () => {
  let api: ApiTestApp;
  let director: string;
  let tableId: string;
  let playerId: string;

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
    tableId = (await createCashTable(api.http, director)).id;
    playerId = await createPlayer(api);
  });
  afterAll(() => api.close());

  const action = (key?: string) => {
    const req = request(api.http).post(`/tables/${tableId}/actions`).set('x-api-key', director);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send({ kind: 'fold', seat: 1 });
  };
  const deposit = (key?: string) => {
    const req = request(api.http).post('/cashier/deposits').set('x-api-key', api.adminKey);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send({ playerId, unit: 'USD', amount: 5 });
  };
  const answer = async (sent: request.Test) => {
    const res = await sent;
    return { status: res.status, code: res.body.error?.code as string | undefined };
  };

  it('an action without a key, or with a good one, reaches the table (which has no hand)', async () => {
    expect(await answer(action())).toEqual({ status: 409, code: 'NO_HAND_IN_PROGRESS' });
    expect(await answer(action('a-key'))).toEqual({ status: 409, code: 'NO_HAND_IN_PROGRESS' });
  });

  it('an action with an empty or overlong key: 400 IDEMPOTENCY_KEY_INVALID', async () => {
    expect(await answer(action(''))).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_INVALID' });
    expect(await answer(action('k'.repeat(201)))).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_INVALID' });
  });

  it('a deposit without a key or with an empty one: 400 IDEMPOTENCY_KEY_REQUIRED; an overlong one: INVALID', async () => {
    expect(await answer(deposit())).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await answer(deposit(''))).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_REQUIRED' });
    expect(await answer(deposit('k'.repeat(201)))).toEqual({ status: 400, code: 'IDEMPOTENCY_KEY_INVALID' });
  });

  it('a replayed deposit is marked Idempotent-Replayed; the first answer is not', async () => {
    const first = await deposit('replay-me');
    const again = await deposit('replay-me');
    expect([first.status, first.headers['idempotent-replayed']]).toEqual([201, undefined]);
    expect([again.status, again.headers['idempotent-replayed'], again.body.id]).toEqual([201, 'true', first.body.id]);
  });
});
