import { createHash, randomBytes } from 'node:crypto';

/** `dl_<43 base64url: 256 random bits>`: the whole credential of a display link. */
const TOKEN_FORMAT = /^dl_[A-Za-z0-9_-]{43}$/;

/** SHA-256 (hex), as API keys are stored: a 256-bit random secret needs no slow hash. */
export function hashDisplayToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function generateDisplayToken(): { token: string; tokenHash: string } {
  const token = `dl_${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashDisplayToken(token) };
}

/** Anything else cannot be a token we issued: no need to ask the database. */
export function isPlausibleDisplayToken(token: string): boolean {
  return TOKEN_FORMAT.test(token);
}
