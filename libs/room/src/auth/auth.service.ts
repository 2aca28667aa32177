import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiKeyRepository } from '@app/persistence';
import { KeyRevocationBus } from '../live/key-revocation-bus';
import { ApiKeyCache } from './api-key-cache';
import { hashApiKey, isPlausibleApiKey } from './api-key-secret';
import { AuthError, AuthErrorCode } from './auth.error';
import type { Principal } from './principal';

/** Enough for every key of a large room at once; a full cache evicts its oldest entry. */
const MAX_CACHED_KEYS = 50_000;

/**
 * Turns a presented key into a principal. An active key's principal is kept for a short time
 * (`ApiKeyCache`, API_KEY_CACHE_SECONDS) so most requests skip the look-up; revocations are pushed
 * to every instance over the KeyRevocationBus, so a revoked key is refused on the next request on
 * the instance that revoked it and as soon as the notice arrives on the others, and an instance
 * that cannot hear the notices looks every key up (one indexed query), as it did before the cache.
 */
@Injectable()
export class AuthService {
  private readonly logger = new Logger('AuthService');
  private readonly cache: ApiKeyCache;
  /** Subscribed on first use, not at start-up: a worker never authenticates and needs no subscriber. */
  private subscription: Promise<unknown> | undefined;

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly revocations: KeyRevocationBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cache = new ApiKeyCache(config.auth.keyCacheSeconds * 1000, MAX_CACHED_KEYS, () => revocations.hearing());
  }

  /**
   * `fresh`: ask the database whatever the cache holds (a live socket's subscribe does, so a key
   * revoked behind the API's back — no notice — cannot follow another table).
   */
  async authenticate(presented: string | undefined, options: { fresh?: boolean } = {}): Promise<Principal> {
    if (presented === undefined) {
      throw new AuthError(AuthErrorCode.API_KEY_MISSING, 'an API key is required: send it as x-api-key or Authorization: Bearer <key>');
    }
    if (!isPlausibleApiKey(presented)) throw new AuthError(AuthErrorCode.API_KEY_INVALID, 'the API key is not valid');
    // Lookup by the SHA-256 of the key: the database compares hashes of 256-bit secrets, which
    // leaks nothing useful through timing, and no secret is ever compared in this process.
    const secretHash = hashApiKey(presented);
    const cached = options.fresh ? undefined : this.cache.get(secretHash);
    if (cached) return cached;
    this.listenForRevocations();
    const lookup = this.cache.startLookup();
    const key = await this.keys.findBySecretHash(secretHash);
    if (!key) throw new AuthError(AuthErrorCode.API_KEY_INVALID, 'the API key is not valid');
    if (key.revokedAt) {
      // Revoked without a notice reaching this instance (by hand in the database): no request may use the entry either.
      this.cache.forget([key.id]);
      throw new AuthError(AuthErrorCode.API_KEY_REVOKED, `API key ${key.id} was revoked at ${key.revokedAt.toISOString()}`);
    }
    // Frozen: one cached object answers many requests, none of which may change it for the others.
    const principal: Principal = Object.freeze({ keyId: key.id, keyName: key.name, role: key.role, playerId: key.playerId });
    this.cache.set(secretHash, principal, lookup);
    return principal;
  }

  private listenForRevocations(): void {
    if (!this.cache.enabled || this.subscription) return;
    this.subscription = this.revocations
      .subscribe((keyIds) => this.cache.forget(keyIds))
      .catch((err: Error) => {
        // Without the notices the cache stays unused (hearing() is undefined); try again later.
        this.logger.warn(`API key cache off until revocation notices can be heard: ${err.message}`);
        this.subscription = undefined;
      });
  }
}
