/**
 * A small room with finished hands to search and export, played through HTTP with each player's
 * own key: a cash table (a scripted showdown seat 1 against seat 2 after seat 3 folded, then a
 * hand everyone folds to the bring-in), a second cash table (heads-up to the showdown) and a
 * tournament table (heads-up to the showdown, in chips). No table deals more hands than these,
 * except the tournament table, whose next hand waits for its players (never listed: running).
 */
import request from 'supertest';
import { SeatingService } from '@app/room/tables/seating.service';
import { LedgerService } from '@app/room/ledger/ledger.service';
import { scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { ApiTestApp, createPlayer, deposit } from './api-test-app';
import { checkOrCall, playHand, Policy, scripted } from './hand-driver';
import { createCashTable, fundedPlayer, queueDecks, seatTogether, setSitting, sitDown, TestPlayer, waitForHand } from './tables';

const BUY_IN = 2_000;
/** Seat 1's wheel against seat 2's kings; seat 3 (door Qh) folds to seat 2's bring-in and is never shown. */
const SHOWDOWN_STREETS = ['2 bring-in, 3 fold, 1 call', '1 check, 2 check', '1 check, 2 check', '1 check, 2 check', '1 check, 2 check'];
const SHOWDOWN_CARDS = { 1: 'Ac 2c 3d 4d 5h 6h 7c', 2: 'Kc Kd Ks Qs Js Ts 9s', 3: '8h 9h Qh' };
export const TOURNAMENT_ID = 'event-hh';

/** The bring-in player posts, everyone else folds: no showdown, nobody shows. */
const foldToBringIn: Policy = (view) => ({ kind: view.hand?.view.legalActions.some((a) => a.kind === 'bring-in') ? 'bring-in' : 'fold' });

export interface HistoryScenario {
  /** ann, bo, cy at the first table; ann and di at the second; ed and flo at the tournament table. */
  players: Record<'ann' | 'bo' | 'cy' | 'di' | 'ed' | 'flo', TestPlayer>;
  tables: { first: string; second: string; tournament: string };
  /** Finished hands in the order they were played (and started). */
  hands: { showdown: string; foldAround: string; headsUp: string; tournament: string };
  /** The tournament table's next hand, still running. */
  runningHandId: string;
}

/** Plays hand `n` with `policy`; while it runs, everyone sits out so the table deals no more. */
async function playLastHand(api: ApiTestApp, director: string, tableId: string, bySeat: Map<number, TestPlayer>, n: number, policy: Policy): Promise<string> {
  const view = await waitForHand(api.http, director, tableId, n);
  for (const player of bySeat.values()) await setSitting(api.http, player, tableId, 'sit-out');
  await playHand(api.http, director, tableId, bySeat, n, policy);
  return view.hand?.id as string;
}

async function firstTable(api: ApiTestApp, director: string, p: HistoryScenario['players']): Promise<{ id: string; showdown: string; foldAround: string }> {
  const id = (await createCashTable(api.http, director, { name: 'Gotha II', handPauseMs: 1_000, actionTimeoutMs: 600_000 })).id;
  const stacks = { 1: BUY_IN, 2: BUY_IN, 3: BUY_IN };
  await queueDecks(api.http, director, id, [scriptDeck({ stacks, dealerSeat: 3, cards: SHOWDOWN_CARDS, streets: SHOWDOWN_STREETS }).join(' ')]);
  const bySeat = new Map([
    [1, p.ann],
    [2, p.bo],
    [3, p.cy],
  ]);
  await seatTogether(api.http, id, bySeat, BUY_IN);
  const first = await waitForHand(api.http, director, id, 1);
  if (first.seats.filter((s) => s.inHand).length !== 3) throw new Error('the first hand was dealt before everyone sat down');
  await playHand(api.http, director, id, bySeat, 1, scripted(SHOWDOWN_STREETS));
  const foldAround = await playLastHand(api, director, id, bySeat, 2, foldToBringIn);
  return { id, showdown: first.hand?.id as string, foldAround };
}

async function tournamentTable(
  api: ApiTestApp,
  director: string,
  p: HistoryScenario['players'],
): Promise<{ id: string; handId: string; runningHandId: string }> {
  const stakes = { ante: 10, bringIn: 20, smallBet: 50, bigBet: 100 };
  const created = await request(api.http)
    .post('/tables')
    .set('x-api-key', director)
    .send({ name: 'Event HH table 1', kind: 'tournament', tournamentId: TOURNAMENT_ID, preset: 'razz', stakes, handPauseMs: 0, actionTimeoutMs: 600_000 })
    .expect(201);
  const id = created.body.id as string;
  // How the tournament issue seats its players: chips from an account in the tournament's unit.
  const bank = await api.app.get(LedgerService).ensureAccount({ kind: 'cage', unit: `chips:${TOURNAMENT_ID}` });
  const actor = { keyId: null, role: 'system' as const };
  for (const [seat, player] of [
    [1, p.ed],
    [2, p.flo],
  ] as const) {
    await api.app
      .get(SeatingService)
      .seatWithChips(actor, id, { playerId: player.playerId, seat, chips: 5_000n, source: { from: 'account', accountId: bank.id } });
  }
  const first = await waitForHand(api.http, director, id, 1);
  await playHand(
    api.http,
    director,
    id,
    new Map([
      [1, p.ed],
      [2, p.flo],
    ]),
    1,
    checkOrCall,
  );
  const next = await waitForHand(api.http, director, id, 2);
  return { id, handId: first.hand?.id as string, runningHandId: next.hand?.id as string };
}

export async function playHistoryScenario(api: ApiTestApp, director: string): Promise<HistoryScenario> {
  const names = ['ann', 'bo', 'cy', 'di', 'ed', 'flo'] as const;
  const list: TestPlayer[] = [];
  for (const name of names) list.push(await fundedPlayer(api.http, api.adminKey, name === 'ed' || name === 'flo' ? 0 : 10_000));
  const players = Object.fromEntries(names.map((n, i) => [n, list[i] as TestPlayer])) as HistoryScenario['players'];
  const first = await firstTable(api, director, players);
  const second = (await createCashTable(api.http, director, { name: 'Salm IX', handPauseMs: 0, actionTimeoutMs: 600_000 })).id;
  const bySeat = new Map([
    [1, players.ann],
    [2, players.di],
  ]);
  for (const [seat, player] of bySeat) await sitDown(api.http, player, second, seat, BUY_IN);
  const headsUp = await playLastHand(api, director, second, bySeat, 1, checkOrCall);
  const tournament = await tournamentTable(api, director, players);
  return {
    players,
    tables: { first: first.id, second, tournament: tournament.id },
    hands: { showdown: first.showdown, foldAround: first.foldAround, headsUp, tournament: tournament.handId },
    runningHandId: tournament.runningHandId,
  };
}

/**
 * One finished hand of `playerId` against a newly made player, folded to the bring-in, played
 * by the admin for both seats; the table closes after it. For tests that need a hand one given
 * player was dealt into and nobody else they know of.
 */
export async function handAgainstNewcomer(api: ApiTestApp, playerId: string): Promise<string> {
  const tableId = (await createCashTable(api.http, api.adminKey, { handPauseMs: 0, actionTimeoutMs: 600_000 })).id;
  const newcomer = await createPlayer(api);
  await deposit(api, newcomer, 1_000);
  for (const [seat, id] of [
    [1, playerId],
    [2, newcomer],
  ] as const) {
    await request(api.http).post(`/tables/${tableId}/seats`).set('x-api-key', api.adminKey).send({ seat, buyIn: 500, playerId: id }).expect(201);
  }
  for (let i = 0; i < 500; i++) {
    const table = (await request(api.http).get(`/tables/${tableId}`).set('x-api-key', api.adminKey).expect(200)).body;
    const hand = table.hand;
    if (hand?.status === 'finished') return hand.id as string;
    if (hand?.status !== 'running') {
      await new Promise((r) => setTimeout(r, 10));
      continue;
    }
    if (table.status === 'open') await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', api.adminKey).expect(200);
    const kind = foldToBringIn(table, hand.view.toAct).kind;
    await request(api.http).post(`/tables/${tableId}/actions`).set('x-api-key', api.adminKey).send({ kind, seat: hand.view.toAct }).expect(200);
  }
  throw new Error('the hand never finished');
}
