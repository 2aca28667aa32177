/**
 * A refused request says each problem once: when two rules of a field fail with the same
 * sentence (a screen name `?` is both too short and made of the wrong characters), the message
 * and `details` carry it once.
 */
import request from 'supertest';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';

describe('validation messages', () => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiTestApp();
  });
  afterAll(() => api.close());

  it('name each problem once', async () => {
    for (const body of [{ screenName: '?' }, { screenName: '' }, { screenName: 'ok name', email: 'not-an-email' }]) {
      const res = await request(api.http).post('/players').set('x-api-key', api.adminKey).send(body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      const details = res.body.error.details as string[];
      expect(details.length).toBeGreaterThan(0);
      expect(new Set(details).size).toBe(details.length);
      const sentences = (res.body.error.message as string).replace(/^invalid request: /, '').split('; ');
      expect({ body, sentences }).toEqual({ body, sentences: [...new Set(sentences)] });
    }
    for (const body of [{ name: ' ' }, { name: '' }]) {
      const game = await request(api.http).post('/cash-games').set('x-api-key', api.adminKey).send(body).expect(400);
      const details = game.body.error.details as string[];
      expect({ body, details }).toEqual({ body, details: [...new Set(details)] });
    }
  });
});
