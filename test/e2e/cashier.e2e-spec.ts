/**
 * The cash desk through HTTP: idempotency through the Idempotency-Key header, bad input refused
 * with nothing written, concurrency, balances and statements with running balances.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { ApiTestApp, createKey, createPlayer, deposit, startApiTestApp } from '../support/api-test-app';

describe('cashier API', () => {
  let api: ApiTestApp;
  let cashierKey: string;

  const rowCounts = async () =>
    (
      await sql<Record<string, string>>(
        api.db.databaseUrl,
        `SELECT (SELECT count(*) FROM ledger_transactions)::text AS transactions, (SELECT count(*) FROM ledger_entries)::text AS entries,
                (SELECT count(*) FROM ledger_accounts)::text AS accounts, (SELECT count(*) FROM audit_log)::text AS audit,
                (SELECT count(*) FROM players)::text AS players`,
      )
    )[0];
  const post = (path: string, body: unknown, idempotencyKey: string | null = randomUUID()) => {
    const req = request(api.http).post(path).set('x-api-key', cashierKey);
    return (idempotencyKey === null ? req : req.set('Idempotency-Key', idempotencyKey)).send(body as object);
  };
  const balance = async (playerId: string, unit = 'USD') => {
    const res = await request(api.http).get(`/players/${playerId}/balances`).set('x-api-key', cashierKey).expect(200);
    return (res.body.balances as { unit: string; balance: number }[]).find((b) => b.unit === unit)?.balance ?? 0;
  };

  beforeAll(async () => {
    api = await startApiTestApp();
    cashierKey = (await createKey(api, 'cashier')).key;
  });
  afterEach(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
  });
  afterAll(() => api.close());

  it('deposits, withdraws and transfers, answering with the transaction and its entries', async () => {
    const [ann, bob] = [await createPlayer(api), await createPlayer(api)];
    const dep = await post('/cashier/deposits', { playerId: ann, unit: 'USD', amount: 10_000, memo: 'cash', reference: 'slip 1' }).expect(201);
    expect(dep.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: 'deposit',
      unit: 'USD',
      reference: 'slip 1',
      memo: 'cash',
      createdByKeyId: expect.any(String),
      createdAt: expect.any(String),
      entries: expect.arrayContaining([
        { accountId: expect.any(String), accountKind: 'cage', playerId: null, amount: -10_000, balanceAfter: expect.any(Number) },
        { accountId: expect.any(String), accountKind: 'player-bankroll', playerId: ann, amount: 10_000, balanceAfter: 10_000 },
      ]),
    });
    await post('/cashier/withdrawals', { playerId: ann, unit: 'USD', amount: 2_500 }).expect(201);
    const tr = await post('/cashier/transfers', { fromPlayerId: ann, toPlayerId: bob, unit: 'USD', amount: 1_000 }).expect(201);
    expect(tr.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ playerId: ann, amount: -1_000, balanceAfter: 6_500 }),
        expect.objectContaining({ playerId: bob, amount: 1_000, balanceAfter: 1_000 }),
      ]),
    );
    expect([await balance(ann), await balance(bob)]).toEqual([6_500, 1_000]);
  });

  it('lists a statement newest first with running balances, paged by cursor', async () => {
    const ann = await createPlayer(api);
    for (const amount of [100, 200, 300]) await deposit(api, ann, amount);
    await post('/cashier/withdrawals', { playerId: ann, unit: 'USD', amount: 50 }).expect(201);
    const first = await request(api.http).get(`/players/${ann}/statement?unit=USD&limit=3`).set('x-api-key', cashierKey).expect(200);
    expect(first.body).toMatchObject({ unit: 'USD', balance: 550, account: { kind: 'player-bankroll', playerId: ann, balance: 550 } });
    expect(first.body.items.map((l: { kind: string; amount: number; balanceAfter: number }) => [l.kind, l.amount, l.balanceAfter])).toEqual([
      ['withdrawal', -50, 550],
      ['deposit', 300, 600],
      ['deposit', 200, 300],
    ]);
    const second = await request(api.http)
      .get(`/players/${ann}/statement?unit=USD&limit=3&cursor=${first.body.nextCursor}`)
      .set('x-api-key', cashierKey)
      .expect(200);
    expect(second.body.items.map((l: { amount: number; balanceAfter: number }) => [l.amount, l.balanceAfter])).toEqual([[100, 100]]);
    expect(second.body.nextCursor).toBeNull();
    const empty = await request(api.http).get(`/players/${ann}/statement?unit=EUR`).set('x-api-key', cashierKey).expect(200);
    expect(empty.body).toEqual({ account: null, unit: 'EUR', balance: 0, items: [], nextCursor: null });
  });

  it('the same deposit sent 20 times in parallel with one Idempotency-Key moves money once; every answer is the first', async () => {
    const ann = await createPlayer(api);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => post('/cashier/deposits', { playerId: ann, unit: 'USD', amount: 777 }, key)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(responses.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await balance(ann)).toBe(777);
    const audit = await request(api.http)
      .get(`/audit-log?entityType=ledger-transaction&entityId=${responses[0]?.body.id}`)
      .set('x-api-key', api.adminKey)
      .expect(200);
    expect(audit.body.items).toHaveLength(1);
  });

  it('a later retry with the key replays; the key for another request is a 409', async () => {
    const ann = await createPlayer(api);
    const key = randomUUID();
    const first = await post('/cashier/deposits', { playerId: ann, unit: 'USD', amount: 40 }, key).expect(201);
    const retry = await post('/cashier/deposits', { amount: 40, unit: 'USD', playerId: ann }, key).expect(201);
    expect(retry.body).toEqual(first.body);
    const other = await post('/cashier/deposits', { playerId: ann, unit: 'USD', amount: 41 }, key).expect(409);
    expect(other.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await balance(ann)).toBe(40);
  });

  it('50 parallel withdrawals over HTTP against a balance that covers 20: exactly 20 succeed, the rest are 409 INSUFFICIENT_FUNDS', async () => {
    const ann = await createPlayer(api);
    await deposit(api, ann, 1_000);
    const responses = await Promise.all(Array.from({ length: 50 }, () => post('/cashier/withdrawals', { playerId: ann, unit: 'USD', amount: 50 })));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(20);
    expect(responses.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(Array(30).fill('INSUFFICIENT_FUNDS'));
    expect(await balance(ann)).toBe(0);
  });

  describe('bad input: a clear 4xx and nothing written', () => {
    let ann: string;
    let bob: string;
    beforeAll(async () => {
      [ann, bob] = [await createPlayer(api), await createPlayer(api)];
      await deposit(api, ann, 500);
    });

    const cases: [string, string, () => object, string | null | undefined, number, string, RegExp][] = [
      [
        'a negative amount',
        '/cashier/deposits',
        () => ({ playerId: ann, unit: 'USD', amount: -5 }),
        undefined,
        400,
        'VALIDATION_FAILED',
        /amount must be an integer number of minor units/,
      ],
      ['a zero amount', '/cashier/deposits', () => ({ playerId: ann, unit: 'USD', amount: 0 }), undefined, 400, 'VALIDATION_FAILED', /amount must be/],
      ['a fractional amount', '/cashier/deposits', () => ({ playerId: ann, unit: 'USD', amount: 10.5 }), undefined, 400, 'VALIDATION_FAILED', /amount must be/],
      ['an amount of 2^53', '/cashier/deposits', () => ({ playerId: ann, unit: 'USD', amount: 2 ** 53 }), undefined, 400, 'VALIDATION_FAILED', /2\^53 - 1/],
      [
        'an amount of 1e20',
        '/cashier/withdrawals',
        () => ({ playerId: ann, unit: 'USD', amount: 1e20 }),
        undefined,
        400,
        'VALIDATION_FAILED',
        /amount must be/,
      ],
      [
        'an amount as a string',
        '/cashier/deposits',
        () => ({ playerId: ann, unit: 'USD', amount: '100' }),
        undefined,
        400,
        'VALIDATION_FAILED',
        /amount must be/,
      ],
      ['a missing amount', '/cashier/deposits', () => ({ playerId: ann, unit: 'USD' }), undefined, 400, 'VALIDATION_FAILED', /amount must be/],
      [
        'an unknown field',
        '/cashier/deposits',
        () => ({ playerId: ann, unit: 'USD', amount: 5, bonus: 5 }),
        undefined,
        400,
        'VALIDATION_FAILED',
        /property bonus should not exist/,
      ],
      [
        'a playerId of the wrong type',
        '/cashier/deposits',
        () => ({ playerId: 42, unit: 'USD', amount: 5 }),
        undefined,
        400,
        'VALIDATION_FAILED',
        /playerId must be a UUID/,
      ],
      [
        'a lower-case unit',
        '/cashier/deposits',
        () => ({ playerId: ann, unit: 'usd', amount: 5 }),
        undefined,
        400,
        'VALIDATION_FAILED',
        /unit must be a currency code/,
      ],
      ['an unknown currency', '/cashier/deposits', () => ({ playerId: ann, unit: 'XYZ', amount: 5 }), undefined, 422, 'UNKNOWN_UNIT', /unknown unit "XYZ"/],
      [
        'an unknown player',
        '/cashier/deposits',
        () => ({ playerId: randomUUID(), unit: 'USD', amount: 5 }),
        undefined,
        404,
        'PLAYER_NOT_FOUND',
        /no player with id/,
      ],
      [
        'a withdrawal for an unknown player',
        '/cashier/withdrawals',
        () => ({ playerId: randomUUID(), unit: 'USD', amount: 5 }),
        undefined,
        404,
        'PLAYER_NOT_FOUND',
        /no player/,
      ],
      [
        'a withdrawal beyond the balance',
        '/cashier/withdrawals',
        () => ({ playerId: ann, unit: 'USD', amount: 501 }),
        undefined,
        409,
        'INSUFFICIENT_FUNDS',
        /holds \$5\.00, \$5\.01 needed/,
      ],
      [
        'a withdrawal in a unit never held',
        '/cashier/withdrawals',
        () => ({ playerId: ann, unit: 'EUR', amount: 1 }),
        undefined,
        409,
        'INSUFFICIENT_FUNDS',
        /holds €0\.00, €0\.01 needed/,
      ],
      [
        'a transfer to oneself',
        '/cashier/transfers',
        () => ({ fromPlayerId: ann, toPlayerId: ann, unit: 'USD', amount: 5 }),
        undefined,
        422,
        'SAME_PLAYER_TRANSFER',
        /two different players/,
      ],
      [
        'a transfer beyond the balance',
        '/cashier/transfers',
        () => ({ fromPlayerId: ann, toPlayerId: bob, unit: 'USD', amount: 900 }),
        undefined,
        409,
        'INSUFFICIENT_FUNDS',
        /insufficient funds/,
      ],
      [
        'a transfer to an unknown player',
        '/cashier/transfers',
        () => ({ fromPlayerId: ann, toPlayerId: randomUUID(), unit: 'USD', amount: 5 }),
        undefined,
        404,
        'PLAYER_NOT_FOUND',
        /no player/,
      ],
      [
        'no Idempotency-Key',
        '/cashier/deposits',
        () => ({ playerId: ann, unit: 'USD', amount: 5 }),
        null,
        400,
        'IDEMPOTENCY_KEY_REQUIRED',
        /Idempotency-Key header is required/,
      ],
      [
        'an Idempotency-Key of 201 characters',
        '/cashier/deposits',
        () => ({ playerId: ann, unit: 'USD', amount: 5 }),
        'k'.repeat(201),
        400,
        'IDEMPOTENCY_KEY_INVALID',
        /1-200 visible ASCII/,
      ],
    ];

    it.each(cases)('%s', async (_label, path, body, idempotencyKey, status, code, message) => {
      const before = await rowCounts();
      const res = await post(path, body(), idempotencyKey === undefined ? randomUUID() : idempotencyKey);
      expect({ status: res.status, code: res.body.error?.code }).toEqual({ status, code });
      expect(res.body.error.message).toMatch(message);
      expect(await rowCounts()).toEqual(before);
    });

    it('a body that is not JSON', async () => {
      const before = await rowCounts();
      const res = await request(api.http)
        .post('/cashier/deposits')
        .set('x-api-key', cashierKey)
        .set('Idempotency-Key', randomUUID())
        .set('Content-Type', 'application/json')
        .send('{"amount": ');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('BAD_REQUEST');
      expect(await rowCounts()).toEqual(before);
    });

    it('a deposit to a deactivated player', async () => {
      const gone = await createPlayer(api);
      await request(api.http).post(`/players/${gone}/deactivate`).set('x-api-key', api.adminKey).expect(200);
      const before = await rowCounts();
      const res = await post('/cashier/deposits', { playerId: gone, unit: 'USD', amount: 5 }).expect(409);
      expect(res.body.error).toEqual({ code: 'PLAYER_INACTIVE', message: `player ${gone} is deactivated` });
      expect(await rowCounts()).toEqual(before);
    });

    it('a malformed id or cursor on the read side', async () => {
      const bad = await request(api.http).get('/players/not-a-uuid/balances').set('x-api-key', cashierKey).expect(400);
      expect(bad.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: ['playerId must be a UUID'] });
      const cursor = await request(api.http).get(`/players/${ann}/statement?unit=USD&cursor=nonsense`).set('x-api-key', cashierKey).expect(400);
      expect(cursor.body.error.code).toBe('INVALID_CURSOR');
      const limit = await request(api.http).get(`/players/${ann}/statement?unit=USD&limit=0`).set('x-api-key', cashierKey).expect(400);
      expect(limit.body.error.details).toEqual(['limit must be from 1 to 200']);
      await request(api.http).get('/ledger/transactions/0').set('x-api-key', cashierKey).expect(400);
      const missing = await request(api.http).get('/ledger/transactions/999999').set('x-api-key', cashierKey).expect(404);
      expect(missing.body.error.code).toBe('LEDGER_TRANSACTION_NOT_FOUND');
    });
  });
});
