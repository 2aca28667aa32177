import { createHash, randomBytes } from 'node:crypto';

/** `rr_<16 hex: the key id>_<43 base64url: 256 random bits>`. */
const KEY_FORMAT = /^rr_([0-9a-f]{16})_[A-Za-z0-9_-]{43}$/;
const KEY_ID_BYTES = 8;
const SECRET_BYTES = 32;
/** Anything shorter cannot be a key we issued or a configured one; no need to ask the database. */
export const MIN_API_KEY_LENGTH = 32;
const MAX_API_KEY_LENGTH = 512;

export interface GeneratedApiKey {
  id: string;
  /** The full key: shown to its owner once, never stored. */
  key: string;
  secretHash: string;
}

/**
 * SHA-256 of the whole key. A slow password hash is pointless for 256-bit random secrets (no
 * dictionary to try), and a fast one keeps authentication to one indexed lookup per request.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function generateApiKey(): GeneratedApiKey {
  const id = randomBytes(KEY_ID_BYTES).toString('hex');
  const key = `rr_${id}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { id, key, secretHash: hashApiKey(key) };
}

/**
 * The id under which a configured key (ADMIN_API_KEY) is stored: its own id when it has our
 * format, otherwise derived from its hash (stable across restarts, reveals nothing).
 */
export function keyIdFor(key: string): string {
  return KEY_FORMAT.exec(key)?.[1] ?? hashApiKey(key).slice(0, KEY_ID_BYTES * 2);
}

export function isPlausibleApiKey(key: string): boolean {
  return key.length >= MIN_API_KEY_LENGTH && key.length <= MAX_API_KEY_LENGTH && /^[\x21-\x7e]+$/.test(key);
}

/** `x-api-key: <key>` or `Authorization: Bearer <key>`; undefined when neither is present. */
export function readApiKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const direct = headers['x-api-key'];
  if (typeof direct === 'string' && direct.trim() !== '') return direct.trim();
  const authorization = headers.authorization;
  if (typeof authorization !== 'string') return undefined;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return bearer?.[1];
}
