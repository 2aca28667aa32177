import { createHash, createHmac } from 'node:crypto';
import { formatCards, orderedDeck, PRESETS, startHand } from '..';
import { clientSeedProblem, handClientSeed } from './client-seed';
import { fairDeck, fairRng, fairWords, seedCommitment, seedFromHex, toHex } from './fair-shuffle';

/**
 * The shuffle against a second implementation written here from the published algorithm with
 * Node's own HMAC-SHA256 (docs/fairness.md): the same words, the same decks.
 */
function referenceDeck(seed: Uint8Array, clientSeed: string, nonce: string): string[] {
  let block = 0;
  let bytes = Buffer.alloc(0);
  const word = (): number => {
    if (bytes.length === 0) bytes = createHmac('sha256', Buffer.from(seed)).update(`${clientSeed}:${nonce}:${block++}`, 'utf8').digest();
    const w = bytes.readUInt32BE(0);
    bytes = bytes.subarray(4);
    return w;
  };
  const uniform = (n: number): number => {
    const limit = Math.floor(2 ** 32 / n) * n;
    for (;;) {
      const w = word();
      if (w < limit) return w % n;
    }
  };
  const deck = formatCards(orderedDeck());
  for (let i = 51; i >= 1; i--) {
    const j = uniform(i + 1);
    [deck[i], deck[j]] = [deck[j] as string as never, deck[i] as string as never];
  }
  return deck;
}

const seedOf = (text: string): Uint8Array => createHash('sha256').update(text).digest();

describe('the fair shuffle', () => {
  it('reads HMAC-SHA256 blocks of "<clientSeed>:<nonce>:<k>" as big-endian words, block after block', () => {
    const seed = seedOf('words');
    const next = fairWords(seed, '1=a;2=', '77');
    const words = Array.from({ length: 12 }, next);
    const blocks = [0, 1].map((k) => createHmac('sha256', Buffer.from(seed)).update(`1=a;2=:77:${k}`).digest());
    const expected = blocks.flatMap((b) => Array.from({ length: 8 }, (_, i) => b.readUInt32BE(4 * i))).slice(0, 12);
    expect(words).toEqual(expected);
  });

  it('deals the same deck as an independent implementation of the algorithm, for 200 seeds, client seeds and nonces', () => {
    for (let k = 0; k < 200; k++) {
      const seed = seedOf(`deck ${k}`);
      const clientSeed = handClientSeed([
        { seat: 1 + (k % 9), seed: `s${k}` },
        { seat: 10, seed: k % 3 === 0 ? '' : 'x;y=z' },
      ]);
      expect(formatCards(fairDeck(seed, clientSeed, String(1000 + k)))).toEqual(referenceDeck(seed, clientSeed, String(1000 + k)));
    }
  });

  it('changes the deck with any change of the server seed, a client seed or the nonce', () => {
    const seed = seedOf('change');
    const base = formatCards(fairDeck(seed, '1=a;2=b', 5)).join(' ');
    expect(formatCards(fairDeck(seedOf('change!'), '1=a;2=b', 5)).join(' ')).not.toBe(base);
    expect(formatCards(fairDeck(seed, '1=a;2=c', 5)).join(' ')).not.toBe(base);
    expect(formatCards(fairDeck(seed, '1=a;2=b', 6)).join(' ')).not.toBe(base);
    expect(formatCards(fairDeck(seed, '1=a;2=b', '5')).join(' ')).toBe(base);
  });

  it('is what a hand dealt with fairRng deals: cards in deck order, and the TDA reshuffle reads on in the stream', () => {
    const seed = seedOf('hand');
    const started = startHand({
      rules: { ...PRESETS.razz, shortDeck: 'tda' },
      stakes: { ante: 1, bringIn: 2, smallBet: 5, bigBet: 10 },
      seats: [
        { seat: 1, stack: 100 },
        { seat: 2, stack: 100 },
      ],
      rng: fairRng(seed, '1=;2=', 9),
    });
    if (!started.ok) throw new Error(started.error.message);
    const deck = formatCards(fairDeck(seed, '1=;2=', 9));
    expect(formatCards(started.state.deck)).toEqual(deck);
    const next = fairRng(seed, '1=;2=', 9);
    for (let i = 51; i >= 1; i--) next.int(i + 1);
    const reshuffle = formatCards(orderedDeck());
    for (let i = 51; i >= 1; i--) {
      const j = next.int(i + 1);
      [reshuffle[i], reshuffle[j]] = [reshuffle[j] as never, reshuffle[i] as never];
    }
    expect(formatCards(started.state.reshuffleOrder ?? [])).toEqual(reshuffle);
  });

  it('commits to a seed with its SHA-256 in hex, and reads seeds written in hex', () => {
    const seed = seedOf('commit');
    expect(seedCommitment(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(seedCommitment(new Uint8Array(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(toHex(seedFromHex(toHex(seed)) as Uint8Array)).toBe(toHex(seed));
    expect([seedFromHex(''), seedFromHex('abc'), seedFromHex('zz')]).toEqual([null, null, null]);
  });
});

describe('client seeds', () => {
  it('lists every seat dealt in, ascending, as <seat>=<seed> joined by ;', () => {
    expect(
      handClientSeed([
        { seat: 6, seed: 'lucky 7' },
        { seat: 1, seed: 'alice' },
        { seat: 3, seed: '' },
      ]),
    ).toBe('1=alice;3=;6=lucky 7');
  });

  it.each([
    ['', null],
    ['~'.repeat(64), null],
    ['x'.repeat(65), 'a client seed has at most 64 characters (got 65)'],
    ['tab\there', 'a client seed is printable ASCII characters only (space to ~)'],
    ['café', 'a client seed is printable ASCII characters only (space to ~)'],
    ['a;b', "a client seed may not contain ';' (it separates the seats in the hand's client seed string)"],
    [';', "a client seed may not contain ';' (it separates the seats in the hand's client seed string)"],
    ['a=b=c', null],
    [42, 'a client seed is a string'],
  ])('%j: %s', (seed, problem) => {
    expect(clientSeedProblem(seed)).toBe(problem);
  });
});
