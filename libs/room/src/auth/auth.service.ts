import { Injectable } from '@nestjs/common';
import { ApiKeyRepository } from '@app/persistence';
import { hashApiKey, isPlausibleApiKey } from './api-key-secret';
import { AuthError, AuthErrorCode } from './auth.error';
import type { Principal } from './principal';

/**
 * Turns a presented key into a principal. Looks the key up on every request (one indexed
 * query), so a revocation takes effect on the very next request, on every API instance.
 */
@Injectable()
export class AuthService {
  constructor(private readonly keys: ApiKeyRepository) {}

  async authenticate(presented: string | undefined): Promise<Principal> {
    if (presented === undefined) {
      throw new AuthError(AuthErrorCode.API_KEY_MISSING, 'an API key is required: send it as x-api-key or Authorization: Bearer <key>');
    }
    // Lookup by the SHA-256 of the key: the database compares hashes of 256-bit secrets, which
    // leaks nothing useful through timing, and no secret is ever compared in this process.
    const key = isPlausibleApiKey(presented) ? await this.keys.findBySecretHash(hashApiKey(presented)) : null;
    if (!key) throw new AuthError(AuthErrorCode.API_KEY_INVALID, 'the API key is not valid');
    if (key.revokedAt) throw new AuthError(AuthErrorCode.API_KEY_REVOKED, `API key ${key.id} was revoked at ${key.revokedAt.toISOString()}`);
    return { keyId: key.id, keyName: key.name, role: key.role, playerId: key.playerId };
  }
}
