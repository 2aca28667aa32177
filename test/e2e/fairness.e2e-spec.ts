/**
 * Provably fair dealing through HTTP (docs/fairness.md): hands dealt with two players' client
 * seeds carry their epoch's commitment, nonce and client seed string in the table view and the
 * history; every deck is the one the published algorithm computes from the seed; the seed is
 * never readable — by any role, on any route, in any live message or history copy — before its
 * epoch ends, and is readable after it by whom may read the table's histories; a table that
 * reveals after every hand starts a new epoch each hand; closing the table reveals its last seed.
 */
import request from 'supertest';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { verifyCommand } from '../../apps/cli/src/commands/verify.command';
import { fairDeck, formatCards, seedFromHex, STARS_HAND_SEPARATOR } from '@app/razz-engine';
import { HandLifecycleService } from '@app/room/hands/hand-lifecycle.service';
import { ApiTestApp, createKey, startApiTestApp } from '../support/api-test-app';
import { checkOrCall, playHand } from '../support/hand-driver';
import { LEDGER_OK, ledgerInvariants, sql } from '../support/ledger-invariants';
import { LiveSocket, openLive } from '../support/live-socket';
import { fundedPlayer, sitDown, TestPlayer, viewTable, waitForHand } from '../support/tables';

const STAKES = { ante: 5, bringIn: 10, smallBet: 20, bigBet: 40 };

/** `razz verify` in-process on a downloaded text and seeds file: its lines and exit code. */
async function verifyText(hands: string, seeds: string): Promise<{ code: number; lines: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'fair-e2e-'));
  try {
    const seedsFile = join(dir, 'seeds.json');
    writeFileSync(seedsFile, seeds);
    const [stdin, stdout, stderr] = [new PassThrough(), new PassThrough(), new PassThrough()];
    let out = '';
    stdout.on('data', (d: Buffer) => (out += d.toString()));
    stdin.end(hands);
    const code = await verifyCommand.run(['--seeds', seedsFile], { stdin, stdout, stderr });
    return { code, lines: out.trimEnd().split('\n') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('provably fair dealing over HTTP', () => {
  let api: ApiTestApp;
  let url: string;
  let director: string;
  let cashier: string;
  let players: TestPlayer[];

  beforeAll(async () => {
    api = await startApiTestApp();
    await api.app.listen(0, '127.0.0.1');
    url = (await api.app.getUrl()).replace('[::1]', '127.0.0.1');
    director = (await createKey(api, 'director')).key;
    cashier = (await createKey(api, 'cashier')).key;
    players = [];
    for (let i = 0; i < 3; i++) players.push(await fundedPlayer(api.http, api.adminKey, 20_000));
  }, 120_000);
  afterAll(async () => {
    expect(await ledgerInvariants(api.db.databaseUrl)).toMatchObject(LEDGER_OK);
    await api.close();
  });

  const createTable = async (extra: object = {}) =>
    (
      await request(api.http)
        .post('/tables')
        .set('x-api-key', director)
        .send({
          name: `Fair ${Math.random().toString(36).slice(2, 7)}`,
          kind: 'cash',
          preset: 'razz',
          stakes: STAKES,
          unit: 'USD',
          minBuyIn: 500,
          maxBuyIn: 5_000,
          handPauseMs: 600_000,
          ...extra,
        })
        .expect(201)
    ).body.id as string;
  const seedsOf = async (tableId: string) =>
    sql<{ id: string; seed: string; commitment: string; ended: boolean }>(
      api.db.databaseUrl,
      `SELECT id::text, encode(seed, 'hex') AS seed, commitment, ended_at IS NOT NULL AS ended FROM seed_epochs WHERE table_id = $1 ORDER BY started_at`,
      [tableId],
    );
  const epochsAs = (key: string, tableId: string) => request(api.http).get(`/tables/${tableId}/seed-epochs`).set('x-api-key', key).expect(200);

  it('deals from the committed seed with the players’ client seeds, keeps the seed secret until the epoch ends, and reveals it then', async () => {
    const tableId = await createTable();
    const [alice, bob, carol] = players as [TestPlayer, TestPlayer, TestPlayer];
    const bySeat = new Map([
      [1, alice],
      [2, bob],
    ]);
    await sitDown(api.http, alice, tableId, 1, 2_000);
    await sitDown(api.http, bob, tableId, 2, 2_000);
    await request(api.http).post(`/tables/${tableId}/client-seed`).set('x-api-key', alice.key).send({ seed: 'alice rolls 7' }).expect(200);
    const set = await request(api.http).post(`/tables/${tableId}/client-seed`).set('x-api-key', bob.key).send({ seed: 'b=o=b' }).expect(200);
    expect(set.body.seats.map((s: { seat: number; clientSeed: string }) => [s.seat, s.clientSeed])).toEqual([
      [1, 'alice rolls 7'],
      [2, 'b=o=b'],
    ]);

    const sockets: LiveSocket[] = [];
    for (const key of [api.adminKey, director, cashier, alice.key, bob.key, carol.key]) {
      const live = await openLive(url, key);
      live.send({ type: 'subscribe', tableId });
      sockets.push(live);
    }
    const lifecycle = api.app.get(HandLifecycleService);
    const seen: string[] = [];
    const look = async (key: string, path: string) => {
      const res = await request(api.http).get(path).set('x-api-key', key);
      seen.push(`${path} ${res.status} ${res.text}`);
    };
    for (let n = 1; n <= 4; n++) {
      await lifecycle.startHand(tableId, n);
      const view = await waitForHand(api.http, director, tableId, n);
      // A hand dealt from this seed is in progress: no early reveal.
      if (n === 2) {
        const early = await request(api.http).post(`/tables/${tableId}/seed-epochs/reveal`).set('x-api-key', director).expect(409);
        expect(early.body.error.code).toBe('SEED_IN_USE');
      }
      await playHand(api.http, director, tableId, bySeat, n, checkOrCall);
      for (const key of [api.adminKey, director, cashier, alice.key, bob.key, carol.key]) {
        await look(key, `/tables/${tableId}`);
        await look(key, `/tables/${tableId}/seed-epochs`);
        await look(key, `/hands?tableId=${tableId}`);
        await look(key, `/hands/export?tableId=${tableId}`);
        await look(key, `/hands/${(view.hand as { id: string }).id}`);
        await look(key, `/hands/${(view.hand as { id: string }).id}/text`);
      }
    }
    await look(api.adminKey, '/audit-log?limit=200');
    const [epoch] = await seedsOf(tableId);
    expect(epoch).toMatchObject({ ended: false });
    const secret = epoch?.seed as string;
    const leaks = [...seen, ...sockets.flatMap((s) => s.frames)].filter((text) => text.includes(secret));
    expect(leaks).toEqual([]);
    expect(seen.filter((s) => s.includes(` 200 `))).not.toHaveLength(0);

    // Every hand: its fairness in the history, and the deck the algorithm computes from the seed.
    const hands = await sql<{
      serial: string;
      fairness: { commitment: string; epoch: string; nonce: string; clientSeed: string };
      deck: string[];
      history: { fairness: unknown };
    }>(api.db.databaseUrl, `SELECT serial::text, fairness, state->'deck' AS deck, history FROM hands WHERE table_id = $1 ORDER BY number`, [tableId]);
    expect(hands).toHaveLength(4);
    const seed = seedFromHex(secret) as Uint8Array;
    expect(createHash('sha256').update(seed).digest('hex')).toBe(epoch?.commitment);
    for (const h of hands) {
      expect(h.fairness).toEqual({ commitment: epoch?.commitment, epoch: epoch?.id, nonce: h.serial, clientSeed: '1=alice rolls 7;2=b=o=b' });
      expect(h.history.fairness).toEqual(h.fairness);
      expect(h.deck).toEqual(fairDeck(seed, h.fairness.clientSeed, h.fairness.nonce));
    }
    const view = await viewTable(api.http, alice.key, tableId);
    expect((view.hand as unknown as { fairness: unknown }).fairness).toEqual(hands[3]?.fairness);
    expect(formatCards(hands[0]?.deck as unknown as number[]).length).toBe(52);

    // Between hands the director reveals: the seed is readable by staff and the two players dealt from it, not by carol.
    const revealed = await request(api.http).post(`/tables/${tableId}/seed-epochs/reveal`).set('x-api-key', director).expect(200);
    expect(revealed.body).toMatchObject({ id: epoch?.id, commitment: epoch?.commitment, seed: secret, endReason: 'director', hands: 4 });
    // The next epoch opened with the reveal: listed first, its commitment public, its seed not.
    for (const key of [api.adminKey, director, cashier, alice.key, bob.key]) {
      const [next, ended] = (await epochsAs(key, tableId)).body.items;
      expect(next).toMatchObject({ endedAt: null, hands: 0, seed: null });
      expect(ended.seed).toBe(secret);
    }
    const [nextEpoch, endedForCarol] = (await epochsAs(carol.key, tableId)).body.items;
    expect(endedForCarol).toMatchObject({ commitment: epoch?.commitment, seed: null });
    // An epoch that has dealt nothing has nothing to reveal.
    const again = await request(api.http).post(`/tables/${tableId}/seed-epochs/reveal`).set('x-api-key', director).expect(409);
    expect(again.body.error.code).toBe('NO_OPEN_SEED_EPOCH');
    // The next hand is dealt from the epoch whose commitment was public before it.
    await lifecycle.startHand(tableId, 5);
    const fifth = await waitForHand(api.http, director, tableId, 5);
    expect((fifth.hand as unknown as { fairness: { commitment: string } }).fairness.commitment).toBe(nextEpoch.commitment);
    expect(nextEpoch.commitment).not.toBe(epoch?.commitment);
    await playHand(api.http, director, tableId, bySeat, 5, checkOrCall);
    // Closing the table reveals its last seed.
    await request(api.http).post(`/tables/${tableId}/close`).set('x-api-key', director).expect(200);
    const after = await seedsOf(tableId);
    expect(after.map((e) => e.ended)).toEqual([true, true]);
    expect((await epochsAs(bob.key, tableId)).body.items.map((e: { endReason: string }) => e.endReason)).toEqual(['closed', 'director']);
    for (const s of sockets) await s.close();

    // Alice checks her five hands with `razz verify`: her exported text and the seed-epochs answer, as downloaded.
    const text = (await request(api.http).get(`/hands/export?tableId=${tableId}`).set('x-api-key', alice.key).expect(200)).text;
    const seeds = JSON.stringify((await epochsAs(alice.key, tableId)).body);
    const ok = await verifyText(text, seeds);
    expect(ok.lines).toEqual([
      ...hands.map((h) => `hand #${h.serial}: OK`),
      expect.stringMatching(/^hand #\d+: OK$/),
      'verify: 5 hands: 5 OK, 0 FAILED, 0 not verifiable',
    ]);
    expect(ok.code).toBe(0);
    // The same file with one of alice's own hole cards changed in her first hand (to a card that hand does not show) fails on that hand only.
    const texts = text.trimEnd().split(STARS_HAND_SEPARATOR);
    const firstHand = texts[0] as string;
    const dealt = /^Dealt to .+? \[(\S\S)/m.exec(firstHand) as RegExpExecArray;
    const unused = ['Kc', 'Kd', 'Kh', 'Ks', 'Qc', 'Qd', 'Qh'].find((c) => !firstHand.includes(c)) as string;
    // Wherever the hand shows it (each street repeats the cards dealt before), inside brackets only.
    texts[0] = firstHand.replace(/\[[^\]]*\]/g, (b) => b.replace(new RegExp(`\\b${dealt[1]}\\b`, 'g'), unused));
    const bad = await verifyText(texts.join(STARS_HAND_SEPARATOR), seeds);
    expect(bad.lines.filter((l) => /^hand #\d+: FAILED/.test(l))).toEqual([expect.stringContaining(`hand #${hands[0]?.serial}: FAILED — seat 1`)]);
    expect(bad.lines.find((l) => l.includes('FAILED'))).toContain(`shows ${unused}, the deck deals ${dealt[1]} there`);
    expect(bad.code).toBe(1);
  }, 300_000);

  it('a table that reveals after every hand deals each hand from a new epoch and reveals it when the hand ends', async () => {
    const tableId = await createTable({ seedReveal: { kind: 'hand' } });
    const [alice, bob] = players as [TestPlayer, TestPlayer];
    await sitDown(api.http, alice, tableId, 3, 1_000);
    await sitDown(api.http, bob, tableId, 5, 1_000);
    const lifecycle = api.app.get(HandLifecycleService);
    for (let n = 1; n <= 3; n++) {
      // Each hand's epoch is open, its commitment public, before the hand is dealt.
      const [open] = (await epochsAs(alice.key, tableId)).body.items;
      expect(open).toMatchObject({ endedAt: null, hands: 0, seed: null });
      await lifecycle.startHand(tableId, n);
      const dealt = await waitForHand(api.http, director, tableId, n);
      expect((dealt.hand as unknown as { fairness: { commitment: string } }).fairness.commitment).toBe(open.commitment);
      const during = await seedsOf(tableId);
      expect(during.filter((e) => !e.ended)).toHaveLength(1);
      expect((await epochsAs(alice.key, tableId)).body.items[0].seed).toBeNull();
      await playHand(
        api.http,
        director,
        tableId,
        new Map([
          [3, alice],
          [5, bob],
        ]),
        n,
        checkOrCall,
      );
    }
    const epochs = await seedsOf(tableId);
    expect(epochs.map((e) => e.ended)).toEqual([true, true, true, false]);
    expect(new Set(epochs.map((e) => e.commitment)).size).toBe(4);
    const listed = (await epochsAs(bob.key, tableId)).body.items as { seed: string | null; endReason: string | null; hands: number }[];
    expect(listed.map((e) => [e.endReason, e.hands, e.seed !== null])).toEqual([
      [null, 0, false],
      ['hand', 1, true],
      ['hand', 1, true],
      ['hand', 1, true],
    ]);
  }, 120_000);

  it('a table that reveals every N hours ends an epoch with the first hand after its hours, or when asked while idle; never under a hand dealt from it', async () => {
    const tableId = await createTable({ seedReveal: { kind: 'hours', hours: 1 } });
    const [alice, bob, carol] = players as [TestPlayer, TestPlayer, TestPlayer];
    const bySeat = new Map([
      [2, alice],
      [4, bob],
    ]);
    await sitDown(api.http, alice, tableId, 2, 1_000);
    await sitDown(api.http, bob, tableId, 4, 1_000);
    const lifecycle = api.app.get(HandLifecycleService);
    const age = (minutes: number) =>
      sql(api.db.databaseUrl, `UPDATE seed_epochs SET started_at = now() - make_interval(mins => $2) WHERE table_id = $1 AND ended_at IS NULL`, [
        tableId,
        minutes,
      ]);
    await lifecycle.startHand(tableId, 1);
    await waitForHand(api.http, director, tableId, 1);
    await playHand(api.http, director, tableId, bySeat, 1, checkOrCall);
    // Half an hour in: still dealing from it, the seed hidden.
    await age(30);
    expect((await epochsAs(alice.key, tableId)).body.items).toEqual([expect.objectContaining({ endedAt: null, seed: null, hands: 1 })]);
    // Its hour ran out during a hand dealt from it: asking shows nothing until that hand ends.
    await lifecycle.startHand(tableId, 2);
    await waitForHand(api.http, director, tableId, 2);
    await age(120);
    expect((await epochsAs(director, tableId)).body.items).toEqual([expect.objectContaining({ endedAt: null, seed: null, hands: 2 })]);
    await playHand(api.http, director, tableId, bySeat, 2, checkOrCall);
    // That hand's end ended the epoch: its seed is shown to those it dealt, and the next one is open.
    const [epoch] = await seedsOf(tableId);
    const listed = (await epochsAs(alice.key, tableId)).body.items;
    expect(listed).toEqual([
      expect.objectContaining({ endedAt: null, hands: 0, seed: null }),
      expect.objectContaining({ id: epoch?.id, endReason: 'hours', hands: 2, seed: epoch?.seed }),
    ]);
    expect((await epochsAs(carol.key, tableId)).body.items[1]).toMatchObject({ endReason: 'hours', seed: null });
    // The next epoch deals hand 3, then its hour runs out while the table sits idle: asking ends it.
    await lifecycle.startHand(tableId, 3);
    await waitForHand(api.http, director, tableId, 3);
    await playHand(api.http, director, tableId, bySeat, 3, checkOrCall);
    expect((await seedsOf(tableId)).map((e) => e.ended)).toEqual([true, false]);
    await age(90);
    const [, second] = await seedsOf(tableId);
    expect((await epochsAs(bob.key, tableId)).body.items).toEqual([
      expect.objectContaining({ endedAt: null, hands: 0, seed: null }),
      expect.objectContaining({ id: second?.id, endReason: 'hours', hands: 1, seed: second?.seed }),
      expect.objectContaining({ id: epoch?.id }),
    ]);
  }, 120_000);

  it('refuses a bad client seed, a seed for someone not seated, and a reveal by a player, changing nothing', async () => {
    const tableId = await createTable();
    const [alice, , carol] = players as [TestPlayer, TestPlayer, TestPlayer];
    await sitDown(api.http, alice, tableId, 1, 1_000);
    const send = (key: string, body: object) => request(api.http).post(`/tables/${tableId}/client-seed`).set('x-api-key', key).send(body);
    for (const seed of ['x'.repeat(65), 'tab\there', 'café']) {
      const res = await send(alice.key, { seed }).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    // ';' separates the seats in a hand's client seed string: refused, by name, and by the database too.
    for (const seed of ['a;b', ';']) {
      const res = await send(alice.key, { seed }).expect(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: ["seed must not contain ';': it separates the seats in a hand's client seed string"],
      });
    }
    await expect(sql(api.db.databaseUrl, `UPDATE table_seats SET client_seed = 'a;b' WHERE table_id = $1`, [tableId])).rejects.toThrow(
      /table_seats_client_seed/,
    );
    expect((await send(alice.key, { seed: 'a=b=c' }).expect(200)).body.seats[0].clientSeed).toBe('a=b=c');
    // Staff may set a seated player's seed for them (a player at a live screen, say), on the record; a player's own choice is not audited.
    await send(director, { seed: 'set by the floor', playerId: alice.playerId }).expect(200);
    const audited = await sql<{ actor_role: string; details: { playerId: string; seed: string } }>(
      api.db.databaseUrl,
      `SELECT actor_role::text, details FROM audit_log WHERE action = 'table.client-seed' AND entity_id = $1`,
      [tableId],
    );
    expect(audited).toEqual([{ actor_role: 'director', details: { playerId: alice.playerId, seat: 1, seed: 'set by the floor' } }]);
    await send(alice.key, { seed: '' }).expect(200);
    expect((await send(carol.key, { seed: 'ok' }).expect(409)).body.error.code).toBe('NOT_SEATED');
    expect((await send(alice.key, { seed: 'ok', playerId: carol.playerId }).expect(403)).body.error.code).toBe('PLAYER_SCOPE_FORBIDDEN');
    expect((await request(api.http).post(`/tables/${tableId}/seed-epochs/reveal`).set('x-api-key', alice.key).expect(403)).body.error.code).toBe(
      'ROLE_FORBIDDEN',
    );
    expect((await request(api.http).post(`/tables/${tableId}/seed-epochs/reveal`).set('x-api-key', director).expect(409)).body.error.code).toBe(
      'NO_OPEN_SEED_EPOCH',
    );
    const [seat] = await sql<{ client_seed: string }>(api.db.databaseUrl, 'SELECT client_seed FROM table_seats WHERE table_id = $1', [tableId]);
    expect(seat?.client_seed).toBe('');
    const bad = await request(api.http)
      .post('/tables')
      .set('x-api-key', director)
      .send({ name: 'x', kind: 'cash', preset: 'razz', stakes: STAKES, unit: 'USD', minBuyIn: 500, maxBuyIn: 5_000, seedReveal: { kind: 'hours', hours: 0 } })
      .expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a tampered seed-epochs cursor with 400 INVALID_CURSOR', async () => {
    const tableId = await createTable();
    const cursorOf = (position: unknown) => Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
    for (const position of [
      ['2026-01-01T00:00:00.000Z', 'x'],
      ['2026-01-01T00:00:00.000Z', "1' OR 1=1"],
      ['not a date', '5b1c0e52-3f0a-4d4e-9c1e-7a2f8b6d4c10'],
    ]) {
      const res = await request(api.http)
        .get(`/tables/${tableId}/seed-epochs`)
        .query({ cursor: cursorOf(position) })
        .set('x-api-key', director)
        .expect(400);
      expect(res.body.error.code).toBe('INVALID_CURSOR');
    }
    const fine = await request(api.http)
      .get(`/tables/${tableId}/seed-epochs`)
      .query({ cursor: cursorOf(['2026-01-01T00:00:00.000Z', '5b1c0e52-3f0a-4d4e-9c1e-7a2f8b6d4c10']) })
      .set('x-api-key', director)
      .expect(200);
    expect(fine.body).toEqual({ items: [], nextCursor: null });
  });
});
