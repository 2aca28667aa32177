/**
 * The provably fair shuffle (docs/fairness.md): a deck anyone can recompute from the server seed
 * (committed before the hand, revealed after its epoch), the players' client seeds and the hand's
 * nonce. Exactly, so that a verifier written elsewhere agrees card for card:
 *
 * - the stream: block k (k = 0, 1, 2, …) is HMAC-SHA256(key = server seed bytes, message = UTF-8
 *   `<clientSeed>:<nonce>:<k>`); the blocks are concatenated and read 4 bytes at a time as
 *   big-endian unsigned 32-bit words;
 * - a uniform integer in [0, n): the next word w, drawn again while w ≥ floor(2^32 / n) × n, then
 *   w mod n (`uniformInt`);
 * - the deck: from the ordered deck As Ah Ad Ac 2s 2h … Kd Kc, Fisher–Yates for i from 51 down to
 *   1 with j = uniform(i + 1), swapping positions i and j (`shuffledDeck`); index 0 is dealt first.
 *   A later shuffle in the same hand (the TDA short-deck reshuffle) reads on in the same stream.
 */
import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { utf8ToBytes } from '@noble/hashes/utils';
import type { Card } from '../cards/card';
import { shuffledDeck } from '../cards/deck';
import type { Rng } from '../rng/rng';
import { uniformInt } from '../rng/uniform-int';

/**
 * The stream's 32-bit words, in order: each call returns the next one.
 * @example fairWords(seed, '1=alice;3=', '1042')() // the first word of block 0
 */
export function fairWords(serverSeed: Uint8Array, clientSeed: string, nonce: string | number): () => number {
  let block = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let at = 0;
  return () => {
    if (at === bytes.length) {
      bytes = hmac(sha256, serverSeed, utf8ToBytes(`${clientSeed}:${nonce}:${block}`));
      block++;
      at = 0;
    }
    const word = ((bytes[at] as number) * 0x1000000 + ((bytes[at + 1] as number) << 16) + ((bytes[at + 2] as number) << 8) + (bytes[at + 3] as number)) >>> 0;
    at += 4;
    return word;
  };
}

/**
 * The hand's `Rng`: uniform integers from the stream, unbiased by rejection. `startHand({ rng })`
 * with it deals exactly `fairDeck`'s order.
 * @example startHand({ …, rng: fairRng(seed, handClientSeed(seeds), serial) })
 */
export function fairRng(serverSeed: Uint8Array, clientSeed: string, nonce: string | number): Rng {
  const next = fairWords(serverSeed, clientSeed, nonce);
  return { int: (maxExclusive) => uniformInt(maxExclusive, next) };
}

/**
 * The deck of a hand, top (dealt first) first.
 * @example formatCards(fairDeck(seed, '1=alice;3=', 1042)).slice(0, 3)
 */
export function fairDeck(serverSeed: Uint8Array, clientSeed: string, nonce: string | number): Card[] {
  return shuffledDeck(fairRng(serverSeed, clientSeed, nonce));
}

/**
 * The commitment published before any hand of an epoch is dealt: SHA-256 of the server seed's
 * bytes, as lower-case hex. Revealing the seed later lets anyone check it against this.
 * @example seedCommitment(seedFromHex('00'.repeat(32))) // '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925'
 */
export function seedCommitment(serverSeed: Uint8Array): string {
  return toHex(sha256(serverSeed));
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return hex;
}

/** A seed written as hex (64 digits for the 32 bytes of a server seed), or null when it is not hex. */
export function seedFromHex(hex: string): Uint8Array | null {
  if (typeof hex !== 'string' || hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
