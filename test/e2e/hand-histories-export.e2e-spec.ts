/**
 * Hand histories as PokerStars text through HTTP: one hand (`/hands/{id}/text`) and many
 * (`/hands/export`), each the copy its caller may see. Every text is parsed with the engine's
 * parser and replayed through the engine: no disagreement, and the JSON's outcome.
 */
import request from 'supertest';
import { exportStarsFile, formatStarsTime, HandHistory, parseStarsFile, STARS_HAND_SEPARATOR } from '@app/razz-engine';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { exportProblems, handJson, listAllHands } from '../support/hand-histories';
import { HistoryScenario, playHistoryScenario, TOURNAMENT_ID } from '../support/hand-history-scenario';

const etDate = (iso: string) => formatStarsTime(iso).slice(0, 10).replaceAll('/', '');

interface TextFile {
  text: string;
  fileName: string | undefined;
  nextCursor: string | undefined;
  contentType: string | undefined;
}

async function getText(api: ApiTestApp, key: string, path: string, query: Record<string, string | number> = {}): Promise<TextFile> {
  const res = await request(api.http).get(path).query(query).set('x-api-key', key).buffer(true);
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  const disposition = res.headers['content-disposition'] as string | undefined;
  return {
    text: res.text,
    fileName: /^attachment; filename="([^"]*)"/.exec(disposition ?? '')?.[1],
    nextCursor: res.headers['x-next-cursor'] as string | undefined,
    contentType: res.headers['content-type'] as string | undefined,
  };
}

describe('hand histories as PokerStars text', () => {
  let api: ApiTestApp;
  let director: string;
  let cashier: string;
  let s: HistoryScenario;
  /** Hand id → the uncensored history. */
  const full = new Map<string, HandHistory>();

  beforeAll(async () => {
    api = await startApiTestApp({ config: { testDeckInjection: true } });
    director = (await createKey(api, 'director')).key;
    cashier = (await createKey(api, 'cashier')).key;
    s = await playHistoryScenario(api, director);
    for (const h of await listAllHands(api.http, api.adminKey)) full.set(h.id, (await handJson(api.http, api.adminKey, h.id)).history);
  }, 120_000);
  afterAll(() => api.close());

  it("writes one hand as its caller's copy, which parses and replays to the JSON's outcome", async () => {
    const keys: [string, string][] = [
      ['admin', api.adminKey],
      ['director', director],
      ['cashier', cashier],
      ['ann', s.players.ann.key],
      ['bo', s.players.bo.key],
      ['cy', s.players.cy.key],
    ];
    const history = full.get(s.hands.showdown) as HandHistory;
    for (const [who, key] of keys) {
      const file = await getText(api, key, `/hands/${s.hands.showdown}/text`);
      const json = (await handJson(api.http, key, s.hands.showdown)).history;
      expect({ who, contentType: file.contentType, fileName: file.fileName }).toEqual({
        who,
        contentType: 'text/plain; charset=utf-8',
        fileName: `HH${etDate(history.startedAt)} Gotha II.txt`,
      });
      expect(file.text).toBe(exportStarsFile([json]));
      // The first hand's dealer is the highest seat dealt (3), not the table's last seat (8): named.
      expect(file.text.split('\n').slice(0, 2)).toEqual([
        `PokerStars Hand #${history.handId}:  Razz Limit ($0.20/$0.40 USD) - ${formatStarsTime(history.startedAt)}`,
        "Table 'Gotha II' 8-max Seat #3 is the button",
      ]);
      expect({ who, problems: exportProblems(file.text, json) }).toEqual({ who, problems: [] });
    }
    const { ann, cy } = s.players;
    const annText = (await getText(api, ann.key, `/hands/${s.hands.showdown}/text`)).text;
    const cyText = (await getText(api, cy.key, `/hands/${s.hands.showdown}/text`)).text;
    // "Hero" is the caller: own hole cards with the door card; another seat's door card only.
    expect(annText).toContain(`Dealt to ${ann.screenName} [Ac 2c 3d]`);
    expect(annText).toContain(`Dealt to ${cy.screenName} [Qh]`);
    expect(annText).not.toMatch(/8h|9h/);
    expect(cyText).toContain(`Dealt to ${cy.screenName} [8h 9h Qh]`);
    expect(cyText).toContain(`Seat 3: ${cy.screenName} folded on the 3rd Street (didn't bet)`);
    expect(annText).toContain(`${ann.screenName}: shows [Ac 2c 3d 4d 5h 6h 7c] (Lo: 5,4,3,2,A)`);
  });

  it('exports the matching hands in one file, oldest first, three empty lines apart, each replaying cleanly', async () => {
    const file = await getText(api, api.adminKey, '/hands/export');
    const hands = parseStarsFile(file.text);
    const oldestFirst = [s.hands.showdown, s.hands.foldAround, s.hands.headsUp, s.hands.tournament].map((id) => full.get(id) as HandHistory);
    expect(hands.map((h) => h.ok && h.value.handId)).toEqual(oldestFirst.map((h) => h.handId));
    expect(file.text.split(STARS_HAND_SEPARATOR)).toHaveLength(4);
    expect(file.text).toBe(exportStarsFile(oldestFirst));
    expect({ fileName: file.fileName, nextCursor: file.nextCursor }).toEqual({
      fileName: `HH${etDate(oldestFirst[0]?.startedAt as string)} razz-room.txt`,
      nextCursor: undefined,
    });
    const chunks = file.text.trimEnd().split(STARS_HAND_SEPARATOR);
    expect(chunks.flatMap((chunk, i) => exportProblems(`${chunk}\n`, oldestFirst[i] as HandHistory))).toEqual([]);
    // The tournament table counts in chips: no currency in its header.
    expect(chunks[3]).toMatch(/^PokerStars Hand #\d+: {2}Razz Limit \(50\/100\) - /);
    expect((await getText(api, api.adminKey, '/hands/export', { tournamentId: TOURNAMENT_ID })).text).toBe(`${chunks[3]}\n`);
    expect((await getText(api, api.adminKey, '/hands/export', { tableId: s.tables.second })).fileName).toBe(
      `HH${etDate(oldestFirst[2]?.startedAt as string)} Salm IX.txt`,
    );
  });

  it("writes staff files with one hero at most: none by default, the searched player's point of view with playerId", async () => {
    const { ann, bo } = s.players;
    const heroes = (text: string): string[] => [...text.matchAll(/^Dealt to (.+) \[\S\S \S\S \S\S\]$/gm)].map((m) => m[1] as string);
    const observer = await getText(api, director, '/hands/export');
    expect(heroes(observer.text)).toEqual([]);
    const annHands = [s.hands.showdown, s.hands.foldAround, s.hands.headsUp].map((id) => full.get(id) as HandHistory);
    const annView = await getText(api, director, '/hands/export', { playerId: ann.playerId });
    expect(annView.text).toBe(exportStarsFile(annHands, { heroOf: () => 1 }));
    expect(heroes(annView.text)).toEqual([ann.screenName, ann.screenName, ann.screenName]);
    // Ann's own file and the director's view of her hands differ only where PokerStars shows a
    // hand mucked at showdown to everyone: the director's copy names its cards.
    const own = (await getText(api, ann.key, '/hands/export')).text.split('\n');
    // The scripted showdown's Bo mucks his kings; the heads-up hand is dealt from a random deck, so
    // Di may muck there too (when she is second to show and beaten).
    const muckedSeats = annHands.map((h) => h.events.flatMap((e) => (e.type === 'muck' && e.seat !== 1 ? [e.seat] : [])));
    expect(muckedSeats[0]).toEqual([2]);
    expect(muckedSeats[1]).toEqual([]);
    const staff = annView.text.split('\n');
    const onlyStaff = staff.filter((l) => !own.includes(l));
    expect(onlyStaff[0]).toBe(`Seat 2: ${bo.screenName} mucked [Kc Kd Ks Qs Js Ts 9s]`);
    const diMucked = (muckedSeats[2] ?? []).map(() =>
      expect.stringMatching(new RegExp(`^Seat 2: ${s.players.di.screenName} mucked \\[(\\S\\S ){6}\\S\\S\\]$`)),
    );
    expect(onlyStaff.slice(1)).toEqual(diMucked);
    const chunks = annView.text.trimEnd().split(STARS_HAND_SEPARATOR);
    expect(chunks.flatMap((chunk, i) => exportProblems(`${chunk}\n`, annHands[i] as HandHistory))).toEqual([]);
  });

  it('pages large exports: X-Next-Cursor until the last file, nothing skipped or repeated', async () => {
    const files: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const file = await getText(api, api.adminKey, '/hands/export', { limit: 3, ...(cursor ? { cursor } : {}) });
      files.push(file.text);
      cursor = file.nextCursor;
      if (!cursor) break;
    }
    const ids = files.map((text) => parseStarsFile(text).map((h) => h.ok && h.value.handId));
    const serial = (id: string) => (full.get(id) as HandHistory).handId;
    // Pages go newest first; each file is oldest first inside.
    expect(ids).toEqual([[s.hands.foldAround, s.hands.headsUp, s.hands.tournament].map(serial), [serial(s.hands.showdown)]]);
  });

  it('gives a player a file of their own hands only, each their copy', async () => {
    const { ann, di } = s.players;
    const file = await getText(api, ann.key, '/hands/export');
    const mine = [s.hands.showdown, s.hands.foldAround, s.hands.headsUp];
    const copies: HandHistory[] = [];
    for (const id of mine) copies.push((await handJson(api.http, ann.key, id)).history);
    expect(file.text).toBe(exportStarsFile(copies));
    expect(copies.map((c) => c.viewer)).toEqual([1, 1, 1]);
    expect(file.text.match(new RegExp(`^Dealt to ${ann.screenName} \\[\\S\\S \\S\\S \\S\\S\\]$`, 'gm'))).toHaveLength(3);
    const other = await request(api.http).get('/hands/export').query({ playerId: s.players.bo.playerId }).set('x-api-key', ann.key).expect(403);
    expect(other.body.error.code).toBe('PLAYER_SCOPE_FORBIDDEN');
    const none = await getText(api, di.key, '/hands/export', { tableId: s.tables.first });
    expect({ text: none.text, fileName: none.fileName }).toEqual({ text: '', fileName: 'HH razz-room.txt' });
  });
});
