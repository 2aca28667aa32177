/** Players through HTTP: registration, validation, updates, listing and deactivation. */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { sql } from '../support/ledger-invariants';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';

describe('players API', () => {
  let api: ApiTestApp;
  let director: string;
  const playerCount = async () => Number((await sql<{ n: string }>(api.db.databaseUrl, 'SELECT count(*)::text AS n FROM players'))[0]?.n);
  const create = (body: object) => request(api.http).post('/players').set('x-api-key', director).send(body);

  beforeAll(async () => {
    api = await startApiTestApp();
    director = (await createKey(api, 'director')).key;
  });
  afterAll(() => api.close());

  it('registers a player and reads it back', async () => {
    const res = await create({ screenName: '  Stu Ungar ', fullName: 'Stuart Errol Ungar', email: 'stu@example.com' }).expect(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      screenName: 'Stu Ungar',
      fullName: 'Stuart Errol Ungar',
      email: 'stu@example.com',
      active: true,
      deactivatedAt: null,
      botStrategy: null,
      country: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await request(api.http).get(`/players/${res.body.id}`).set('x-api-key', director).expect(200, res.body);
    const missing = await request(api.http).get(`/players/${randomUUID()}`).set('x-api-key', director).expect(404);
    expect(missing.body.error.code).toBe('PLAYER_NOT_FOUND');
  });

  it.each([
    ['a screen name taken in another case', { screenName: 'STU UNGAR' }, 409, 'SCREEN_NAME_TAKEN', /screen name "STU UNGAR" is taken/],
    ['a screen name of two characters', { screenName: 'ab' }, 400, 'VALIDATION_FAILED', /screenName must be 3-24 characters/],
    ['a screen name of 25 characters', { screenName: 'a'.repeat(25) }, 400, 'VALIDATION_FAILED', /screenName must be 3-24/],
    ['a screen name with a double space', { screenName: 'Stu  Ungar' }, 400, 'VALIDATION_FAILED', /screenName must be/],
    ['a screen name with a zero-width space', { screenName: 'Stu\u200BUngar' }, 400, 'VALIDATION_FAILED', /invisible or control character U\+200B/],
    ['a screen name with a right-to-left override', { screenName: 'Stu \u202Eragnu' }, 400, 'VALIDATION_FAILED', /invisible or control character U\+202E/],
    ['a screen name with a control character', { screenName: 'Stu\u0007Ungar' }, 400, 'VALIDATION_FAILED', /invisible or control character U\+0007/],
    ['a word mixing Latin and Cyrillic', { screenName: 'Stu Ung\u0430r' }, 400, 'VALIDATION_FAILED', /mixes scripts in one word \(Latin and Cyrillic\)/],
    ['full-width letters', { screenName: '\uFF33\uFF54\uFF55' }, 400, 'VALIDATION_FAILED', /compatibility form/],
    ['a screen name with a colon', { screenName: 'Stu: Ungar' }, 400, 'VALIDATION_FAILED', /screenName must be/],
    ['a screen name that is a number', { screenName: 12345 }, 400, 'VALIDATION_FAILED', /screenName must be a string/],
    ['no screen name', { fullName: 'Nobody' }, 400, 'VALIDATION_FAILED', /screenName/],
    ['a bad email', { screenName: 'Mailer', email: 'not-an-email' }, 400, 'VALIDATION_FAILED', /email must be an email address/],
    ['an unknown field', { screenName: 'Extra', vip: true }, 400, 'VALIDATION_FAILED', /property vip should not exist/],
    ['a country in lower case', { screenName: 'Lower', country: 'gb' }, 400, 'VALIDATION_FAILED', /country must be an ISO 3166-1 alpha-2/],
    ['a three-letter country', { screenName: 'Three', country: 'GBR' }, 400, 'VALIDATION_FAILED', /two upper-case letters/],
    ['a country named in full', { screenName: 'Named', country: 'France' }, 400, 'VALIDATION_FAILED', /country must be/],
    ['a country that is a number', { screenName: 'Numeric', country: 44 }, 400, 'VALIDATION_FAILED', /country must be a string/],
    ['a null country on create', { screenName: 'Nullish', country: null }, 400, 'VALIDATION_FAILED', /country/],
  ])('refuses %s, writing nothing', async (_label, body, status, code, message) => {
    const before = await playerCount();
    const res = await create(body).expect(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toMatch(message);
    expect(await playerCount()).toBe(before);
  });

  it('accepts letters of any accepted script, NFC-normalised, unique ignoring case', async () => {
    const eric = await create({ screenName: 'Éric Froehlich' }).expect(201);
    expect(eric.body.screenName).toBe('Éric Froehlich');
    // The same name typed with a combining accent (E + U+0301) is the same name, stored composed.
    const decomposed = await create({ screenName: 'E\u0301RIC FROEHLICH' }).expect(409);
    expect(decomposed.body.error.code).toBe('SCREEN_NAME_TAKEN');
    for (const screenName of ["O'Brien", 'Nguyễn Văn Minh', 'Иван Петров', 'Ελένη', '李小龍', 'たなか タロウ', '김민수', 'محمد علي', 'Jean-Pierre M.']) {
      expect((await create({ screenName }).expect(201)).body.screenName).toBe(screenName);
    }
    const found = await request(api.http)
      .get(`/players?q=${encodeURIComponent('éRIC')}`)
      .set('x-api-key', director)
      .expect(200);
    expect(found.body.items.map((p: { screenName: string }) => p.screenName)).toEqual(['Éric Froehlich']);
  });

  it('updates the fields sent, clears with null, and refuses to clear the screen name', async () => {
    const id = (await create({ screenName: 'Changer', email: 'c@example.com', fullName: 'C' }).expect(201)).body.id;
    const patch = (body: object) => request(api.http).patch(`/players/${id}`).set('x-api-key', director).send(body);
    expect((await patch({ screenName: 'Changed', email: null }).expect(200)).body).toMatchObject({ screenName: 'Changed', email: null, fullName: 'C' });
    expect((await patch({ screenName: null }).expect(400)).body.error.message).toMatch(/screenName must be a string/);
    const unchanged = await patch({}).expect(200);
    expect(unchanged.body).toMatchObject({ screenName: 'Changed', email: null });
    const audit = await request(api.http).get(`/audit-log?entityType=player&entityId=${id}`).set('x-api-key', api.adminKey).expect(200);
    expect(audit.body.items.map((r: { action: string }) => r.action)).toEqual(['player.update', 'player.create']);
    expect((await patch({ screenName: 'stu ungar' }).expect(409)).body.error.code).toBe('SCREEN_NAME_TAKEN');
    expect((await request(api.http).patch(`/players/${randomUUID()}`).set('x-api-key', director).send({ fullName: 'x' }).expect(404)).body.error.code).toBe(
      'PLAYER_NOT_FOUND',
    );
  });

  it('keeps a country (ISO 3166-1 alpha-2): given on registration, changed, cleared with null, refused when malformed', async () => {
    const created = await create({ screenName: 'Globetrotter', country: 'FR' }).expect(201);
    expect(created.body.country).toBe('FR');
    const id = created.body.id as string;
    const patch = (body: object) => request(api.http).patch(`/players/${id}`).set('x-api-key', director).send(body);
    expect((await patch({ country: 'DE' }).expect(200)).body).toMatchObject({ screenName: 'Globetrotter', country: 'DE' });
    expect((await patch({ country: 'de' }).expect(400)).body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/country must be/),
    });
    expect((await request(api.http).get(`/players/${id}`).set('x-api-key', director).expect(200)).body.country).toBe('DE');
    expect((await patch({ country: null }).expect(200)).body.country).toBeNull();
    const audit = await request(api.http).get(`/audit-log?entityType=player&entityId=${id}`).set('x-api-key', api.adminKey).expect(200);
    expect(audit.body.items[0].details).toEqual({ changes: { country: null } });
  });

  it('lists alphabetically in pages, searches names, filters by status', async () => {
    for (const screenName of ['list-delta', 'List-Alpha', 'list-charlie', 'list-bravo']) await create({ screenName }).expect(201);
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await request(api.http)
        .get(`/players?q=LIST-&limit=3${cursor ? `&cursor=${cursor}` : ''}`)
        .set('x-api-key', director)
        .expect(200);
      names.push(...page.body.items.map((p: { screenName: string }) => p.screenName));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(names).toEqual(['List-Alpha', 'list-bravo', 'list-charlie', 'list-delta']);

    const bravo = (await request(api.http).get('/players?q=bravo').set('x-api-key', director).expect(200)).body.items[0];
    await request(api.http).post(`/players/${bravo.id}/deactivate`).set('x-api-key', api.adminKey).expect(200);
    const inactive = await request(api.http).get('/players?q=list-&status=inactive').set('x-api-key', director).expect(200);
    expect(inactive.body.items.map((p: { screenName: string }) => p.screenName)).toEqual(['list-bravo']);
    const active = await request(api.http).get('/players?q=list-&status=active').set('x-api-key', director).expect(200);
    expect(active.body.items).toHaveLength(3);
    await request(api.http).get('/players?status=gone').set('x-api-key', director).expect(400);
  });

  it('deactivates (never deletes) and reactivates, refusing a repeat either way', async () => {
    const id = (await create({ screenName: 'Sleeper' }).expect(201)).body.id;
    const admin = { 'x-api-key': api.adminKey };
    expect((await request(api.http).post(`/players/${id}/deactivate`).set(admin).expect(200)).body).toMatchObject({
      active: false,
      deactivatedAt: expect.any(String),
    });
    expect((await request(api.http).post(`/players/${id}/deactivate`).set(admin).expect(409)).body.error.code).toBe('PLAYER_ALREADY_INACTIVE');
    expect((await request(api.http).get(`/players/${id}`).set(admin).expect(200)).body.active).toBe(false);
    expect((await request(api.http).post(`/players/${id}/reactivate`).set(admin).expect(200)).body).toMatchObject({ active: true, deactivatedAt: null });
    expect((await request(api.http).post(`/players/${id}/reactivate`).set(admin).expect(409)).body.error.code).toBe('PLAYER_ALREADY_ACTIVE');
    const actions = await request(api.http).get(`/audit-log?entityType=player&entityId=${id}`).set(admin).expect(200);
    expect(actions.body.items.map((r: { action: string }) => r.action)).toEqual(['player.reactivate', 'player.deactivate', 'player.create']);
  });
});
