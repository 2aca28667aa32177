import { ApiKeyCache } from './api-key-cache';
import type { Principal } from './principal';

const alice: Principal = { keyId: 'k-alice', keyName: 'alice', role: 'player', playerId: 'p-alice' };
const bob: Principal = { keyId: 'k-bob', keyName: 'bob', role: 'director', playerId: null };

/** A cache on a clock and a revocation bus the test moves by hand. */
function harness(ttlMs = 30_000, maxEntries = 100) {
  const world = { now: 1_000, hearing: 1 as number | undefined };
  const cache = new ApiKeyCache(
    ttlMs,
    maxEntries,
    () => world.hearing,
    () => world.now,
  );
  const learn = (hash: string, principal: Principal) => cache.set(hash, principal, cache.startLookup());
  return { world, cache, learn };
}

describe('ApiKeyCache', () => {
  it('answers a key it learnt, until its time is up', () => {
    const { world, cache, learn } = harness(30_000);
    learn('h-alice', alice);
    expect(cache.get('h-alice')).toBe(alice);
    expect(cache.get('h-bob')).toBeUndefined();
    world.now += 29_999;
    expect(cache.get('h-alice')).toBe(alice);
    world.now += 1;
    expect(cache.get('h-alice')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a revoked key at once, and only that key', () => {
    const { cache, learn } = harness();
    learn('h-alice', alice);
    learn('h-bob', bob);
    cache.forget(['k-alice', 'k-unknown']);
    expect(cache.get('h-alice')).toBeUndefined();
    expect(cache.get('h-bob')).toBe(bob);
  });

  it('does not store a look-up that was under way when a revocation arrived (it may have read the key before the revocation)', () => {
    const { cache } = harness();
    const lookup = cache.startLookup();
    cache.forget(['k-someone-else']);
    cache.set('h-alice', alice, lookup);
    expect(cache.get('h-alice')).toBeUndefined();
    // A look-up begun after the notice is stored.
    cache.set('h-alice', alice, cache.startLookup());
    expect(cache.get('h-alice')).toBe(alice);
  });

  it('is not used while revocation notices cannot be heard, nor after a break in hearing them', () => {
    const { world, cache, learn } = harness();
    world.hearing = undefined;
    learn('h-alice', alice);
    expect(cache.get('h-alice')).toBeUndefined();
    world.hearing = 1;
    learn('h-alice', alice);
    expect(cache.get('h-alice')).toBe(alice);
    // The Redis connection dropped and came back: notices in between may be lost.
    world.hearing = undefined;
    expect(cache.get('h-alice')).toBeUndefined();
    learn('h-alice', alice);
    world.hearing = 2;
    expect(cache.get('h-alice')).toBeUndefined();
  });

  it('stores nothing when turned off (API_KEY_CACHE_SECONDS=0)', () => {
    const { cache, learn } = harness(0);
    expect(cache.enabled).toBe(false);
    learn('h-alice', alice);
    expect(cache.get('h-alice')).toBeUndefined();
  });

  it('evicts its oldest entry when full', () => {
    const { cache, learn } = harness(30_000, 2);
    learn('h-alice', alice);
    learn('h-bob', bob);
    learn('h-carol', { ...bob, keyId: 'k-carol' });
    expect(cache.size).toBe(2);
    expect(cache.get('h-alice')).toBeUndefined();
    expect(cache.get('h-bob')).toBe(bob);
    // An evicted key's id no longer points anywhere: forgetting it is harmless.
    cache.forget(['k-alice']);
    expect(cache.get('h-bob')).toBe(bob);
  });
});
