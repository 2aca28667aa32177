/**
 * Tables and hands through HTTP, end to end on a real Postgres: eight players buy in, hands are
 * dealt from scripted decks (the test-only deck seam) and played action by action with each
 * player's own key. Every hand is checked against the engine playing the same deck and actions
 * (final stacks, the stored event log), the ledger against the engine, and the persisted hands.
 */
import request from 'supertest';
import { HandEvent, PRESETS, replay } from '@app/razz-engine';
import { scriptDeck } from '../../libs/razz-engine/test/helpers/scripted-hand';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually, notYet, WAIT_MS } from '../support/eventually';
import { checkOrCall, engineHand, playHand, Policy, scripted } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { createCashTable, fundedPlayer, queueDecks, seatTogether, tableSummary, TEST_STAKES, TestPlayer, viewTable, waitForHand } from '../support/tables';

const BANKROLL = 10_000;
const BUY_IN = 2_000;
const SEATS = [1, 2, 3, 4, 5, 6, 7, 8];
const STACKS = Object.fromEntries(SEATS.map((s) => [s, BUY_IN]));

/** Three hands: a heads-up showdown, a hand won by a completion everyone folds to, and eight players to 7th street. */
const HAND_ONE = ['8 bring-in, 1 call, 2 fold, 3 fold, 4 fold, 5 fold, 6 fold, 7 fold', '1 bet, 8 call', '1 bet, 8 call', '1 check, 8 check', '1 bet, 8 call'];
const HAND_TWO = ['5 bring-in, 6 fold, 7 fold, 8 fold, 1 fold, 2 fold, 3 fold, 4 complete, 5 fold'];

/** Three hands: a heads-up showdown, a completion everyone folds to, and eight players to 7th street. */
const HANDS: { dealerSeat: number; cards: Record<number, string>; streets: string[]; policy: () => Policy }[] = [
  { dealerSeat: 8, cards: { 1: 'Ac 2c 3d 4d 5h 6h 7c', 8: 'Kc Kd Ks Qs Js Ts 9s' }, streets: HAND_ONE, policy: () => scripted(HAND_ONE) },
  { dealerSeat: 1, cards: { 5: '?? ?? Kh' }, streets: HAND_TWO, policy: () => scripted(HAND_TWO) },
  { dealerSeat: 2, cards: { 3: '?? ?? Kd' }, streets: [], policy: () => checkOrCall },
];

async function ledgerStacks(databaseUrl: string, tableId: string): Promise<Record<string, number>> {
  const rows = await sql<{ player_id: string; balance: string }>(
    databaseUrl,
    `SELECT player_id::text, balance::text FROM ledger_accounts WHERE kind = 'seat-stack' AND reference = $1`,
    [`table:${tableId}`],
  );
  return Object.fromEntries(rows.map((r) => [r.player_id, Number(r.balance)]));
}

describe('a cash table through HTTP: eight players, scripted hands', () => {
  let api: ApiTestApp;
  let director: string;
  let players: TestPlayer[];

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true } });
    director = (await createKey(api, 'director')).key;
    players = [];
    for (const _seat of SEATS) players.push(await fundedPlayer(api.http, api.adminKey, BANKROLL));
  });
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('seats eight players, plays three hands to the end and agrees with the engine, the ledger and the database', async () => {
    // All eight sit down before the first hand can be dealt (seatTogether); the pause is then only
    // the time the seven sit-ins sent at once have to land.
    const table = await createCashTable(api.http, director, { handPauseMs: 4_000 });
    const decks = HANDS.map((h) => scriptDeck({ stacks: STACKS, dealerSeat: h.dealerSeat, cards: h.cards, streets: h.streets }));
    await queueDecks(
      api.http,
      director,
      table.id,
      decks.map((d) => d.join(' ')),
    );
    const bySeat = new Map<number, TestPlayer>(players.map((player, i) => [SEATS[i] as number, player]));
    await seatTogether(api.http, table.id, bySeat, BUY_IN);
    let stacks: Record<number, number> = { ...STACKS };
    for (const [i, hand] of HANDS.entries()) {
      const dealt = await waitForHand(api.http, director, table.id, i + 1);
      const inHand = dealt.seats.filter((s) => s.inHand).map((s) => s.seat);
      if (inHand.length !== SEATS.length)
        throw new Error(`hand ${i + 1} was dealt to seats ${inHand.join(', ')}, not all ${SEATS.length}: the sit-ins outlasted the pause`);
      const { actions, view } = await playHand(api.http, director, table.id, bySeat, i + 1, hand.policy());
      const oracle = engineHand({ deck: decks[i] as string[], stakes: TEST_STAKES, stacks, dealerSeat: hand.dealerSeat }, actions);
      const expected = Object.fromEntries(oracle.state.players.map((p) => [p.seat, p.stack]));
      expect(view.hand?.view.result?.stacks).toEqual(oracle.state.result?.stacks);
      // The stored log is the engine's log, in order, and replays to the stored snapshot.
      const stored = await sql<{ payload: HandEvent; version: number }>(
        api.db.databaseUrl,
        `SELECT payload, version FROM hand_events WHERE hand_id = $1 ORDER BY seq`,
        [view.hand?.id],
      );
      expect(stored.map((r) => r.payload)).toEqual(oracle.events);
      const [row] = await sql<{ state: { deck: number[]; version: number }; status: string; history: { outcome: { net: unknown } } | null }>(
        api.db.databaseUrl,
        `SELECT state, status, history FROM hands WHERE id = $1`,
        [view.hand?.id],
      );
      const replayed = replay(
        {
          rules: PRESETS.razz,
          stakes: TEST_STAKES,
          dealerSeat: hand.dealerSeat,
          seats: Object.entries(stacks).map(([seat, stack]) => ({ seat: Number(seat), stack })),
          deck: row?.state.deck,
        },
        oracle.events,
      );
      expect(replayed.ok && replayed.state.version).toBe(row?.state.version);
      expect(row).toMatchObject({ status: 'finished', history: { outcome: { net: expect.any(Array) } } });
      // The ledger holds exactly the engine's stacks, and the table shows them.
      const balances = await ledgerStacks(api.db.databaseUrl, table.id);
      for (const [seat, player] of bySeat) expect({ seat, balance: balances[player.playerId] }).toEqual({ seat, balance: expected[seat] });
      stacks = expected;
    }
    const handsRows = await sql<{ number: number }>(
      api.db.databaseUrl,
      `SELECT number FROM hands WHERE table_id = $1 AND status = 'finished' ORDER BY number`,
      [table.id],
    );
    expect(handsRows.slice(0, 3).map((r) => r.number)).toEqual([1, 2, 3]);

    // Hand 1: seat 1's wheel beat seat 8; hand 2: seat 4 took the antes and the bring-in; hand 3 reached a community card.
    const events = async (n: number) =>
      (
        await sql<{ payload: HandEvent }>(
          api.db.databaseUrl,
          `SELECT e.payload FROM hand_events e JOIN hands h ON h.id = e.hand_id WHERE h.table_id = $1 AND h.number = $2 ORDER BY e.seq`,
          [table.id, n],
        )
      ).map((r) => r.payload);
    expect((await events(1)).find((e) => e.type === 'show' && e.seat === 1)).toMatchObject({ description: '5-4-3-2-A' });
    expect((await events(2)).filter((e) => e.type === 'pot-awarded').flatMap((e) => (e.type === 'pot-awarded' ? e.winners : []))).toEqual([
      { seat: 4, amount: 8 * 5 + 10 + 10 },
    ]);
    expect((await events(3)).some((e) => e.type === 'community')).toBe(true);

    // Everyone leaves (after the hand in progress, if any): chips back to the bankrolls, none created or lost.
    await request(api.http).post(`/tables/${table.id}/close`).set('x-api-key', director).expect(200);
    const closed = await waitForClosed(api, director, table.id);
    expect(closed.seats).toEqual([]);
    const bankrolls = await sql<{ total: string }>(
      api.db.databaseUrl,
      `SELECT sum(balance)::text AS total FROM ledger_accounts WHERE kind = 'player-bankroll' AND player_id = ANY($1::uuid[])`,
      [players.map((p) => p.playerId)],
    );
    expect(Number(bankrolls[0]?.total)).toBe(BANKROLL * players.length);
    expect(Object.values(await ledgerStacks(api.db.databaseUrl, table.id)).every((b) => b === 0)).toBe(true);
  });
});

function waitForClosed(api: ApiTestApp, key: string, tableId: string) {
  return eventually(
    async () => {
      const view = await viewTable(api.http, key, tableId);
      if (view.status === 'closed') return view;
      // The close waited for a hand in progress: finish it for the players (they check or call).
      if (view.hand?.status === 'running' && view.hand.view.toAct !== null) {
        await request(api.http)
          .post(`/tables/${tableId}/actions`)
          .set('x-api-key', key)
          .send({ kind: view.hand.view.legalActions.some((a) => a.kind === 'check') ? 'check' : 'fold', seat: view.hand.view.toAct });
      }
      return notYet(tableSummary(view));
    },
    WAIT_MS,
    `table ${tableId} to close`,
  );
}
