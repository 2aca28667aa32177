import type { Principal } from './principal';

interface Entry {
  principal: Principal;
  /** When it stops being used, in ms (Date.now()). */
  expiresAt: number;
  /** The revocation bus's `hearing()` when it was learnt: valid only while that is still current. */
  hearing: number;
}

/**
 * The principals of recently used API keys, by the SHA-256 of the key, so that a request need not
 * look its key up in the database (one statement of the three an action takes). Safe against
 * revocation because revocations are pushed: `forget` is called for every revoked key on every
 * instance (KeyRevocationBus), on the revoking instance before its answer; an entry learnt while
 * the bus was not hearing, or before a break in hearing, is never used; and a look-up that was
 * under way when a revocation arrived is not stored (it may have read the key before the revocation
 * committed). Active keys only: an unknown or revoked key is always asked for again.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, Entry>();
  private readonly hashesByKeyId = new Map<string, string>();
  /** Bumped by every `forget`: a look-up started under an older count must not be stored. */
  private revocations = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly hearing: () => number | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(secretHash: string): Principal | undefined {
    const entry = this.entries.get(secretHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || entry.hearing !== this.hearing()) {
      this.delete(secretHash, entry.principal.keyId);
      return undefined;
    }
    return entry.principal;
  }

  /** A token to pass to `set` for a look-up about to start. */
  startLookup(): number {
    return this.revocations;
  }

  set(secretHash: string, principal: Principal, lookup: number): void {
    const hearing = this.hearing();
    if (!this.enabled || hearing === undefined || lookup !== this.revocations) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (a Map keeps insertion order): a full cache only costs look-ups, never safety.
      const [oldestHash, oldest] = this.entries.entries().next().value as [string, Entry];
      this.delete(oldestHash, oldest.principal.keyId);
    }
    this.entries.set(secretHash, { principal, expiresAt: this.now() + this.ttlMs, hearing });
    this.hashesByKeyId.set(principal.keyId, secretHash);
  }

  forget(keyIds: readonly string[]): void {
    this.revocations++;
    for (const keyId of keyIds) {
      const hash = this.hashesByKeyId.get(keyId);
      if (hash !== undefined) this.delete(hash, keyId);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(secretHash: string, keyId: string): void {
    this.entries.delete(secretHash);
    this.hashesByKeyId.delete(keyId);
  }
}
