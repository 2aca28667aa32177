/**
 * `POST /hands/replay` (docs/hand-histories.md "Replaying text through the API"): a real
 * PokerStars Razz session read and replayed through the engine over HTTP — every hand agrees, each
 * with a history in the shape `GET /hands/{handId}` gives; an edited amount is a disagreement and
 * the other hands still agree; text that is no hand is reported, not refused; bad bodies are
 * refused with their code; nothing is stored.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { ApiTestApp, createKey, createPlayer, startApiTestApp } from '../support/api-test-app';

const RAZZ_CASH = readFileSync(join(__dirname, '../../../shared/reference/hand-histories/stars_razz_cash_0.04-0.08_200911.txt'), 'utf8');

interface Item {
  handId: string | null;
  line: number;
  ok: boolean;
  error: { code: string; message: string; line: number } | null;
  disagreements: { code: string; message: string; line?: number }[];
  notes: string[];
  history: { format: string; handId: string; players: { seat: number }[]; events: { type: string }[] } | null;
}

describe('POST /hands/replay: PokerStars text through the engine', () => {
  let api: ApiTestApp;
  let playerKey: string;
  const replay = (body: object, key = playerKey) => request(api.http).post('/hands/replay').set('x-api-key', key).send(body);

  beforeAll(async () => {
    api = await startApiTestApp();
    playerKey = (await createKey(api, 'player', await createPlayer(api))).key;
  });
  afterAll(() => api.close());

  it('replays a real Razz cash session: every hand agrees and comes back as a history', async () => {
    const hands = RAZZ_CASH.match(/^PokerStars (Hand|Game) #\d+/gm) ?? [];
    expect(hands.length).toBeGreaterThan(5);
    const res = await replay({ text: RAZZ_CASH, minorUnitsPerChip: 1 }).expect(200);
    const items = res.body.items as Item[];
    expect(items).toHaveLength(hands.length);
    expect(res.body).toMatchObject({ agree: hands.length, disagree: 0, unreadable: 0 });
    for (const item of items) {
      expect({ handId: item.handId, ok: item.ok, error: item.error, disagreements: item.disagreements }).toEqual({
        handId: item.handId,
        ok: true,
        error: null,
        disagreements: [],
      });
      expect(hands.some((h) => h.endsWith(`#${item.handId}`))).toBe(true);
      expect(item.history?.handId).toBe(item.handId);
      expect(item.history?.events.length).toBeGreaterThan(0);
    }
    // Nothing is stored: the player's hand list is still empty.
    expect((await request(api.http).get('/hands').set('x-api-key', playerKey).expect(200)).body.items).toEqual([]);
  });

  it('reports an edited hand as a disagreement at its line, and the other hands still agree', async () => {
    const lines = RAZZ_CASH.split('\n');
    // The first "calls $x" line becomes a call of a different amount.
    const at = lines.findIndex((l) => /: calls \$0\.0[2-8]/.test(l));
    expect(at).toBeGreaterThan(-1);
    lines[at] = (lines[at] as string).replace(/calls \$0\.0([2-8])/, (_m, d: string) => `calls $0.0${d === '8' ? '2' : String(Number(d) + 1)}`);
    const res = await replay({ text: lines.join('\n') }).expect(200);
    const items = res.body.items as Item[];
    const bad = items.filter((i) => !i.ok);
    expect(bad).toHaveLength(1);
    expect(bad[0]?.error).toBeNull();
    expect(bad[0]?.disagreements.length).toBeGreaterThan(0);
    expect(bad[0]?.disagreements.some((d) => d.line === at + 1)).toBe(true);
    expect(res.body).toMatchObject({ agree: items.length - 1, disagree: 1, unreadable: 0 });
  });

  it('reports text that is not a hand, or a hand cut short, in its item', async () => {
    const res = await replay({ text: 'PokerStars Hand #1: this is not a hand\nnor this\n' }).expect(200);
    expect(res.body.unreadable).toBe(1);
    expect((res.body.items as Item[])[0]?.error).toMatchObject({ code: expect.stringMatching(/^[A-Z_]+$/), line: expect.any(Number) });
    const firstHand = RAZZ_CASH.split(/\n\s*\n\s*\n/)[0] as string;
    const cut = firstHand.split('\n').slice(0, 8).join('\n');
    const short = (await replay({ text: cut }).expect(200)).body.items as Item[];
    expect(short[0]).toMatchObject({ ok: false, error: { code: 'INCOMPLETE_HAND' }, history: null });
  });

  it('refuses a body it cannot read, with its code', async () => {
    for (const body of [{}, { text: '' }, { text: 42 }, { text: RAZZ_CASH, minorUnitsPerChip: 0 }, { text: RAZZ_CASH, extra: true }]) {
      const res = await replay(body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const tooLarge = await replay({ text: RAZZ_CASH.repeat(8) }).expect(413);
    expect(tooLarge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    await request(api.http).post('/hands/replay').send({ text: RAZZ_CASH }).expect(401);
  });
});
