/**
 * The hash chain of a table's hand histories (docs/fairness.md, the hash chain): each stored
 * history carries the SHA-256 of the previous history of its table, so a history changed, removed
 * or put out of order afterwards breaks the chain at that point.
 *
 * The canonical form hashed is the uncensored history (`viewer: 'all'`, deck included) as JSON
 * with object keys in UTF-16 code-unit order (JavaScript's `<` on strings) at every depth, no whitespace, `undefined` fields left out
 * (as JSON.stringify does), and the history's own `chain.hash` left out — it is the result (a
 * `chain` that is not an object, as a damaged row may hold, is hashed as it is). Its
 * `chain.previous` is part of what is hashed: that is what links it to the hand before.
 */
import { sha256 } from '@noble/hashes/sha256';
import { utf8ToBytes } from '@noble/hashes/utils';
import { toHex } from '../fair/fair-shuffle';
import type { HandHistory } from './hand-history';

/** JSON with keys sorted at every depth; arrays keep their order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * The SHA-256 (lower-case hex) of a history's canonical form: what the next history of its table
 * records as `chain.previous`. Only an uncensored history has the hash the chain holds.
 * @example
 * const hash = historyHash({ ...history, chain: { previous: null, hash: '' } });
 */
export function historyHash(history: HandHistory): string {
  const { chain, ...rest } = history;
  // A stored `chain` that is not an object (null, a string: a damaged row) is hashed as it is: the
  // hash is still defined, and the chain check names that history as a broken link.
  const stored: unknown = chain;
  const link = typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? { previous: (stored as { previous?: unknown }).previous } : stored;
  const hashed = chain === undefined ? rest : { ...rest, chain: link };
  return toHex(sha256(utf8ToBytes(canonicalJson(hashed))));
}
