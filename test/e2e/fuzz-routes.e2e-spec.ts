/**
 * Every route the OpenAPI document lists gets a bounded, seeded set of malformed requests
 * (test/support/openapi-fuzz-cases.ts: wrong types, nulls, NUL, lone surrogates, depth, size,
 * encodings, in the body, the path and the query) with an admin key. None may be a 5xx; every
 * refusal has the documented shape `{ error: { code, message, details? } }` and a code that
 * docs/api.md lists for its status; no route but a GET may accept one; and after each route's
 * requests the whole database (every table's rows, by checksum) is as it was.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { createCashGame, openCashTable, openSession } from '../support/cash';
import { DatabaseSnapshots } from '../support/database-snapshot';
import { documentedErrorCodes } from '../support/documented-error-codes';
import { FuzzCase, FuzzCaseBuilder, KnownIds, OpenApiDocument, seededRandom } from '../support/openapi-fuzz-cases';
import { fundedPlayer } from '../support/tables';

const SEED = 15;
/** One-field body cases per route (after the route-wide ones): about 1,500 requests in all. */
const FIELD_CASES_PER_ROUTE = 24;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

describe('fuzz: every documented route refuses malformed input cleanly', () => {
  let api: ApiTestApp;
  let snapshots: DatabaseSnapshots;
  let known: KnownIds;

  beforeAll(async () => {
    api = await startApiTestApp();
    const floor = await createKey(api, 'director');
    const player = await fundedPlayer(api.http, api.adminKey, 20_000);
    const other = await fundedPlayer(api.http, api.adminKey, 20_000);
    const gameId = (await createCashGame(api.http, floor.key)).id;
    const tableId = await openCashTable(api.http, floor.key, gameId);
    const sessionId = (await openSession(api.http, player.key, { tableId, seat: 1, buyIn: 1000 }).expect(201)).body.id as string;
    const tournament = await request(api.http)
      .post('/tournaments')
      .set('x-api-key', api.adminKey)
      .send({
        name: `Fuzz ${randomBytes(3).toString('hex')}`,
        structurePreset: 'standard',
        currency: 'USD',
        buyIn: 1000,
        fee: 100,
        startingStack: 1000,
        maxPlayers: 10,
      })
      .expect(201);
    const structure = await request(api.http)
      .post('/tournament-structures')
      .set('x-api-key', api.adminKey)
      .send({
        name: `Fuzz ${randomBytes(3).toString('hex')}`,
        items: [{ kind: 'level', minutes: 10, stakes: { ante: 0, bringIn: 5, smallBet: 10, bigBet: 20 } }],
      })
      .expect(201);
    known = {
      playerId: player.playerId,
      fromPlayerId: player.playerId,
      toPlayerId: other.playerId,
      keyId: floor.id,
      gameId,
      tableId,
      sessionId,
      tournamentId: tournament.body.id,
      structureId: structure.body.id,
    };
    snapshots = await DatabaseSnapshots.open(api.db.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await snapshots?.close();
    await api.close();
  });

  function send(method: Method, fuzz: FuzzCase): request.Test {
    let req = request(api.http)[method](fuzz.url).set('Idempotency-Key', randomUUID());
    const { 'x-fuzz-no-key': noKey, ...headers } = fuzz.headers;
    if (noKey === undefined) req = req.set('x-api-key', api.adminKey);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    // Bytes as they are: superagent would JSON-encode a Buffer under a JSON content type.
    return fuzz.body === undefined ? req : req.serialize((bytes: string | Buffer) => bytes as string).send(fuzz.body);
  }

  /** What is wrong with one answer, or nothing. */
  function problemOf(method: Method, res: request.Response, documented: Map<number, Set<string>>): string | undefined {
    if (res.status >= 500) return `${res.status} ${JSON.stringify(res.body)}`;
    if (res.status < 400) return method === 'get' ? undefined : `accepted (${res.status}) a malformed request`;
    const error = (res.body as { error?: { code?: unknown; message?: unknown; details?: unknown } }).error;
    if (typeof error?.code !== 'string' || typeof error.message !== 'string') return `${res.status} without the error shape: ${res.text.slice(0, 200)}`;
    if (error.details !== undefined && !(Array.isArray(error.details) && error.details.every((d) => typeof d === 'string')))
      return `details is not a list of strings`;
    if (!documented.get(res.status)?.has(error.code)) return `${res.status} ${error.code}: not in docs/api.md's row for ${res.status}`;
    return undefined;
  }

  it('no 5xx, the documented error shape and code, and no change to the database', async () => {
    const document = (await request(api.http).get('/docs-json').expect(200)).body as OpenApiDocument;
    const documented = documentedErrorCodes();
    const builder = new FuzzCaseBuilder(document, known);
    const random = seededRandom(SEED);
    const problems: string[] = [];
    let sent = 0;
    let operationCount = 0;
    const routes = Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b));
    for (const [path, operations] of routes) {
      for (const [method, operation] of Object.entries(operations) as [Method, (typeof operations)[string]][]) {
        operationCount++;
        const before = await snapshots.take();
        for (const fuzz of builder.casesFor(path, method, operation, random, FIELD_CASES_PER_ROUTE)) {
          const res = await send(method, fuzz);
          sent++;
          const problem = problemOf(method, res, documented);
          if (problem) problems.push(`${method.toUpperCase()} ${path} — ${fuzz.label}: ${problem}`);
        }
        const after = await snapshots.take();
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length > 0) problems.push(`${method.toUpperCase()} ${path} changed the database: ${changed.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
    expect(operationCount).toBeGreaterThan(75);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);
});
