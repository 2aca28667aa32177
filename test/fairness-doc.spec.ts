/**
 * The worked example of docs/fairness.md, recomputed from the page itself: its server seed, client
 * seeds and nonce give its commitment, its first HMAC block and words, and its deck. A change to
 * the algorithm or to the page that makes them disagree fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fairDeck, fairWords, formatCards, seedCommitment, seedFromHex } from '@app/razz-engine';

const page = readFileSync(join(__dirname, '../docs/fairness.md'), 'utf8');
const example = page.slice(page.indexOf('<!-- fairness-example'));
const field = (name: string): string => {
  const m = new RegExp(`^${name}\\s+(.+)$`, 'm').exec(example);
  if (!m?.[1]) throw new Error(`docs/fairness.md: the example has no "${name}" line`);
  return m[1].trim();
};

describe('the worked example of docs/fairness.md', () => {
  const seed = seedFromHex(field('serverSeed'));
  const clientSeed = field('clientSeed');
  const nonce = field('nonce');

  it('has a 32-byte server seed whose SHA-256 is the commitment it shows', () => {
    expect(seed?.length).toBe(32);
    expect(seedCommitment(seed as Uint8Array)).toBe(field('commitment'));
  });

  it('shows the message of block 0, and the block and words the stream reads from it', () => {
    expect(field('message 0')).toBe(`${clientSeed}:${nonce}:0`);
    const next = fairWords(seed as Uint8Array, clientSeed, nonce);
    const words = field('first words').split(/\s+/);
    expect(words.map(() => next().toString(16).padStart(8, '0'))).toEqual(words);
    expect(field('block 0').replace('…', '')).toBe(words.join(''));
  });

  it('deals the deck it shows', () => {
    expect(formatCards(fairDeck(seed as Uint8Array, clientSeed, nonce)).join(' ')).toBe(field('deck'));
  });
});
