/**
 * A tournament hand's history through HTTP: a tournament run by this server (created, entered and
 * started through the API) deals a hand at level I; its history names the tournament (its
 * room-wide number, buy-in and fee) and the level, and its text has PokerStars' tournament header,
 * which parses and replays through the engine.
 */
import request from 'supertest';
import { formatStarsTime } from '@app/razz-engine';
import { ApiTestApp, startApiTestApp } from '../support/api-test-app';
import { checkOrCall, playHand } from '../support/hand-driver';
import { exportProblems, handJson, handText, listAllHands } from '../support/hand-histories';
import { LEDGER_OK, ledgerInvariants } from '../support/ledger-invariants';
import { fundedPlayer, TestPlayer, waitForHand } from '../support/tables';

describe('hand histories of a tournament this server runs', () => {
  let api: ApiTestApp;
  beforeAll(async () => (api = await startApiTestApp()));
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('name the tournament and the level in the JSON and in the PokerStars header, and replay', async () => {
    const admin = (test: request.Test) => test.set('x-api-key', api.adminKey);
    const body = {
      name: 'Sunday Razz',
      structurePreset: 'turbo',
      currency: 'USD',
      buyIn: 10_000,
      fee: 1_000,
      startingStack: 5_000,
      maxPlayers: 9,
      handPauseMs: 0,
      actionTimeoutMs: 600_000,
    };
    const id = (await admin(request(api.http).post('/tournaments')).send(body).expect(201)).body.id as string;
    await admin(request(api.http).post(`/tournaments/${id}/open-registration`)).expect(200);
    const players: TestPlayer[] = [];
    for (let i = 0; i < 2; i++) {
      const player = await fundedPlayer(api.http, api.adminKey, 11_000);
      await admin(request(api.http).post(`/tournaments/${id}/players/${player.playerId}/register`)).expect(201);
      players.push(player);
    }
    await admin(request(api.http).post(`/tournaments/${id}/start`)).expect(200);
    const tables = await admin(request(api.http).get('/tables').query({ kind: 'tournament' })).expect(200);
    const tableId = (tables.body.items as { id: string; tournamentId: string }[]).find((t) => t.tournamentId === id)?.id as string;
    const first = await waitForHand(api.http, api.adminKey, tableId, 1);
    const bySeat = new Map(first.seats.map((s) => [s.seat, players.find((p) => p.playerId === s.playerId) as TestPlayer]));
    await playHand(api.http, api.adminKey, tableId, bySeat, 1, checkOrCall);

    const [summary] = await listAllHands(api.http, players[0]!.key, { tournamentId: id });
    expect(summary).toMatchObject({ id: first.hand?.id, tournamentId: id, unit: `chips:${id}`, stakes: { ante: 10, bringIn: 25, smallBet: 100, bigBet: 200 } });
    const { history } = await handJson(api.http, players[0]!.key, summary!.id);
    expect(history.tournament).toEqual({ id: expect.stringMatching(/^\d+$/), buyIn: 10_000, fee: 1_000, currency: 'USD', symbol: '$', level: 1 });
    expect(history.money).toEqual({ kind: 'chips' });
    const text = await handText(api.http, players[0]!.key, summary!.id);
    expect(text.split('\n')[0]).toBe(
      `PokerStars Hand #${history.handId}: Tournament #${history.tournament?.id}, $100+$10 USD Razz Limit - Level I (100/200) - ${formatStarsTime(history.startedAt)}`,
    );
    expect(text.match(/^Seat \d: \S+ \(5000 in chips\)$/gm)).toHaveLength(2);
    expect(exportProblems(text, history)).toEqual([]);
  });
});
