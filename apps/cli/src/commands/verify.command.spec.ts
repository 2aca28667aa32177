import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { censorFor, exportStarsFile, gameForPreset, HandHistory, PRESETS, RAZZ, rulesFor, seededRng, STARS_HAND_SEPARATOR, toHex } from '@app/razz-engine';
import { chainAsStored, randomHistory } from '../../../../libs/razz-engine/test/helpers/random-history';
import { COMMANDS } from '.';
import { verifyCommand } from './verify.command';

/**
 * `razz verify` in-process on hands dealt by the fair shuffle as the room deals them: two tables
 * (Razz and Hold'em) whose hand serials interleave, two epochs at the Razz table, client seeds from
 * two players, each table's histories chained with historyHash as the room stores them.
 */
const dir = mkdtempSync(join(tmpdir(), 'razz-verify-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seedOf = (text: string): Uint8Array => new TextEncoder().encode(text.padEnd(32, '.'));
const EPOCHS = { 'razz-1': seedOf('razz epoch one'), 'razz-2': seedOf('razz epoch two'), 'holdem-1': seedOf('holdem epoch') };
const CLIENT_SEEDS = { 1: 'alice', 4: 'lucky 7 ', 6: 'a, b= c="d"' };
const HANDS_PER_TABLE = 8;

function tableHands(): { razz: HandHistory[]; holdem: HandHistory[] } {
  const rng = seededRng('razz verify');
  const razz = Array.from({ length: HANDS_PER_TABLE }, (_, k) => {
    const epoch = k < HANDS_PER_TABLE / 2 ? 'razz-1' : 'razz-2';
    return randomHistory(rng, 1000 + 2 * k, {
      game: RAZZ,
      rules: PRESETS.razz,
      players: 2 + (k % 7),
      fair: { seed: EPOCHS[epoch], epoch, clientSeeds: CLIENT_SEEDS },
    });
  });
  const { game, rules } = gameForPreset('holdem');
  const holdem = Array.from({ length: HANDS_PER_TABLE }, (_, k) => {
    const fair = { seed: EPOCHS['holdem-1'], epoch: 'holdem-1', clientSeeds: CLIENT_SEEDS };
    const h = randomHistory(rng, 1001 + 2 * k, {
      game: game.variant,
      rules: { ...rules, ...rulesFor('holdem', { maxSeats: 10 }, 'cash') },
      players: 2 + (k % 9),
      fair,
    });
    return { ...h, table: { ...h.table, name: 'Holdem III' } };
  });
  return { razz: chainAsStored(razz), holdem: chainAsStored(holdem) };
}

const { razz, holdem } = tableHands();
/** The room's order: by serial, the two tables interleaved. */
const stored = [...razz, ...holdem].sort((a, b) => Number(a.handId) - Number(b.handId));
/** The texts a player downloads: each hand as its first seat sees it. */
const playerCopies = stored.map((h) => censorFor(h, h.seats[0]?.seat ?? null));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const SEEDS = file('seeds.json', JSON.stringify(Object.entries(EPOCHS).map(([epoch, seed]) => ({ epoch, seed: toHex(seed) }))));

async function verify(args: string[], stdin = ''): Promise<{ code: number; lines: string[]; err: string }> {
  const [input, stdout, stderr] = [new PassThrough(), new PassThrough(), new PassThrough()];
  let out = '';
  let err = '';
  stdout.on('data', (d: Buffer) => (out += d.toString()));
  stderr.on('data', (d: Buffer) => (err += d.toString()));
  input.end(stdin);
  const code = await verifyCommand.run(args, { stdin: input, stdout, stderr });
  return { code, lines: out.trimEnd().split('\n'), err };
}

const text = (histories: readonly HandHistory[]): string => exportStarsFile(histories);
const hands = (t: string): string[] => t.trimEnd().split(STARS_HAND_SEPARATOR);
const lineOf = (lines: readonly string[], h: HandHistory): string => lines.find((l) => l.startsWith(`hand #${h.handId}: `)) ?? '';
const escapeRegExp = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A card replaced by another wherever the text shows it: inside brackets only (hex digits elsewhere can look like a card). */
const replaceCard = (t: string, from: string, to: string): string => t.replace(/\[[^\]]*\]/g, (b) => b.replace(new RegExp(`\\b${from}\\b`, 'g'), to));
const failed = (lines: readonly string[]): string[] => lines.filter((l) => /^hand #\S+: FAILED/.test(l)).map((l) => l.split(':')[0] as string);

describe('razz verify on exported text', () => {
  it('finds every hand OK from the text alone and the revealed seeds: one line per hand, a count, exit 0', async () => {
    const r = await verify(['--seeds', SEEDS, file('all.txt', text(playerCopies))]);
    expect(r.err).toBe('');
    expect(r.lines).toEqual([...stored.map((h) => `hand #${h.handId}: OK`), `verify: ${stored.length} hands: ${stored.length} OK, 0 FAILED, 0 not verifiable`]);
    expect(r.code).toBe(0);
  });

  it('names one card changed in the text: seat, card, street, the card dealt there and both deck positions', async () => {
    const k = stored.indexOf(razz[2] as HandHistory);
    const texts = hands(text(playerCopies));
    const hand = texts[k] as string;
    const door = /^Dealt to (.+) \[(..)\]$/m.exec(hand) as RegExpExecArray;
    const [name, card] = [door[1] as string, door[2] as string];
    const unused = ['Kc', 'Kd', 'Kh', 'Ks', 'Qc', 'Qd'].find((c) => !hand.includes(c)) as string;
    texts[k] = replaceCard(hand, card, unused);
    const r = await verify(['--seeds', SEEDS], texts.join(STARS_HAND_SEPARATOR));
    expect(failed(r.lines)).toEqual([`hand #${razz[2]?.handId}`]);
    const named = `seat \\d+ \\(${escapeRegExp(name)}\\) card 3 \\(third street, up\\): shows ${unused}, the deck deals ${card} there \\(deck position \\d+; ${unused} is at position \\d+\\)`;
    expect(lineOf(r.lines, razz[2] as HandHistory)).toMatch(new RegExp(`^hand #${razz[2]?.handId}: FAILED — ${named}`));
    expect(r.code).toBe(1);
  });

  it('names a wrong seed: the commitment of every hand of its epoch, and no other hand', async () => {
    const wrong = file(
      'wrong-seeds.json',
      JSON.stringify({ items: Object.entries({ ...EPOCHS, 'razz-2': seedOf('not it') }).map(([id, seed]) => ({ id, seed: toHex(seed) })) }),
    );
    const r = await verify(['--seeds', wrong, file('all.txt', text(playerCopies))]);
    const epoch2 = razz.slice(HANDS_PER_TABLE / 2);
    expect(failed(r.lines)).toEqual(epoch2.map((h) => `hand #${h.handId}`));
    for (const h of epoch2)
      expect(lineOf(r.lines, h)).toMatch(/: FAILED — commitment: the seed hashes to [0-9a-f]{16}…, the hand commits to [0-9a-f]{16}…; seat /);
    expect(r.lines.at(-1)).toBe(`verify: ${stored.length} hands: ${stored.length - epoch2.length} OK, ${epoch2.length} FAILED, 0 not verifiable`);
  });

  it('names two hands of a table put in each other’s place: the broken links and the nonce out of order', async () => {
    const [a, b] = [stored.indexOf(razz[1] as HandHistory), stored.indexOf(razz[2] as HandHistory)];
    const swapped = [...playerCopies];
    [swapped[a], swapped[b]] = [swapped[b] as HandHistory, swapped[a] as HandHistory];
    const r = await verify(['--seeds', SEEDS], text(swapped));
    expect(failed(r.lines)).toEqual([razz[2], razz[1], razz[3]].map((h) => `hand #${h?.handId}`));
    expect(lineOf(r.lines, razz[2] as HandHistory)).toContain(
      `chain: it links to ${razz[1]?.chain?.hash.slice(0, 16)}…, but hand #${razz[0]?.handId} before it in the file hashes to`,
    );
    expect(lineOf(r.lines, razz[1] as HandHistory)).toContain(
      `nonce: ${razz[1]?.handId} comes after nonce ${razz[2]?.handId} of hand #${razz[2]?.handId} in epoch razz-1`,
    );
  });

  it('names a hand removed from the middle at the next hand of its table', async () => {
    const r = await verify(['--seeds', SEEDS], text(playerCopies.filter((h) => h.handId !== razz[3]?.handId)));
    expect(failed(r.lines)).toEqual([`hand #${razz[4]?.handId}`]);
    expect(lineOf(r.lines, razz[4] as HandHistory)).toContain(
      `chain: it links to ${razz[3]?.chain?.hash.slice(0, 16)}…, but hand #${razz[2]?.handId} before it in the file hashes to ${razz[2]?.chain?.hash.slice(0, 16)}…: a hand between them is missing, or the hands are out of order`,
    );
  });

  it('names the cards of a hand whose client seed string was changed, and the commitment of a hand that does not match its seed', async () => {
    const texts = hands(text(playerCopies));
    texts[2] = (texts[2] as string).replace(/client seeds "(.*)"$/m, 'client seeds "$1;9=mallory"');
    texts[7] = (texts[7] as string).replace(/commitment ([0-9a-f])/, (_m, c: string) => `commitment ${c === '0' ? '1' : '0'}`);
    const r = await verify(['--seeds', SEEDS], texts.join(STARS_HAND_SEPARATOR));
    expect(failed(r.lines)).toEqual([stored[2], stored[7]].map((h) => `hand #${h?.handId}`));
    expect(lineOf(r.lines, stored[2] as HandHistory)).toMatch(
      /: FAILED — the client seeds name seats [\d, ]+, 9 but seats [\d, ]+ were dealt in; seat \d+ \(.*\) card \d \((?:third street|before the flop), (?:down|up)\): shows .., the deck deals .. there/,
    );
    expect(lineOf(r.lines, stored[7] as HandHistory)).toMatch(/: FAILED — commitment: the seed hashes to [0-9a-f]{16}…, the hand commits to [0-9a-f]{16}…$/);
  });
});

describe('razz verify on JSON histories', () => {
  it('checks staff copies (their hashes too) one per line, and player copies as an array, with the seed-epochs answer', async () => {
    const items = file(
      'epochs.json',
      JSON.stringify({ items: Object.entries(EPOCHS).map(([id, seed]) => ({ id, commitment: 'x', seed: toHex(seed), hands: 4 })), nextCursor: null }),
    );
    const staff = await verify(['--seeds', items], stored.map((h) => JSON.stringify(h)).join('\n'));
    expect([staff.code, staff.lines.at(-1)]).toEqual([0, `verify: ${stored.length} hands: ${stored.length} OK, 0 FAILED, 0 not verifiable`]);
    const players = await verify(['--seeds', SEEDS, file('players.json', JSON.stringify(playerCopies))]);
    expect([players.code, players.lines.at(-1)]).toEqual([0, `verify: ${stored.length} hands: ${stored.length} OK, 0 FAILED, 0 not verifiable`]);
  });

  it('names a card changed in a staff copy (and its hash), and hands reordered', async () => {
    // A Razz hand that reached 4th street, past the first (its link has a hand before it).
    const target = razz.find((h, k) => k > 0 && h.events.some((e) => e.type === 'deal' && e.street === 'fourth')) as HandHistory;
    const events = target.events.map((e) => (e.type === 'deal' && e.street === 'fourth' ? { ...e, up: [e.up[0] === 'Kc' ? 'Kd' : 'Kc'] } : e));
    const changed = stored.map((h) => (h === target ? { ...h, events } : h));
    const r = await verify(['--seeds', SEEDS], JSON.stringify(changed));
    expect(failed(r.lines)).toEqual([`hand #${target.handId}`]);
    expect(lineOf(r.lines, target)).toMatch(
      /: FAILED — chain: the history hashes to [0-9a-f]{16}…, its link records [0-9a-f]{16}…: it was changed after it was stored; seat \d+ \(.*\) card 4 \(fourth street, up\): shows K., the deck deals/,
    );
    const reordered = [...stored].reverse();
    expect(failed((await verify(['--seeds', SEEDS], JSON.stringify(reordered))).lines).length).toBeGreaterThan(HANDS_PER_TABLE);
  });

  it('reports a hand without fairness data and an epoch whose seed is not revealed as not verifiable, and exits 1', async () => {
    const unrevealed = file(
      'unrevealed.json',
      JSON.stringify({
        items: [
          { id: 'razz-1', seed: toHex(EPOCHS['razz-1']) },
          { id: 'razz-2', seed: null },
        ],
      }),
    );
    const plain = { ...(razz[0] as HandHistory), fairness: undefined, chain: undefined };
    const r = await verify(['--seeds', unrevealed], JSON.stringify([plain, ...razz.slice(1)]));
    expect(r.lines).toEqual([
      `hand #${razz[0]?.handId}: not verifiable — no fairness data: the hand records no fair shuffle`,
      ...razz.slice(1, HANDS_PER_TABLE / 2).map((h) => `hand #${h.handId}: OK`),
      ...razz.slice(HANDS_PER_TABLE / 2).map((h) => `hand #${h.handId}: not verifiable — no revealed seed for epoch razz-2 in the seeds file`),
      `verify: ${HANDS_PER_TABLE} hands: ${HANDS_PER_TABLE / 2 - 1} OK, 0 FAILED, ${HANDS_PER_TABLE / 2 + 1} not verifiable`,
    ]);
    expect(r.code).toBe(1);
  });
});

describe('razz verify ties each hand to its fairness and its chain', () => {
  /** A hand dealt as hand #1 (nonce 1, its seats' client seeds), then labelled hand #2000 and chained as if stored so. */
  const dealtAsOne = randomHistory(seededRng('razz verify forged'), 1, {
    game: RAZZ,
    rules: PRESETS.razz,
    players: 3,
    fair: { seed: EPOCHS['razz-1'], epoch: 'razz-1', clientSeeds: CLIENT_SEEDS },
  });
  const [relabelled] = chainAsStored([{ ...dealtAsOne, handId: '2000' }]) as [HandHistory];

  it('fails a hand whose nonce is not its number, though every card matches the deck of that nonce (text and JSON)', async () => {
    for (const input of [text([censorFor(relabelled, relabelled.seats[0]?.seat ?? null)]), JSON.stringify(relabelled)]) {
      const r = await verify(['--seeds', SEEDS], input);
      expect(r.lines).toEqual(["hand #2000: FAILED — nonce 1 is not the hand's number 2000", 'verify: 1 hands: 0 OK, 1 FAILED, 0 not verifiable']);
      expect(r.code).toBe(1);
    }
  });

  it('fails a hand whose client seeds do not name the seats dealt in, ascending, as <seat>=<seed>', async () => {
    const texts = hands(text(playerCopies));
    const h = stored[2] as HandHistory;
    const seats = h.seats.map((s) => s.seat).sort((a, b) => a - b);
    texts[2] = (texts[2] as string).replace(/client seeds "(.*)"$/m, 'client seeds "room-picked-7331"');
    texts[3] = (texts[3] as string).replace(/client seeds "[^;]*;(.*)"$/m, 'client seeds "$1"');
    const r = await verify(['--seeds', SEEDS], texts.join(STARS_HAND_SEPARATOR));
    expect(failed(r.lines)).toEqual([stored[2], stored[3]].map((x) => `hand #${x?.handId}`));
    expect(lineOf(r.lines, h)).toContain(`FAILED — the client seeds: "room-picked-7331" is not <seat>=<seed>`);
    const next = stored[3] as HandHistory;
    const dealt = next.seats.map((s) => s.seat).sort((a, b) => a - b);
    expect(lineOf(r.lines, next)).toContain(`FAILED — the client seeds name seats ${dealt.slice(1).join(', ')} but seats ${dealt.join(', ')} were dealt in`);
    expect(seats.length).toBeGreaterThan(1);
  });

  it('fails a fair hand without a hash chain, inserted among chained ones (text and JSON alike)', async () => {
    // Dealt as the room deals (nonce = its number, its seats' client seeds), but never chained: not a hand the room stored.
    const inserted = randomHistory(seededRng('razz verify inserted'), 5000, {
      game: RAZZ,
      rules: PRESETS.razz,
      players: 3,
      fair: { seed: EPOCHS['razz-2'], epoch: 'razz-2', clientSeeds: CLIENT_SEEDS },
    });
    expect(inserted.chain).toBeUndefined();
    const copies = [...stored, inserted];
    const texts = text(copies.map((h) => censorFor(h, h.seats[0]?.seat ?? null)));
    expect(hands(texts).at(-1)).not.toContain('Hash chain:');
    for (const input of [texts, JSON.stringify(copies)]) {
      const r = await verify(['--seeds', SEEDS], input);
      expect(failed(r.lines)).toEqual([`hand #${inserted.handId}`]);
      expect(lineOf(r.lines, inserted)).toMatch(/: FAILED — no hash chain: the hand records a fair shuffle but no link/);
      expect(r.code).toBe(1);
    }
  });

  it('reports a malformed JSON history as FAILED (malformed: …) and still checks every other hand', async () => {
    const at = (k: number): HandHistory => stored[k] as HandHistory;
    const noDown = { ...at(0), events: at(0).events.map((e) => (e.type === 'deal' ? { ...e, down: undefined } : e)) };
    const badDeck = { ...at(1), deck: 'abc' };
    const nullSeat = { ...at(2), seats: [null] };
    const nullEvent = { ...at(3), events: [...at(3).events.slice(0, 2), null, ...at(3).events.slice(2)] };
    const showless = { ...at(4), events: [...at(4).events, { type: 'show', seat: at(4).seats[0]?.seat }] };
    const broken = [noDown, badDeck, nullSeat, nullEvent, showless];
    const r = await verify(['--seeds', SEEDS], JSON.stringify([...broken, ...stored.slice(broken.length)]));
    expect(r.err).toBe('');
    expect(r.lines).toHaveLength(stored.length + 1);
    for (const h of broken.slice(0, 4)) expect(lineOf(r.lines, h as HandHistory)).toMatch(/: FAILED — .*malformed: TypeError: /);
    expect(lineOf(r.lines, showless as unknown as HandHistory)).toMatch(/: FAILED — /);
    for (const h of stored.slice(broken.length)) expect(lineOf(r.lines, h)).toBe(`hand #${h.handId}: OK`);
    expect(r.code).toBe(1);
  });
});

describe('razz verify usage', () => {
  it('is registered, needs --seeds and a usable seeds file (exit 2), prints its usage on --help', async () => {
    expect(COMMANDS).toContain(verifyCommand);
    expect((await verify([])).code).toBe(2);
    expect((await verify(['--seeds', file('bad.json', '{"seeds": 1}')])).err).toMatch(/^razz verify: the seeds file must be/);
    expect((await verify(['--seeds', join(dir, 'missing.json')])).code).toBe(2);
    expect((await verify(['--seeds', SEEDS, '--rules', '[]'])).code).toBe(2);
    const help = await verify(['--help']);
    expect([help.code, help.lines[0]]).toEqual([0, 'usage: razz verify --seeds SEEDS.json [--rules JSON] [HANDS]']);
    expect((await verify(['--seeds', SEEDS], 'no hands here')).lines).toEqual(['verify: 0 hands: 0 OK, 0 FAILED, 0 not verifiable']);
  });
});
