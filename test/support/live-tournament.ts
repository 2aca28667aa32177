import request from 'supertest';
import { ApiTestApp, createPlayer, deposit } from './api-test-app';

/** A live event's body (docs/tournaments.md "Live tournaments"): 8-seat tables, late registration 2 levels, one re-entry. */
export const LIVE_EVENT = {
  name: 'Live Razz',
  structurePreset: 'standard',
  currency: 'USD',
  buyIn: 10_000,
  fee: 1_000,
  startingStack: 10_000,
  maxPlayers: 200,
  seatsPerTable: 8,
  lateRegistrationLevels: 2,
  maxReentries: 1,
  dealing: 'live',
} as const;

/** A live event created by `key` with registration open; `overrides` change the body. */
export async function createLiveEvent(api: ApiTestApp, key: string, overrides: object = {}): Promise<string> {
  const post = (path: string, body: object = {}) => request(api.http).post(path).set('x-api-key', key).send(body);
  const id = (await post('/tournaments', { ...LIVE_EVENT, ...overrides }).expect(201)).body.id as string;
  await post(`/tournaments/${id}/open-registration`).expect(200);
  return id;
}

/** `n` new players with `bankroll` minor units each. */
export async function fundedPlayers(api: ApiTestApp, n: number, bankroll = 100_000): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await createPlayer(api);
    await deposit(api, id, bankroll);
    ids.push(id);
  }
  return ids;
}
