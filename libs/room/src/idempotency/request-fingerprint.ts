import { createHash } from 'node:crypto';

type Fingerprintable = string | number | bigint | boolean | null | undefined | Fingerprintable[] | { [key: string]: Fingerprintable };

/** Key order and undefined fields do not matter; BigInts count by value. */
function canonical(value: Fingerprintable): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return `"${value}n"`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * SHA-256 of what a request asks for. Stored with the idempotency key: a retry with the same key
 * must ask for the same thing, or it is refused (IDEMPOTENCY_KEY_REUSED) instead of replayed.
 */
export function requestFingerprint(request: Fingerprintable): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}
