/**
 * Many random hands played through HTTP (bots with their own keys, a table with rake), then every
 * player reads every hand they played, as JSON and as PokerStars text. Checked against the hands
 * stored in the database (not through the API under test): a player's list is exactly the hands
 * dealt to them; no JSON or text contains another seat's down card unless that seat showed it;
 * every text parses, replays through the engine to the JSON's outcome and keeps the format's
 * invariants (antes + bets − uncalled = total pot, collected + rake = total pot, one summary line
 * per seat dealt in but hidden mucked hands) and holds only real PokerStars lines. The same for the
 * cashiers' public copies; the admin's files as PokerStars would show the hands.
 */
import request from 'supertest';
import { formatCard, HandState } from '@app/razz-engine';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { eventually } from '../support/eventually';
import { cardsIn, exportProblems, handJson, handText, listAllHands, secretCards } from '../support/hand-histories';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { act, createCashTable, fundedPlayer, sitDown, TableView, TestPlayer, viewTable } from '../support/tables';

const PLAYERS = 5;
const HANDS = 30;

type StoredHand = { id: string; state: HandState; seats: { seat: number; playerId: string }[] };

/**
 * The bots' style depends on the hand's number so the mix the checks need is certain, not likely:
 * every third hand they fold whenever they may (the bring-in wins without a showdown), the next one
 * they never fold (a showdown), and the third they play at random with an occasional fold.
 */
function randomAction(view: TableView): { kind: string; amount?: number } {
  const legal = view.hand?.view.legalActions ?? [];
  const style = view.handsStarted % 3;
  const fold = legal.find((a) => a.kind === 'fold');
  if (style === 0 && fold) return { kind: 'fold' };
  const pick = legal.filter((a) => a.kind !== 'fold' || (style === 2 && Math.random() < 0.2));
  const chosen = pick[Math.floor(Math.random() * pick.length)] ?? legal[0];
  return { kind: chosen?.kind ?? 'fold', ...(chosen?.min !== undefined ? { amount: chosen.min } : {}) };
}

/** Bots act for the seat to act with its own key until `HANDS` hands were dealt; then the table closes after its hand. */
async function playRandomly(api: ApiTestApp, tableId: string, bySeat: Map<number, TestPlayer>): Promise<void> {
  for (let turn = 0; turn < 20_000; turn++) {
    const view = await viewTable(api.http, api.adminKey, tableId);
    if (view.handsStarted > HANDS) break;
    if (view.hand?.status !== 'running' || view.hand.view.toAct === null) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    const player = bySeat.get(view.hand.view.toAct) as TestPlayer;
    const res = await act(api.http, player.key, tableId, { ...randomAction(view), version: view.hand.version });
    if (res.status !== 200) throw new Error(`seat ${view.hand.view.toAct}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', api.adminKey).expect(200);
  await eventually(
    async () => {
      const view = await viewTable(api.http, api.adminKey, tableId);
      if (view.status === 'closed') return true;
      const seat = view.hand?.status === 'running' ? view.hand.view.toAct : null;
      if (seat !== null && seat !== undefined)
        await act(api.http, (bySeat.get(seat) as TestPlayer).key, tableId, { ...randomAction(view), version: view.hand?.version });
      return false;
    },
    30_000,
    'the table to close',
  );
}

describe('hand histories over many random hands: every player, every hand, JSON and text', () => {
  let api: ApiTestApp;
  let cashier: string;
  let players: TestPlayer[];
  let stored: StoredHand[];

  beforeAll(async () => {
    api = await startApiTestApp();
    cashier = (await createKey(api, 'cashier')).key;
    players = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await fundedPlayer(api.http, api.adminKey, 20_000));
    const rake = { kind: 'percentage', percent: 5, cap: 30, fromStreet: 0 };
    const tableId = (await createCashTable(api.http, api.adminKey, { handPauseMs: 0, actionTimeoutMs: 600_000, rules: { rake } })).id;
    const bySeat = new Map(players.map((p, i) => [i + 1, p]));
    for (const [seat, player] of bySeat) await sitDown(api.http, player, tableId, seat, 5_000);
    await playRandomly(api, tableId, bySeat);
    stored = await sql<StoredHand>(
      api.db.databaseUrl,
      `SELECT id::text, state, seats FROM hands WHERE table_id = $1 AND status = 'finished' ORDER BY started_at DESC, id DESC`,
      [tableId],
    );
  }, 240_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  it('played what it claims: many hands, showdowns and folds, rake', () => {
    expect(stored.length).toBeGreaterThan(HANDS);
    const showdowns = stored.filter((h) => h.state.players.some((p) => p.shown)).length;
    expect(showdowns).toBeGreaterThan(2);
    expect(stored.length - showdowns).toBeGreaterThan(2);
    expect(stored.some((h) => (h.state.result?.rake ?? 0) > 0)).toBe(true);
  });

  it("lists for each player exactly the hands dealt to them, and their copies leak no one's hidden cards", async () => {
    let ownCardsSeen = 0;
    let shownCardsSeen = 0;
    const problems: string[] = [];
    for (const player of players) {
      const mine = stored.filter((h) => h.seats.some((s) => s.playerId === player.playerId));
      const listed = await listAllHands(api.http, player.key, { limit: 7 });
      expect(listed.map((h) => h.id)).toEqual(mine.map((h) => h.id));
      for (const hand of mine) {
        const seat = hand.seats.find((s) => s.playerId === player.playerId)?.seat as number;
        const json = await handJson(api.http, player.key, hand.id);
        const text = await handText(api.http, player.key, hand.id);
        const seen = cardsIn({ json: json.raw, text });
        for (const card of secretCards(hand.state, seat)) if (seen.has(card)) problems.push(`hand ${hand.id}: seat ${seat} saw ${card}`);
        problems.push(...exportProblems(text, json.history).map((p) => `hand ${hand.id} as seat ${seat}: ${p}`));
        const own = hand.state.players.find((p) => p.seat === seat)?.down.map(formatCard) ?? [];
        if (own.every((c) => cardsIn({ text }).has(c) && cardsIn({ json: json.raw }).has(c))) ownCardsSeen++;
        const shown = hand.state.players.filter((p) => p.shown && p.seat !== seat).flatMap((p) => p.down.map(formatCard));
        if (shown.length > 0 && shown.every((c) => seen.has(c))) shownCardsSeen++;
      }
    }
    expect(problems).toEqual([]);
    // The check saw something: each player's own cards in every copy, shown hands where there were any.
    expect(ownCardsSeen).toBe(stored.reduce((n, h) => n + h.seats.length, 0));
    expect(shownCardsSeen).toBeGreaterThan(2);
  });

  it("gives cashiers every hand's public copy: no hidden card, the same invariants and replay", async () => {
    const listed = await listAllHands(api.http, cashier, { limit: 200 });
    expect(listed.map((h) => h.id)).toEqual(stored.map((h) => h.id));
    const problems: string[] = [];
    for (const hand of stored) {
      const json = await handJson(api.http, cashier, hand.id);
      const text = await handText(api.http, cashier, hand.id);
      const seen = cardsIn({ json: json.raw, text });
      for (const card of secretCards(hand.state, null)) if (seen.has(card)) problems.push(`hand ${hand.id}: the public copy shows ${card}`);
      problems.push(...exportProblems(text, json.history).map((p) => `hand ${hand.id}: ${p}`));
    }
    expect(problems).toEqual([]);
  });

  /** Each hand's text in an export file, by the hand's id. */
  async function exportedHands(key: string, query: Record<string, string | number>): Promise<Map<string, string>> {
    const res = await request(api.http)
      .get('/hands/export')
      .query({ limit: 500, ...query })
      .set('x-api-key', key)
      .buffer(true)
      .expect(200);
    const chunks = res.text.split(/\n{4}/).map((chunk) => `${chunk.trimEnd()}\n`);
    const byHand = new Map<string, string>();
    for (const hand of stored) {
      const serial = (await handJson(api.http, key, hand.id)).history.handId;
      const chunk = chunks.find((c) => c.startsWith(`PokerStars Hand #${serial}:`));
      if (chunk) byHand.set(hand.id, chunk);
    }
    return byHand;
  }

  it('an admin file of every hand parses and replays hand by hand, with every hand that reached the showdown and every up card', async () => {
    const file = await exportedHands(api.adminKey, {});
    const problems: string[] = [];
    for (const hand of stored) {
      const json = (await handJson(api.http, api.adminKey, hand.id)).history;
      const own = file.get(hand.id) as string;
      problems.push(...exportProblems(own, json).map((p) => `hand ${hand.id}: ${p}`));
      // As PokerStars shows them: hands shown or mucked at showdown whole; folded hands face down.
      const showdown = json.outcome.endedBy === 'showdown';
      const visible = hand.state.players.flatMap((p) => [...p.up, ...(showdown && !p.folded ? p.down : [])].map(formatCard));
      if (!visible.every((c) => cardsIn({ text: own }).has(c))) problems.push(`hand ${hand.id}: the admin text lacks a card PokerStars would show`);
    }
    expect(problems).toEqual([]);
  });

  it("an admin file searched by player is that player's point of view: their every card, in every hand they played", async () => {
    const problems: string[] = [];
    for (const player of players) {
      const file = await exportedHands(api.adminKey, { playerId: player.playerId });
      for (const hand of stored.filter((h) => h.seats.some((s) => s.playerId === player.playerId))) {
        const seat = hand.seats.find((s) => s.playerId === player.playerId)?.seat as number;
        const own = file.get(hand.id) as string;
        const json = (await handJson(api.http, api.adminKey, hand.id)).history;
        problems.push(...exportProblems(own, json).map((p) => `hand ${hand.id} for seat ${seat}: ${p}`));
        const cards = hand.state.players.find((p) => p.seat === seat)?.down.map(formatCard) ?? [];
        if (!cards.every((c) => cardsIn({ text: own }).has(c))) problems.push(`hand ${hand.id}: seat ${seat}'s down cards are missing`);
      }
    }
    expect(problems).toEqual([]);
  });
});
